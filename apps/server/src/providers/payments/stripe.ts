import type Stripe from 'stripe';
import {
  type PaymentIntentHandle,
  type PaymentsProvider,
  PaymentsProviderError,
  type ProviderEvent,
  WebhookSignatureError,
} from './types.ts';

export interface StripePaymentsProvider extends PaymentsProvider {
  readonly name: 'stripe';
  /**
   * Verifies a webhook delivery's `Stripe-Signature` against the raw body and maps the events we act
   * on; null for any other event type. Throws WebhookSignatureError when the signature does not verify.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent | null;
}

/** PaymentIntent states in which the customer can still pay (so a pending payment can be reused). */
const payable = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/**
 * Real Stripe PaymentIntents through the official SDK, in Indian rupees (amounts in paise), with
 * automatic payment methods (Elements shows what the account enables). `apiBase` points the SDK at
 * another host (tests run a local stand-in for Stripe's API).
 */
export async function createStripeProvider(opts: {
  secretKey: string;
  webhookSecret: string;
  apiBase?: string | undefined;
}): Promise<StripePaymentsProvider> {
  // Loaded only when Stripe is the processor (decision 023: an SDK the server does not use costs memory).
  const { default: StripeClient } = await import('stripe');
  const base = opts.apiBase ? new URL(opts.apiBase) : null;
  const stripe = new StripeClient(opts.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });

  const wrap = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (err) {
      throw new PaymentsProviderError(`Stripe ${what} failed`, { cause: err });
    }
  };
  const handle = (pi: Stripe.PaymentIntent): PaymentIntentHandle => {
    if (!pi.client_secret)
      throw new PaymentsProviderError('Stripe returned a PaymentIntent without a client secret');
    return { id: pi.id, clientSecret: pi.client_secret };
  };

  return {
    name: 'stripe',

    async createIntent({ amount, idempotencyKey, description }) {
      const pi = await wrap('create PaymentIntent', () =>
        stripe.paymentIntents.create(
          {
            amount: amount * 100,
            currency: 'inr',
            automatic_payment_methods: { enabled: true },
            description,
            metadata: { paymentId: idempotencyKey },
          },
          // A retried create (network error, double submit) returns the same intent, never a second one.
          { idempotencyKey: `payment-${idempotencyKey}` },
        ),
      );
      return handle(pi);
    },

    async resumeIntent(paymentIntentId) {
      const pi = await wrap('retrieve PaymentIntent', () => stripe.paymentIntents.retrieve(paymentIntentId));
      return payable.has(pi.status) ? handle(pi) : null;
    },

    async cancelIntent(paymentIntentId) {
      try {
        await stripe.paymentIntents.cancel(
          paymentIntentId,
          {},
          { idempotencyKey: `cancel-${paymentIntentId}` },
        );
        return true;
      } catch {
        // Already succeeded, processing or cancelled: nothing left to stop.
        return false;
      }
    },

    async refund({ paymentIntentId, amount, idempotencyKey, reason }) {
      const refund = await wrap('create Refund', () =>
        stripe.refunds.create(
          {
            payment_intent: paymentIntentId,
            amount: amount * 100,
            // Stripe's `reason` is an enum; the admin's own words go in the metadata.
            metadata: { reason: reason.slice(0, 500) },
          },
          { idempotencyKey: `refund-${idempotencyKey}` },
        ),
      );
      return { refundId: refund.id };
    },

    parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError('Invalid Stripe-Signature', { cause: err });
      }
      switch (event.type) {
        case 'payment_intent.succeeded': {
          const pi = event.data.object;
          return {
            type: 'succeeded',
            paymentIntentId: pi.id,
            amount: pi.amount_received || pi.amount,
            currency: pi.currency,
            // The web's Stripe checkout confirms with a card (confirmCardPayment).
            method: 'card',
          };
        }
        case 'payment_intent.payment_failed': {
          const pi = event.data.object;
          return {
            type: 'failed',
            paymentIntentId: pi.id,
            message: pi.last_payment_error?.message ?? 'Your payment was not successful.',
          };
        }
        case 'payment_intent.canceled':
          return { type: 'canceled', paymentIntentId: event.data.object.id };
        default:
          return null;
      }
    },
  };
}
