import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { localPaymentIntents } from '../../db/schema/index.ts';
import { hashToken, safeEqual } from '../../lib/tokens.ts';
import { type CardInput, cardOutcome, checkCard } from './test-cards.ts';
import type { PaymentIntentHandle, PaymentsProvider, ProviderEvent } from './types.ts';

type LocalStatus = 'requires_payment_method' | 'succeeded' | 'canceled';

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
      await db.insert(localPaymentIntents).values({
        id,
        clientSecretHash: hashToken(clientSecret),
        amount: amount * 100,
        currency: 'inr',
        status: 'requires_payment_method' satisfies LocalStatus,
      });
      return { id, clientSecret };
    },

    async resumeIntent(paymentIntentId): Promise<PaymentIntentHandle | null> {
      // Only the hash is kept, so a resumed intent gets a fresh secret (the old one stops working).
      const clientSecret = newSecret(paymentIntentId);
      const rows = await db
        .update(localPaymentIntents)
        .set({ clientSecretHash: hashToken(clientSecret), updatedAt: sql`now()` })
        .where(
          and(
            eq(localPaymentIntents.id, paymentIntentId),
            eq(localPaymentIntents.status, 'requires_payment_method'),
          ),
        )
        .returning({ id: localPaymentIntents.id });
      return rows.length ? { id: paymentIntentId, clientSecret } : null;
    },

    async cancelIntent(paymentIntentId) {
      const rows = await db
        .update(localPaymentIntents)
        .set({ status: 'canceled' satisfies LocalStatus, updatedAt: sql`now()` })
        .where(
          and(
            eq(localPaymentIntents.id, paymentIntentId),
            eq(localPaymentIntents.status, 'requires_payment_method'),
          ),
        )
        .returning({ id: localPaymentIntents.id });
      return rows.length > 0;
    },

    intentIdOf(clientSecret) {
      const m = /^(pi_local_[0-9a-f]{24})_secret_[\w-]+$/.exec(clientSecret);
      return m ? m[1]! : null;
    },

    async confirm({ clientSecret, card, now = new Date() }) {
      const id = this.intentIdOf(clientSecret);
      if (!id) return { kind: 'not_found' };
      const [intent] = await db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, id));
      if (!intent || !safeEqual(intent.clientSecretHash, hashToken(clientSecret)))
        return { kind: 'not_found' };
      if (intent.status !== 'requires_payment_method')
        return { kind: 'unexpected_state', status: intent.status as LocalStatus };

      const check = checkCard(card, now);
      if (!check.ok) return { kind: 'invalid_card', path: check.path, message: check.message };
      const outcome = cardOutcome(check.digits);

      // Conditional on the intent still being payable, so two confirmations at once cannot both succeed.
      const updated = await db
        .update(localPaymentIntents)
        .set(
          outcome.ok
            ? { status: 'succeeded' satisfies LocalStatus, lastError: null, confirmedAt: now, updatedAt: now }
            : { lastError: outcome.code, updatedAt: now },
        )
        .where(and(eq(localPaymentIntents.id, id), eq(localPaymentIntents.status, 'requires_payment_method')))
        .returning({ id: localPaymentIntents.id });
      if (updated.length === 0) {
        const [fresh] = await db
          .select({ status: localPaymentIntents.status })
          .from(localPaymentIntents)
          .where(eq(localPaymentIntents.id, id));
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
