import type { Readable } from 'node:stream';
import {
  assertStorageName,
  isStorageName,
  type StorageLog,
  type StorageProvider,
  storageUnavailable,
} from './storage.ts';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  /** Both or neither; without them the SDK's default chain applies (environment, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Public base URL of the bucket (a CDN or the bucket's website address), without the file name. */
  publicUrl?: string;
}

/** A store that does not answer within these is treated as down: the request gets a 503, not a hang. */
const CONNECT_TIMEOUT_MS = 1000;
const REQUEST_TIMEOUT_MS = 5000;

const statusOf = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isNotFound = (err: unknown) =>
  (err as Error).name === 'NoSuchKey' || (err as Error).name === 'NotFound' || statusOf(err) === 404;

/**
 * Any S3-compatible object store (AWS S3, MinIO, Cloudflare R2, s3rver…) through @aws-sdk/client-s3,
 * which is loaded only when this provider is chosen (decision 023).
 */
export async function s3Storage(opts: S3Options, log: StorageLog): Promise<StorageProvider> {
  const { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } =
    await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: opts.region,
    ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
    forcePathStyle: opts.forcePathStyle,
    ...(opts.accessKeyId && opts.secretAccessKey
      ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } }
      : {}),
    maxAttempts: 2,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
    // Checksums only where S3 requires them: S3-compatible stores differ in the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = opts.bucket;
  const publicBase = opts.publicUrl?.replace(/\/+$/, '');

  /** One structured line per failure (the client only sees 503); the SDK's errors carry no credentials. */
  const unavailable = (op: string, name: string, err: unknown) => {
    const e = err as Error & { code?: string };
    log.error(
      { dependency: 's3', op, key: name, status: statusOf(err), code: e.code ?? e.name, reason: e.message },
      'object storage unavailable',
    );
    return storageUnavailable();
  };

  return {
    kind: 's3',
    async put(name, bytes, contentType) {
      assertStorageName(name);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: name,
            Body: bytes,
            ContentType: contentType,
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
      } catch (err) {
        throw unavailable('put', name, err);
      }
    },
    async get(name) {
      if (!isStorageName(name)) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        if (!out.Body) return null;
        return {
          body: out.Body as Readable,
          size: out.ContentLength ?? 0,
          etag: out.ETag,
          lastModified: out.LastModified,
        };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw unavailable('get', name, err);
      }
    },
    async delete(name) {
      assertStorageName(name);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
      } catch (err) {
        if (isNotFound(err)) return;
        throw unavailable('delete', name, err);
      }
    },
    async list(prefix) {
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      try {
        do {
          const page = await client.send(
            new ListObjectsV2Command({
              Bucket,
              Prefix: prefix,
              ...(ContinuationToken ? { ContinuationToken } : {}),
            }),
          );
          for (const o of page.Contents ?? []) if (o.Key && isStorageName(o.Key)) names.push(o.Key);
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
      } catch (err) {
        throw unavailable('list', prefix, err);
      }
      return names;
    },
    publicUrl: (name) => (publicBase && isStorageName(name) ? `${publicBase}/${name}` : null),
    close: async () => client.destroy(),
  };
}
