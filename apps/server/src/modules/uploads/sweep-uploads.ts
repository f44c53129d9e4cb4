import type { Db } from '../../db/client.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { deleteUploadFile } from './photo.ts';
import { deleteOrphanUploads } from './repository.ts';

export const ORPHAN_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Anyone may upload (sign-up needs a photo before the account exists), so files that never became
 * a photo are deleted after a day. Meant to run periodically (e.g. hourly, beside the mail worker).
 */
export async function sweepOrphanUploads(
  deps: { db: Db; storage: StorageProvider },
  now = new Date(),
): Promise<number> {
  const files = await deleteOrphanUploads(deps.db, new Date(now.getTime() - ORPHAN_UPLOAD_TTL_MS));
  await Promise.all(files.map((f) => deleteUploadFile(deps.storage, f)));
  return files.length;
}
