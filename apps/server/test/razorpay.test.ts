import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { findPaymentByIntent } from '../src/modules/payments/repository.ts';
import { findOutbox } from '../src/providers/mail-repository.ts';
import { createRazorpayProvider } from '../src/providers/payments/razorpay.ts';
import { createTestApp } from './helpers/app.ts';
import { type Actor, createStudent, createTutor } from './helpers/factories.ts';
import { hiresOf } from './helpers/stored-rows.ts';

const KEY_ID = 'rzp_test_tuitionhub';
const KEY_SECRET = 'rzp_secret_tuitionhub';
const WEBHOOK_SECRET = 'rzp_whsec_tuitionhub';

interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}
interface FakePayment {
  id: string;
  entity: 'payment';
  order_id: string;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'failed' | 'refunded';
  method: string;
  error_description: string | null;
}

/**
 * A local HTTP server standing in for api.razorpay.com (the SDK is pointed at it with
 * RAZORPAY_API_BASE): it checks the key pair, records every request and answers the Orders,
 * payments and refunds calls the way Razorpay does. `pay()` plays the customer in Checkout.
 */
async function startFakeRazorpay() {
  const seen: SeenRequest[] = [];
  const orders = new Map<
    string,
    { id: string; amount: number; currency: string; receipt: string; status: string }
  >();
  const payments = new Map<string, FakePayment>();
  let n = 0;
  const basic = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const path = (req.url ?? '').split('?')[0]!;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    seen.push({ method: req.method ?? '', path, headers: req.headers, body });
    const send = (status: number, answer: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    };
    const fail = (status: number, description: string) =>
      send(status, { error: { code: 'BAD_REQUEST_ERROR', description } });
    if (req.headers.authorization !== basic) return fail(401, 'Authentication failed');
    if (req.method === 'POST' && path === '/v1/orders') {
      const id = `order_Fake${++n}`;
      const order = {
        id,
        entity: 'order',
        amount: Number(body.amount),
        currency: String(body.currency),
        receipt: String(body.receipt),
        status: 'created',
      };
      orders.set(id, order);
      return send(200, order);
    }
    let m = /^\/v1\/orders\/(\w+)(\/payments)?$/.exec(path);
    if (m && req.method === 'GET') {
      const order = orders.get(m[1]!);
      if (!order) return fail(400, 'The id provided does not exist');
      if (!m[2]) return send(200, order);
      const items = [...payments.values()].filter((p) => p.order_id === order.id);
      return send(200, { entity: 'collection', count: items.length, items });
    }
    m = /^\/v1\/payments\/(\w+)(\/capture|\/refund)?$/.exec(path);
    const payment = m ? payments.get(m[1]!) : undefined;
    if (!m || !payment) return fail(400, 'The id provided does not exist');
    if (req.method === 'GET' && !m[2]) return send(200, payment);
    if (req.method === 'POST' && m[2] === '/capture') {
      if (payment.status !== 'authorized') return fail(400, 'This payment has already been captured');
      if (Number(body.amount) !== payment.amount)
        return fail(400, 'Capture amount must equal the amount authorized');
      payment.status = 'captured';
      orders.get(payment.order_id)!.status = 'paid';
      return send(200, payment);
    }
    if (req.method === 'POST' && m[2] === '/refund') {
      if (payment.status !== 'captured') return fail(400, 'The payment has not been captured');
      return send(200, {
        id: `rfnd_Fake${++n}`,
        entity: 'refund',
        amount: Number(body.amount),
        payment_id: payment.id,
      });
    }
    return fail(404, 'The requested URL was not found on the server.');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  /** The customer pays `orderId` in Checkout; Checkout hands the browser this signed result. */
  const pay = (orderId: string, opts: { method?: string; status?: FakePayment['status'] } = {}) => {
    const order = orders.get(orderId)!;
    const id = `pay_Fake${++n}`;
    payments.set(id, {
      id,
      entity: 'payment',
      order_id: orderId,
      amount: order.amount,
      currency: order.currency,
      status: opts.status ?? 'authorized',
      method: opts.method ?? 'upi',
      error_description: opts.status === 'failed' ? 'Payment was declined by the bank' : null,
    });
    order.status = 'attempted';
    return {
      razorpayOrderId: orderId,
      razorpayPaymentId: id,
      razorpaySignature: createHmac('sha256', KEY_SECRET).update(`${orderId}|${id}`).digest('hex'),
    };
  };
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, orders, payments, pay };
}

describe('payments through Razorpay', async () => {
  const api = await startFakeRazorpay();
  const env = {
    PAYMENTS_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_BASE: api.url,
  };
  const app = await createTestApp(env);
  beforeEach(() => {
    api.seen.length = 0;
  });

  async function shopper() {
    const student = await createStudent(app, { name: 'Kavya Iyer' });
    const tutor = await createTutor(app, { name: 'Rohan Das', subjects: { Maths: 750, Physics: 900 } });
    await app.inject({
      method: 'PUT',
      url: `/api/watchlist/${tutor.id}`,
      headers: student.headers,
      payload: { subject: 'Maths' },
    });
    return { student, tutor };
  }
  const create = async (student: Actor) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/payments/create/${student.id}`,
      headers: student.headers,
      payload: { amount: 750 },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { clientSecret: string; paymentIntentId: string; amount: number };
  };
  const verify = (actor: Actor, payload: object) =>
    app.inject({ method: 'POST', url: '/api/payments/razorpay/verify', headers: actor.headers, payload });
  const event = (type: string, payment: FakePayment) =>
    JSON.stringify({
      entity: 'event',
      account_id: 'acc_Fake',
      event: type,
      contains: ['payment'],
      payload: { payment: { entity: payment } },
      created_at: Math.floor(Date.now() / 1000),
    });
  const sign = (payload: string, secret = WEBHOOK_SECRET) =>
    createHmac('sha256', secret).update(payload).digest('hex');
  const deliver = (payload: string, signature: string | null = sign(payload)) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'x-razorpay-signature': signature }),
      },
      payload,
    });
  const paymentOf = async (id: string) => (await findPaymentByIntent(app.db, id))!;

  it('gives the browser the key id and never the secrets', async () => {
    const body = (await app.inject('/api/config')).json();
    expect(body).toEqual({
      paymentsProvider: 'razorpay',
      stripePublishableKey: null,
      razorpayKeyId: KEY_ID,
      businessName: 'TuitionHub',
    });
    expect(JSON.stringify(body)).not.toContain(KEY_SECRET);
  });

  it("allows Razorpay Checkout's hosts in the Content-Security-Policy", async () => {
    const csp = String((await app.inject('/')).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
    expect(csp).not.toContain('stripe.com');
  });

  it('creates an Order in paise and INR, with the payment id as its receipt', async () => {
    const { student } = await shopper();
    const body = await create(student);
    const call = api.seen.find((r) => r.method === 'POST' && r.path === '/v1/orders')!;
    expect(call.body).toMatchObject({ amount: 75000, currency: 'INR' });
    expect(body).toMatchObject({ amount: 750, paymentIntentId: expect.stringMatching(/^order_Fake\d+$/) });
    expect(body.clientSecret).toBe(body.paymentIntentId);
    const payment = await paymentOf(body.paymentIntentId);
    expect(payment).toMatchObject({ status: 'pending', provider: 'razorpay', amount: 750 });
    expect(call.body.receipt).toBe(payment.id);
  });

  it('reuses the pending order for the same items (fetch, no second create)', async () => {
    const { student } = await shopper();
    const first = await create(student);
    api.seen.length = 0;
    const again = await create(student);
    expect(again.paymentIntentId).toBe(first.paymentIntentId);
    expect(api.seen.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v1/orders/${first.paymentIntentId}`]);
  });

  it("verifies Checkout's signature, captures the authorised UPI payment and settles it once", async () => {
    const { student, tutor } = await shopper();
    const { paymentIntentId } = await create(student);
    const result = api.pay(paymentIntentId, { method: 'upi' });
    const res = await verify(student, result);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'succeeded', paymentIntentId });
    expect(api.seen.some((r) => r.path === `/v1/payments/${result.razorpayPaymentId}/capture`)).toBe(true);
    const payment = await paymentOf(paymentIntentId);
    expect(payment).toMatchObject({ status: 'paid', method: 'upi' });
    expect(payment.receiptNumber).toMatch(/^TH\/\d{4}-\d{2}\/\d{6}$/);
    expect((await hiresOf(app, payment.id)).map((h) => [h.tutorId, h.subject, h.fee])).toEqual([
      [tutor.id, 'Maths', 750],
    ]);
    // Checkout's handler replayed, then the webhook for the same payment: nothing more happens.
    expect((await verify(student, result)).json()).toMatchObject({ status: 'succeeded' });
    expect(
      (await deliver(event('payment.captured', api.payments.get(result.razorpayPaymentId)!))).statusCode,
    ).toBe(200);
    expect(await hiresOf(app, payment.id)).toHaveLength(1);
    expect(await findOutbox(app.db, tutor.email)).toHaveLength(1);
    expect((await paymentOf(paymentIntentId)).receiptNumber).toBe(payment.receiptNumber);
  });

  it('refuses a forged or mismatched Checkout result and leaves the payment pending', async () => {
    const { student } = await shopper();
    const { paymentIntentId } = await create(student);
    const result = api.pay(paymentIntentId);
    const forged = {
      ...result,
      razorpaySignature: sign(`${paymentIntentId}|${result.razorpayPaymentId}`, 'guess'),
    };
    const res = await verify(student, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'The payment could not be verified.' });
    // Well-formed ids are required before any HMAC is computed.
    const malformed = await verify(student, { ...result, razorpayPaymentId: 'nope' });
    expect(malformed.statusCode).toBe(400);
    expect(api.seen.some((r) => r.path.endsWith('/capture'))).toBe(false);
    expect((await paymentOf(paymentIntentId)).status).toBe('pending');
  });

  it("answers 404 for someone else's order", async () => {
    const { student } = await shopper();
    const { paymentIntentId } = await create(student);
    const other = await createStudent(app, { name: 'Someone Else' });
    const res = await verify(other, api.pay(paymentIntentId));
    expect(res.statusCode).toBe(404);
    expect((await paymentOf(paymentIntentId)).status).toBe('pending');
  });

  it('a signed payment.captured webhook settles the payment; a replay is harmless', async () => {
    const { student, tutor } = await shopper();
    const { paymentIntentId } = await create(student);
    const { razorpayPaymentId } = api.pay(paymentIntentId, { method: 'card', status: 'captured' });
    const payload = event('payment.captured', api.payments.get(razorpayPaymentId)!);
    for (let i = 0; i < 3; i++) {
      const res = await deliver(payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    const payment = await paymentOf(paymentIntentId);
    expect(payment).toMatchObject({ status: 'paid', method: 'card' });
    expect(await hiresOf(app, payment.id)).toHaveLength(1);
    expect(await findOutbox(app.db, tutor.email)).toHaveLength(1);
  });

  it('a payment.authorized webhook captures the payment (accounts without auto-capture)', async () => {
    const { student } = await shopper();
    const { paymentIntentId } = await create(student);
    const { razorpayPaymentId } = api.pay(paymentIntentId);
    expect(
      (await deliver(event('payment.authorized', api.payments.get(razorpayPaymentId)!))).statusCode,
    ).toBe(200);
    expect(api.payments.get(razorpayPaymentId)!.status).toBe('captured');
    expect((await paymentOf(paymentIntentId)).status).toBe('paid');
  });

  it('a payment.failed webhook keeps the payment pending with the reason', async () => {
    const { student } = await shopper();
    const { paymentIntentId } = await create(student);
    const { razorpayPaymentId } = api.pay(paymentIntentId, { status: 'failed' });
    expect((await deliver(event('payment.failed', api.payments.get(razorpayPaymentId)!))).statusCode).toBe(
      200,
    );
    expect(await paymentOf(paymentIntentId)).toMatchObject({
      status: 'pending',
      failureMessage: 'Payment was declined by the bank',
    });
  });

  it('refuses a bad, missing or tampered signature with 400 and changes nothing', async () => {
    const { student } = await shopper();
    const { paymentIntentId } = await create(student);
    const { razorpayPaymentId } = api.pay(paymentIntentId, { status: 'captured' });
    const payload = event('payment.captured', api.payments.get(razorpayPaymentId)!);
    for (const [body, signature] of [
      [payload, sign(payload, 'someone_else')],
      [payload, null],
      [payload, 'garbage'],
      [payload.replace('75000', '100'), sign(payload)],
    ] as const) {
      const res = await deliver(body, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Invalid webhook signature' });
    }
    expect((await paymentOf(paymentIntentId)).status).toBe('pending');
  });

  it('ignores events it does not act on', async () => {
    const payload = JSON.stringify({ entity: 'event', event: 'order.notification.delivered', payload: {} });
    expect((await deliver(payload)).json()).toEqual({ received: true });
  });

  it('refunds the captured payment of an order in paise, with the reason as a note', async () => {
    const provider = await createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      apiBase: api.url,
    });
    const { student } = await shopper();
    const { paymentIntentId } = await create(student);
    const result = api.pay(paymentIntentId);
    await verify(student, result);
    const { refundId } = await provider.refund({
      paymentIntentId,
      amount: 300,
      idempotencyKey: 'refund-1',
      reason: 'Tutor unavailable',
    });
    expect(refundId).toMatch(/^rfnd_Fake\d+$/);
    const call = api.seen.find((r) => r.path === `/v1/payments/${result.razorpayPaymentId}/refund`)!;
    expect(call.body).toMatchObject({ amount: 30000, notes: { reason: 'Tutor unavailable' } });
  });

  it('needs all three Razorpay settings', () => {
    expect(() => loadConfig({ ...env, RAZORPAY_WEBHOOK_SECRET: undefined })).toThrow(
      /razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ ...env, RAZORPAY_KEY_ID: 'pk_live_x' })).toThrow(/must be a Razorpay key id/);
  });
});
