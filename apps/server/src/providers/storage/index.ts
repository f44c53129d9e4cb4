import type { Config } from '../../config.ts';
import { diskStorage } from './disk.ts';
import { s3Storage } from './s3.ts';
import type { StorageLog, StorageProvider } from './storage.ts';

export type { StorageLog, StorageProvider, StoredObject } from './storage.ts';

/** The provider STORAGE_PROVIDER names (loadConfig has checked that s3 has its bucket). */
export async function createStorage(config: Config, log: StorageLog): Promise<StorageProvider> {
  if (config.STORAGE_PROVIDER === 'disk') return diskStorage(config.uploadsDir);
  return s3Storage(
    {
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      publicUrl: config.S3_PUBLIC_URL,
    },
    log,
  );
}
