import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { backoffMs } from '../src/providers/mail.ts';
import { findOutbox } from '../src/providers/mail-repository.ts';
import { createTestApp } from './helpers/app.ts';
import { createTutor } from './helpers/factories.ts';
import { contactMessageCount } from './helpers/message-rows.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** Decodes the quoted-printable body nodemailer may use, so assertions read plain text. */
const decodeQp = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** A real SMTP server on 127.0.0.1 (STARTTLS off: its bundled certificate is expired). */
async function startSmtp(opts: { port?: number; rejectRcpt?: boolean } = {}) {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (opts.rejectRcpt) {
        const err = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return callback(err);
      }
      callback();
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: decodeQp(Buffer.concat(chunks).toString('latin1')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { inbox, port, close };
}

const contact = {
  name: 'Kavya Rao',
  email: 'kavya@example.test',
  message: 'Please call me about Chemistry tuition for class XI.',
};

describe('mail delivery over real SMTP', async () => {
  const smtp = await startSmtp();
  afterAll(() => smtp.close());
  const app = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    OFFICE_EMAIL: 'office@tuitionhub.test',
    MAIL_FROM: 'TuitionHub <no-reply@tuitionhub.test>',
  });

  it('delivers a contact message to the office inbox', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/contact', payload: contact });
    expect(res.statusCode).toBe(201);
    expect(await app.mailer.processOutbox()).toBeGreaterThanOrEqual(1);

    const mail = smtp.inbox.find((m) => m.raw.includes('Kavya Rao'))!;
    expect(mail.to).toEqual(['office@tuitionhub.test']);
    expect(mail.from).toBe('no-reply@tuitionhub.test');
    expect(mail.raw).toMatch(/^Subject: Contact form: message from Kavya Rao$/m);
    expect(mail.raw).toContain('Please call me about Chemistry tuition for class XI.');
    expect(mail.raw).toContain('Reply to: kavya@example.test');
    expect(mail.raw).toContain('text/html');
    const [row] = await findOutbox(app.db, 'office@tuitionhub.test');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it("delivers an enquiry to the tutor's own address", async () => {
    const tutor = await createTutor(app, { name: 'Arjun Mehta', email: 'arjun.mehta@example.test' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: {
        entityType: 'Tutor',
        entityId: tutor.id,
        name: 'Neha',
        email: 'neha@example.test',
        message: 'Maths for class X?',
      },
    });
    expect(res.statusCode).toBe(201);
    await app.mailer.processOutbox();
    const mail = smtp.inbox.find((m) => m.raw.includes('Maths for class X?'))!;
    expect(mail.to).toEqual(['arjun.mehta@example.test']);
    expect(mail.raw).toMatch(/^Subject: New enquiry from Neha on TuitionHub$/m);
    expect(mail.raw).toContain('Hello Arjun Mehta');
    expect(mail.raw).toContain('Reply to: neha@example.test');
  });
});

describe('mail while the SMTP server is down', async () => {
  // Take a free port, then free it again: nothing listens there until the test starts a server.
  const probe = await startSmtp();
  const port = probe.port;
  await probe.close();
  const app = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    OFFICE_EMAIL: 'office@tuitionhub.test',
  });

  it('keeps the message and retries with backoff until the server is back', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/contact', payload: contact });
    expect(res.statusCode).toBe(201);
    const start = Date.now();
    await app.mailer.processOutbox();

    expect(await contactMessageCount(app, contact.email)).toBe(1);
    const [waiting] = await findOutbox(app.db, 'office@tuitionhub.test');
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.lastError).toBeTruthy();
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(start + backoffMs(1) - 1000);

    const smtp = await startSmtp({ port });
    try {
      // Not due yet: nothing is tried before the backoff has passed.
      await app.mailer.processOutbox();
      expect(smtp.inbox).toHaveLength(0);

      await app.mailer.processOutbox(new Date(Date.now() + backoffMs(1) + 1000));
      expect(smtp.inbox).toHaveLength(1);
      expect(smtp.inbox[0]!.to).toEqual(['office@tuitionhub.test']);
      expect(smtp.inbox[0]!.raw).toContain(contact.message);
      const [sent] = await findOutbox(app.db, 'office@tuitionhub.test');
      expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await smtp.close();
    }
  });
});

describe('mail refused for good by the SMTP server', async () => {
  const smtp = await startSmtp({ rejectRcpt: true });
  afterAll(() => smtp.close());
  const app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });

  it('marks a permanently refused mail failed instead of retrying it', async () => {
    await app.mailer.send({ to: 'gone@example.test', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });
    await app.mailer.processOutbox();
    const [row] = await findOutbox(app.db, 'gone@example.test');
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toContain('Mailbox unavailable');
  });
});

describe('mail without SMTP configured', async () => {
  const app = await createTestApp();

  it('logs the mail and marks it logged (development mode)', async () => {
    await app.mailer.send({
      to: 'dev@example.test',
      subject: 'Line one\r\nBcc: injected@example.test',
      text: 'Hi',
      html: '<p>Hi</p>',
    });
    await app.mailer.processOutbox();
    const [row] = await findOutbox(app.db, 'dev@example.test');
    expect(row).toMatchObject({ status: 'logged', attempts: 1 });
    expect(row!.subject).toBe('Line one Bcc: injected@example.test');
  });
});
