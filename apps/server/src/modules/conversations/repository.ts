import type { EntityType } from '@tuitionhub/contracts';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import {
  conversationMessages,
  conversationReports,
  conversations,
  type DbRole,
  demoBookings,
  hires,
  requirementResponses,
  requirements,
  users,
} from '../../db/schema/index.ts';
import { pageOffset } from '../../lib/paging.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof conversationMessages.$inferSelect;

/** The pair's thread, made when it has none (a race between two first messages makes one row). */
export async function openConversation(
  db: DbOrTx,
  pair: { studentId: string; entityId: string; entityType: EntityType },
): Promise<string> {
  await db
    .insert(conversations)
    .values(pair)
    .onConflictDoNothing({ target: [conversations.studentId, conversations.entityId] });
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.studentId, pair.studentId), eq(conversations.entityId, pair.entityId)));
  return row!.id;
}

/** One thread; `lock` holds its row (sending decides the notification under it). */
export async function findConversation(
  db: DbOrTx,
  id: string,
  lock = false,
): Promise<ConversationRow | null> {
  const q = db.select().from(conversations).where(eq(conversations.id, id));
  const [row] = await (lock ? q.for('update') : q);
  return row ?? null;
}

/**
 * Whether the pair may see each other's contact details: a confirmed (or held) demo, a paid hire,
 * or an accepted response to one of the student's requirements.
 */
export async function isPairUnlocked(db: DbOrTx, studentId: string, entityId: string): Promise<boolean> {
  const [row] = await queryRows<{ unlocked: boolean }>(
    db,
    sql`select (
      exists (select 1 from ${demoBookings} b where b.student_id = ${studentId} and b.entity_id = ${entityId}
              and b.status in ('confirmed', 'done'))
      or exists (select 1 from ${hires} h where h.student_id = ${studentId} and h.tutor_id = ${entityId})
      or exists (select 1 from ${requirementResponses} r join ${requirements} q on q.id = r.requirement_id
              where q.student_id = ${studentId} and r.responder_id = ${entityId} and r.accepted_at is not null)
    ) as unlocked`,
  );
  return Boolean(row?.unlocked);
}

export async function insertMessage(
  db: DbOrTx,
  input: { conversationId: string; senderId: string; text: string; at: Date },
): Promise<MessageRow> {
  const [row] = await db
    .insert(conversationMessages)
    .values({
      conversationId: input.conversationId,
      senderId: input.senderId,
      text: input.text,
      createdAt: input.at,
    })
    .returning();
  return row!;
}

export async function updateConversation(
  db: DbOrTx,
  id: string,
  changes: Partial<
    Pick<
      ConversationRow,
      | 'updatedAt'
      | 'studentReadAt'
      | 'entityReadAt'
      | 'studentNotifiedAt'
      | 'entityNotifiedAt'
      | 'blockedBy'
      | 'firstReplyAt'
    >
  >,
): Promise<void> {
  await db.update(conversations).set(changes).where(eq(conversations.id, id));
}

/** A thread's messages newest first, older than `before` when given. */
export async function findMessages(
  db: DbOrTx,
  conversationId: string,
  input: { before?: Date | undefined; limit: number },
): Promise<MessageRow[]> {
  return db
    .select()
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        input.before ? lt(conversationMessages.createdAt, input.before) : undefined,
      ),
    )
    .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
    .limit(input.limit);
}

export interface ConversationListRow {
  id: string;
  studentId: string;
  entityId: string;
  otherId: string;
  otherName: string;
  otherPhoto: string;
  otherRole: DbRole;
  blocked: boolean;
  unlocked: boolean;
  unread: number;
  updatedAt: Date;
  lastId: string | null;
  lastFrom: string | null;
  lastText: string | null;
  lastAt: Date | null;
}

/** Unread messages of `userId` in thread `c`: the other party's, after the user's last read. */
const unreadIn = (userId: string) => sql`(select count(*)::int from ${conversationMessages} m
  where m.conversation_id = c.id and m.sender_id <> ${userId}
    and m.created_at > coalesce(case when c.student_id = ${userId} then c.student_read_at else c.entity_read_at end, '-infinity'))`;

/** The user's threads, newest activity first, each with the other party, last message and unread count. */
export async function findConversationsOf(db: DbOrTx, userId: string): Promise<ConversationListRow[]> {
  const rows = await queryRows<ConversationListRow>(
    db,
    sql`select c.id, c.student_id as "studentId", c.entity_id as "entityId",
        o.id as "otherId", o.name as "otherName", o.photo as "otherPhoto", o.role as "otherRole",
        c.blocked_by is not null as blocked,
        (exists (select 1 from ${demoBookings} b where b.student_id = c.student_id and b.entity_id = c.entity_id
                and b.status in ('confirmed', 'done'))
         or exists (select 1 from ${hires} h where h.student_id = c.student_id and h.tutor_id = c.entity_id)
         or exists (select 1 from ${requirementResponses} r join ${requirements} q on q.id = r.requirement_id
                where q.student_id = c.student_id and r.responder_id = c.entity_id and r.accepted_at is not null)
        ) as unlocked,
        ${unreadIn(userId)} as unread,
        c.updated_at as "updatedAt",
        l.id as "lastId", l.sender_id as "lastFrom", l.text as "lastText", l.created_at as "lastAt"
      from ${conversations} c
      join ${users} o on o.id = case when c.student_id = ${userId} then c.entity_id else c.student_id end
      left join lateral (select m.id, m.sender_id, m.text, m.created_at from ${conversationMessages} m
        where m.conversation_id = c.id order by m.created_at desc, m.id desc limit 1) l on true
      where c.student_id = ${userId} or c.entity_id = ${userId}
      order by c.updated_at desc, c.id desc
      limit 200`,
  );
  return rows.map((r) => ({
    ...r,
    updatedAt: new Date(r.updatedAt),
    lastAt: r.lastAt ? new Date(r.lastAt) : null,
  }));
}

/** Unread messages over all of the user's threads (the header badge). */
export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(${unreadIn(userId)}), 0)::int as n from ${conversations} c
      where c.student_id = ${userId} or c.entity_id = ${userId}`,
  );
  return row?.n ?? 0;
}

export async function insertReport(
  db: DbOrTx,
  input: { conversationId: string; reporterId: string; reason: string },
): Promise<void> {
  await db.insert(conversationReports).values(input);
}

export async function hasReport(db: DbOrTx, conversationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: conversationReports.id })
    .from(conversationReports)
    .where(eq(conversationReports.conversationId, conversationId))
    .limit(1);
  return Boolean(row);
}

const reporter = alias(users, 'reporter');
const student = alias(users, 'student');
const entity = alias(users, 'entity');

/** The admin's queue: reports newest first, with the thread's parties. */
export async function findReports(db: DbOrTx, input: { page: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: conversationReports.id,
        conversationId: conversationReports.conversationId,
        reason: conversationReports.reason,
        createdAt: conversationReports.createdAt,
        reporterId: reporter.id,
        reporterName: reporter.name,
        studentId: student.id,
        studentName: student.name,
        entityId: entity.id,
        entityName: entity.name,
        entityRole: entity.role,
      })
      .from(conversationReports)
      .innerJoin(conversations, eq(conversations.id, conversationReports.conversationId))
      .innerJoin(reporter, eq(reporter.id, conversationReports.reporterId))
      .innerJoin(student, eq(student.id, conversations.studentId))
      .innerJoin(entity, eq(entity.id, conversations.entityId))
      .orderBy(desc(conversationReports.createdAt), desc(conversationReports.id))
      .limit(input.limit)
      .offset(pageOffset(input)),
    db.select({ n: sql<number>`count(*)::int` }).from(conversationReports),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Deletes one message; what it was (for the audit log), or null when there was none. */
export async function deleteMessage(
  db: DbOrTx,
  id: string,
): Promise<{ conversationId: string; senderId: string; text: string } | null> {
  const [row] = await db.delete(conversationMessages).where(eq(conversationMessages.id, id)).returning({
    conversationId: conversationMessages.conversationId,
    senderId: conversationMessages.senderId,
    text: conversationMessages.text,
  });
  return row ?? null;
}

/** A user's name, e-mail and role (the recipient of a notification). */
export async function findParty(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

/** Whether the student has written in the thread (a reply needs something to answer). */
export async function hasStudentMessage(db: DbOrTx, c: { id: string; studentId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: conversationMessages.id })
    .from(conversationMessages)
    .where(and(eq(conversationMessages.conversationId, c.id), eq(conversationMessages.senderId, c.studentId)))
    .limit(1);
  return Boolean(row);
}

/** The pair's thread id, if they have one. */
export async function findPairConversation(
  db: DbOrTx,
  studentId: string,
  entityId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.studentId, studentId), eq(conversations.entityId, entityId)));
  return row?.id ?? null;
}
