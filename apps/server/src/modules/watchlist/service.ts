import { selectSubjectMessage, type WatchlistResponse } from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import {
  deleteWatchlistItem,
  findSubjectFee,
  findWatchlistItems,
  tutorExists,
  upsertWatchlistItem,
} from './repository.ts';

export const sumFees = (items: { fee: number }[]) => items.reduce((sum, i) => sum + i.fee, 0);

export async function getWatchlist(db: Db, userId: string): Promise<WatchlistResponse> {
  const items = await findWatchlistItems(db, userId);
  return { items, total: sumFees(items) };
}

/**
 * Adds a tutor + subject to the user's watchlist, or replaces the item for that tutor. The fee is the
 * tutor's current fee for the subject, read here: the client never names a price.
 */
export async function addToWatchlist(
  db: Db,
  input: { userId: string; tutorId: string; subject: string | undefined },
): Promise<WatchlistResponse> {
  if (input.userId === input.tutorId) throw forbidden('You cannot add yourself to your watchlist');
  if (!(await tutorExists(db, input.tutorId))) throw notFound('Tutor not found');
  const subject = input.subject?.trim() ?? '';
  const fee = subject ? await findSubjectFee(db, input.tutorId, subject) : null;
  if (fee === null)
    throw new AppError('VALIDATION_ERROR', selectSubjectMessage, {
      errors: [{ path: 'subject', message: selectSubjectMessage }],
    });
  await upsertWatchlistItem(db, { userId: input.userId, tutorId: input.tutorId, subject, fee });
  return getWatchlist(db, input.userId);
}

export async function removeFromWatchlist(
  db: Db,
  userId: string,
  tutorId: string,
): Promise<WatchlistResponse> {
  if (!(await deleteWatchlistItem(db, userId, tutorId)))
    throw notFound('This tutor is not in your watchlist');
  return getWatchlist(db, userId);
}
