import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refundMessages } from '@tuitionhub/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { Component as PaymentsRoute } from '../../../app/routes/payments.tsx';
import { makePayment, makeUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { apiError, requestsTo, server } from '../../../test/server.ts';

const admin = makeUser({ name: 'Office', role: 'Admin' });

/** The admin on /payments with `payments` listed; refunds answer `refunded` (then the list shows it). */
function show(...payments: ReturnType<typeof makePayment>[]) {
  let listed = payments;
  server.use(
    http.get('/api/payments', () =>
      HttpResponse.json({ payments: listed, total: listed.length, page: 1, pageSize: 20 }),
    ),
  );
  renderWithProviders([{ path: '/payments', element: <PaymentsRoute /> }], { at: '/payments', user: admin });
  return {
    answer: (refunded: ReturnType<typeof makePayment>) => {
      server.use(
        http.post(`/api/payments/${refunded._id}/refund`, () => {
          listed = listed.map((p) => (p._id === refunded._id ? refunded : p));
          return HttpResponse.json({ success: true, message: 'Payment refunded', payment: refunded });
        }),
      );
    },
  };
}
const table = () => screen.findByRole('table', { name: 'All payments, newest first' });
const openRefund = async () => {
  await userEvent.click(within(await table()).getByRole('button', { name: /^Refund Priya Sharma/ }));
  return screen.findByRole('dialog', { name: 'Refund payment' });
};

describe('Refund (admin payments)', () => {
  it('offers Refund on paid payments only, and shows what was already refunded', async () => {
    show(
      makePayment({ name: 'Priya Sharma', refundedAmount: 200, refunds: [] }),
      makePayment({ name: 'Kabir Das', status: 'pending', receiptNumber: null }),
      makePayment({ name: 'Meena Iyer', status: 'refunded', refundedAmount: 1700 }),
    );
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(within(rows[0]!).getByRole('button', { name: /^Refund/ })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Refunded ₹200');
    expect(within(rows[1]!).queryByRole('button', { name: /^Refund/ })).toBeNull();
    expect(within(rows[2]!).queryByRole('button', { name: /^Refund/ })).toBeNull();
    expect(rows[2]).toHaveTextContent('refunded');
    expect(rows[2]).toHaveTextContent('Refunded ₹1,700');
  });

  it('refunds in full with a reason, then the row shows it refunded', async () => {
    const payment = makePayment({ name: 'Priya Sharma' });
    const { answer } = show(payment);
    answer({
      ...payment,
      status: 'refunded',
      refundedAmount: 1700,
      refunds: [
        { _id: payment._id, amount: 1700, reason: 'Tutor moved away', createdAt: '2026-11-24T10:00:00.000Z' },
      ],
    });
    const dialog = await openRefund();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund ₹1,700' }));
    expect(await within(dialog).findByText('Reason must be at least 3 characters')).toBeInTheDocument();
    expect(requestsTo('POST', `/api/payments/${payment._id}/refund`)).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Tutor moved away');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund ₹1,700' }));
    expect(await screen.findByText('Refunded ₹1,700 to Priya Sharma')).toBeInTheDocument();
    expect(requestsTo('POST', `/api/payments/${payment._id}/refund`).map((r) => r.body)).toEqual([
      { reason: 'Tutor moved away' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    const row = within(await table()).getAllByRole('row')[1]!;
    expect(await within(row).findByText('refunded')).toBeInTheDocument();
    expect(row).toHaveTextContent('Refunded ₹1,700');
  });

  it('refunds part of it; an amount over what is left is refused in the dialog, as is the server’s refusal', async () => {
    const payment = makePayment({ name: 'Priya Sharma', refundedAmount: 700 });
    show(payment);
    const dialog = await openRefund();
    await userEvent.click(within(dialog).getByLabelText('Partial'));
    const amount = within(dialog).getByLabelText(/Amount to refund/);
    await userEvent.type(amount, '1200');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Two classes missed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('At most ₹1,000 is left to refund.')).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription('At most ₹1,000 is left to refund.');

    server.use(
      http.post(`/api/payments/${payment._id}/refund`, () =>
        apiError(400, 'VALIDATION_ERROR', refundMessages.tooMuch(400), {
          errors: [{ path: 'amount', message: refundMessages.tooMuch(400) }],
        }),
      ),
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(refundMessages.tooMuch(400))).toBeInTheDocument();
    expect(requestsTo('POST', `/api/payments/${payment._id}/refund`).map((r) => r.body)).toEqual([
      { amount: 500, reason: 'Two classes missed' },
    ]);

    server.use(
      http.post(`/api/payments/${payment._id}/refund`, () =>
        apiError(409, 'CONFLICT', refundMessages.alreadyRefunded),
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refundMessages.alreadyRefunded);
  });
});
