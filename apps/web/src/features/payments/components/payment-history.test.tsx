import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makePayment, makeUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { server } from '../../../test/server.ts';
import { PaymentHistory } from './payment-history.tsx';

const student = makeUser({ name: 'Priya Sharma' });
const paid = makePayment({
  userId: student._id,
  paymentIntentId: 'pi_local_paid',
  items: [
    { tutorId: '00000000-0000-4000-8000-0000000000t1', tutorName: 'Asha Rao', subject: 'Maths', fee: 500 },
    { tutorId: null, tutorName: 'Vikram Iyer', subject: 'Chemistry', fee: 1200 },
  ],
});
const show = () => renderWithProviders(<PaymentHistory />, { user: student });

describe('PaymentHistory', () => {
  it('lists my payments with status, and the tutors hired by a paid one', async () => {
    const pending = makePayment({
      ...paid,
      _id: '00000000-0000-4000-8000-000000000p02',
      status: 'pending',
      paymentIntentId: 'pi_local_pending',
      failureMessage: 'Your card was declined.',
      receiptNumber: null,
    });
    server.use(
      http.get('/api/payments', () =>
        HttpResponse.json({ payments: [pending, paid], total: 2, page: 1, pageSize: 10 }),
      ),
    );
    show();
    expect(await screen.findByText('Tutors hired')).toBeInTheDocument();
    expect(screen.getByText('paid')).toBeInTheDocument();
    expect(screen.getByText('pending')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Asha Rao' })[0]).toHaveAttribute(
      'href',
      '/tutor/00000000-0000-4000-8000-0000000000t1',
    );
    expect(screen.getByText('Last attempt failed: Your card was declined.')).toBeInTheDocument();
    // Only the paid one has a receipt, linked to its printable page.
    expect(screen.getAllByRole('link', { name: /^Receipt / })).toHaveLength(1);
    expect(screen.getByRole('link', { name: `Receipt ${paid.receiptNumber}` })).toHaveAttribute(
      'href',
      `/receipt/${paid._id}`,
    );
    expect(screen.getAllByText('Rs. 1,700')).toHaveLength(2);
    // Each hire's fee is per month.
    expect(screen.getAllByText('Rs. 500/month')).toHaveLength(2);
    expect(screen.getAllByText('Rs. 1,200/month')).toHaveLength(2);
  });

  it('says when there are no payments yet', async () => {
    // The default answer: an empty page.
    show();
    expect(await screen.findByText('You have not made any payments yet.')).toBeInTheDocument();
  });

  it('shows a refund: how much, when and why, and the policy', async () => {
    const refunded = makePayment({
      ...paid,
      status: 'refunded',
      refundedAmount: 1700,
      refunds: [
        {
          _id: '00000000-0000-4000-8000-0000000000r1',
          amount: 500,
          reason: 'Two classes missed',
          createdAt: '2026-11-23T10:00:00.000Z',
        },
        {
          _id: '00000000-0000-4000-8000-0000000000r2',
          amount: 1200,
          reason: 'Tutor moved away',
          createdAt: '2026-11-24T10:00:00.000Z',
        },
      ],
    });
    server.use(
      http.get('/api/payments', () =>
        HttpResponse.json({ payments: [refunded], total: 1, page: 1, pageSize: 10 }),
      ),
    );
    show();
    expect(await screen.findByText('Refunded Rs. 1,700 (in full)')).toBeInTheDocument();
    expect(screen.getByText('refunded')).toBeInTheDocument();
    expect(screen.getByText('Rs. 500 on 23 Nov 2026 — Two classes missed')).toBeInTheDocument();
    expect(screen.getByText('Rs. 1,200 on 24 Nov 2026 — Tutor moved away')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/refund-policy');
  });
});
