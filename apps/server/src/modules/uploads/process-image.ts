import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { insertUpload } from './repository.ts';

/** Decoding more than this many pixels is refused (a tiny file can declare a huge image). */
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_SIDE = 800;
/** Raster formats a browser shows; SVG (scripts), PDF, TIFF and the rest are refused. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

const notAnImage = () =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    'The file is not a valid image. Please choose a JPEG, PNG or WebP photo.',
  );
const tooManyPixels = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `The image is too large (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels). Please choose a smaller photo.`,
  );

/**
 * An upload is never stored as given: it is decoded (which proves it is an image and finds
 * truncated or hostile files), turned upright, shrunk to fit 800×800, and re-encoded as WebP
 * without any metadata (EXIF GPS and the like are dropped).
 */
export async function reencodeImage(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  let pixels = 0;
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED.has(format)) throw notAnImage();
  if (pixels > MAX_INPUT_PIXELS) throw tooManyPixels();
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    if (/pixel limit/i.test(String((err as Error).message))) throw tooManyPixels();
    throw notAnImage();
  }
}

/** Stores a re-encoded image under a random name and records it; returns its public URL. */
export async function saveUpload(deps: { db: Db; storage: StorageProvider }, input: Buffer): Promise<string> {
  const image = await reencodeImage(input);
  const fileName = `${randomBytes(18).toString('base64url')}.webp`;
  // Stored first: a record never names a file that is not there (a file without a record is swept).
  await deps.storage.put(fileName, image, 'image/webp');
  await insertUpload(deps.db, fileName, image.length);
  return `/uploads/${fileName}`;
}
