import type { Readable } from 'node:stream';
import { AppError } from '../../lib/app-error.ts';

/** One stored file, ready to stream to a client. */
export interface StoredObject {
  body: Readable;
  size: number;
  /** A validator for conditional GETs (If-None-Match), when the store gives one. */
  etag?: string;
  lastModified?: Date;
}

/**
 * Where uploaded photos and seed pictures live (decision 009). Names are relative and flat except
 * for the `seed/` folder: `abc.webp`, `seed/tutor-1.webp`. Every instance of the server must see the
 * same files, so a deployment with several instances uses `s3` (or one shared DATA_DIR with `disk`).
 */
export interface StorageProvider {
  readonly kind: 'disk' | 's3';
  /** Stores `bytes` under `name`; throws 503 SERVICE_UNAVAILABLE when the store cannot be reached. */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none; throws 503 SERVICE_UNAVAILABLE when the store cannot be reached. */
  get(name: string): Promise<StoredObject | null>;
  /** Removes the file (no error when it is already gone). */
  delete(name: string): Promise<void>;
  /** The names under `prefix` (e.g. 'seed/'). */
  list(prefix: string): Promise<string[]>;
  /** Where browsers can fetch the file directly (S3_PUBLIC_URL), or null to stream it through the server. */
  publicUrl(name: string): string | null;
  close(): Promise<void>;
}

/** The narrow logger a provider needs; Fastify's logger and the seed CLI's console logger both fit. */
export interface StorageLog {
  error(obj: object, msg: string): void;
}

/** The only names the store holds: a random upload name or a seed picture, always WebP; no path tricks. */
const NAME = /^(seed\/)?[A-Za-z0-9_-]{1,100}\.webp$/;
export const isStorageName = (name: string): boolean => NAME.test(name);

export function assertStorageName(name: string): void {
  if (!isStorageName(name)) throw new Error(`Not a storage name: ${JSON.stringify(name.slice(0, 120))}`);
}

export const storageUnavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 'Photos are briefly unavailable. Please try again in a moment.');
