import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { wireRole } from '../../lib/roles.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { type AuditActor, recordAudit } from '../audit/repository.ts';
import { findReviewTargetsBy, lockRatedEntities, recomputeRatings } from '../reviews/repository.ts';
import { deleteUploadFile } from '../uploads/photo.ts';
import { deleteAccountUploads } from '../uploads/repository.ts';
import { deleteUserRow, lockAccount, photoInUse } from './repository.ts';

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
  deps: { db: Db; storage: StorageProvider },
  userId: string,
  options: DeleteAccountOptions = {},
): Promise<boolean> {
  const files = await deps.db.transaction(async (tx) => {
    const target = await lockAccount(tx, userId);
    if (!target) return null;
    if (target.lastAdmin) throw conflict('The last admin account cannot be deleted');

    const written = await findReviewTargetsBy(tx, userId);
    await lockRatedEntities(tx, written);
    // Its own uploads, plus its photo file when no account claimed it and no one else shows it.
    const photoFile = uploadFileName(target.photo);
    const unclaimed = photoFile && !(await photoInUse(tx, target.photo, userId)) ? photoFile : null;
    const owned = await deleteAccountUploads(tx, userId, unclaimed);

    await deleteUserRow(tx, userId);
    await recomputeRatings(
      tx,
      written.filter((t) => t.entityId !== userId),
    );
    if (options.audit) {
      await recordAudit(tx, {
        actor: options.audit.actor,
        action: options.audit.action ?? 'user.delete',
        targetType: 'user',
        targetId: userId,
        details: { name: target.name, email: target.email, role: wireRole(target.role) },
      });
    }
    return owned;
  });
  if (files === null) return false;
  // Files go after the commit: a failed unlink must not resurrect the account.
  await Promise.all(files.map((f) => deleteUploadFile(deps.storage, f)));
  return true;
}
