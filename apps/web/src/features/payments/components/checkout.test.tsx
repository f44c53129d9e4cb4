import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { upiMessages } from '@tuitionhub/contracts';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { Component as PayRoute } from '../../../app/routes/pay.tsx';
import { makeUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { apiError, requestsTo, server } from '../../../test/server.ts';

const state = {
  paymentId: 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11',
  clientSecret: 'pi_local_1_secret_abc',
  paymentIntentId: 'pi_local_1',
  amount: 1700,
};

/** /pay with `withState` in navigation state; the payments provider is the local one (the default). */
function show(withState: object | null = state) {
  const routes = [
    { path: '/pay', element: <PayRoute /> },
    { path: '/watchlist', element: <p>watchlist page</p> },
    { path: '/paid/:id', element: <p>paid page</p> },
  ];
  return renderWithProviders(routes, { at: { pathname: '/pay', state: withState }, user: makeUser() });
}
const answerConfirm = (answer: () => Response | Promise<Response>) =>
  server.use(http.post('/api/payments/local/confirm', answer));

async function fillCard(number: string) {
  await userEvent.click(await screen.findByRole('radio', { name: 'Card' }));
  await userEvent.type(screen.getByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiry (MM / YY)'), '1230');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
}

describe('/pay', () => {
  it('goes to /watchlist without a client secret in navigation state', async () => {
    show(null);
    expect(await screen.findByText('watchlist page')).toBeInTheDocument();
  });

  it('links the refund policy, the terms and the privacy policy beside the payment (issue 15 item 1)', async () => {
    show();
    expect(await screen.findByRole('link', { name: 'refund and cancellation policy' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
    expect(screen.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
  });

  it('shows the amount and a card form that formats as you type, and sends the card once', async () => {
    answerConfirm(async () => {
      await delay(50);
      return HttpResponse.json({ status: 'succeeded', paymentIntentId: 'pi_local_1', message: 'ok' });
    });
    const { router } = show();
    expect(await screen.findByTestId('pay-amount')).toHaveTextContent('Rs. 1,700');
    expect(screen.getByText("First month's fees")).toBeInTheDocument();
    expect(await screen.findByText("You pay the first month's fees now: Rs. 1,700.")).toBeInTheDocument();
    await fillCard('4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry (MM / YY)')).toHaveValue('12 / 30');
    const pay = screen.getByRole('button', { name: 'Pay Now' });
    await userEvent.dblClick(pay);
    expect(await screen.findByText('Payment succeeded! Thank you for your purchase.')).toBeInTheDocument();
    expect(await screen.findByText('paid page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/paid/${state.paymentId}`);
    expect(requestsTo('POST', '/api/payments/local/confirm').map((r) => r.body)).toEqual([
      {
        clientSecret: 'pi_local_1_secret_abc',
        card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
      },
    ]);
  });

  it("shows 'Payment failed: {message}' for a declined card and stays on the page", async () => {
    answerConfirm(() =>
      HttpResponse.json({
        status: 'failed',
        paymentIntentId: 'pi_local_1',
        message: 'Your card was declined.',
      }),
    );
    const { router } = show();
    await fillCard('4000000000000002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed: Your card was declined.');
    expect(router.state.location.pathname).toBe('/pay');
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  it("puts the server's card errors on the field", async () => {
    answerConfirm(() =>
      apiError(400, 'VALIDATION_ERROR', 'Your card number is invalid.', {
        errors: [{ path: 'card.number', message: 'Your card number is invalid.' }],
      }),
    );
    show();
    await fillCard('4242424242424241');
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Your card number is invalid.')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers UPI first: a well-formed UPI id is sent once and success shows what was paid', async () => {
    answerConfirm(() =>
      HttpResponse.json({ status: 'succeeded', paymentIntentId: 'pi_local_1', message: 'ok' }),
    );
    const { router } = show();
    expect(await screen.findByRole('radio', { name: 'UPI' })).toBeChecked();
    await userEvent.type(screen.getByLabelText('UPI ID'), ' success@upi ');
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('paid page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/paid/${state.paymentId}`);
    expect(requestsTo('POST', '/api/payments/local/confirm').map((r) => r.body)).toEqual([
      { clientSecret: 'pi_local_1_secret_abc', upi: { vpa: 'success@upi' } },
    ]);
  });

  it('checks the UPI id before sending it, and shows a declined UPI payment as a clear failure', async () => {
    answerConfirm(() =>
      HttpResponse.json({ status: 'failed', paymentIntentId: 'pi_local_1', message: upiMessages.declined }),
    );
    const { router } = show();
    await userEvent.type(await screen.findByLabelText('UPI ID'), 'priya');
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText(upiMessages.invalid)).toBeInTheDocument();
    expect(screen.getByLabelText('UPI ID')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('POST', '/api/payments/local/confirm')).toEqual([]);

    await userEvent.clear(screen.getByLabelText('UPI ID'));
    await userEvent.type(screen.getByLabelText('UPI ID'), 'failure@upi');
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Payment failed: ${upiMessages.declined}`);
    expect(router.state.location.pathname).toBe('/pay');
  });
});
