import { z } from 'zod';

/** What POST /api/uploads answers (spec §7: the image host's `secure_url`, kept for existing clients). */
export const uploadResponseSchema = z.object({ secure_url: z.string(), url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** The address of a file written by POST /api/uploads: a random name, always WebP. */
export const uploadUrlPattern = /^\/uploads\/[A-Za-z0-9_-]{16,64}\.webp$/;

/** The placeholder photos shipped with the web app (spec §5: used when no photo is uploaded). */
export const defaultPhotos = {
  Student: '/images/default-avatar.svg',
  Tutor: '/images/tutor-placeholder.svg',
  'Tuition Center': '/images/center-placeholder.svg',
} as const;

/** True for one of our own upload URLs or a default image; never an outside address. */
export const isOwnPhotoUrl = (url: string): boolean =>
  uploadUrlPattern.test(url) || (Object.values(defaultPhotos) as string[]).includes(url);

/** The file name inside an upload URL ('/uploads/abc.webp' → 'abc.webp'), or null for other URLs. */
export const uploadFileName = (url: string): string | null =>
  uploadUrlPattern.test(url) ? url.slice('/uploads/'.length) : null;
