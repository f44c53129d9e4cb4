import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { apiErrorSchema } from '@tuitionhub/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { createStudent, createTutor } from './helpers/factories.ts';

/** Every line the app logs, as text, to check that no personal data or SQL reaches the log. */
const logged: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logged.push(String(chunk));
    done();
  },
});

describe('hardening: bad input gets a clear 4xx in the error model', async () => {
  const app = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
  const student = await createStudent(app, { email: 'asha.parent@example.test' });
  const tutor = await createTutor(app, { subjects: { Mathematics: 500 } });

  const expectErrorModel = (body: string) => {
    expect(apiErrorSchema.safeParse(JSON.parse(body)).success, body).toBe(true);
  };

  describe('NUL and other control characters in free text are 400 VALIDATION_ERROR naming the field', () => {
    // A lone surrogate cannot travel in a URL (it decodes to U+FFFD); it is tried in JSON below.
    const controls = ['\u0000', '\u0007', '\u001b', '\u007f'];
    it.each([
      ['/api/tutors/all-tutors', 'q'],
      ['/api/tutors/all-tutors', 'subject'],
      ['/api/tuition-centers/all', 'q'],
      ['/api/tuition-centers/all', 'course'],
      ['/api/tutors/search', 'name'],
      ['/api/search', 'q'],
    ])('GET %s?%s=…', async (url, field) => {
      for (const c of controls) {
        const res = await app.inject({ url, query: { [field]: `maths${c}` } });
        expect(res.statusCode, `${field}=${JSON.stringify(c)}`).toBe(400);
        expect(res.json()).toMatchObject({
          success: false,
          code: 'VALIDATION_ERROR',
          errors: [{ path: field }],
        });
      }
    });

    it.each([
      ['/api/contact', 'name'],
      ['/api/contact', 'message'],
      ['/api/enquiries', 'name'],
      ['/api/enquiries', 'message'],
    ])('POST %s with a NUL in %s', async (url, field) => {
      const body = {
        name: 'Asha',
        email: 'asha.parent@example.test',
        message: 'Hello',
        entityType: 'Tutor',
        entityId: tutor.id,
        [field]: 'Hi\u0000there',
      };
      const res = await app.inject({ method: 'POST', url, payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ path: field }] });
    });

    it('POST /api/reviews/create and PUT /api/watchlist/:tutorId with a NUL', async () => {
      const review = await app.inject({
        method: 'POST',
        url: '/api/reviews/create',
        headers: student.headers,
        payload: {
          reviewText: 'Good\u0000',
          rating: 5,
          reviewedEntityId: tutor.id,
          reviewedEntityType: 'Tutor',
        },
      });
      expect(review.statusCode).toBe(400);
      expect(review.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ path: 'reviewText' }] });
      const watch = await app.inject({
        method: 'PUT',
        url: `/api/watchlist/${tutor.id}`,
        headers: student.headers,
        payload: { subject: 'Math\u0000ematics' },
      });
      expect(watch.statusCode).toBe(400);
      expect(watch.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ path: 'subject' }] });
    });

    it('a lone surrogate in JSON text is refused too', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/reviews/create',
        headers: { ...student.headers, 'content-type': 'application/json' },
        payload: `{"reviewText":"Good \\ud800","rating":5,"reviewedEntityId":"${tutor.id}","reviewedEntityType":"Tutor"}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ path: 'reviewText' }] });
    });

    it('keeps tab and line breaks in a message', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Asha', email: 'asha.parent@example.test', message: 'Line one\r\n\tLine two' },
      });
      expect(res.statusCode).toBe(201);
    });

    it('logs no e-mail address and no SQL for refused requests', async () => {
      await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Asha\u0000', email: 'asha.parent@example.test', message: 'x' },
      });
      const all = logged.join('');
      expect(all).toContain('/api/contact'); // the log is captured…
      expect(all).not.toContain('asha.parent@example.test'); // …and holds no address
      expect(all).not.toMatch(/\bselect\b.+\bfrom\b|\binsert into\b/i);
    });
  });

  describe('malformed multipart is 400 BAD_REQUEST', () => {
    it.each(['/api/user/register', '/api/uploads'])('%s', async (url) => {
      const broken = await app.inject({
        method: 'POST',
        url,
        headers: { ...student.headers, 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nbroken',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
      const noBoundary = await app.inject({
        method: 'POST',
        url,
        headers: { ...student.headers, 'content-type': 'multipart/form-data' },
        payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
      });
      expect(noBoundary.statusCode).toBe(400);
      expect(noBoundary.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    });
  });

  describe('router-level errors answer in the error model', () => {
    it.each(['%zz', '%ED%A0%80', '%C0%AE', '%'])('bad percent-encoding in an id: %s', async (bad) => {
      const res = await app.inject(`/api/tutors/get-tutor/${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
      expectErrorModel(res.body);
    });

    it('a path parameter over 100 characters is 414 in the error model', async () => {
      const res = await app.inject(`/api/tutors/get-tutor/${'a'.repeat(150)}`);
      expect(res.statusCode).toBe(414);
      expect(res.json()).toMatchObject({ success: false, code: 'URI_TOO_LONG' });
      expectErrorModel(res.body);
    });
  });

  it('an address over 16 KB is 431 in the error model (Node refuses it before Fastify)', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect({ port: Number(port), host: '127.0.0.1' }, () => {
        socket.write(`GET /api/search?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      });
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk;
      });
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expectErrorModel(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(answer).toContain('"code":"HEADERS_TOO_LARGE"');
  });

  it('reviews of one tutor written at once keep its stored mean equal to its reviews (PostgreSQL race)', async () => {
    const rated = await createTutor(app);
    const authors = await Promise.all(Array.from({ length: 12 }, () => createStudent(app)));
    const answers = await Promise.all(
      authors.map((author, i) =>
        app.inject({
          method: 'POST',
          url: '/api/reviews/create',
          headers: author.headers,
          payload: {
            reviewText: 'Good',
            rating: (i % 5) + 1,
            reviewedEntityId: rated.id,
            reviewedEntityType: 'Tutor',
          },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(201));
    const ratings = authors.map((_, i) => (i % 5) + 1);
    const mean = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
    const card = (await app.inject(`/api/tutors/get-tutor/${rated.id}`)).json();
    expect({ ratings: card.ratings, reviewCount: card.reviewCount }).toEqual({
      ratings: mean,
      reviewCount: 12,
    });
  });

  describe('smaller defects', () => {
    it('DELETE /api/watchlist/<unknown id> is 404', async () => {
      const res = await app.inject({
        method: 'DELETE',
        url: '/api/watchlist/00000000-0000-4000-8000-000000000000',
        headers: student.headers,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    });

    it('JSON in a charset other than UTF-8 is 415', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/json; charset=utf-16' },
        payload: Buffer.from(JSON.stringify({ email: 'a@b.c', password: 'x' }), 'utf16le'),
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
      const utf8 = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/json; charset=UTF-8' },
        payload: JSON.stringify({ email: 'nobody@example.test', password: 'wrong password' }),
      });
      expect(utf8.statusCode).toBe(401);
    });

    it.each(['\u200b', ' \u00ad\ufeff ', '\u2060\n'])(
      'a review of only invisible characters (%j) is empty',
      async (only) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/reviews/create',
          headers: student.headers,
          payload: { reviewText: only, rating: 4, reviewedEntityId: tutor.id, reviewedEntityType: 'Tutor' },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message: 'Comment cannot be empty' });
      },
    );

    it('a name of only invisible characters is required', async () => {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/user/update/${student.id}`,
        headers: student.headers,
        payload: { name: '\u200b\u200b' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: [{ path: 'name', message: 'Name is required' }] });
    });
  });

  describe('request bodies in an encoding the server does not read (found by the hostile-input suite)', () => {
    it.each(['x-unknown', 'gzip, gzip', 'compress'])(
      'Content-Encoding: %s is 415 UNSUPPORTED_MEDIA_TYPE, its code matching its status',
      async (encoding) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/user/login',
          headers: { 'content-type': 'application/json', 'content-encoding': encoding },
          payload: JSON.stringify({ email: 'nobody@example.test', password: 'wrong password' }),
        });
        expect(res.statusCode).toBe(415);
        expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
        expectErrorModel(res.body);
      },
    );

    it('a gzip body that does not inflate is 400 and a gzip bomb is 413, both in the error model', async () => {
      const broken = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload: '{"email":"not gzip"}',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
      const bomb = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload: gzipSync(Buffer.alloc(3 * 1024 * 1024)),
      });
      expect(bomb.statusCode).toBe(413);
      expect(bomb.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    });
  });
});
