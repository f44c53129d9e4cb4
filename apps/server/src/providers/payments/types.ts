import type { PaymentMethod } from '@tuitionhub/contracts';

/**
 * What the payments module needs from a card processor. Both implementations follow Stripe's
 * PaymentIntents flow: the server creates an intent for an amount and hands its client secret to
 * the browser; the browser confirms it with a card; the processor then reports the outcome, which
 * the payments module records with `settlePayment` / `failPayment`.
 */
export interface PaymentIntentHandle {
  id: string;
  clientSecret: string;
}

/** An outcome reported by the processor (webhook or the local processor's confirmation). */
export type ProviderEvent =
  /** `amount` in the currency's smallest unit (paise), as the processor charged it. */
  | { type: 'succeeded'; paymentIntentId: string; amount: number; currency: string; method: PaymentMethod }
  /** An attempt failed; the intent can still be paid with another card. */
  | { type: 'failed'; paymentIntentId: string; message: string }
  /** The intent can no longer be paid. */
  | { type: 'canceled'; paymentIntentId: string };

export interface PaymentsProvider {
  readonly name: 'local' | 'stripe' | 'razorpay';
  /**
   * Creates an intent for `amount` whole rupees. `idempotencyKey` (the payment's id) makes a
   * retried call return the same intent instead of a second one.
   */
  createIntent(input: {
    amount: number;
    idempotencyKey: string;
    description: string;
  }): Promise<PaymentIntentHandle>;
  /** The client secret of an intent that can still be paid (reuse of a pending payment), else null. */
  resumeIntent(paymentIntentId: string): Promise<PaymentIntentHandle | null>;
  /** Best effort: stops a superseded intent from being paid. False when it can no longer be cancelled. */
  cancelIntent(paymentIntentId: string): Promise<boolean>;
  /**
   * Refunds `amount` whole rupees of a succeeded intent back to the payer's card or UPI account.
   * `idempotencyKey` (one per refund) makes a retried call return the same refund, never a second
   * one. Throws PaymentsProviderError when the processor refuses (e.g. more than is left to refund).
   */
  refund(input: {
    paymentIntentId: string;
    /** Whole rupees. */
    amount: number;
    idempotencyKey: string;
    reason: string;
  }): Promise<{ refundId: string }>;
}

/** Thrown by a provider when the processor cannot be reached or refuses a request. */
export class PaymentsProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentsProviderError';
  }
}

/** Thrown by a provider's webhook parser when the delivery's signature does not verify. */
export class WebhookSignatureError extends Error {}
