import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews, uploads, users } from '../../db/schema/index.ts';
import { conflict } from '../../lib/app-error.ts';
import { wireRole } from '../../lib/roles.ts';
import { type AuditActor, recordAudit } from '../audit/repository.ts';
import { type ReviewTarget, recomputeRatings } from '../reviews/aggregate.ts';

export interface DeleteAccountOptions {
  /** When an admin deletes someone else's account: recorded in audit_log in the same transaction. */
  audit?: { actor: AuditActor; action?: string };
}

/** `/uploads/abc.webp` or `https://host/uploads/abc.webp` → `abc.webp`; anything else → null. */
export function uploadFileName(photo: string): string | null {
  const match = /\/uploads\/([^/?#]+)$/.exec(photo);
  return match?.[1] ?? null;
}

/**
 * Removes an account and everything that hangs on it, in one transaction: profile, subjects/courses,
 * reviews by it and about it (re-aggregating the ratings its reviews touched), watchlist items by it
 * and pointing at it, sessions, password resets and enquiries to it (ON DELETE CASCADE), and the
 * uploads it owns. Payments, their items and hires keep their rows (user/tutor id set null, names
 * kept) for the books. The last admin account is never deleted (409).
 * Authorization (who may delete whom) is the caller's job. Resolves false when there is no such account.
 */
export async function deleteAccount(
  deps: { db: Db; uploadsDir: string },
  userId: string,
  options: DeleteAccountOptions = {},
): Promise<boolean> {
  const files = await deps.db.transaction(async (tx) => {
    const [found] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
    if (!found) return null;
    if (found.role === 'admin') {
      // Lock every admin row in one order, so two admins deleting each other at once serialise
      // (the second sees one admin left) instead of both succeeding or deadlocking.
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(asc(users.id))
        .for('update');
      if (!admins.some((a) => a.id === userId)) return null;
      if (admins.length <= 1) throw conflict('The last admin account cannot be deleted');
    }
    // The row lock also keeps new reviews/uploads from attaching to the account while it goes.
    const [target] = await tx
      .select({ id: users.id, name: users.name, email: users.email, role: users.role, photo: users.photo })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!target) return null;

    const written = await tx
      .select({ entityType: reviews.entityType, entityId: reviews.entityId })
      .from(reviews)
      .where(eq(reviews.userId, userId));
    // Its own uploads, plus its photo file when no account claimed it and no one else shows it.
    const photoFile = uploadFileName(target.photo);
    const photoShared =
      photoFile !== null &&
      (
        await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.photo, target.photo), ne(users.id, userId)))
          .limit(1)
      ).length > 0;
    const owned = await tx
      .delete(uploads)
      .where(
        photoFile && !photoShared
          ? or(eq(uploads.ownerId, userId), and(isNull(uploads.ownerId), eq(uploads.fileName, photoFile)))
          : eq(uploads.ownerId, userId),
      )
      .returning({ fileName: uploads.fileName });

    await tx.delete(users).where(eq(users.id, userId));
    const targets: ReviewTarget[] = written.filter((t) => t.entityId !== userId);
    await recomputeRatings(tx, targets);
    if (options.audit) {
      await recordAudit(tx, {
        actor: options.audit.actor,
        action: options.audit.action ?? 'user.delete',
        targetType: 'user',
        targetId: userId,
        details: { name: target.name, email: target.email, role: wireRole(target.role) },
      });
    }
    return owned.map((o) => o.fileName);
  });
  if (files === null) return false;
  // Files go after the commit: a failed unlink must not resurrect the account.
  await Promise.all(
    files.map((f) => unlink(path.join(deps.uploadsDir, path.basename(f))).catch(() => undefined)),
  );
  return true;
}
