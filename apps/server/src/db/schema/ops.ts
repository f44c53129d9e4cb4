import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './types.ts';
import { users } from './users.ts';

/** A file attached to a mail: small text content (an `.ics` invitation), stored with the mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Every e-mail goes through here first; the outbox worker delivers it (SMTP) with retries and backoff. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Files sent with the mail (e.g. a demo's `.ics` invitation); null when none. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    /** pending → sent, or failed after the last attempt; `logged` when no SMTP is configured. */
    status: text('status', { enum: ['pending', 'sent', 'failed', 'logged'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_status_next_idx').on(t.status, t.nextAttemptAt)],
);

/** Fixed-window counters for rate limits and login lockouts (used when REDIS_URL is not set). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/** Files written by POST /api/uploads; `ownerId` is set once an account uses the file as its photo. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileName: text('file_name').notNull().unique(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId)],
);
