import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Receipt } from '@tuitionhub/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/factories.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { apiError, server } from '../../test/server.ts';
import { Component as PaidRoute } from './paid.tsx';
import { Component as ReceiptRoute } from './receipt.tsx';

const student = makeUser({ name: 'Priya Sharma', email: 'priya@example.test' });
const paymentId = 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11';
const tutorId = 'b1eebc99-9c0b-4ef8-bb6d-6bb9bd380a22';
const receipt: Receipt = {
  paymentId,
  number: 'TH/2026-27/000042',
  issuedAt: '2026-11-24T06:00:00.000Z',
  payer: { name: 'Priya Sharma', email: 'priya@example.test' },
  items: [
    { tutorId, tutorName: 'Asha Rao', subject: 'Maths', fee: 500, period: 'November 2026' },
    { tutorId, tutorName: 'Asha Rao', subject: 'Physics', fee: 900, period: 'November 2026' },
  ],
  amount: 1400,
  method: 'upi',
  paymentIntentId: 'pi_local_abc',
  refundedAmount: 0,
  refunds: [],
  business: { name: 'TuitionHub', address: 'Kothrud, Pune 411038', gstin: '27AAPFU0939F1ZV' },
};
const answerReceipt = (answer: () => Response) =>
  server.use(http.get(`/api/payments/${paymentId}/receipt`, answer));

describe('/receipt/:id', () => {
  it('shows the receipt to print: seller with GSTIN, number, payer, each item with its month, total and method', async () => {
    answerReceipt(() => HttpResponse.json({ receipt }));
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderWithProviders([{ path: '/receipt/:id', element: <ReceiptRoute /> }], {
      at: `/receipt/${paymentId}`,
      user: student,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
    expect(screen.getByText('TH/2026-27/000042')).toBeInTheDocument();
    expect(screen.getByText('GSTIN 27AAPFU0939F1ZV')).toBeInTheDocument();
    expect(screen.getByText('Kothrud, Pune 411038')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'What was paid for' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Asha RaoMathsNovember 2026Rs. 500/month');
    expect(rows[2]).toHaveTextContent('Physics');
    expect(within(table).getByText('Rs. 1,400')).toBeInTheDocument();
    expect(screen.getByText('UPI')).toBeInTheDocument();
    expect(document.title).toMatch(/^Receipt TH\/2026-27\/000042/);
    await userEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute(
      'href',
      '/user-dashboard',
    );
  });

  it("says so when the receipt cannot be read (someone else's payment is a 404)", async () => {
    answerReceipt(() => apiError(404, 'NOT_FOUND', 'Receipt not found'));
    renderWithProviders([{ path: '/receipt/:id', element: <ReceiptRoute /> }], {
      at: `/receipt/${paymentId}`,
      user: student,
    });
    expect(await screen.findByText('Could not load this receipt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print or save as PDF' })).not.toBeInTheDocument();
  });
});

describe('/paid/:id', () => {
  it('after paying: the amount and method, the receipt link, and each tutor once with what happens next', async () => {
    answerReceipt(() => HttpResponse.json({ receipt }));
    renderWithProviders([{ path: '/paid/:id', element: <PaidRoute /> }], {
      at: `/paid/${paymentId}`,
      user: student,
    });
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByText('Rs. 1,400')).toBeInTheDocument();
    expect(screen.getByText(/by UPI for the first month's fees/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View and print your receipt' })).toHaveAttribute(
      'href',
      `/receipt/${paymentId}`,
    );
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(1);
    expect(steps[0]).toHaveTextContent('Asha Rao — Maths, Physics');
    expect(steps[0]).toHaveTextContent('will contact you to arrange the first class (at priya@example.test)');
    expect(within(steps[0]!).getByRole('link', { name: "View Asha Rao's profile" })).toHaveAttribute(
      'href',
      `/tutor/${tutorId}`,
    );
  });
});
