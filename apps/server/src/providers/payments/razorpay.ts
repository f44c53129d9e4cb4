import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentMethod } from '@tuitionhub/contracts';
import {
  type PaymentIntentHandle,
  type PaymentsProvider,
  PaymentsProviderError,
  type ProviderEvent,
  WebhookSignatureError,
} from './types.ts';

/** What Razorpay Checkout hands the browser's `handler` after a successful payment. */
export interface RazorpayCheckoutResult {
  orderId: string;
  paymentId: string;
  signature: string;
}

export interface RazorpayPaymentsProvider extends PaymentsProvider {
  readonly name: 'razorpay';
  /** The public key the browser opens Checkout with. */
  readonly keyId: string;
  /**
   * Verifies an `X-Razorpay-Signature` (HMAC-SHA256 of the raw body with the webhook secret) and maps
   * the events we act on; null for any other event. Throws WebhookSignatureError when it does not verify.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<ProviderEvent | null>;
  /**
   * Checks Checkout's `razorpay_signature` (HMAC of `order_id|payment_id` with the key secret), then
   * reads the payment from Razorpay (capturing it if it is only authorised). Null when the signature
   * does not verify.
   */
  verifyCheckout(result: RazorpayCheckoutResult): Promise<ProviderEvent | null>;
}

/** An order the customer can still pay: `created` (nothing tried) or `attempted` (a try failed). */
const payableOrder = new Set(['created', 'attempted']);

const hmacHex = (secret: string, message: string | Buffer) =>
  createHmac('sha256', secret).update(message).digest('hex');

/** Constant-time comparison of two hex signatures (the SDK's own helper compares with `===`). */
function signatureMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

interface RazorpayPaymentEntity {
  id: string;
  order_id?: string | null;
  amount: number | string;
  currency: string;
  status: string;
  method?: string;
  error_description?: string | null;
}

/** Checkout is opened with card and UPI only (api-2 §5: the product's two methods). */
const methodOf = (payment: RazorpayPaymentEntity): PaymentMethod =>
  payment.method === 'upi' ? 'upi' : 'card';

/**
 * Razorpay Orders through the official SDK, in Indian rupees (amounts in paise). An order's id plays
 * the part of a PaymentIntent's: it is the payment's `paymentIntentId` and what the browser's
 * Checkout is opened with. `apiBase` points the SDK at another host (tests run a local stand-in).
 */
export async function createRazorpayProvider(opts: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiBase?: string | undefined;
}): Promise<RazorpayPaymentsProvider> {
  // Loaded only when Razorpay is the processor (decision 023: an SDK the server does not use costs memory).
  const { default: Razorpay } = await import('razorpay');
  const razorpay = new Razorpay({ key_id: opts.keyId, key_secret: opts.keySecret });
  // The SDK has no host option; its axios instance is the one place the base URL lives.
  if (opts.apiBase)
    (razorpay as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL =
      opts.apiBase;

  const wrap = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (err) {
      throw new PaymentsProviderError(`Razorpay ${what} failed`, { cause: err });
    }
  };

  /** An authorised payment becomes captured (the account may not auto-capture); a captured one is a success. */
  const outcome = async (payment: RazorpayPaymentEntity): Promise<ProviderEvent | null> => {
    if (!payment.order_id) return null;
    let settled = payment;
    if (payment.status === 'authorized') {
      try {
        settled = (await razorpay.payments.capture(
          payment.id,
          payment.amount,
          payment.currency,
        )) as RazorpayPaymentEntity;
      } catch (err) {
        // Captured meanwhile (Checkout's verification and the webhook race): read where it stands.
        settled = (await wrap('fetch payment', () => razorpay.payments.fetch(payment.id)).catch(() => {
          throw new PaymentsProviderError('Razorpay capture payment failed', { cause: err });
        })) as RazorpayPaymentEntity;
      }
    }
    if (settled.status === 'captured') {
      return {
        type: 'succeeded',
        paymentIntentId: payment.order_id,
        amount: Number(settled.amount),
        currency: settled.currency.toLowerCase(),
        method: methodOf(settled),
      };
    }
    if (settled.status === 'failed') {
      return {
        type: 'failed',
        paymentIntentId: payment.order_id,
        message: settled.error_description ?? 'Your payment was not successful.',
      };
    }
    return null;
  };

  return {
    name: 'razorpay',
    keyId: opts.keyId,

    async createIntent({ amount, idempotencyKey, description }): Promise<PaymentIntentHandle> {
      // Razorpay has no idempotency key: the payment's id rides as the order's `receipt`, and a
      // pending payment reuses its order through resumeIntent rather than making a second one.
      const order = await wrap('create order', () =>
        razorpay.orders.create({
          amount: amount * 100,
          currency: 'INR',
          receipt: idempotencyKey,
          notes: { paymentId: idempotencyKey, description: description.slice(0, 250) },
        }),
      );
      return { id: order.id, clientSecret: order.id };
    },

    async resumeIntent(orderId) {
      const order = await wrap('fetch order', () => razorpay.orders.fetch(orderId));
      return payableOrder.has(order.status) ? { id: order.id, clientSecret: order.id } : null;
    },

    async cancelIntent() {
      // Orders cannot be cancelled; an unpaid order simply expires. A late payment of a superseded
      // order still arrives as an event and is settled against its own payment row.
      return false;
    },

    async refund({ paymentIntentId, amount, idempotencyKey, reason }) {
      const { items } = await wrap('fetch order payments', () =>
        razorpay.orders.fetchPayments(paymentIntentId),
      );
      const captured = (items as RazorpayPaymentEntity[]).find(
        (p) => p.status === 'captured' || p.status === 'refunded',
      );
      if (!captured) throw new PaymentsProviderError('Razorpay has no captured payment for this order');
      const refund = await wrap('refund payment', () =>
        razorpay.payments.refund(captured.id, {
          amount: amount * 100,
          receipt: idempotencyKey.slice(0, 40),
          notes: { reason: reason.slice(0, 250) },
        }),
      );
      return { refundId: refund.id };
    },

    async parseWebhook(rawBody, signature) {
      if (!signatureMatches(hmacHex(opts.webhookSecret, rawBody), signature))
        throw new WebhookSignatureError('Invalid X-Razorpay-Signature');
      let event: { event?: string; payload?: { payment?: { entity?: RazorpayPaymentEntity } } };
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return null;
      }
      const payment = event.payload?.payment?.entity;
      if (!payment) return null;
      switch (event.event) {
        case 'payment.authorized':
        case 'payment.captured':
        case 'payment.failed':
          return outcome(payment);
        default:
          return null;
      }
    },

    async verifyCheckout({ orderId, paymentId, signature }) {
      if (!signatureMatches(hmacHex(opts.keySecret, `${orderId}|${paymentId}`), signature)) return null;
      const payment = (await wrap('fetch payment', () =>
        razorpay.payments.fetch(paymentId),
      )) as RazorpayPaymentEntity;
      if (payment.order_id !== orderId) return null;
      return outcome(payment);
    },
  };
}
