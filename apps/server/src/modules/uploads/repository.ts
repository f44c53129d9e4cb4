import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';

export async function insertUpload(db: DbOrTx, fileName: string, bytes: number): Promise<void> {
  await db.insert(uploads).values({ fileName, bytes });
}

/**
 * Makes `userId` the owner of an uploaded file, if nobody else owns it yet.
 * Returns false when the file is unknown or belongs to another account.
 */
export async function claimUpload(db: DbOrTx, fileName: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ ownerId: userId })
    .where(and(eq(uploads.fileName, fileName), or(isNull(uploads.ownerId), eq(uploads.ownerId, userId))))
    .returning({ id: uploads.id });
  return rows.length > 0;
}

/** Forgets a file the owner no longer uses; returns whether a row was removed (then delete the file). */
export async function releaseUpload(db: DbOrTx, fileName: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(uploads)
    .where(and(eq(uploads.fileName, fileName), eq(uploads.ownerId, userId)))
    .returning({ id: uploads.id });
  return rows.length > 0;
}

/** Removes records of uploads no account took as its photo within `olderThan`; returns their file names. */
export async function deleteOrphanUploads(db: DbOrTx, createdBefore: Date): Promise<string[]> {
  const rows = await db
    .delete(uploads)
    .where(and(isNull(uploads.ownerId), lt(uploads.createdAt, createdBefore)))
    .returning({ fileName: uploads.fileName });
  return rows.map((r) => r.fileName);
}

/** Forgets the uploads an account owns, plus `unclaimed` when no account took it; returns their file names. */
export async function deleteAccountUploads(
  db: DbOrTx,
  ownerId: string,
  unclaimed: string | null,
): Promise<string[]> {
  const rows = await db
    .delete(uploads)
    .where(
      unclaimed
        ? or(eq(uploads.ownerId, ownerId), and(isNull(uploads.ownerId), eq(uploads.fileName, unclaimed)))
        : eq(uploads.ownerId, ownerId),
    )
    .returning({ fileName: uploads.fileName });
  return rows.map((r) => r.fileName);
}
