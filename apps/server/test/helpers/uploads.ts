import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { multipart } from './multipart.ts';

/** POST /api/uploads with one file, as the photo picker sends it. */
export const upload = (
  app: FastifyInstance,
  data: Buffer,
  opts: { filename?: string; contentType?: string; ip?: string; extra?: Record<string, string> } = {},
) => {
  const form = multipart({
    upload_preset: 'tuitionhub',
    ...opts.extra,
    file: { filename: opts.filename ?? 'photo.png', contentType: opts.contentType ?? 'image/png', data },
  });
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    ...form,
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  });
};

/** A one-colour picture of the given size, to encode as PNG or JPEG. */
export const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } } });

/** The stored bytes behind an upload URL, read through the app's storage provider; null when absent. */
export async function stored(app: FastifyInstance, url: string): Promise<Buffer | null> {
  const file = await app.storage.get(url.replace('/uploads/', ''));
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
