import { uploadFileName } from '@tuitionhub/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { claimUpload, releaseUpload } from './repository.ts';

/**
 * Call inside the transaction that sets an account's photo. An upload URL must name a file that
 * was uploaded here and that no other account owns (a profile cannot borrow someone else's file);
 * the account becomes its owner. Default images need nothing. Returns the file the account stopped
 * using, to delete after the commit.
 */
export async function setAccountPhoto(
  db: DbOrTx,
  userId: string,
  photo: string,
  previous?: string,
): Promise<string | null> {
  if (photo === previous) return null;
  const file = uploadFileName(photo);
  if (file && !(await claimUpload(db, file, userId))) {
    throw badRequest('Please upload the photo again', [
      { path: 'photo', message: 'This photo was not uploaded here' },
    ]);
  }
  const old = previous ? uploadFileName(previous) : null;
  if (old && (await releaseUpload(db, old, userId))) return old;
  return null;
}

/** Removes a released file from storage; a failure only leaves an orphan file behind (and a log line). */
export async function deleteUploadFile(storage: StorageProvider, fileName: string | null): Promise<void> {
  if (!fileName) return;
  await storage.delete(fileName).catch(() => undefined);
}
