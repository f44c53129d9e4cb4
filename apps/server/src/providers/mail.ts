import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outboxEmails } from '../db/schema/index.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Stores the mail in the outbox (inside the caller's work, so nothing is lost) and wakes the worker. */
  send(mail: Mail): Promise<void>;
  /** Delivers every due mail now; returns how many were handled. Used by the worker and by tests. */
  processOutbox(now?: Date): Promise<number>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export const MAX_MAIL_ATTEMPTS = 8;
/** 30 s, 1 min, 2 min … capped at 1 h. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

export function createMailer(opts: {
  db: Db;
  smtpUrl?: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { db, log } = opts;
  const transport: Transporter | null = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl, { from: opts.from })
    : null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;

  async function deliver(now: Date): Promise<number> {
    const due = await db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.status, 'pending'), lte(outboxEmails.nextAttemptAt, now)))
      .orderBy(outboxEmails.createdAt)
      .limit(50);
    for (const mail of due) {
      if (!transport) {
        // No SMTP configured: the log is the mailbox (development, demos).
        log.info(
          { to: mail.to, subject: mail.subject, text: mail.textBody },
          'mail (no SMTP_URL: logged, not sent)',
        );
        await db
          .update(outboxEmails)
          .set({ status: 'logged', attempts: mail.attempts + 1, sentAt: now })
          .where(eq(outboxEmails.id, mail.id));
        continue;
      }
      try {
        await transport.sendMail({
          from: opts.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
        });
        await db
          .update(outboxEmails)
          .set({ status: 'sent', attempts: mail.attempts + 1, sentAt: new Date(), lastError: null })
          .where(eq(outboxEmails.id, mail.id));
      } catch (err) {
        const attempts = mail.attempts + 1;
        const failed = attempts >= MAX_MAIL_ATTEMPTS;
        log.warn({ err, to: mail.to, attempts }, failed ? 'mail failed for good' : 'mail failed, will retry');
        await db
          .update(outboxEmails)
          .set({
            attempts,
            status: failed ? 'failed' : 'pending',
            lastError: String((err as Error).message).slice(0, 500),
            nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
          })
          .where(eq(outboxEmails.id, mail.id));
      }
    }
    return due.length;
  }

  const mailer: Mailer = {
    async send(mail) {
      await db
        .insert(outboxEmails)
        .values({ to: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html });
      if (timer)
        setImmediate(
          () => void mailer.processOutbox().catch((err) => log.error({ err }, 'outbox run failed')),
        );
    },
    processOutbox(now = new Date()) {
      // One run at a time per process; a second caller waits for the same run.
      running ??= deliver(now).finally(() => {
        running = null;
      });
      return running;
    },
    start(intervalMs) {
      timer = setInterval(
        () => void mailer.processOutbox().catch((err) => log.error({ err }, 'outbox run failed')),
        intervalMs,
      );
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      transport?.close();
    },
  };
  return mailer;
}

/** Pending mails for a recipient, newest first — for tests and the admin. */
export async function findOutbox(db: Db, to?: string) {
  return db
    .select()
    .from(outboxEmails)
    .where(to ? eq(outboxEmails.to, to) : sql`true`)
    .orderBy(sql`${outboxEmails.createdAt} desc`);
}
