import {
  type ConversationMessage,
  type ConversationsResponse,
  type CreateConversationBody,
  conversationLimits,
  conversationMessages,
  type EntityType,
  kindOfEntity,
  type MessagesQuery,
  type ReportsResponse,
} from '@tuitionhub/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/permissions.ts';
import { wireRole } from '../../lib/roles.ts';
import type { Mailer } from '../../providers/mail.ts';
import { recordAudit } from '../audit/repository.ts';
import { findListedEntity } from '../profile-rows/repository.ts';
import { newMessageMail } from './mails.ts';
import { maskContacts } from './mask-contacts.ts';
import {
  type ConversationRow,
  countUnread,
  deleteMessage,
  findConversation,
  findConversationsOf,
  findMessages,
  findPairConversation,
  findParty,
  findReports,
  hasReport,
  insertMessage,
  insertReport,
  isPairUnlocked,
  type MessageRow,
  openConversation,
  updateConversation,
} from './repository.ts';
import { recordFirstReply } from './response-time.ts';

export interface ConversationsDeps {
  db: Db;
  mailer: Pick<Mailer, 'send' | 'wake'>;
  publicUrl?: string | undefined;
  /** The clock (tests move it). */
  now?: () => Date;
}

const clock = (deps: Pick<ConversationsDeps, 'now'>) => (deps.now ? deps.now() : new Date());
const QUIET_MS = conversationLimits.notifyEveryMinutes * 60_000;

type Side = 'student' | 'entity';
const sideOf = (c: ConversationRow, userId: string): Side | null =>
  c.studentId === userId ? 'student' : c.entityId === userId ? 'entity' : null;

/** The thread if `actor` is one of its two parties; otherwise 404, never revealing that it exists. */
async function requireParty(db: DbOrTx, actor: Actor, id: string, lock = false) {
  const c = await findConversation(db, id, lock);
  const side = c ? sideOf(c, actor.id) : null;
  if (!c || !side) throw notFound(conversationMessages.notFound);
  return { c, side };
}

/**
 * The wire message for `viewer`: its sender and the admin read it as written; the other party
 * reads it masked until the pair is unlocked.
 */
export function toWireMessage(
  m: MessageRow,
  viewerId: string | null,
  unlocked: boolean,
): ConversationMessage {
  const plain = unlocked || viewerId === null || m.senderId === viewerId;
  return {
    _id: m.id,
    from: m.senderId,
    text: plain ? m.text : maskContacts(m.text),
    createdAt: m.createdAt.toISOString(),
  };
}

/**
 * Adds a message to a locked thread: the sender has read up to it, the entity's first reply is
 * timed, and the recipient is e-mailed unless it was within the quiet period (decided under the
 * row lock, so two instances never both send).
 */
async function postMessage(
  deps: ConversationsDeps,
  tx: DbOrTx,
  c: ConversationRow,
  sender: { id: string; side: Side },
  text: string,
): Promise<MessageRow> {
  if (c.blockedBy) throw forbidden(conversationMessages.blocked);
  const now = clock(deps);
  const message = await insertMessage(tx, { conversationId: c.id, senderId: sender.id, text, at: now });
  const recipientSide: Side = sender.side === 'student' ? 'entity' : 'student';
  const lastNotified = recipientSide === 'student' ? c.studentNotifiedAt : c.entityNotifiedAt;
  const notify = !lastNotified || now.getTime() - lastNotified.getTime() >= QUIET_MS;
  await updateConversation(tx, c.id, {
    updatedAt: now,
    ...(sender.side === 'student' ? { studentReadAt: now } : { entityReadAt: now }),
    ...(notify ? (recipientSide === 'student' ? { studentNotifiedAt: now } : { entityNotifiedAt: now }) : {}),
  });
  if (sender.side === 'entity' && !c.firstReplyAt) await recordFirstReply(tx, c, now);
  if (notify) {
    const [from, to] = await Promise.all([
      findParty(tx, sender.id),
      findParty(tx, recipientSide === 'student' ? c.studentId : c.entityId),
    ]);
    if (from && to)
      await deps.mailer.send(
        newMessageMail({
          to: to.email,
          recipientName: to.name,
          senderName: from.name,
          url: deps.publicUrl ? new URL(`/conversations/${c.id}`, deps.publicUrl).toString() : undefined,
        }),
        tx,
      );
  }
  return message;
}

/**
 * The pair's thread (made on first use). Used by the requirement acceptance and by an enquiry from
 * a signed-in student, as well as by startConversation.
 */
export function openConversationFor(
  db: DbOrTx,
  pair: { studentId: string; entityId: string; entityType: EntityType },
): Promise<string> {
  return openConversation(db, pair);
}

export const findConversationOfPair = (db: DbOrTx, studentId: string, entityId: string) =>
  findPairConversation(db, studentId, entityId);

/** A student writes to a tutor or center: reuses the pair's thread, or opens it. */
export async function startConversation(
  deps: ConversationsDeps,
  actor: Actor,
  body: CreateConversationBody,
): Promise<string> {
  if (actor.role !== 'student') throw forbidden(conversationMessages.studentsOnly);
  const entity = await findListedEntity(deps.db, body);
  if (!entity) throw notFound(kindOfEntity(body.entityType).messages.missing);
  const id = await deps.db.transaction(async (tx) => {
    const conversationId = await openConversation(tx, {
      studentId: actor.id,
      entityId: entity.id,
      entityType: body.entityType,
    });
    const c = (await findConversation(tx, conversationId, true))!;
    await postMessage(deps, tx, c, { id: actor.id, side: 'student' }, body.text);
    return conversationId;
  });
  deps.mailer.wake();
  return id;
}

/**
 * An enquiry from a signed-in student also lands in the pair's thread (api-2 §4). The enquiry's
 * own e-mail already told the recipient, so this one sends none (the quiet period starts now).
 */
export async function addEnquiryToConversation(
  tx: DbOrTx,
  input: { studentId: string; entityId: string; entityType: EntityType; text: string; now?: Date },
): Promise<void> {
  const id = await openConversation(tx, input);
  const c = (await findConversation(tx, id, true))!;
  if (c.blockedBy) return;
  const now = input.now ?? new Date();
  await insertMessage(tx, { conversationId: id, senderId: input.studentId, text: input.text, at: now });
  await updateConversation(tx, id, { updatedAt: now, studentReadAt: now, entityNotifiedAt: now });
}

export async function sendMessage(
  deps: ConversationsDeps,
  actor: Actor,
  id: string,
  text: string,
): Promise<ConversationMessage> {
  const message = await deps.db.transaction(async (tx) => {
    const { c, side } = await requireParty(tx, actor, id, true);
    return postMessage(deps, tx, c, { id: actor.id, side }, text);
  });
  deps.mailer.wake();
  return toWireMessage(message, actor.id, true);
}

/** Newest first; its parties, or the admin once the thread is reported. */
export async function listMessages(
  deps: Pick<ConversationsDeps, 'db'>,
  actor: Actor,
  id: string,
  query: MessagesQuery,
): Promise<ConversationMessage[]> {
  const c = await findConversation(deps.db, id);
  const side = c ? sideOf(c, actor.id) : null;
  const adminReading = c && !side && actor.role === 'admin' && (await hasReport(deps.db, c.id));
  if (!c || (!side && !adminReading)) throw notFound(conversationMessages.notFound);
  const [rows, unlocked] = await Promise.all([
    findMessages(deps.db, c.id, {
      before: query.before ? new Date(query.before) : undefined,
      limit: query.limit,
    }),
    side ? isPairUnlocked(deps.db, c.studentId, c.entityId) : Promise.resolve(true),
  ]);
  return rows.map((m) => toWireMessage(m, side ? actor.id : null, unlocked));
}

export async function listConversations(
  deps: Pick<ConversationsDeps, 'db'>,
  actor: Actor,
): Promise<ConversationsResponse> {
  const rows = await findConversationsOf(deps.db, actor.id);
  return {
    conversations: rows.map((r) => ({
      _id: r.id,
      with: { _id: r.otherId, name: r.otherName, photo: r.otherPhoto, role: wireRole(r.otherRole) },
      lastMessage:
        r.lastId && r.lastFrom && r.lastText !== null && r.lastAt
          ? toWireMessage(
              {
                id: r.lastId,
                senderId: r.lastFrom,
                text: r.lastText,
                createdAt: r.lastAt,
                conversationId: r.id,
              },
              actor.id,
              r.unlocked,
            )
          : null,
      unread: r.unread,
      blocked: r.blocked,
      unlocked: r.unlocked,
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}

export const unreadCount = (deps: Pick<ConversationsDeps, 'db'>, actor: Actor) =>
  countUnread(deps.db, actor.id);

export async function markRead(deps: ConversationsDeps, actor: Actor, id: string): Promise<void> {
  const { c, side } = await requireParty(deps.db, actor, id);
  const now = clock(deps);
  await updateConversation(
    deps.db,
    c.id,
    side === 'student' ? { studentReadAt: now } : { entityReadAt: now },
  );
}

/** Either party blocks the thread: no new messages either way. */
export async function blockConversation(deps: ConversationsDeps, actor: Actor, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { c } = await requireParty(tx, actor, id, true);
    if (!c.blockedBy) await updateConversation(tx, c.id, { blockedBy: actor.id });
  });
}

export async function reportConversation(
  deps: ConversationsDeps,
  actor: Actor,
  id: string,
  reason: string,
): Promise<void> {
  const { c } = await requireParty(deps.db, actor, id);
  await insertReport(deps.db, { conversationId: c.id, reporterId: actor.id, reason });
}

/** The admin's queue of reports, newest first. */
export async function listReports(
  deps: Pick<ConversationsDeps, 'db'>,
  page: { page: number; limit: number },
): Promise<ReportsResponse> {
  const { rows, total } = await findReports(deps.db, page);
  return {
    reports: rows.map((r) => ({
      _id: r.id,
      conversationId: r.conversationId,
      reason: r.reason,
      reporter: { _id: r.reporterId, name: r.reporterName },
      student: { _id: r.studentId, name: r.studentName },
      entity: { _id: r.entityId, name: r.entityName, role: wireRole(r.entityRole) },
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    page: page.page,
    pageSize: page.limit,
  };
}

/** The admin deletes a message; the audit log keeps what it said and who wrote it. */
export async function removeMessage(
  deps: Pick<ConversationsDeps, 'db'>,
  admin: Actor,
  id: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const gone = await deleteMessage(tx, id);
    if (!gone) throw notFound(conversationMessages.messageNotFound);
    await recordAudit(tx, {
      actor: { id: admin.id, email: admin.email },
      action: 'conversation.message.delete',
      targetType: 'message',
      targetId: id,
      details: gone,
    });
  });
}
