import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sweepOrphanUploads } from '../src/modules/uploads/sweep-uploads.ts';
import { createTestApp } from './helpers/app.ts';
import { createStudent, createTutor } from './helpers/factories.ts';
import { multipart } from './helpers/multipart.ts';
import { startLocalS3 } from './helpers/s3.ts';
import { allUploads, backdateUpload, uploadOf } from './helpers/stored-rows.ts';
import { solid, stored, upload } from './helpers/uploads.ts';

/** Every behaviour below holds for both storage providers; s3 runs against a local s3rver. */
const providers = [
  { provider: 'disk', env: async (): Promise<Record<string, string>> => ({}) },
  { provider: 's3', env: async () => (await startLocalS3()).env },
];

describe.each(providers)('uploads ($provider)', async ({ provider, env }) => {
  const app = await createTestApp(await env());
  const uploadsDir = app.config.uploadsDir;

  it('accepts a real PNG and stores it as WebP within 800 px under a random name', async () => {
    const png = await solid(1600, 1000).png().toBuffer();
    const res = await upload(app, png);
    expect(res.statusCode).toBe(201);
    const { secure_url, url } = res.json();
    expect(secure_url).toBe(url);
    expect(url).toMatch(/^\/uploads\/[A-Za-z0-9_-]{20,}\.webp$/);
    const bytes = (await stored(app, url))!;
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(800);
    expect(meta.height).toBe(500);
    const row = await uploadOf(app, url);
    expect(row).toMatchObject({ ownerId: null, bytes: bytes.length });
    // disk keeps today's place (DATA_DIR/uploads); s3 writes nothing to the local disk.
    const onDisk = path.join(uploadsDir, url.replace('/uploads/', ''));
    expect(existsSync(onDisk)).toBe(provider === 'disk');
    if (provider === 'disk') expect(readFileSync(onDisk).equals(bytes)).toBe(true);

    // Served by the app with long cache headers and the usual security headers.
    const served = await app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(String(served.headers['cache-control'])).toMatch(/max-age=31536000/);
    expect(String(served.headers['cache-control'])).toMatch(/immutable/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBeDefined();
    expect(Number(served.headers['content-length'])).toBe(bytes.length);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    // A browser revalidating with the ETag gets 304 and no body.
    const etag = String(served.headers.etag);
    expect(etag).not.toBe('undefined');
    const again = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    // Two uploads never share a name.
    const second = (await upload(app, png)).json().url;
    expect(second).not.toBe(url);
  });

  it('strips metadata (EXIF) from a JPEG and keeps small images at their size', async () => {
    const jpeg = await solid(300, 200)
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Secret Camera Owner', Artist: 'GPS 12.97,77.59' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(app, jpeg, { filename: 'camera.jpg', contentType: 'image/jpeg' });
    expect(res.statusCode).toBe(201);
    const kept = (await stored(app, res.json().url))!;
    const meta = await sharp(kept).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([300, 200]);
    expect(kept.toString('latin1')).not.toContain('Secret Camera Owner');
  });

  it('refuses a text file renamed to .png (415)', async () => {
    const res = await upload(app, Buffer.from('hello, I am not a picture\n'.repeat(20)), {
      filename: 'cat.png',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(res.json().message).toMatch(/not a valid image/);
  });

  it('refuses any SVG, with or without script (415)', async () => {
    const svgs = [
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>',
    ];
    for (const svg of svgs) {
      const res = await upload(app, Buffer.from(svg), { filename: 'logo.png', contentType: 'image/png' });
      expect(res.statusCode).toBe(415);
    }
  });

  it('refuses a truncated JPEG (415)', async () => {
    const jpeg = await solid(400, 400).jpeg().toBuffer();
    const res = await upload(app, jpeg.subarray(0, Math.floor(jpeg.length / 2)), {
      filename: 'cut.jpg',
      contentType: 'image/jpeg',
    });
    expect(res.statusCode).toBe(415);
  });

  it('refuses a decompression bomb: a tiny PNG declaring 20000×20000 (413)', async () => {
    // A real solid-colour PNG whose header then declares 20000×20000 (CRC fixed, so it parses):
    // 400 megapixels to decode from a few hundred bytes.
    const bomb = await solid(16, 16).png().toBuffer();
    bomb.writeUInt32BE(20000, 16);
    bomb.writeUInt32BE(20000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 20000,
      height: 20000,
    });
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const res = await upload(app, bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/megapixels/);
  });

  it('refuses a file over 5 MB (413) and a request without a file (400)', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    const res = await upload(app, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');

    const noFile = multipart({ upload_preset: 'tuitionhub' });
    const empty = await app.inject({ method: 'POST', url: '/api/uploads', ...noFile });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please select an image to upload.');

    const json = await app.inject({ method: 'POST', url: '/api/uploads', payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('leaves no file behind for a refused upload', async () => {
    const before = (await allUploads(app)).length;
    await upload(app, Buffer.from('not an image'));
    expect((await allUploads(app)).length).toBe(before);
  });

  it('deletes a replaced profile photo and its record', async () => {
    const student = await createStudent(app);
    const first = (await upload(app, await solid(50, 50).png().toBuffer())).json().url as string;
    const second = (await upload(app, await solid(60, 60).png().toBuffer())).json().url as string;
    const set = (photo: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/user/update/${student.id}`,
        headers: student.headers,
        payload: { photo },
      });
    expect((await set(first)).statusCode).toBe(200);
    expect((await set(second)).statusCode).toBe(200);
    expect(await stored(app, first)).toBeNull();
    expect(await stored(app, second)).not.toBeNull();
    expect((await app.inject(first)).statusCode).toBe(404);
    expect((await app.inject(second)).statusCode).toBe(200);
    const row = await uploadOf(app, second);
    expect(row!.ownerId).toBe(student.id);
  });

  it('deletes the photo with the account that owns it', async () => {
    const tutor = await createTutor(app);
    const photo = (await upload(app, await solid(40, 40).png().toBuffer())).json().url as string;
    const set = await app.inject({
      method: 'PUT',
      url: `/api/user/update/${tutor.id}`,
      headers: tutor.headers,
      payload: { photo },
    });
    expect(set.statusCode).toBe(200);
    expect((await app.inject(photo)).statusCode).toBe(200);
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/tutors/delete/${tutor.id}`,
      headers: tutor.headers,
    });
    expect(gone.statusCode).toBe(200);
    expect(await stored(app, photo)).toBeNull();
    expect(await uploadOf(app, photo)).toBeUndefined();
    expect((await app.inject(photo)).statusCode).toBe(404);
  });

  it('answers 404 in the error model for unknown files and names that are not a stored file', async () => {
    for (const url of [
      '/uploads/AAAAAAAAAAAAAAAAAAAAAAAA.webp',
      '/uploads/seed/nobody.webp',
      '/uploads/',
      '/uploads/..%2F..%2Fpackage.json',
      '/uploads/seed/..%2F..%2Fdb%2FPG_VERSION',
      '/uploads/..%5C..%5Cpackage.json',
      '/uploads/x.webp%00.png',
      '/uploads/photo.svg',
      '/uploads/.hidden.webp',
      '/uploads//etc/passwd',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    // Dot segments are resolved before routing: these leave /uploads/ and reach no file either.
    for (const url of [
      '/uploads/../package.json',
      '/uploads/%2e%2e/%2e%2e/package.json',
      '/uploads/seed/../../../../etc/passwd',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toMatch(/"name"|root:/);
    }
  });
});

describe.each(providers)('uploads: orphan sweep ($provider)', async ({ env }) => {
  const app = await createTestApp(await env());

  it('deletes uploads no account took within a day, and keeps profile photos', async () => {
    const png = await solid(30, 30).png().toBuffer();
    const orphan = (await upload(app, png)).json().url as string;
    const kept = (await upload(app, png)).json().url as string;
    const fresh = (await upload(app, png)).json().url as string;
    const student = await createStudent(app);
    await app.inject({
      method: 'PUT',
      url: `/api/user/update/${student.id}`,
      headers: student.headers,
      payload: { photo: kept },
    });
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    for (const url of [orphan, kept]) {
      await backdateUpload(app, url, dayAgo);
    }
    expect(await sweepOrphanUploads({ db: app.db, storage: app.storage })).toBe(1);
    expect(await stored(app, orphan)).toBeNull();
    expect(await stored(app, kept)).not.toBeNull();
    expect(await stored(app, fresh)).not.toBeNull();
    expect((await app.inject(orphan)).statusCode).toBe(404);
    expect((await app.inject(kept)).statusCode).toBe(200);
    expect(await uploadOf(app, orphan)).toBeUndefined();
  });
});

describe('uploads: rate limit', async () => {
  const app = await createTestApp({ UPLOAD_MAX_PER_HOUR: '2' });

  it('allows UPLOAD_MAX_PER_HOUR uploads per IP, then 429 with Retry-After', async () => {
    const png = await solid(20, 20).png().toBuffer();
    expect((await upload(app, png, { ip: '10.5.0.1' })).statusCode).toBe(201);
    expect((await upload(app, png, { ip: '10.5.0.1' })).statusCode).toBe(201);
    const limited = await upload(app, png, { ip: '10.5.0.1' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload(app, png, { ip: '10.5.0.2' })).statusCode).toBe(201);
  });
});
