import { ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { containsPattern, type PageInput } from '../../lib/paging.ts';
import { findPage } from '../../lib/query-repository.ts';

/** Who did it. The e-mail is copied so the entry stays readable after the actor's account is gone. */
export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditEvent {
  actor: AuditActor;
  /** A verb-noun name, e.g. `user.delete`, `payment.status`, `tutor.update`. */
  action: string;
  /** `user`, `tutor`, `center`, `payment`, … */
  targetType?: string | undefined;
  targetId?: string | undefined;
  /** What changed, for a human reading the log (no secrets, no password hashes). */
  details?: Record<string, unknown> | undefined;
}

/**
 * Records one admin write in audit_log. Pass the transaction doing the write so the entry exists
 * exactly when the change does.
 */
export async function recordAudit(db: DbOrTx, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({
    actorId: event.actor.id,
    actorEmail: event.actor.email,
    action: event.action,
    targetType: event.targetType ?? null,
    targetId: event.targetId ?? null,
    details: event.details ?? null,
  });
}

/**
 * The audit log, newest first; `q` matches the actor's e-mail, the action, the target id, or the
 * name/e-mail recorded in the details (so a deleted account can still be found).
 */
export async function findAuditEntries(db: DbOrTx, input: PageInput) {
  const pat = containsPattern(input.q);
  const where: SQL | undefined = pat
    ? or(
        ilike(auditLog.actorEmail, pat),
        ilike(auditLog.action, pat),
        ilike(auditLog.targetId, pat),
        sql`${auditLog.details}->>'name' ilike ${pat}`,
        sql`${auditLog.details}->>'email' ilike ${pat}`,
      )
    : undefined;
  return findPage(db, db.select().from(auditLog).where(where).$dynamic(), auditLog, input);
}
