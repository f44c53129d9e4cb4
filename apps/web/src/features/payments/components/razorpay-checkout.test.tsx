import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { Component as PayRoute } from '../../../app/routes/pay.tsx';
import { makeUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { apiError, requestsTo, server } from '../../../test/server.ts';

const state = {
  paymentId: 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11',
  clientSecret: 'order_Fake1',
  paymentIntentId: 'order_Fake1',
  amount: 1700,
};
const signature = 'b'.repeat(64);

/**
 * Stands in for checkout.js's `window.Razorpay`: records the options and, on open(), plays the
 * customer: pays (the handler gets Checkout's signed result), fails, or closes the window.
 */
function fakeCheckout(outcome: 'pay' | 'fail' | 'dismiss') {
  const opened: Record<string, unknown>[] = [];
  class Razorpay {
    private failed?: (r: { error: { description?: string } }) => void;
    constructor(private options: Record<string, unknown>) {}
    on(_event: string, handler: (r: { error: { description?: string } }) => void) {
      this.failed = handler;
    }
    open() {
      opened.push(this.options);
      if (outcome === 'pay')
        void (this.options.handler as (r: object) => Promise<void>)({
          razorpay_order_id: 'order_Fake1',
          razorpay_payment_id: 'pay_Fake9',
          razorpay_signature: signature,
        });
      else if (outcome === 'fail') {
        this.failed?.({ error: { description: 'Your bank declined this UPI payment' } });
        (this.options.modal as { ondismiss: () => void }).ondismiss();
      } else (this.options.modal as { ondismiss: () => void }).ondismiss();
    }
  }
  Object.assign(window, { Razorpay });
  return opened;
}

function show() {
  server.use(
    http.get('/api/config', () =>
      HttpResponse.json({
        paymentsProvider: 'razorpay',
        stripePublishableKey: null,
        razorpayKeyId: 'rzp_test_key',
        businessName: 'TuitionHub',
      }),
    ),
  );
  const routes = [
    { path: '/pay', element: <PayRoute /> },
    { path: '/paid/:id', element: <p>paid page</p> },
  ];
  return renderWithProviders(routes, { at: { pathname: '/pay', state }, user: makeUser() });
}

describe('/pay with Razorpay', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'Razorpay');
  });

  it("opens Checkout for the server's order with card and UPI, and settles through the server's verification", async () => {
    const opened = fakeCheckout('pay');
    server.use(
      http.post('/api/payments/razorpay/verify', () =>
        HttpResponse.json({ status: 'succeeded', paymentIntentId: 'order_Fake1', message: 'ok' }),
      ),
    );
    const { router } = show();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('paid page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/paid/${state.paymentId}`);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_key',
      order_id: 'order_Fake1',
      amount: 170000,
      currency: 'INR',
      method: { card: true, upi: true, netbanking: false, wallet: false },
    });
    expect(requestsTo('POST', '/api/payments/razorpay/verify').map((r) => r.body)).toEqual([
      { razorpayOrderId: 'order_Fake1', razorpayPaymentId: 'pay_Fake9', razorpaySignature: signature },
    ]);
  });

  it("shows Razorpay's decline and stays on the payment", async () => {
    fakeCheckout('fail');
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment failed: Your bank declined this UPI payment',
    );
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    expect(requestsTo('POST', '/api/payments/razorpay/verify')).toEqual([]);
  });

  it("shows the server's answer when the payment cannot be verified", async () => {
    fakeCheckout('pay');
    server.use(
      http.post('/api/payments/razorpay/verify', () =>
        apiError(400, 'BAD_REQUEST', 'The payment could not be verified.'),
      ),
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment could not be verified.');
  });
});
