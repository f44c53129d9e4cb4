import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { outboxEmails } from '../db/schema/index.ts';

export type OutboxMail = typeof outboxEmails.$inferSelect;
type OutboxChanges = Partial<
  Pick<OutboxMail, 'status' | 'attempts' | 'sentAt' | 'lastError' | 'nextAttemptAt'>
>;

export async function insertOutboxMail(
  db: DbOrTx,
  mail: Pick<OutboxMail, 'to' | 'subject' | 'textBody' | 'htmlBody'> &
    Partial<Pick<OutboxMail, 'attachments'>>,
): Promise<void> {
  await db.insert(outboxEmails).values(mail);
}

/**
 * Claims up to `limit` due mails with SKIP LOCKED and pushes their next attempt to `leaseUntil`, so
 * several app instances can run the worker without sending a mail twice; a crash mid-send retries
 * after the lease.
 */
export async function claimDueMail(
  db: DbOrTx,
  now: Date,
  limit: number,
  leaseUntil: Date,
): Promise<OutboxMail[]> {
  const due = db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.status, 'pending'), lte(outboxEmails.nextAttemptAt, now)))
    .orderBy(outboxEmails.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outboxEmails)
    .set({ nextAttemptAt: leaseUntil })
    .where(inArray(outboxEmails.id, due))
    .returning();
}

export async function updateOutboxMail(db: DbOrTx, id: string, changes: OutboxChanges): Promise<void> {
  await db.update(outboxEmails).set(changes).where(eq(outboxEmails.id, id));
}

/** Mails for a recipient (or all), newest first — for tests and the admin. */
export async function findOutbox(db: DbOrTx, to?: string): Promise<OutboxMail[]> {
  return db
    .select()
    .from(outboxEmails)
    .where(to ? eq(outboxEmails.to, to) : undefined)
    .orderBy(desc(outboxEmails.createdAt));
}
