import type {
  AdminAuditEntry,
  AdminContactMessage,
  AdminEnquiry,
  AdminPayment,
  AdminSubscriber,
  AdminUser,
  AdminUserDetail,
  Role,
} from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { type Paged, type PageInput, paged } from '../../lib/paging.ts';
import { dbRole } from '../../lib/roles.ts';
import { type AuditActor, findAuditEntries } from '../audit/repository.ts';
import { findEnquiries } from '../messages/repository.ts';
import { findPayments } from '../payments/repository.ts';
import { deleteAccount } from '../users/delete-account.ts';
import { findAccounts, loadUser } from '../users/repository.ts';
import { countAccountActivity, findContactMessages, findSubscribers } from './repository.ts';

const same = <T>(row: T) => row;
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export async function listAccounts(db: Db, input: PageInput & { role?: Role }): Promise<Paged<AdminUser>> {
  const result = await findAccounts(db, { ...input, role: input.role ? dbRole(input.role) : undefined });
  return paged(input, result, same);
}

export async function getAccountDetail(db: Db, id: string): Promise<AdminUserDetail> {
  const user = await loadUser(db, id);
  if (!user) throw notFound('User not found');
  const first = { page: 1, limit: 50 };
  const [payments, enquiries, activity] = await Promise.all([
    findPayments(db, { ...first, involving: id }),
    findEnquiries(db, { ...first, to: id }),
    countAccountActivity(db, id),
  ]);
  return {
    user,
    payments: payments.rows,
    enquiries: enquiries.rows,
    counts: { payments: payments.total, enquiries: enquiries.total, ...activity },
  };
}

export async function listContactMessages(db: Db, input: PageInput): Promise<Paged<AdminContactMessage>> {
  return paged(input, await findContactMessages(db, input), (r) => ({
    _id: r.id,
    name: r.name,
    email: r.email,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function listSubscribers(db: Db, input: PageInput): Promise<Paged<AdminSubscriber>> {
  return paged(input, await findSubscribers(db, input), (r) => ({
    _id: r.id,
    email: r.email,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function listEnquiries(db: Db, input: PageInput): Promise<Paged<AdminEnquiry>> {
  return paged(input, await findEnquiries(db, input), same);
}

export async function listPayments(db: Db, input: PageInput): Promise<Paged<AdminPayment>> {
  return paged(input, await findPayments(db, input), same);
}

export async function listAuditEntries(db: Db, input: PageInput): Promise<Paged<AdminAuditEntry>> {
  return paged(input, await findAuditEntries(db, input), (r) => ({
    _id: r.id,
    actorId: r.actorId,
    actorEmail: r.actorEmail,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    details: isRecord(r.details) ? r.details : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * An admin deletes an account (any role) with everything hanging on it; recorded in the audit log.
 * An admin may not delete itself (it would lock itself out mid-request); the last admin is kept (409).
 */
export async function deleteUserAsAdmin(
  deps: { db: Db; uploadsDir: string },
  actor: AuditActor,
  targetId: string,
): Promise<{ success: true; message: string }> {
  if (targetId === actor.id) throw forbidden('You cannot delete your own admin account');
  const deleted = await deleteAccount(deps, targetId, { audit: { actor, action: 'user.delete' } });
  if (!deleted) throw notFound('User not found');
  return { success: true, message: 'User deleted successfully' };
}
