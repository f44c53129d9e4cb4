import type { AdminAuditEntry, AdminUserDetail, Role } from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { type PageInput, paged, wireRow } from '../../lib/paging.ts';
import { dbRole } from '../../lib/roles.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { type AuditActor, findAuditEntries } from '../audit/repository.ts';
import { findEnquiries } from '../messages/repository.ts';
import { findPayments } from '../payments/repository.ts';
import { deleteAccount } from '../users/delete-account.ts';
import { findAccounts, loadUser } from '../users/repository.ts';
import { countAccountActivity, findContactMessages, findSubscribers } from './repository.ts';

/** Accounts newest first, of every role or of one, under the list key its route answers with. */
export const listAccounts = async <K extends string>(db: Db, key: K, input: PageInput, role?: Role) =>
  paged(key, input, await findAccounts(db, { ...input, role: role ? dbRole(role) : undefined }));

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

export const listContactMessages = async (db: Db, input: PageInput) =>
  paged('messages', input, await findContactMessages(db, input));

export const listSubscribers = async (db: Db, input: PageInput) =>
  paged('subscribers', input, await findSubscribers(db, input));

export const listEnquiries = async (db: Db, input: PageInput) =>
  paged('enquiries', input, await findEnquiries(db, input));

export const listPayments = async (db: Db, input: PageInput) =>
  paged('payments', input, await findPayments(db, input));

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const listAuditEntries = async (db: Db, input: PageInput) => {
  const { rows, total } = await findAuditEntries(db, input);
  const entries = rows.map(
    (r): AdminAuditEntry => ({
      ...wireRow(r),
      details: isRecord(r.details) ? r.details : null,
    }),
  );
  return paged('entries', input, { rows: entries, total });
};

/**
 * An admin deletes an account (any role) with everything hanging on it; recorded in the audit log.
 * An admin may not delete itself (it would lock itself out mid-request); the last admin is kept (409).
 */
export async function deleteUserAsAdmin(
  deps: { db: Db; storage: StorageProvider },
  actor: AuditActor,
  targetId: string,
): Promise<{ success: true; message: string }> {
  if (targetId === actor.id) throw forbidden('You cannot delete your own admin account');
  const deleted = await deleteAccount(deps, targetId, { audit: { actor, action: 'user.delete' } });
  if (!deleted) throw notFound('User not found');
  return { success: true, message: 'User deleted successfully' };
}
