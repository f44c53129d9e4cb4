import { createHash, randomUUID } from 'node:crypto';
import { emptyWatchlistMessage, totalChangedMessage } from '@tuitionhub/contracts';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { PaymentsProviderError } from '../../providers/payments/types.ts';
import { findWatchlistItems } from '../watchlist/repository.ts';
import { sumFees } from '../watchlist/service.ts';
import type { PaymentsDeps } from './deps.ts';
import { closePending, findPendingCheckouts, findUserName, insertPayment } from './repository.ts';

export interface Checkout {
  paymentId: string;
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
}

/** Fingerprint of what is being bought: the same items at the same fees give the same key. */
export const itemsKeyOf = (items: { tutorId: string; subject: string; fee: number }[]) =>
  createHash('sha256')
    .update(JSON.stringify(items.map((i) => [i.tutorId, i.subject, i.fee]).sort()))
    .digest('hex');

export const providerUnavailable = () =>
  new AppError('INTERNAL', 'The card processor could not be reached. Please try again in a moment.');

/**
 * Starts paying for the user's watchlist. The total is computed here from the tutors' current fees;
 * `amount` is only what the user saw, and a difference is refused (409 with the current total) so
 * nobody pays a price they were not shown. A pending checkout for the same items is reused; other
 * pending checkouts of the user are cancelled so an old page cannot pay for a shortlist twice.
 */
export async function createCheckout(
  deps: PaymentsDeps,
  input: { actorId: string; userId: string; amount: number },
): Promise<Checkout> {
  const { db, provider, log } = deps;
  if (input.actorId !== input.userId) throw forbidden('You can only pay for your own watchlist');
  const name = await findUserName(db, input.userId);
  if (name === null) throw notFound('User not found');

  const items = await findWatchlistItems(db, input.userId);
  if (items.length === 0) throw new AppError('VALIDATION_ERROR', emptyWatchlistMessage);
  const total = sumFees(items);
  if (input.amount !== total) throw conflict(totalChangedMessage, { total });
  const itemsKey = itemsKeyOf(items);

  try {
    let checkout: Checkout | null = null;
    for (const open of await findPendingCheckouts(db, input.userId, provider.name)) {
      if (!checkout && open.itemsKey === itemsKey && open.amount === total) {
        const resumed = await provider.resumeIntent(open.paymentIntentId);
        if (resumed) {
          checkout = {
            paymentId: open.id,
            clientSecret: resumed.clientSecret,
            paymentIntentId: resumed.id,
            amount: open.amount,
          };
          continue;
        }
      }
      // Superseded. If the processor cannot cancel it (already paid or processing), its own event settles it.
      if (await provider.cancelIntent(open.paymentIntentId))
        await closePending(db, open.paymentIntentId, 'Cancelled: replaced by a newer checkout.');
    }
    if (checkout) return checkout;

    const paymentId = randomUUID();
    const intent = await provider.createIntent({
      amount: total,
      idempotencyKey: paymentId,
      description: `TuitionHub watchlist: ${items.length} tutor${items.length === 1 ? '' : 's'}`,
    });
    await insertPayment(
      db,
      {
        id: paymentId,
        userId: input.userId,
        name,
        amount: total,
        provider: provider.name,
        paymentIntentId: intent.id,
        itemsKey,
      },
      items.map((i) => ({ tutorId: i.tutorId, tutorName: i.tutorName, subject: i.subject, fee: i.fee })),
    );
    return { paymentId, clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: total };
  } catch (err) {
    if (err instanceof PaymentsProviderError) {
      log.error({ err }, 'card processor request failed');
      throw providerUnavailable();
    }
    throw err;
  }
}
