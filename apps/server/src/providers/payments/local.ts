import { randomBytes } from 'node:crypto';
import type { PaymentMethod } from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { hashToken, safeEqual } from '../../lib/tokens.ts';
import {
  findLocalIntent,
  insertLocalIntent,
  type LocalStatus,
  updatePayableIntent,
} from './local-repository.ts';
import { type CardInput, cardOutcome, checkCard } from './test-cards.ts';
import { upiOutcome } from './test-upi.ts';
import {
  type PaymentIntentHandle,
  type PaymentsProvider,
  PaymentsProviderError,
  type ProviderEvent,
} from './types.ts';

export type LocalConfirmResult =
  | { kind: 'not_found' }
  /** The card or UPI id fails its checks (`path` names the field: `card.number`, `upi.vpa`, …). */
  | { kind: 'invalid_card'; path: string; message: string }
  | { kind: 'unexpected_state'; status: LocalStatus }
  | { kind: 'event'; event: ProviderEvent };

export interface LocalPaymentsProvider extends PaymentsProvider {
  readonly name: 'local';
  /** The intent id a client secret belongs to (`<id>_secret_<random>`, as on Stripe), or null. */
  intentIdOf(clientSecret: string): string | null;
  /**
   * Confirms an intent with a card or a UPI id, as Stripe.js's confirmCardPayment does: a declined
   * attempt leaves the intent payable again (another card, another UPI id); a success is final.
   */
  confirm(input: { clientSecret: string; now?: Date } & PayWith): Promise<LocalConfirmResult>;
}

export type PayWith = { card: CardInput; upi?: undefined } | { upi: { vpa: string }; card?: undefined };

/** The outcome of paying with a card (Stripe's test numbers) or a UPI id (Razorpay's test ids). */
function attemptOutcome(pay: PayWith, now: Date): AttemptOutcome {
  if (pay.upi) {
    const upi = upiOutcome(pay.upi.vpa);
    if (upi.ok) return { ok: true, method: 'upi' };
    return upi.invalid
      ? { invalid: { path: 'upi.vpa', message: upi.message } }
      : { ok: false, code: upi.code, message: upi.message };
  }
  const check = checkCard(pay.card, now);
  if (!check.ok) return { invalid: { path: check.path, message: check.message } };
  const outcome = cardOutcome(check.digits);
  return outcome.ok ? { ok: true, method: 'card' } : outcome;
}
type AttemptOutcome =
  | { ok: true; method: PaymentMethod }
  | { ok: false; code: string; message: string }
  | { invalid: { path: string; message: string } };

const newSecret = (id: string) => `${id}_secret_${randomBytes(18).toString('base64url')}`;

/**
 * The built-in test processor (PAYMENTS_PROVIDER=local): PaymentIntents' flow on our own database,
 * so the product takes "card payments" with no outside account. Only a hash of each client secret
 * is stored; card numbers are checked and forgotten.
 */
export function createLocalProvider(db: Db): LocalPaymentsProvider {
  return {
    name: 'local',

    async createIntent({ amount }) {
      const id = `pi_local_${randomBytes(12).toString('hex')}`;
      const clientSecret = newSecret(id);
      await insertLocalIntent(db, {
        id,
        clientSecretHash: hashToken(clientSecret),
        amount: amount * 100,
        currency: 'inr',
      });
      return { id, clientSecret };
    },

    async resumeIntent(paymentIntentId): Promise<PaymentIntentHandle | null> {
      // Only the hash is kept, so a resumed intent gets a fresh secret (the old one stops working).
      const clientSecret = newSecret(paymentIntentId);
      const resumed = await updatePayableIntent(db, paymentIntentId, {
        clientSecretHash: hashToken(clientSecret),
      });
      return resumed ? { id: paymentIntentId, clientSecret } : null;
    },

    cancelIntent(paymentIntentId) {
      return updatePayableIntent(db, paymentIntentId, { status: 'canceled' });
    },

    /**
     * Refunds at once (a real processor takes days to reach the account). It keeps no state: the
     * payments module calls it inside the payment's row-locked transaction, having checked that
     * the payment was paid and that the amount is within what is left (on PGlite a second
     * connection would wait for that transaction), so only the intent's form is checked here.
     */
    async refund({ paymentIntentId, amount }) {
      if (!/^pi_local_[0-9a-f]{24}$/.test(paymentIntentId) || !Number.isInteger(amount) || amount < 1)
        throw new PaymentsProviderError('The local processor cannot refund this payment');
      return { refundId: `re_local_${randomBytes(12).toString('hex')}` };
    },

    intentIdOf(clientSecret) {
      const m = /^(pi_local_[0-9a-f]{24})_secret_[\w-]+$/.exec(clientSecret);
      return m ? m[1]! : null;
    },

    async confirm({ clientSecret, now = new Date(), ...pay }) {
      const id = this.intentIdOf(clientSecret);
      if (!id) return { kind: 'not_found' };
      const intent = await findLocalIntent(db, id);
      if (!intent || !safeEqual(intent.clientSecretHash, hashToken(clientSecret)))
        return { kind: 'not_found' };
      if (intent.status !== 'requires_payment_method')
        return { kind: 'unexpected_state', status: intent.status as LocalStatus };

      const outcome = attemptOutcome(pay, now);
      if ('invalid' in outcome) return { kind: 'invalid_card', ...outcome.invalid };

      // Conditional on the intent still being payable, so two confirmations at once cannot both succeed.
      const updated = await updatePayableIntent(
        db,
        id,
        outcome.ok ? { status: 'succeeded', lastError: null, confirmedAt: now } : { lastError: outcome.code },
        now,
      );
      if (!updated) {
        const fresh = await findLocalIntent(db, id);
        return { kind: 'unexpected_state', status: (fresh?.status ?? 'canceled') as LocalStatus };
      }
      return {
        kind: 'event',
        event: outcome.ok
          ? {
              type: 'succeeded',
              paymentIntentId: id,
              amount: intent.amount,
              currency: intent.currency,
              method: outcome.method,
            }
          : { type: 'failed', paymentIntentId: id, message: outcome.message },
      };
    },
  };
}
