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
import { dbRole, wireRole } from '../../lib/roles.ts';
import { deleteAccount } from '../users/delete-account.ts';
import type { AuditActor } from './audit.ts';
import {
  type AccountRow,
  countAccountActivity,
  findAccounts,
  findAuditEntries,
  findContactMessages,
  findEnquiries,
  findPayments,
  findSubscribers,
  getAccount,
  type PageInput,
  type PaymentRow,
} from './repository.ts';

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

const paged = <R, T>(input: PageInput, result: { rows: R[]; total: number }, map: (r: R) => T): Paged<T> => ({
  items: result.rows.map(map),
  total: result.total,
  page: input.page,
  pageSize: input.limit,
});

/** An account as the admin sees it: e-mail, wire role, join date and the role's profile; never a hash. */
export function toAdminUser(row: AccountRow): AdminUser {
  const user: AdminUser = {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: wireRole(row.role),
    photo: row.photo,
    profileInfo: row.profileInfo,
    createdAt: row.createdAt.toISOString(),
  };
  const fees = Object.fromEntries(row.fees.map((f) => [f.name, f.fee]));
  const names = row.fees.map((f) => f.name);
  if (row.role === 'tutor' && row.availability) {
    Object.assign(user, {
      bio: row.bio ?? '',
      availability: row.availability,
      subjects: names,
      fees,
      ratings: row.tutorRatings ?? 0,
      reviewCount: row.tutorReviewCount ?? 0,
    });
  }
  if (row.role === 'center' && row.location !== null) {
    Object.assign(user, {
      location: row.location,
      description: row.description ?? '',
      contactNumber: row.contactNumber ?? '',
      courses: names,
      fees,
      ratings: row.centerRatings ?? 0,
      reviewCount: row.centerReviewCount ?? 0,
    });
  }
  return user;
}

const toPayment = (r: PaymentRow): AdminPayment => ({
  _id: r.id,
  userId: r.userId,
  name: r.name,
  email: r.email,
  amount: r.amount,
  status: r.status,
  provider: r.provider,
  paymentIntentId: r.paymentIntentId,
  createdAt: r.createdAt.toISOString(),
  items: r.items,
});

type EnquiryRow = Awaited<ReturnType<typeof findEnquiries>>['rows'][number];
const toEnquiry = (r: EnquiryRow): AdminEnquiry => ({
  _id: r.id,
  entityType: r.entityType,
  entityId: r.entityId,
  entityName: r.entityName,
  name: r.name,
  email: r.email,
  message: r.message,
  createdAt: r.createdAt.toISOString(),
});

export async function listAccounts(db: Db, input: PageInput & { role?: Role }): Promise<Paged<AdminUser>> {
  const result = await findAccounts(db, { ...input, role: input.role ? dbRole(input.role) : undefined });
  return paged(input, result, toAdminUser);
}

export async function getAccountDetail(db: Db, id: string): Promise<AdminUserDetail> {
  const row = await getAccount(db, id);
  if (!row) throw notFound('User not found');
  const first = { page: 1, limit: 50 };
  const [payments, enquiries, activity] = await Promise.all([
    findPayments(db, { ...first, involving: id }),
    findEnquiries(db, { ...first, entityId: id }),
    countAccountActivity(db, id),
  ]);
  return {
    user: toAdminUser(row),
    payments: payments.rows.map(toPayment),
    enquiries: enquiries.rows.map(toEnquiry),
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
  return paged(input, await findEnquiries(db, input), toEnquiry);
}

export async function listPayments(db: Db, input: PageInput): Promise<Paged<AdminPayment>> {
  return paged(input, await findPayments(db, input), toPayment);
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

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

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
