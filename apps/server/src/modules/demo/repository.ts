import type { DemoMode, DemoStatus, EntityType } from '@tuitionhub/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import {
  centerCourses,
  centerProfiles,
  conversationMessages,
  conversations,
  demoAvailability,
  demoBookings,
  tutorProfiles,
  tutorSubjects,
  users,
} from '../../db/schema/index.ts';
import { pageOffset } from '../../lib/paging.ts';
import type { WeeklySlot } from './slots.ts';

export type BookingRow = typeof demoBookings.$inferSelect;

/** A booking with both parties' names and addresses (the service decides who sees what). */
export interface BookingView extends BookingRow {
  entityName: string;
  entityEmail: string;
  studentName: string;
  studentEmail: string;
}

const activeStatuses = ['requested', 'confirmed'] as const;

export async function findWeeklySlots(db: DbOrTx, ownerId: string): Promise<WeeklySlot[]> {
  return db
    .select({
      weekday: demoAvailability.weekday,
      startMinute: demoAvailability.startMinute,
      endMinute: demoAvailability.endMinute,
      mode: demoAvailability.mode,
    })
    .from(demoAvailability)
    .where(eq(demoAvailability.ownerId, ownerId))
    .orderBy(asc(demoAvailability.weekday), asc(demoAvailability.startMinute));
}

/** Weekly patterns of many owners at once (replacement tutors). */
export async function findWeeklySlotsOf(db: DbOrTx, ownerIds: string[]): Promise<Map<string, WeeklySlot[]>> {
  const out = new Map<string, WeeklySlot[]>();
  if (ownerIds.length === 0) return out;
  const rows = await db
    .select({
      ownerId: demoAvailability.ownerId,
      weekday: demoAvailability.weekday,
      startMinute: demoAvailability.startMinute,
      endMinute: demoAvailability.endMinute,
      mode: demoAvailability.mode,
    })
    .from(demoAvailability)
    .where(inArray(demoAvailability.ownerId, ownerIds));
  for (const { ownerId, ...slot } of rows) out.set(ownerId, [...(out.get(ownerId) ?? []), slot]);
  return out;
}

/** Replaces the owner's whole weekly pattern in one statement pair (call inside a transaction). */
export async function replaceWeeklySlots(
  db: DbOrTx,
  owner: { id: string; entityType: EntityType },
  slots: WeeklySlot[],
): Promise<void> {
  await db.delete(demoAvailability).where(eq(demoAvailability.ownerId, owner.id));
  if (slots.length)
    await db
      .insert(demoAvailability)
      .values(slots.map((s) => ({ ...s, ownerId: owner.id, entityType: owner.entityType })));
}

/** Starts held by active bookings of these owners from `from` on. */
export async function findTakenStarts(
  db: DbOrTx,
  ownerIds: string[],
  from: Date,
): Promise<Map<string, Date[]>> {
  const out = new Map<string, Date[]>();
  if (ownerIds.length === 0) return out;
  const rows = await db
    .select({ entityId: demoBookings.entityId, startAt: demoBookings.startAt })
    .from(demoBookings)
    .where(
      and(
        inArray(demoBookings.entityId, ownerIds),
        inArray(demoBookings.status, activeStatuses),
        gt(demoBookings.startAt, from),
      ),
    );
  for (const r of rows) out.set(r.entityId, [...(out.get(r.entityId) ?? []), r.startAt]);
  return out;
}

/** Locks the student's account row so two concurrent requests count its open bookings one after the other. */
export async function lockStudent(db: DbOrTx, studentId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, studentId)).for('update');
}

export async function countActiveOfStudent(db: DbOrTx, studentId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(demoBookings)
    .where(and(eq(demoBookings.studentId, studentId), inArray(demoBookings.status, activeStatuses)));
  return row?.n ?? 0;
}

export async function insertBooking(
  db: DbOrTx,
  input: {
    entityType: EntityType;
    entityId: string;
    studentId: string;
    startAt: Date;
    endAt: Date;
    mode: DemoMode;
    subject: string;
    note: string | null;
    address: string | null;
  },
): Promise<string> {
  const [row] = await db.insert(demoBookings).values(input).returning({ id: demoBookings.id });
  return row!.id;
}

const entity = alias(users, 'entity');
const student = alias(users, 'student');
const viewColumns = {
  booking: demoBookings,
  entityName: entity.name,
  entityEmail: entity.email,
  studentName: student.name,
  studentEmail: student.email,
};
const viewRow = (r: {
  booking: BookingRow;
  entityName: string;
  entityEmail: string;
  studentName: string;
  studentEmail: string;
}): BookingView => ({
  ...r.booking,
  entityName: r.entityName,
  entityEmail: r.entityEmail,
  studentName: r.studentName,
  studentEmail: r.studentEmail,
});
const viewQuery = (db: DbOrTx) =>
  db
    .select(viewColumns)
    .from(demoBookings)
    .innerJoin(entity, eq(entity.id, demoBookings.entityId))
    .innerJoin(student, eq(student.id, demoBookings.studentId));

/** One booking with its parties; `lock` holds the row for a status change. */
export async function findBooking(db: DbOrTx, id: string, lock = false): Promise<BookingView | null> {
  const q = viewQuery(db).where(eq(demoBookings.id, id));
  const [row] = await (lock ? q.for('update', { of: demoBookings }) : q);
  return row ? viewRow(row) : null;
}

/** Bookings newest first: of a student, of a tutor/center, or all (admin); `status` filters. */
export async function findBookings(
  db: DbOrTx,
  input: {
    page: number;
    limit: number;
    status?: DemoStatus | undefined;
    studentId?: string;
    entityId?: string;
  },
): Promise<{ rows: BookingView[]; total: number }> {
  const where = and(
    input.studentId ? eq(demoBookings.studentId, input.studentId) : undefined,
    input.entityId ? eq(demoBookings.entityId, input.entityId) : undefined,
    input.status ? eq(demoBookings.status, input.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    viewQuery(db)
      .where(where)
      .orderBy(desc(demoBookings.startAt), desc(demoBookings.id))
      .limit(input.limit)
      .offset(pageOffset(input)),
    db.select({ n: count() }).from(demoBookings).where(where),
  ]);
  return { rows: rows.map(viewRow), total: total?.n ?? 0 };
}

export async function updateBooking(
  db: DbOrTx,
  id: string,
  changes: Partial<
    Pick<BookingRow, 'status' | 'reason' | 'respondedAt' | 'liked' | 'comment' | 'remindedAt'>
  >,
): Promise<void> {
  await db.update(demoBookings).set(changes).where(eq(demoBookings.id, id));
}

/** Request and answer times of an entity's answers since `since`: its answered demo requests and its first replies in threads a student started. */
export async function findAnswersSince(
  db: DbOrTx,
  entityId: string,
  since: Date,
): Promise<{ requestedAt: Date; answeredAt: Date }[]> {
  const rows = await queryRows<{ requestedAt: Date; answeredAt: Date }>(
    db,
    sql`select b.created_at as "requestedAt", b.responded_at as "answeredAt" from ${demoBookings} b
        where b.entity_id = ${entityId} and b.responded_at is not null and b.responded_at >= ${since.toISOString()}::timestamptz
      union all
      select (select min(m.created_at) from ${conversationMessages} m
              where m.conversation_id = c.id and m.sender_id = c.student_id),
        c.first_reply_at from ${conversations} c
        where c.entity_id = ${entityId} and c.first_reply_at is not null and c.first_reply_at >= ${since.toISOString()}::timestamptz`,
  );
  return rows.map((r) => ({ requestedAt: new Date(r.requestedAt), answeredAt: new Date(r.answeredAt) }));
}

/** How many of each kind of request the unanswered-in-a-row check reads (it needs the newest 3 decided). */
const RECENT_REQUESTS = 10;

/**
 * A profile's newest requests, each with when it came and when it was first answered (null if never):
 * demo requests (those the student cancelled before an answer aside) and threads a student started.
 */
export async function findRecentRequests(
  db: DbOrTx,
  entityId: string,
): Promise<{ requestedAt: Date; answeredAt: Date | null }[]> {
  const rows = await queryRows<{ requestedAt: Date; answeredAt: Date | null }>(
    db,
    sql`(select b.created_at as "requestedAt", b.responded_at as "answeredAt" from ${demoBookings} b
         where b.entity_id = ${entityId} and not (b.status = 'cancelled' and b.responded_at is null)
         order by b.created_at desc limit ${RECENT_REQUESTS})
      union all
        (select s.first_at, c.first_reply_at from ${conversations} c
         cross join lateral (select min(m.created_at) as first_at from ${conversationMessages} m
                             where m.conversation_id = c.id and m.sender_id = c.student_id) s
         where c.entity_id = ${entityId} and s.first_at is not null
         order by c.updated_at desc limit ${RECENT_REQUESTS})`,
  );
  return rows.map((r) => ({
    requestedAt: new Date(r.requestedAt),
    answeredAt: r.answeredAt ? new Date(r.answeredAt) : null,
  }));
}

/**
 * Profiles with a request that passed its 72 hours unanswered between `from` and `to` (the
 * periodic check re-reads them; an answer refreshes a profile at once).
 */
export async function findProfilesWithRequestsGoneUnanswered(
  db: DbOrTx,
  from: Date,
  to: Date,
): Promise<{ id: string; entityType: EntityType }[]> {
  return queryRows<{ id: string; entityType: EntityType }>(
    db,
    sql`select distinct b.entity_id as id, b.entity_type as "entityType" from ${demoBookings} b
         where b.responded_at is null and b.status in ('requested', 'expired')
           and b.created_at > ${from.toISOString()}::timestamptz and b.created_at <= ${to.toISOString()}::timestamptz
      union
        select c.entity_id, c.entity_type from ${conversations} c
         where c.first_reply_at is null
           and c.created_at > ${from.toISOString()}::timestamptz and c.created_at <= ${to.toISOString()}::timestamptz`,
  );
}

/** The listing flag of api-2 §1's "shown below others until they answer". */
export async function saveUnansweredInARow(
  db: DbOrTx,
  entity: { id: string; entityType: EntityType },
  flag: boolean,
): Promise<void> {
  const table = entity.entityType === 'Tutor' ? tutorProfiles : centerProfiles;
  await db.update(table).set({ slowToAnswer: flag }).where(eq(table.userId, entity.id));
}

export async function saveResponseMinutes(
  db: DbOrTx,
  entity: { id: string; entityType: EntityType },
  minutes: number | null,
): Promise<void> {
  const table = entity.entityType === 'Tutor' ? tutorProfiles : centerProfiles;
  await db.update(table).set({ responseMinutes: minutes }).where(eq(table.userId, entity.id));
}

/**
 * Claims due rows for a job with FOR UPDATE SKIP LOCKED (call inside a transaction): another
 * instance running the same job at the same moment skips these rows instead of handling them twice.
 */
async function claimIds(db: DbOrTx, where: SQL | undefined, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: demoBookings.id })
    .from(demoBookings)
    .where(where)
    .orderBy(asc(demoBookings.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((r) => r.id);
}

/** Requests unanswered since `before`, or whose start has come: to expire. */
export const claimExpiringRequests = (db: DbOrTx, now: Date, before: Date, limit: number) =>
  claimIds(
    db,
    and(
      eq(demoBookings.status, 'requested'),
      or(lte(demoBookings.createdAt, before), lte(demoBookings.startAt, now)),
    ),
    limit,
  );

/** Confirmed demos starting in (now, until] not yet reminded. */
export const claimDueReminders = (db: DbOrTx, now: Date, until: Date, limit: number) =>
  claimIds(
    db,
    and(
      eq(demoBookings.status, 'confirmed'),
      isNull(demoBookings.remindedAt),
      gt(demoBookings.startAt, now),
      lte(demoBookings.startAt, until),
    ),
    limit,
  );

/** Bookings by id with their parties (for the jobs' mails). */
export async function findBookingsByIds(db: DbOrTx, ids: string[]): Promise<BookingView[]> {
  if (ids.length === 0) return [];
  const rows = await viewQuery(db).where(inArray(demoBookings.id, ids));
  return rows.map(viewRow);
}

export async function setStatusOf(
  db: DbOrTx,
  ids: string[],
  changes: Partial<Pick<BookingRow, 'status' | 'remindedAt'>>,
): Promise<void> {
  if (ids.length) await db.update(demoBookings).set(changes).where(inArray(demoBookings.id, ids));
}

/** A tutor's or center's offerings (subjects / courses), to check a booking's subject. */
export async function findOfferingNames(
  db: DbOrTx,
  entityType: EntityType,
  entityId: string,
): Promise<string[]> {
  const rows =
    entityType === 'Tutor'
      ? await db
          .select({ name: tutorSubjects.subject })
          .from(tutorSubjects)
          .where(eq(tutorSubjects.tutorId, entityId))
      : await db
          .select({ name: centerCourses.course })
          .from(centerCourses)
          .where(eq(centerCourses.centerId, entityId));
  return rows.map((r) => r.name);
}

/**
 * A tutor's or center's name, e-mail and point (coordinates stay on the server); with
 * `approvedOnly`, only a listed (approved) one: the others are not bookable (api-2 §6).
 */
export async function findDemoProvider(
  db: DbOrTx,
  entityType: EntityType,
  entityId: string,
  approvedOnly = true,
): Promise<{ id: string; name: string; email: string; lat: number | null; lng: number | null } | null> {
  const table = entityType === 'Tutor' ? tutorProfiles : centerProfiles;
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, lat: table.lat, lng: table.lng })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(and(eq(table.userId, entityId), approvedOnly ? eq(table.reviewStatus, 'approved') : undefined))
    .limit(1);
  return row ?? null;
}
