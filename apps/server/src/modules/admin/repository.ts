import { and, asc, desc, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  auditLog,
  centerCourses,
  centerProfiles,
  contactMessages,
  type DbRole,
  enquiries,
  newsletterSubscribers,
  paymentItems,
  payments,
  reviews,
  tutorProfiles,
  tutorSubjects,
  users,
  watchlistItems,
} from '../../db/schema/index.ts';

export interface PageInput {
  page: number;
  limit: number;
  /** Free text: matched as a case-insensitive substring. */
  q?: string | undefined;
}

/** `q` as an ILIKE pattern that matches it literally anywhere (%, _ and \ escaped). */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const offset = (p: PageInput) => (p.page - 1) * p.limit;
const pattern = (p: PageInput) => (p.q ? containsPattern(p.q) : null);

export interface AccountRow {
  id: string;
  name: string;
  email: string;
  role: DbRole;
  photo: string;
  profileInfo: string | null;
  createdAt: Date;
  bio: string | null;
  availability: 'Morning' | 'Afternoon' | 'Evening' | null;
  tutorRatings: number | null;
  tutorReviewCount: number | null;
  location: string | null;
  description: string | null;
  contactNumber: string | null;
  centerRatings: number | null;
  centerReviewCount: number | null;
  /** Subjects (tutor) or courses (center) with their fees, alphabetical. */
  fees: { name: string; fee: number }[];
}

const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  photo: users.photo,
  profileInfo: users.profileInfo,
  createdAt: users.createdAt,
  bio: tutorProfiles.bio,
  availability: tutorProfiles.availability,
  tutorRatings: tutorProfiles.ratings,
  tutorReviewCount: tutorProfiles.reviewCount,
  location: centerProfiles.location,
  description: centerProfiles.description,
  contactNumber: centerProfiles.contactNumber,
  centerRatings: centerProfiles.ratings,
  centerReviewCount: centerProfiles.reviewCount,
};

async function attachFees(db: DbOrTx, rows: Omit<AccountRow, 'fees'>[]): Promise<AccountRow[]> {
  const tutorIds = rows.filter((r) => r.role === 'tutor').map((r) => r.id);
  const centerIds = rows.filter((r) => r.role === 'center').map((r) => r.id);
  const [subjects, courses] = await Promise.all([
    tutorIds.length
      ? db
          .select({ ownerId: tutorSubjects.tutorId, name: tutorSubjects.subject, fee: tutorSubjects.fee })
          .from(tutorSubjects)
          .where(inArray(tutorSubjects.tutorId, tutorIds))
          .orderBy(asc(tutorSubjects.subject))
      : [],
    centerIds.length
      ? db
          .select({ ownerId: centerCourses.centerId, name: centerCourses.course, fee: centerCourses.fee })
          .from(centerCourses)
          .where(inArray(centerCourses.centerId, centerIds))
          .orderBy(asc(centerCourses.course))
      : [],
  ]);
  const byOwner = new Map<string, { name: string; fee: number }[]>();
  for (const f of [...subjects, ...courses]) {
    const list = byOwner.get(f.ownerId) ?? [];
    list.push({ name: f.name, fee: f.fee });
    byOwner.set(f.ownerId, list);
  }
  return rows.map((r) => ({ ...r, fees: byOwner.get(r.id) ?? [] }));
}

/** Accounts, newest first, optionally of one role and matching `q` in name or e-mail. */
export async function findAccounts(
  db: DbOrTx,
  input: PageInput & { role?: DbRole | undefined },
): Promise<{ rows: AccountRow[]; total: number }> {
  const pat = pattern(input);
  const where = and(
    input.role ? eq(users.role, input.role) : undefined,
    pat ? or(ilike(users.name, pat), ilike(users.email, pat)) : undefined,
  );
  const query = db
    .select(accountColumns)
    .from(users)
    .leftJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
    .leftJoin(centerProfiles, eq(centerProfiles.userId, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(input.limit)
    .offset(offset(input));
  const [rows, total] = await Promise.all([query, db.$count(users, where)]);
  return { rows: await attachFees(db, rows), total };
}

export async function getAccount(db: DbOrTx, id: string): Promise<AccountRow | null> {
  const rows = await db
    .select(accountColumns)
    .from(users)
    .leftJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
    .leftJoin(centerProfiles, eq(centerProfiles.userId, users.id))
    .where(eq(users.id, id));
  const [row] = await attachFees(db, rows);
  return row ?? null;
}

export async function countAccountActivity(db: DbOrTx, id: string) {
  const [written, received, watchlist] = await Promise.all([
    db.$count(reviews, eq(reviews.userId, id)),
    db.$count(reviews, eq(reviews.entityId, id)),
    db.$count(watchlistItems, or(eq(watchlistItems.userId, id), eq(watchlistItems.tutorId, id))),
  ]);
  return { reviewsWritten: written, reviewsReceived: received, watchlistItems: watchlist };
}

export async function findContactMessages(db: DbOrTx, input: PageInput) {
  const pat = pattern(input);
  const where = pat ? or(ilike(contactMessages.name, pat), ilike(contactMessages.email, pat)) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(input.limit)
      .offset(offset(input)),
    db.$count(contactMessages, where),
  ]);
  return { rows, total };
}

export async function findSubscribers(db: DbOrTx, input: PageInput) {
  const pat = pattern(input);
  const where = pat ? ilike(newsletterSubscribers.email, pat) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(input.limit)
      .offset(offset(input)),
    db.$count(newsletterSubscribers, where),
  ]);
  return { rows, total };
}

/** Enquiries with the addressed tutor's/center's name; `q` matches sender name/e-mail or that name. */
export async function findEnquiries(db: DbOrTx, input: PageInput & { entityId?: string }) {
  const pat = pattern(input);
  const where = and(
    input.entityId ? eq(enquiries.entityId, input.entityId) : undefined,
    pat ? or(ilike(enquiries.name, pat), ilike(enquiries.email, pat), ilike(users.name, pat)) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: enquiries.id,
        entityType: enquiries.entityType,
        entityId: enquiries.entityId,
        entityName: users.name,
        name: enquiries.name,
        email: enquiries.email,
        message: enquiries.message,
        createdAt: enquiries.createdAt,
      })
      .from(enquiries)
      .innerJoin(users, eq(users.id, enquiries.entityId))
      .where(where)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(input.limit)
      .offset(offset(input)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(enquiries)
      .innerJoin(users, eq(users.id, enquiries.entityId))
      .where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

export interface PaymentRow {
  id: string;
  userId: string | null;
  name: string;
  email: string | null;
  amount: number;
  status: 'pending' | 'paid' | 'rejected';
  provider: string;
  paymentIntentId: string;
  createdAt: Date;
  items: { tutorId: string | null; tutorName: string; subject: string; fee: number }[];
}

/**
 * Payments with their items, newest first; `q` matches the payer's name or e-mail.
 * `involving`: only payments made by that account or including that tutor.
 */
export async function findPayments(
  db: DbOrTx,
  input: PageInput & { involving?: string },
): Promise<{ rows: PaymentRow[]; total: number }> {
  const pat = pattern(input);
  const involving = input.involving;
  const where = and(
    involving
      ? or(
          eq(payments.userId, involving),
          exists(
            db
              .select({ one: sql`1` })
              .from(paymentItems)
              .where(and(eq(paymentItems.paymentId, payments.id), eq(paymentItems.tutorId, involving))),
          ),
        )
      : undefined,
    pat ? or(ilike(payments.name, pat), ilike(users.email, pat)) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: payments.id,
        userId: payments.userId,
        name: payments.name,
        email: users.email,
        amount: payments.amount,
        status: payments.status,
        provider: payments.provider,
        paymentIntentId: payments.paymentIntentId,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .leftJoin(users, eq(users.id, payments.userId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(input.limit)
      .offset(offset(input)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(payments)
      .leftJoin(users, eq(users.id, payments.userId))
      .where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const items = ids.length
    ? await db
        .select({
          paymentId: paymentItems.paymentId,
          tutorId: paymentItems.tutorId,
          tutorName: paymentItems.tutorName,
          subject: paymentItems.subject,
          fee: paymentItems.fee,
        })
        .from(paymentItems)
        .where(inArray(paymentItems.paymentId, ids))
        .orderBy(asc(paymentItems.tutorName), asc(paymentItems.subject))
    : [];
  return {
    rows: rows.map((r) => ({
      ...r,
      items: items.filter((i) => i.paymentId === r.id).map(({ paymentId: _, ...item }) => item),
    })),
    total: Number(count?.total ?? 0),
  };
}

/**
 * The audit log, newest first; `q` matches the actor's e-mail, the action, the target id, or the
 * name/e-mail recorded in the details (so a deleted account can still be found).
 */
export async function findAuditEntries(db: DbOrTx, input: PageInput) {
  const pat = pattern(input);
  const where: SQL | undefined = pat
    ? or(
        ilike(auditLog.actorEmail, pat),
        ilike(auditLog.action, pat),
        ilike(auditLog.targetId, pat),
        sql`${auditLog.details}->>'name' ilike ${pat}`,
        sql`${auditLog.details}->>'email' ilike ${pat}`,
      )
    : undefined;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(input.limit)
      .offset(offset(input)),
    db.$count(auditLog, where),
  ]);
  return { rows, total };
}
