import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { findPaymentByIntent } from '../src/modules/payments/repository.ts';
import { findOutbox } from '../src/providers/mail-repository.ts';
import { createTestApp } from './helpers/app.ts';
import { type Actor, createAdmin, createStudent, createTutor } from './helpers/factories.ts';
import { hiresOf } from './helpers/stored-rows.ts';

const WEBHOOK_SECRET = 'whsec_test_tuitionhub';

interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}
interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  /** Paise refunded so far (Stripe's charge.amount_refunded). */
  amount_refunded?: number;
}

/**
 * A local HTTP server standing in for Stripe's API (the SDK is pointed at it with STRIPE_API_BASE):
 * it records every request and answers PaymentIntents calls the way Stripe does.
 */
async function startFakeStripe() {
  const seen: SeenRequest[] = [];
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, FakeIntent>();
  const refundsByKey = new Map<string, unknown>();
  let n = 0;
  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const path = (req.url ?? '').split('?')[0]!;
    const form = new URLSearchParams(raw);
    seen.push({ method: req.method ?? '', path, headers: req.headers, form });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${n}` });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== 'Bearer sk_test_tuitionhub')
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const key = String(req.headers['idempotency-key']);
      const existing = byIdempotencyKey.get(key);
      if (existing) return send(200, existing);
      const id = `pi_fake_${++n}`;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: String(form.get('currency')),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake${n}`,
        metadata: { paymentId: String(form.get('metadata[paymentId]')) },
      };
      intents.set(id, intent);
      byIdempotencyKey.set(key, intent);
      return send(200, intent);
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      // As Stripe: a retried request (same Idempotency-Key) gets the same refund; never more than was charged.
      const key = String(req.headers['idempotency-key']);
      const done = refundsByKey.get(key);
      if (done) return send(200, done);
      const paid = intents.get(String(form.get('payment_intent')));
      if (!paid)
        return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      const amount = Number(form.get('amount') ?? paid.amount - (paid.amount_refunded ?? 0));
      if (paid.status !== 'succeeded' || (paid.amount_refunded ?? 0) + amount > paid.amount)
        return send(400, { error: { type: 'invalid_request_error', code: 'amount_too_large' } });
      paid.amount_refunded = (paid.amount_refunded ?? 0) + amount;
      const refund = {
        id: `re_fake_${++n}`,
        object: 'refund',
        amount,
        payment_intent: paid.id,
        status: 'succeeded',
      };
      refundsByKey.set(key, refund);
      return send(200, refund);
    }
    const one = /^\/v1\/payment_intents\/([\w]+)(\/cancel)?$/.exec(path);
    const intent = one ? intents.get(one[1]!) : undefined;
    if (!intent)
      return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
    if (req.method === 'GET') return send(200, intent);
    if (req.method === 'POST' && one?.[2]) {
      if (intent.status === 'succeeded')
        return send(400, {
          error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' },
        });
      intent.status = 'canceled';
      return send(200, intent);
    }
    return send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, intents };
}

describe('payments through Stripe', async () => {
  const stripeApi = await startFakeStripe();
  const app = await createTestApp({
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_tuitionhub',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_tuitionhub',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripeApi.url,
  });
  // The real library signs test deliveries exactly as Stripe does.
  const signer = new Stripe('sk_test_unused');
  beforeEach(() => {
    stripeApi.seen.length = 0;
  });

  async function shopper() {
    const student = await createStudent(app, { name: 'Meera Nair' });
    const tutor = await createTutor(app, { name: 'Arjun Menon', subjects: { Maths: 750, Physics: 900 } });
    await app.inject({
      method: 'PUT',
      url: `/api/watchlist/${tutor.id}`,
      headers: student.headers,
      payload: { subject: 'Maths' },
    });
    return { student, tutor };
  }
  const create = async (student: Actor, amount = 750) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/payments/create/${student.id}`,
      headers: student.headers,
      payload: { amount },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { clientSecret: string; paymentIntentId: string; amount: number };
  };
  const event = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object: { object: 'payment_intent', currency: 'inr', ...object } },
    });
  const deliver = (payload: string, signature?: string | null) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature === null
          ? {}
          : {
              'stripe-signature':
                signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
            }),
      },
      payload,
    });
  const succeeded = (id: string, amount: number) =>
    event('payment_intent.succeeded', { id, amount, amount_received: amount, status: 'succeeded' });
  const failed = (id: string, message: string) =>
    event('payment_intent.payment_failed', {
      id,
      amount: 75000,
      status: 'requires_payment_method',
      last_payment_error: { message },
    });
  const paymentOf = async (id: string) => (await findPaymentByIntent(app.db, id))!;

  it('gives the browser the publishable key', async () => {
    expect((await app.inject('/api/config')).json()).toEqual({
      paymentsProvider: 'stripe',
      stripePublishableKey: 'pk_test_tuitionhub',
      razorpayKeyId: null,
      businessName: 'TuitionHub',
    });
  });

  it('creates a PaymentIntent in paise, INR, automatic payment methods, with an idempotency key', async () => {
    const { student } = await shopper();
    const body = await create(student);
    const calls = stripeApi.seen.filter((r) => r.path === '/v1/payment_intents');
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.method).toBe('POST');
    expect(call.form.get('amount')).toBe('75000');
    expect(call.form.get('currency')).toBe('inr');
    expect(call.form.get('automatic_payment_methods[enabled]')).toBe('true');
    expect(call.headers['idempotency-key']).toMatch(/^payment-[0-9a-f-]{36}$/);
    expect(call.headers.authorization).toBe('Bearer sk_test_tuitionhub');

    expect(body).toMatchObject({ amount: 750, paymentIntentId: expect.stringMatching(/^pi_fake_\d+$/) });
    expect(body.clientSecret).toBe(stripeApi.intents.get(body.paymentIntentId)!.client_secret);
    const payment = await paymentOf(body.paymentIntentId);
    expect(payment).toMatchObject({ status: 'pending', provider: 'stripe', amount: 750 });
    // The idempotency key is the payment's own id: a retried create cannot make a second intent.
    expect(call.headers['idempotency-key']).toBe(`payment-${payment.id}`);
  });

  it('reuses the pending intent for the same items (retrieve, no second create)', async () => {
    const { student } = await shopper();
    const first = await create(student);
    stripeApi.seen.length = 0;
    const again = await create(student);
    expect(again).toMatchObject({ paymentIntentId: first.paymentIntentId, clientSecret: first.clientSecret });
    expect(stripeApi.seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/payment_intents/${first.paymentIntentId}`,
    ]);
  });

  it('a verified payment_intent.succeeded marks paid, records hires and mails once, even when repeated', async () => {
    const { student, tutor } = await shopper();
    const { paymentIntentId } = await create(student);
    const payload = succeeded(paymentIntentId, 75000);
    for (let i = 0; i < 3; i++) {
      const res = await deliver(payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    const payment = await paymentOf(paymentIntentId);
    expect(payment.status).toBe('paid');
    expect((await hiresOf(app, payment.id)).map((h) => [h.tutorId, h.subject, h.fee])).toEqual([
      [tutor.id, 'Maths', 750],
    ]);
    expect(await findOutbox(app.db, tutor.email)).toHaveLength(1);
    expect(await findOutbox(app.db, student.email)).toHaveLength(1);
    const list = (await app.inject({ url: '/api/watchlist', headers: student.headers })).json();
    expect(list).toEqual({ items: [], total: 0 });
  });

  it('a failure after the success leaves the payment paid (out-of-order events)', async () => {
    const { student } = await shopper();
    const { paymentIntentId } = await create(student);
    await deliver(succeeded(paymentIntentId, 75000));
    expect((await deliver(failed(paymentIntentId, 'Your card was declined.'))).statusCode).toBe(200);
    expect(await paymentOf(paymentIntentId)).toMatchObject({ status: 'paid', failureMessage: null });
  });

  it('a failure keeps the payment pending with the reason, and a later success still pays it', async () => {
    const { student } = await shopper();
    const { paymentIntentId } = await create(student);
    await deliver(failed(paymentIntentId, 'Your card has insufficient funds.'));
    expect(await paymentOf(paymentIntentId)).toMatchObject({
      status: 'pending',
      failureMessage: 'Your card has insufficient funds.',
    });
    expect((await app.inject({ url: '/api/watchlist', headers: student.headers })).json().total).toBe(750);
    await deliver(succeeded(paymentIntentId, 75000));
    const payment = await paymentOf(paymentIntentId);
    expect(payment.status).toBe('paid');
    expect(await hiresOf(app, payment.id)).toHaveLength(1);
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { student } = await shopper();
    const { paymentIntentId } = await create(student);
    const payload = succeeded(paymentIntentId, 75000);
    const wrongSecret = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const tampered = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    for (const [body, signature] of [
      [payload, wrongSecret],
      [payload, null],
      [payload, 'garbage'],
      [payload.replace('75000', '100'), tampered],
    ] as const) {
      const res = await deliver(body, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Invalid webhook signature' });
    }
    expect((await paymentOf(paymentIntentId)).status).toBe('pending');
  });

  it('does not settle when Stripe reports a different amount than the payment', async () => {
    const { student } = await shopper();
    const { paymentIntentId } = await create(student);
    expect((await deliver(succeeded(paymentIntentId, 100))).statusCode).toBe(200);
    expect((await paymentOf(paymentIntentId)).status).toBe('pending');
  });

  it('acknowledges events it does not act on and intents it does not know', async () => {
    expect(
      (await deliver(event('payment_intent.created', { id: 'pi_fake_x', amount: 100 }))).statusCode,
    ).toBe(200);
    expect((await deliver(succeeded('pi_unknown', 100))).statusCode).toBe(200);
  });

  it('payment_intent.canceled closes a pending payment', async () => {
    const { student } = await shopper();
    const { paymentIntentId } = await create(student);
    await deliver(
      event('payment_intent.canceled', { id: paymentIntentId, amount: 75000, status: 'canceled' }),
    );
    expect((await paymentOf(paymentIntentId)).status).toBe('rejected');
  });

  it('cancels the superseded intent at Stripe when the watchlist changes', async () => {
    const { student, tutor } = await shopper();
    const first = await create(student);
    await app.inject({
      method: 'PUT',
      url: `/api/watchlist/${tutor.id}`,
      headers: student.headers,
      payload: { subject: 'Physics' },
    });
    stripeApi.seen.length = 0;
    const second = await create(student, 900);
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect(stripeApi.seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/payment_intents/${first.paymentIntentId}/cancel`,
      'POST /v1/payment_intents',
    ]);
    expect((await paymentOf(first.paymentIntentId)).status).toBe('rejected');
  });

  it('has no local card confirmation when Stripe is the processor', async () => {
    const { student } = await shopper();
    const { clientSecret } = await create(student);
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/local/confirm',
      headers: student.headers,
      payload: {
        clientSecret,
        card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
      },
    });
    expect(res.statusCode).toBe(404);
  });

  it('refunds through Stripe in paise with an idempotency key, in part then the rest; a refusal records nothing', async () => {
    const admin = await createAdmin(app);
    const { student } = await shopper();
    const { paymentIntentId } = await create(student);
    await deliver(succeeded(paymentIntentId, 75000));
    // The fake marks the intent paid as Stripe would have.
    stripeApi.intents.get(paymentIntentId)!.status = 'succeeded';
    const { id } = await paymentOf(paymentIntentId);
    const refund = (payload: object) =>
      app.inject({ method: 'POST', url: `/api/payments/${id}/refund`, headers: admin.headers, payload });

    const part = await refund({ amount: 250, reason: 'One class missed' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().payment).toMatchObject({ status: 'paid', refundedAmount: 250 });
    const rest = await refund({ reason: 'Tutor moved away' });
    expect(rest.json().payment).toMatchObject({ status: 'refunded', refundedAmount: 750 });

    const calls = stripeApi.seen.filter((r) => r.path === '/v1/refunds');
    expect(calls.map((c) => [c.form.get('payment_intent'), c.form.get('amount')])).toEqual([
      [paymentIntentId, '25000'],
      [paymentIntentId, '50000'],
    ]);
    expect(calls.map((c) => c.form.get('metadata[reason]'))).toEqual([
      'One class missed',
      'Tutor moved away',
    ]);
    const keys = calls.map((c) => String(c.headers['idempotency-key']));
    expect(keys.every((k) => /^refund-[0-9a-f-]{36}$/.test(k))).toBe(true);
    expect(new Set(keys).size).toBe(2);

    // Stripe refusing (here: it has nothing left to refund of another paid intent) changes nothing.
    const other = await shopper();
    const second = await create(other.student);
    await deliver(succeeded(second.paymentIntentId, 75000));
    stripeApi.intents.get(second.paymentIntentId)!.status = 'succeeded';
    stripeApi.intents.get(second.paymentIntentId)!.amount_refunded = 75000;
    const secondId = (await paymentOf(second.paymentIntentId)).id;
    const refused = await app.inject({
      method: 'POST',
      url: `/api/payments/${secondId}/refund`,
      headers: admin.headers,
      payload: { reason: 'Refused at Stripe' },
    });
    expect(refused.statusCode).toBe(500);
    expect(await paymentOf(second.paymentIntentId)).toMatchObject({ status: 'paid', refundedAmount: 0 });
  });
});
