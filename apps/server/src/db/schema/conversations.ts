import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './types.ts';
import { users } from './users.ts';

/** One thread per student and tutor/center pair (api-2 §4). */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entityType: text('entity_type', { enum: ['Tutor', 'TuitionCenter'] }).notNull(),
    entityId: uuid('entity_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** The last message's time (the list's order). */
    updatedAt: updatedAt(),
    /** Each party's last read: its unread count is the other party's messages after it. */
    studentReadAt: timestamp('student_read_at', { withTimezone: true }),
    entityReadAt: timestamp('entity_read_at', { withTimezone: true }),
    /**
     * When each party was last e-mailed about a new message here: set in the sending transaction
     * with the row locked, so two instances never mail twice within the quiet period.
     */
    studentNotifiedAt: timestamp('student_notified_at', { withTimezone: true }),
    entityNotifiedAt: timestamp('entity_notified_at', { withTimezone: true }),
    /** Who blocked it (either party); no new messages either way while set. */
    blockedBy: uuid('blocked_by').references(() => users.id, { onDelete: 'set null' }),
    /** The entity's first reply (its response time). */
    firstReplyAt: timestamp('first_reply_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(t.studentId, t.entityId),
    index('conversations_student_idx').on(t.studentId, t.updatedAt),
    index('conversations_entity_idx').on(t.entityId, t.updatedAt),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As written; masking happens when it is read. */
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_messages_thread_idx').on(t.conversationId, t.createdAt),
    check('conversation_messages_length_check', sql`char_length(${t.text}) between 1 and 2000`),
  ],
);

/** Reports form the admin's queue; the admin may then read the thread. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_reports_thread_idx').on(t.conversationId),
    index('conversation_reports_created_idx').on(t.createdAt),
  ],
);
