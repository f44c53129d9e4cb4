import { existsSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { seedCatalogue } from '../src/db/seed/catalogue.ts';
import { createTestApp, createTestInstances } from './helpers/app.ts';
import { createStudent } from './helpers/factories.ts';
import { startLocalS3 } from './helpers/s3.ts';
import { solid, stored, upload } from './helpers/uploads.ts';

const png = () => solid(64, 48).png().toBuffer();
const quiet = { info: () => undefined };

describe('two instances on one database with different DATA_DIRs and the s3 provider', async () => {
  const s3 = await startLocalS3();
  const [one, two] = await createTestInstances([s3.env, s3.env]);

  it('serves a photo uploaded through one instance from the other', async () => {
    expect(one!.config.DATA_DIR).not.toBe(two!.config.DATA_DIR);
    const res = await upload(one!, await png());
    expect(res.statusCode).toBe(201);
    const url = res.json().url as string;
    const fromOne = await one!.inject(url);
    const fromTwo = await two!.inject(url);
    expect(fromTwo.statusCode).toBe(200);
    expect(fromTwo.headers['content-type']).toBe('image/webp');
    expect(fromTwo.rawPayload.equals(fromOne.rawPayload)).toBe(true);
    // Nothing went to either instance's local disk: the bucket holds it, with its content type.
    for (const app of [one!, two!]) {
      expect(existsSync(path.join(app.config.uploadsDir, url.replace('/uploads/', '')))).toBe(false);
    }
    const raw = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const object = await raw.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: url.replace('/uploads/', '') }),
    );
    expect(object.ContentType).toBe('image/webp');
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(fromOne.rawPayload)).toBe(true);
    raw.destroy();
  });

  it('lets an account on the other instance take the photo, and deletes it everywhere when replaced', async () => {
    const student = await createStudent(two!);
    const first = (await upload(one!, await png())).json().url as string;
    const second = (await upload(two!, await png())).json().url as string;
    const set = (photo: string) =>
      two!.inject({
        method: 'PUT',
        url: `/api/user/update/${student.id}`,
        headers: student.headers,
        payload: { photo },
      });
    expect((await set(first)).statusCode).toBe(200);
    expect((await set(second)).statusCode).toBe(200);
    expect((await one!.inject(first)).statusCode).toBe(404);
    expect((await two!.inject(first)).statusCode).toBe(404);
    expect((await one!.inject(second)).statusCode).toBe(200);
  });

  it('serves seed pictures written by the instance that seeded from every instance', async () => {
    await seedCatalogue(one!.db, { tutors: 2, centers: 1, storage: one!.storage, log: quiet });
    const tutors = (await two!.inject('/api/tutors/all-tutors')).json().tutors as { photo: string }[];
    expect(tutors.length).toBeGreaterThan(0);
    for (const { photo } of tutors) {
      expect(photo).toMatch(/^\/uploads\/seed\/[a-z0-9-]+\.webp$/);
      const res = await two!.inject(photo);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(existsSync(path.join(two!.config.uploadsDir, photo.replace('/uploads/', '')))).toBe(false);
    }
  });
});

describe('two instances with the disk provider and different DATA_DIRs', async () => {
  const [one, two] = await createTestInstances([{}, {}]);

  it('do not share uploads (why several instances need s3 or one shared DATA_DIR)', async () => {
    const url = (await upload(one!, await png())).json().url as string;
    expect((await one!.inject(url)).statusCode).toBe(200);
    expect((await two!.inject(url)).statusCode).toBe(404);
  });
});

describe('an unreachable object store', async () => {
  const s3 = await startLocalS3();
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await createTestApp({ ...s3.env, LOG_LEVEL: 'info' }, { logStream });

  it('answers uploads and photo reads with a quick 503, logs why without secrets, and recovers', async () => {
    const before = (await upload(app, await png())).json().url as string;
    await s3.stop();

    const started = performance.now();
    const refused = await upload(app, await png());
    expect(performance.now() - started).toBeLessThan(3000);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    const read = await app.inject(before);
    expect(read.statusCode).toBe(503);
    expect(read.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });

    const logged = lines.map((l) => JSON.parse(l)).filter((l) => l.dependency === 's3');
    expect(logged.map((l) => l.op)).toEqual(expect.arrayContaining(['put', 'get']));
    expect(logged.every((l) => l.msg === 'object storage unavailable')).toBe(true);
    expect(lines.join('')).not.toContain(s3.env.S3_SECRET_ACCESS_KEY);

    await s3.start();
    expect((await upload(app, await png())).statusCode).toBe(201);
    expect((await app.inject(before)).statusCode).toBe(200);
  });
});

describe('S3_PUBLIC_URL', async () => {
  const s3 = await startLocalS3();
  const app = await createTestApp({ ...s3.env, S3_PUBLIC_URL: 'https://cdn.example.test/photos/' });

  it('redirects /uploads/<file> to the public address and lets the CSP load images from there', async () => {
    const url = (await upload(app, await png())).json().url as string;
    expect(url).toMatch(/^\/uploads\/[A-Za-z0-9_-]+\.webp$/);
    const res = await app.inject(url);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`https://cdn.example.test/photos/${url.replace('/uploads/', '')}`);
    expect(String(res.headers['content-security-policy'])).toMatch(
      /img-src 'self' data: blob: https:\/\/cdn\.example\.test/,
    );
    // The object is in the bucket all the same (the CDN reads it from there).
    expect(await stored(app, url)).not.toBeNull();
    // A name that is not a stored file's is never redirected.
    for (const bad of ['/uploads/..%2F..%2Fsecret.webp', '/uploads/photo.svg']) {
      const r = await app.inject(bad);
      expect(r.statusCode, bad).toBe(404);
      expect(r.headers.location).toBeUndefined();
    }
  });
});

describe('storage configuration', () => {
  it('defaults to disk under DATA_DIR/uploads', () => {
    const c = loadConfig({ DATA_DIR: '/srv/th' });
    expect(c.STORAGE_PROVIDER).toBe('disk');
    expect(c.uploadsDir).toBe('/srv/th/uploads');
  });

  it('refuses s3 without a bucket, half a key pair, and non-HTTP URLs, naming the variable', () => {
    expect(() => loadConfig({ STORAGE_PROVIDER: 's3' })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE_PROVIDER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ STORAGE_PROVIDER: 'ftp' })).toThrow(/STORAGE_PROVIDER/);
    expect(() => loadConfig({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/S3_PUBLIC_URL/);
    expect(() => loadConfig({ S3_ENDPOINT: 'file:///etc' })).toThrow(/S3_ENDPOINT/);
    expect(loadConfig({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'tuitionhub-uploads' }).S3_REGION).toBe(
      'us-east-1',
    );
  });
});
