import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { hashToken, safeEqual } from '../../lib/tokens.ts';
import {
  findLocalIntent,
  insertLocalIntent,
  type LocalStatus,
  updatePayableIntent,
} from './local-repository.ts';
import { type CardInput, cardOutcome, checkCard } from './test-cards.ts';
import type { PaymentIntentHandle, PaymentsProvider, ProviderEvent } from './types.ts';

export type LocalConfirmResult =
  | { kind: 'not_found' }
  | { kind: 'invalid_card'; path: string; message: string }
  | { kind: 'unexpected_state'; status: LocalStatus }
  | { kind: 'event'; event: ProviderEvent };

export interface LocalPaymentsProvider extends PaymentsProvider {
  readonly name: 'local';
  /** The intent id a client secret belongs to (`<id>_secret_<random>`, as on Stripe), or null. */
  intentIdOf(clientSecret: string): string | null;
  /**
   * Confirms an intent with a card, as Stripe.js's confirmCardPayment does: a declined card leaves
   * the intent payable again with another card; a success is final.
   */
  confirm(input: { clientSecret: string; card: CardInput; now?: Date }): Promise<LocalConfirmResult>;
}

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

    intentIdOf(clientSecret) {
      const m = /^(pi_local_[0-9a-f]{24})_secret_[\w-]+$/.exec(clientSecret);
      return m ? m[1]! : null;
    },

    async confirm({ clientSecret, card, now = new Date() }) {
      const id = this.intentIdOf(clientSecret);
      if (!id) return { kind: 'not_found' };
      const intent = await findLocalIntent(db, id);
      if (!intent || !safeEqual(intent.clientSecretHash, hashToken(clientSecret)))
        return { kind: 'not_found' };
      if (intent.status !== 'requires_payment_method')
        return { kind: 'unexpected_state', status: intent.status as LocalStatus };

      const check = checkCard(card, now);
      if (!check.ok) return { kind: 'invalid_card', path: check.path, message: check.message };
      const outcome = cardOutcome(check.digits);

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
          ? { type: 'succeeded', paymentIntentId: id, amount: intent.amount, currency: intent.currency }
          : { type: 'failed', paymentIntentId: id, message: outcome.message },
      };
    },
  };
}
