import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './types.ts';
import { users } from './users.ts';

const demoEntityTypes = ['Tutor', 'TuitionCenter'] as const;
const demoModes = ['Home', 'Online', 'AtTutor'] as const;
const demoStatuses = ['requested', 'confirmed', 'declined', 'cancelled', 'expired', 'done'] as const;

/** A tutor's or center's weekly demo pattern, in India time (minutes since midnight, Asia/Kolkata). */
export const demoAvailability = pgTable(
  'demo_availability',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entityType: text('entity_type', { enum: demoEntityTypes }).notNull(),
    /** 0 = Sunday … 6 = Saturday. */
    weekday: integer('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    mode: text('mode', { enum: demoModes }).notNull(),
  },
  (t) => [
    index('demo_availability_owner_idx').on(t.ownerId, t.weekday, t.startMinute),
    check('demo_availability_weekday_check', sql`${t.weekday} between 0 and 6`),
    check(
      'demo_availability_minutes_check',
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.endMinute} - ${t.startMinute} between 30 and 180`,
    ),
  ],
);

/** A demo class a student asked for; its status moves only through the demo state machine. */
export const demoBookings = pgTable(
  'demo_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityType: text('entity_type', { enum: demoEntityTypes }).notNull(),
    entityId: uuid('entity_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    mode: text('mode', { enum: demoModes }).notNull(),
    subject: text('subject').notNull(),
    note: text('note'),
    address: text('address'),
    status: text('status', { enum: demoStatuses }).notNull().default('requested'),
    /** Why it was declined or cancelled. */
    reason: text('reason'),
    createdAt: createdAt(),
    /** When the tutor/center confirmed or declined (the response-time figure). */
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** Set in the same transaction that queues the reminder, so it is sent once. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    liked: boolean('liked'),
    comment: text('comment'),
  },
  (t) => [
    /** One active booking per slot: two students racing for one start get one row, the other a 409. */
    uniqueIndex('demo_bookings_active_slot_idx')
      .on(t.entityId, t.startAt)
      .where(sql`${t.status} in ('requested', 'confirmed')`),
    index('demo_bookings_entity_idx').on(t.entityId, t.createdAt),
    index('demo_bookings_student_idx').on(t.studentId, t.status),
    index('demo_bookings_status_created_idx').on(t.status, t.createdAt),
    index('demo_bookings_status_start_idx').on(t.status, t.startAt),
    index('demo_bookings_created_idx').on(t.createdAt),
    check(
      'demo_bookings_status_check',
      sql`${t.status} in ('requested','confirmed','declined','cancelled','expired','done')`,
    ),
    check('demo_bookings_end_check', sql`${t.endAt} > ${t.startAt}`),
  ],
);
