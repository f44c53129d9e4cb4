import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, DbOrTx } from '../db/client.ts';
import type { MailAttachment } from '../db/schema/index.ts';
import { claimDueMail, insertOutboxMail, type OutboxMail, updateOutboxMail } from './mail-repository.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Small files sent with it (a demo's `.ics` invitation), stored in the outbox row. */
  attachments?: MailAttachment[];
}

export interface Mailer {
  /**
   * Stores the mail in the outbox. Pass the caller's transaction so the mail is kept exactly when
   * the caller's own rows are (then call `wake()` after the commit); without one it wakes the worker itself.
   */
  send(mail: Mail, tx?: DbOrTx): Promise<void>;
  /** Asks the running worker (if any) to deliver due mail now rather than at its next tick. */
  wake(): void;
  /** Delivers every due mail now; returns how many were handled. Used by the worker and by tests. */
  processOutbox(now?: Date): Promise<number>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export const MAX_MAIL_ATTEMPTS = 8;
/** 30 s, 1 min, 2 min … capped at 1 h. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

/** Mails claimed per round, and how long a claim keeps other instances off them (worst case per mail ~50 s). */
const BATCH = 10;
const LEASE_MS = 10 * 60_000;
const MAX_PER_RUN = 200;

/** SMTP replies 5xx are permanent (unknown mailbox, refused content): retrying cannot help. */
const isPermanent = (err: unknown) => {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * SMTP_URL is nodemailer's connection URL: `smtp://user:pass@host:587` (STARTTLS when offered),
 * `smtps://…:465` (TLS from the start). Query options are passed through, e.g. `?ignoreTLS=true`
 * for a server whose STARTTLS is broken (local test servers only).
 */
function createTransport(smtpUrl: string, from: string): Transporter {
  return nodemailer.createTransport(
    {
      url: smtpUrl,
      // Fail fast so one dead server cannot hold the worker (nodemailer's defaults are minutes).
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from },
  );
}

export function createMailer(opts: {
  db: Db;
  smtpUrl?: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { db, log } = opts;
  const transport: Transporter | null = opts.smtpUrl ? createTransport(opts.smtpUrl, opts.from) : null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;

  async function deliverOne(mail: OutboxMail, now: Date): Promise<void> {
    const attempts = mail.attempts + 1;
    if (!transport) {
      // No SMTP configured: the log is the mailbox (development, demos).
      log.info(
        { to: mail.to, subject: mail.subject, text: mail.textBody },
        'mail (no SMTP_URL: logged, not sent)',
      );
      await updateOutboxMail(db, mail.id, { status: 'logged', attempts, sentAt: now });
      return;
    }
    try {
      await transport.sendMail({
        from: opts.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      });
      await updateOutboxMail(db, mail.id, { status: 'sent', attempts, sentAt: new Date(), lastError: null });
    } catch (err) {
      const failed = attempts >= MAX_MAIL_ATTEMPTS || isPermanent(err);
      log.warn({ err, to: mail.to, attempts }, failed ? 'mail failed for good' : 'mail failed, will retry');
      await updateOutboxMail(db, mail.id, {
        attempts,
        status: failed ? 'failed' : 'pending',
        lastError: String((err as Error).message).slice(0, 500),
        nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
      });
    }
  }

  async function deliver(now: Date): Promise<number> {
    let handled = 0;
    while (handled < MAX_PER_RUN) {
      const batch = await claimDueMail(db, now, BATCH, new Date(now.getTime() + LEASE_MS));
      if (batch.length === 0) break;
      batch.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      for (const mail of batch) await deliverOne(mail, now);
      handled += batch.length;
    }
    return handled;
  }

  const runInBackground = () =>
    void mailer.processOutbox().catch((err) => log.error({ err }, 'outbox run failed'));

  const mailer: Mailer = {
    async send(mail, tx) {
      await insertOutboxMail(tx ?? db, {
        to: mail.to,
        // Header injection guard: a subject is one line whatever the template put in it.
        subject: mail.subject.replace(/[\r\n\t]+/g, ' ').slice(0, 250),
        textBody: mail.text,
        htmlBody: mail.html,
        attachments: mail.attachments?.length ? mail.attachments : null,
      });
      if (!tx) mailer.wake();
    },
    wake() {
      if (timer) setImmediate(runInBackground);
    },
    processOutbox(now = new Date()) {
      // One run at a time per process; a second caller waits for the same run.
      running ??= deliver(now).finally(() => {
        running = null;
      });
      return running;
    },
    start(intervalMs) {
      if (!transport) log.warn('SMTP_URL is not set: e-mails are written to the log, not sent');
      timer = setInterval(runInBackground, intervalMs);
      timer.unref();
      runInBackground();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
      transport?.close();
    },
  };
  return mailer;
}
