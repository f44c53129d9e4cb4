import { eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages, newsletterSubscribers, reviews, watchlistItems } from '../../db/schema/index.ts';
import { containsPattern, type PageInput, wireRow } from '../../lib/paging.ts';
import { findPage } from '../../lib/query-repository.ts';

export async function countAccountActivity(db: DbOrTx, id: string) {
  const [written, received, watchlist] = await Promise.all([
    db.$count(reviews, eq(reviews.userId, id)),
    db.$count(reviews, eq(reviews.entityId, id)),
    db.$count(watchlistItems, or(eq(watchlistItems.userId, id), eq(watchlistItems.tutorId, id))),
  ]);
  return { reviewsWritten: written, reviewsReceived: received, watchlistItems: watchlist };
}

/** One page of an inbox table in the wire format, newest first, with the rows `q` matches in `searched`. */
async function findInboxPage<T extends typeof contactMessages | typeof newsletterSubscribers>(
  db: DbOrTx,
  table: T,
  searched: (pattern: string) => SQL | undefined,
  input: PageInput,
) {
  const pat = containsPattern(input.q);
  const where = pat ? searched(pat) : undefined;
  const { rows, total } = await findPage(
    db,
    db
      .select()
      .from(table as typeof contactMessages)
      .where(where)
      .$dynamic(),
    table,
    input,
  );
  return { rows: (rows as T['$inferSelect'][]).map(wireRow), total };
}

export const findContactMessages = (db: DbOrTx, input: PageInput) =>
  findInboxPage(
    db,
    contactMessages,
    (pat) => or(ilike(contactMessages.name, pat), ilike(contactMessages.email, pat)),
    input,
  );

export const findSubscribers = (db: DbOrTx, input: PageInput) =>
  findInboxPage(db, newsletterSubscribers, (pat) => ilike(newsletterSubscribers.email, pat), input);
