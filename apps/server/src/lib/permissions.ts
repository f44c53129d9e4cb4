import type { DbRole } from '../db/schema/index.ts';
import { forbidden } from './app-error.ts';

/** Who is acting: the session's user (never a field of the request). */
export interface Actor {
  id: string;
  email: string;
  role: DbRole;
}

/** An admin changing someone else's account is written to audit_log (the admin's own edits are not). */
export const auditedAdmin = (actor: Actor, targetId: string): { id: string; email: string } | null =>
  actor.role === 'admin' && actor.id !== targetId ? { id: actor.id, email: actor.email } : null;

/** The account's owner or an admin. */
export const canManage = (actor: Actor, userId: string): boolean =>
  actor.id === userId || actor.role === 'admin';

export function assertCanManage(actor: Actor, userId: string): void {
  if (!canManage(actor, userId)) throw forbidden();
}
