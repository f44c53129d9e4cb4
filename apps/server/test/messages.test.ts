import { describe, expect, it } from 'vitest';
import { findOutbox } from '../src/providers/mail-repository.ts';
import { createTestApp } from './helpers/app.ts';
import { type Actor, createAdmin, createCenter, createStudent, createTutor } from './helpers/factories.ts';
import {
  contactMessageCount,
  contactMessagesNamed,
  enquiriesAbout,
  subscribersCalled,
} from './helpers/message-rows.ts';

let ipSeq = 1;
/** Each test speaks from its own address so the per-IP limits of one test never bleed into another. */
const nextIp = () => `10.0.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

describe('contact, enquiries and newsletter', async () => {
  const app = await createTestApp({ OFFICE_EMAIL: 'office@tuitionhub.test' });

  const post = (url: string, payload: Record<string, unknown>, remoteAddress = nextIp()) =>
    app.inject({ method: 'POST', url, payload, remoteAddress });

  describe('POST /api/contact', () => {
    it('refuses missing or blank fields with "All fields are mandatory" and stores nothing', async () => {
      const before = await contactMessageCount(app);
      const ip = nextIp();
      for (const body of [
        {},
        { name: 'Asha', email: 'asha@example.test' },
        { name: '  ', email: 'asha@example.test', message: 'Hello' },
        { name: 'Asha', email: '', message: 'Hello' },
        { name: 'Asha', email: 'asha@example.test', message: '\n \t' },
      ]) {
        const res = await post('/api/contact', body, ip);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          success: false,
          code: 'VALIDATION_ERROR',
          message: 'All fields are mandatory',
        });
      }
      const after = await contactMessageCount(app);
      expect(after).toBe(before);
    });

    it('refuses an invalid address', async () => {
      const res = await post('/api/contact', { name: 'Asha', email: 'not-an-address', message: 'Hi' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter a valid email address');
    });

    it('stores the message and queues a mail to the office with the sender to reply to', async () => {
      const res = await post('/api/contact', {
        name: 'Ravi Kumar',
        email: 'Ravi@Example.test ',
        message: 'Do you have Physics tutors in Pune?',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ success: true, message: 'Email sent Successfully' });
      const rows = await contactMessagesNamed(app, 'Ravi Kumar');
      expect(rows).toEqual([
        { name: 'Ravi Kumar', email: 'ravi@example.test', message: 'Do you have Physics tutors in Pune?' },
      ]);
      const [mail] = await findOutbox(app.db, 'office@tuitionhub.test');
      expect(mail).toMatchObject({ status: 'pending', subject: 'Contact form: message from Ravi Kumar' });
      expect(mail!.textBody).toContain('Reply to: ravi@example.test');
      expect(mail!.textBody).toContain('Do you have Physics tutors in Pune?');
      expect(mail!.textBody).toContain('TuitionHub');
      expect(mail!.htmlBody).toContain('TuitionHub');
    });

    it('keeps markup inert in the HTML mail', async () => {
      await post('/api/contact', {
        name: 'Mallory',
        email: 'mallory@example.test',
        message: '<script>alert(1)</script>',
      });
      const mail = (await findOutbox(app.db, 'office@tuitionhub.test')).find((m) =>
        m.subject.includes('Mallory'),
      )!;
      expect(mail.htmlBody).not.toContain('<script>');
      expect(mail.htmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.textBody).toContain('<script>alert(1)</script>');
    });
  });

  describe('POST /api/enquiries', () => {
    it('stores the enquiry for the tutor and mails the tutor, never showing the address to the sender', async () => {
      const tutor = await createTutor(app, { name: 'Meera Iyer', email: 'meera.private@example.test' });
      const res = await post('/api/enquiries', {
        entityType: 'Tutor',
        entityId: tutor.id,
        name: 'Parent One',
        email: 'parent.one@example.test',
        message: 'Are you free on weekday evenings?',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ success: true, message: 'Email sent Successfully' });
      expect(res.body).not.toContain('meera.private');

      const rows = await enquiriesAbout(app, tutor.id);
      expect(rows).toEqual([{ entity_type: 'Tutor', name: 'Parent One', email: 'parent.one@example.test' }]);
      const mails = await findOutbox(app.db, 'meera.private@example.test');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('New enquiry from Parent One on TuitionHub');
      expect(mails[0]!.textBody).toContain('Reply to: parent.one@example.test');
      expect(mails[0]!.textBody).toContain('Are you free on weekday evenings?');
    });

    it('reaches a tuition center too', async () => {
      const center = await createCenter(app, { email: 'center.private@example.test' });
      const res = await post('/api/enquiries', {
        entityType: 'TuitionCenter',
        entityId: center.id,
        name: 'Student',
        email: 'student@example.test',
        message: 'Fees for IIT-JEE?',
      });
      expect(res.statusCode).toBe(201);
      expect(await findOutbox(app.db, 'center.private@example.test')).toHaveLength(1);
    });

    it('answers 404 for an unknown tutor or a center addressed as a tutor, and validates the fields', async () => {
      const center = await createCenter(app);
      const base = { name: 'A', email: 'a@example.test', message: 'Hi' };
      const unknown = await post('/api/enquiries', {
        ...base,
        entityType: 'Tutor',
        entityId: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.statusCode).toBe(404);
      expect(
        (await post('/api/enquiries', { ...base, entityType: 'Tutor', entityId: center.id })).statusCode,
      ).toBe(404);
      const blank = await post('/api/enquiries', {
        ...base,
        message: ' ',
        entityType: 'TuitionCenter',
        entityId: center.id,
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe('All fields are mandatory');
      expect(await findOutbox(app.db, center.email)).toHaveLength(0);
    });
  });

  describe('GET /api/enquiries', () => {
    it('shows a tutor or center only its own enquiries, newest first; the admin sees all', async () => {
      const a = await createTutor(app);
      const b = await createTutor(app);
      const c = await createCenter(app);
      const send = (to: Actor, type: string, message: string) =>
        post('/api/enquiries', {
          entityType: type,
          entityId: to.id,
          name: 'P',
          email: 'p@example.test',
          message,
        });
      await send(a, 'Tutor', 'for A one');
      await send(b, 'Tutor', 'for B');
      await send(a, 'Tutor', 'for A two');
      await send(c, 'TuitionCenter', 'for C');

      const read = (actor: Actor | null, qs = '') =>
        app.inject({ url: `/api/enquiries${qs}`, ...(actor ? { headers: actor.headers } : {}) });
      const ofA = (await read(a)).json();
      expect(ofA.enquiries.map((e: { message: string }) => e.message)).toEqual(['for A two', 'for A one']);
      expect(ofA).toMatchObject({ total: 2, page: 1, pageSize: 12 });
      expect(ofA.enquiries[0]).toMatchObject({
        entityType: 'Tutor',
        entityId: a.id,
        name: 'P',
        email: 'p@example.test',
        createdAt: expect.any(String),
      });
      expect((await read(b)).json().enquiries.map((e: { message: string }) => e.message)).toEqual(['for B']);
      expect((await read(c)).json().enquiries.map((e: { message: string }) => e.message)).toEqual(['for C']);

      const paged = (await read(a, '?limit=1&page=2')).json();
      expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
      expect(paged.enquiries.map((e: { message: string }) => e.message)).toEqual(['for A one']);

      const all = (await read(await createAdmin(app), '?limit=100')).json();
      const messages = all.enquiries.map((e: { message: string }) => e.message);
      expect(messages).toEqual(expect.arrayContaining(['for A one', 'for A two', 'for B', 'for C']));
      expect(messages.indexOf('for C')).toBeLessThan(messages.indexOf('for A one'));

      expect((await read(await createStudent(app))).statusCode).toBe(403);
      expect((await read(null)).statusCode).toBe(401);
    });
  });

  describe('POST /api/newsletter', () => {
    it('subscribes once (201), answers a repeat with 200 and never stores a duplicate', async () => {
      const first = await post('/api/newsletter', { email: 'Reader@Example.test' });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ success: true, message: "Thanks! You're subscribed." });
      const again = await post('/api/newsletter', { email: '  reader@example.TEST ' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ success: true, message: "You're already subscribed." });
      const rows = await subscribersCalled(app, 'reader@example.test');
      expect(rows).toEqual([{ email: 'reader@example.test' }]);
    });

    it('refuses a missing or invalid address', async () => {
      for (const body of [{}, { email: '' }, { email: 'nope' }]) {
        const res = await post('/api/newsletter', body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Please enter a valid email address');
      }
    });
  });
});

describe('rate limits of the public forms', async () => {
  const app = await createTestApp({
    CONTACT_MAX_PER_HOUR: '3',
    ENQUIRY_MAX_PER_HOUR: '3',
    NEWSLETTER_MAX_PER_HOUR: '3',
  });

  it('answers 429 with Retry-After past the hourly limit per IP, per form', async () => {
    const tutor = await createTutor(app);
    const forms = [
      ['/api/contact', () => ({ name: 'A', email: 'a@example.test', message: 'Hi' })],
      [
        '/api/enquiries',
        () => ({
          entityType: 'Tutor',
          entityId: tutor.id,
          name: 'A',
          email: 'a@example.test',
          message: 'Hi',
        }),
      ],
      ['/api/newsletter', () => ({ email: `r${Math.random()}@example.test` })],
    ] as const;
    for (const [url, body] of forms) {
      for (let i = 0; i < 3; i++) {
        const ok = await app.inject({ method: 'POST', url, payload: body(), remoteAddress: '192.0.2.7' });
        expect(ok.statusCode, url).toBe(201);
      }
      const limited = await app.inject({ method: 'POST', url, payload: body(), remoteAddress: '192.0.2.7' });
      expect(limited.statusCode, url).toBe(429);
      expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
      // Another address is not affected.
      const other = await app.inject({ method: 'POST', url, payload: body(), remoteAddress: '192.0.2.8' });
      expect(other.statusCode, url).toBe(201);
    }
    const stored = await contactMessageCount(app);
    expect(stored).toBe(4);
  });

  it('counts a whole IPv6 /64 as one client (rotating addresses inside it does not help)', async () => {
    const send = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'A', email: 'a@example.test', message: 'Hi' },
        remoteAddress,
      });
    for (const suffix of ['1', '2', 'abcd:1'])
      expect((await send(`2001:db8:7:7::${suffix}`)).statusCode).toBe(201);
    expect((await send('2001:db8:7:7:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    expect((await send('2001:db8:7:8::1')).statusCode).toBe(201);
  });
});
