import type { WatchlistItem } from '@tuitionhub/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { tutorProfiles, tutorSubjects, users, watchlistItems } from '../../db/schema/index.ts';

/**
 * A user's watchlist with each tutor's *current* fee: the join on tutor_subjects drops items whose
 * subject the tutor no longer teaches, and the FK cascade has already dropped deleted tutors.
 */
export async function findWatchlistItems(db: DbOrTx, userId: string): Promise<WatchlistItem[]> {
  return db
    .select({
      tutorId: watchlistItems.tutorId,
      tutorName: users.name,
      tutorPhoto: users.photo,
      subject: watchlistItems.subject,
      fee: tutorSubjects.fee,
    })
    .from(watchlistItems)
    .innerJoin(users, eq(users.id, watchlistItems.tutorId))
    .innerJoin(
      tutorSubjects,
      and(
        eq(tutorSubjects.tutorId, watchlistItems.tutorId),
        eq(tutorSubjects.subject, watchlistItems.subject),
      ),
    )
    .where(eq(watchlistItems.userId, userId))
    .orderBy(asc(watchlistItems.createdAt), asc(watchlistItems.tutorId));
}

/** Whether the id is a listed (approved) tutor: only those can be shortlisted (api-2 §6). */
export async function tutorExists(db: DbOrTx, tutorId: string): Promise<boolean> {
  const rows = await db
    .select({ id: tutorProfiles.userId })
    .from(tutorProfiles)
    .where(and(eq(tutorProfiles.userId, tutorId), eq(tutorProfiles.reviewStatus, 'approved')))
    .limit(1);
  return rows.length > 0;
}

/** The tutor's current fee for a subject, or null when the tutor does not teach it. */
export async function findSubjectFee(db: DbOrTx, tutorId: string, subject: string): Promise<number | null> {
  const [row] = await db
    .select({ fee: tutorSubjects.fee })
    .from(tutorSubjects)
    .where(and(eq(tutorSubjects.tutorId, tutorId), eq(tutorSubjects.subject, subject)));
  return row?.fee ?? null;
}

/** Adds the item, or replaces the user's item for that tutor (one per user and tutor). */
export async function upsertWatchlistItem(
  db: DbOrTx,
  item: { userId: string; tutorId: string; subject: string; fee: number },
): Promise<void> {
  await db
    .insert(watchlistItems)
    .values(item)
    .onConflictDoUpdate({
      target: [watchlistItems.userId, watchlistItems.tutorId],
      set: { subject: sql`excluded.subject`, fee: sql`excluded.fee` },
    });
}

/** Whether there was an item to remove. */
export async function deleteWatchlistItem(db: DbOrTx, userId: string, tutorId: string): Promise<boolean> {
  const removed = await db
    .delete(watchlistItems)
    .where(and(eq(watchlistItems.userId, userId), eq(watchlistItems.tutorId, tutorId)))
    .returning({ tutorId: watchlistItems.tutorId });
  return removed.length > 0;
}

/** Removes the items a payment covered (same tutor and subject). */
export async function deleteWatchlistItemsFor(
  db: DbOrTx,
  userId: string,
  items: { tutorId: string | null; subject: string }[],
): Promise<void> {
  for (const item of items) {
    if (!item.tutorId) continue;
    await db
      .delete(watchlistItems)
      .where(
        and(
          eq(watchlistItems.userId, userId),
          eq(watchlistItems.tutorId, item.tutorId),
          eq(watchlistItems.subject, item.subject),
        ),
      );
  }
}
