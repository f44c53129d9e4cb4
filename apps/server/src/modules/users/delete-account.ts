import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews, uploads, users } from '../../db/schema/index.ts';
import { type ReviewTarget, recomputeRatings } from '../reviews/aggregate.ts';

/**
 * Removes an account and everything that hangs on it, in one transaction: profile, subjects/courses,
 * reviews by it and about it (re-aggregating the ratings its reviews touched), watchlist items by it
 * and pointing at it, sessions, enquiries to it (all via ON DELETE CASCADE), and the upload files it
 * owns. Payments keep their rows (user_id set null, name kept) for the books.
 * Authorization (who may delete whom) is the caller's job.
 */
export async function deleteAccount(deps: { db: Db; uploadsDir: string }, userId: string): Promise<boolean> {
  const files = await deps.db.transaction(async (tx) => {
    const written = await tx
      .select({ entityType: reviews.entityType, entityId: reviews.entityId })
      .from(reviews)
      .where(eq(reviews.userId, userId));
    const owned = await tx
      .select({ fileName: uploads.fileName })
      .from(uploads)
      .where(eq(uploads.ownerId, userId));
    const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    if (deleted.length === 0) return null;
    const targets: ReviewTarget[] = written.filter((t) => t.entityId !== userId);
    await recomputeRatings(tx, targets);
    await tx.delete(uploads).where(eq(uploads.ownerId, userId));
    return owned.map((o) => o.fileName);
  });
  if (files === null) return false;
  // Files go after the commit: a failed unlink must not resurrect the account.
  await Promise.all(
    files.map((f) => unlink(path.join(deps.uploadsDir, path.basename(f))).catch(() => undefined)),
  );
  return true;
}
