import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { Component as PaymentsRoute } from '../../../app/routes/payments.tsx';
import { makePayment, makeUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { apiError, requestsTo, server } from '../../../test/server.ts';

const student = makeUser({ name: 'Priya Sharma' });
const admin = makeUser({ name: 'Office', role: 'Admin' });
const payment = makePayment({ userId: student._id });
/** The admin on /payments, with one payment listed. */
function show(user = admin) {
  server.use(
    http.get('/api/payments', () =>
      HttpResponse.json({ payments: [payment], total: 1, page: 1, pageSize: 20 }),
    ),
  );
  renderWithProviders([{ path: '/payments', element: <PaymentsRoute /> }], { at: '/payments', user });
}

describe('/payments', () => {
  it('is for admins only', async () => {
    show(student);
    expect(await screen.findByText('This page is for admins only')).toBeInTheDocument();
    // It names the page refused, not the admin dashboard (issue 15 item 12).
    expect(screen.getByText(/Your account cannot open the payments page/)).toBeInTheDocument();
    expect(screen.queryByText(/admin dashboard/)).not.toBeInTheDocument();
    expect(requestsTo('GET', '/api/payments')).toEqual([]);
  });

  it('lists payments with name, amount in ₹, status, payment intent id and date', async () => {
    show();
    const table = await screen.findByRole('table', { name: 'All payments, newest first' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Priya Sharma');
    expect(row).toHaveTextContent('₹1,700');
    expect(row).toHaveTextContent('paid');
    expect(row).toHaveTextContent('pi_local_abc');
    expect(row).toHaveTextContent('22 Nov 2026');
  });

  it('shows the hired tutors on the phone cards as in the table (issue 15 item 16)', async () => {
    show();
    const table = await screen.findByRole('table', { name: 'All payments, newest first' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Asha Rao (Maths)');
    const cards = screen.getByRole('list', { name: 'All payments, newest first' });
    expect(within(cards).getAllByRole('listitem')[0]).toHaveTextContent('Asha Rao (Maths)');
  });

  it("creates a payment (User ID, Amount): 'Payment created successfully'", async () => {
    server.use(
      http.post('/api/payments/manual', () =>
        HttpResponse.json(
          { success: true, message: 'Payment created successfully', payment },
          { status: 201 },
        ),
      ),
    );
    show();
    await userEvent.type(await screen.findByLabelText('User ID'), student._id);
    await userEvent.type(screen.getByLabelText('Amount'), '2500');
    await userEvent.click(screen.getByRole('button', { name: 'Create Payment' }));
    expect(await screen.findByText('Payment created successfully')).toBeInTheDocument();
    expect(requestsTo('POST', '/api/payments/manual').map((r) => r.body)).toEqual([
      { userId: student._id, amount: 2500 },
    ]);
  });

  it("reports 'Error creating payment' for an unknown user", async () => {
    server.use(http.post('/api/payments/manual', () => apiError(404, 'NOT_FOUND', 'User not found')));
    show();
    await userEvent.type(await screen.findByLabelText('User ID'), student._id);
    await userEvent.type(screen.getByLabelText('Amount'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Create Payment' }));
    expect(await screen.findByText('Error creating payment')).toBeInTheDocument();
    expect(screen.getByText('No user has this ID.')).toBeInTheDocument();
  });

  it('updates a status picked from the list; a refusal shows why', async () => {
    let answer = () => HttpResponse.json({ success: true, message: 'ok', payment });
    server.use(http.post('/api/payments/update-status', () => answer()));
    show();
    // jsdom applies no CSS: the table and the phone cards both render; the first is the table's.
    const [use] = await screen.findAllByRole('button', { name: 'Use pi_local_abc in Update Payment Status' });
    await userEvent.click(use!);
    expect(screen.getByLabelText('Payment Intent ID')).toHaveValue('pi_local_abc');
    expect(screen.getByLabelText('Payment Intent ID')).toHaveFocus();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Paid');
    await userEvent.click(screen.getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Payment status updated successfully')).toBeInTheDocument();
    expect(requestsTo('POST', '/api/payments/update-status').map((r) => r.body)).toEqual([
      { paymentIntentId: 'pi_local_abc', status: 'paid' },
    ]);

    answer = () => apiError(409, 'CONFLICT', 'A paid payment cannot be changed.');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await userEvent.click(screen.getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Error updating payment status')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('A paid payment cannot be changed.');
  });
});
