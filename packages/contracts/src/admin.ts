import { z } from 'zod';
import { idSchema, paginationQuery, text } from './common.ts';
import { entityTypes } from './roles.ts';
import { userSchema } from './users.ts';

/**
 * Contracts of the admin domain (api.md "Admin"). Every admin answer is an allow-list: a user row
 * for the admin carries e-mail, role and join date, never a password or its hash.
 */

/**
 * `id` and `adminId` are what older clients send (the spec's `GET /users?id=`, `DELETE …?adminId=`).
 * They are accepted so those clients keep working and ignored: only the session decides who is admin.
 */
const legacyIds = {
  id: text('id').max(200).optional(),
  adminId: text('adminId').max(200).optional(),
};

export const adminListQuery = paginationQuery.extend({
  /** Name or e-mail, case-insensitive, part of a word is enough. */
  q: text('Search').trim().max(200).optional(),
  ...legacyIds,
});
export type AdminListQuery = z.infer<typeof adminListQuery>;

export const adminLegacyQuery = z.object(legacyIds);

export const adminUserSchema = userSchema;
export type AdminUser = z.infer<typeof adminUserSchema>;

const page = { total: z.number(), page: z.number(), pageSize: z.number() };

export const adminUsersResponse = z.object({ users: z.array(adminUserSchema), ...page });
export const adminTutorsResponse = z.object({ tutors: z.array(adminUserSchema), ...page });
export const adminCentersResponse = z.object({ tuitionCenters: z.array(adminUserSchema), ...page });
export const adminStudentsResponse = z.object({ students: z.array(adminUserSchema), ...page });
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;
export type AdminTutorsResponse = z.infer<typeof adminTutorsResponse>;
export type AdminCentersResponse = z.infer<typeof adminCentersResponse>;
export type AdminStudentsResponse = z.infer<typeof adminStudentsResponse>;

/** GET /api/user/all: the spec's `{ users }` (same admin-only rule), newest first. */
export const adminAllUsersResponse = z.object({ users: z.array(adminUserSchema) });

export const adminContactMessageSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;
export const adminMessagesResponse = z.object({ messages: z.array(adminContactMessageSchema), ...page });

export const adminSubscriberSchema = z.object({ _id: idSchema, email: z.string(), createdAt: z.string() });
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;
export const adminSubscribersResponse = z.object({ subscribers: z.array(adminSubscriberSchema), ...page });

export const adminEnquirySchema = z.object({
  _id: idSchema,
  entityType: z.enum(entityTypes),
  entityId: idSchema,
  /** The tutor's or center's current name. */
  entityName: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type AdminEnquiry = z.infer<typeof adminEnquirySchema>;
export const adminEnquiriesResponse = z.object({ enquiries: z.array(adminEnquirySchema), ...page });

const paymentStatuses = ['pending', 'paid', 'rejected', 'refunded'] as const;
export const adminPaymentSchema = z.object({
  _id: idSchema,
  /** Null once the paying account was deleted; `name` keeps the books readable. */
  userId: idSchema.nullable(),
  name: z.string(),
  email: z.string().nullable(),
  amount: z.number(),
  /** Whole rupees refunded so far (`refunded` once it reaches `amount`). */
  refundedAmount: z.number(),
  status: z.enum(paymentStatuses),
  provider: z.string(),
  paymentIntentId: z.string(),
  createdAt: z.string(),
  items: z.array(
    z.object({ tutorId: idSchema.nullable(), tutorName: z.string(), subject: z.string(), fee: z.number() }),
  ),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const adminPaymentsResponse = z.object({ payments: z.array(adminPaymentSchema), ...page });

export const adminAuditEntrySchema = z.object({
  _id: idSchema,
  actorId: idSchema.nullable(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
export const adminAuditResponse = z.object({ entries: z.array(adminAuditEntrySchema), ...page });

/** GET /api/admin/users/:id — everything the admin detail views show about one account. */
export const adminUserDetailResponse = z.object({
  user: adminUserSchema,
  /** Newest 50 payments made by this account or including this tutor. */
  payments: z.array(adminPaymentSchema),
  /** Newest 50 enquiries sent to this tutor or center. */
  enquiries: z.array(adminEnquirySchema),
  counts: z.object({
    payments: z.number(),
    enquiries: z.number(),
    reviewsWritten: z.number(),
    reviewsReceived: z.number(),
    watchlistItems: z.number(),
  }),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailResponse>;

export const adminDeleteResponse = z.object({ success: z.literal(true), message: z.string() });
