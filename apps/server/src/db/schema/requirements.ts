import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  type PgColumn,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './types.ts';
import { users } from './users.ts';

/** Open, with room for more responses (at most 5, api-2 §3): the requirements the leads indexes hold. */
const openForResponses = (t: { status: PgColumn; responseCount: PgColumn }) =>
  sql`${t.status} = 'open' and ${t.responseCount} < 5`;

/** Learning requirements a student posts (api-2 §3); matching tutors and centers see them as leads. */
export const requirements = pgTable(
  'requirements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    classLevel: text('class_level').notNull(),
    board: text('board'),
    modes: text('modes').array().notNull(),
    city: text('city').notNull(),
    locality: text('locality'),
    pincode: text('pincode').notNull(),
    /** The pincode's point in the place directory; never sent to clients. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    budget: integer('budget').notNull(),
    schedule: text('schedule').notNull(),
    details: text('details').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    /** Kept with the responses in one transaction (the row locked): at most 5. */
    responseCount: integer('response_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('requirements_student_idx').on(t.studentId, t.createdAt),
    index('requirements_open_idx').on(t.createdAt).where(openForResponses(t)),
    // A tutor's or center's leads: the open requirements of its subjects and class levels. The
    // columns after created_at are what the matching rule reads (and the id), so counting the leads
    // and choosing their page read the index alone; only the page's rows are fetched.
    index('requirements_leads_idx')
      .on(sql`lower(${t.subject})`, t.classLevel, t.createdAt, t.id, t.subject, t.city, t.modes, t.lat, t.lng)
      .where(openForResponses(t)),
    // A center's leads (requirements that accept learning at the teacher's place, in its city or
    // near it): those of its city newest first, and those in the band of latitude around it
    // (decision 029). The same columns as the leads index, so both are walked index-only.
    index('requirements_leads_city_idx')
      .on(
        sql`lower(${t.subject})`,
        t.classLevel,
        sql`lower(${t.city})`,
        t.createdAt,
        t.id,
        t.subject,
        t.city,
        t.modes,
        t.lat,
        t.lng,
      )
      .where(sql`${openForResponses(t)} and 'AtTutor' = any(${t.modes})`),
    index('requirements_leads_lat_idx')
      .on(sql`lower(${t.subject})`, t.classLevel, t.lat, t.lng, t.createdAt, t.id, t.subject, t.city, t.modes)
      .where(sql`${openForResponses(t)} and 'AtTutor' = any(${t.modes})`),
    check('requirements_status_check', sql`${t.status} in ('open','closed')`),
    check('requirements_response_count_check', sql`${t.responseCount} between 0 and 5`),
    check('requirements_budget_check', sql`${t.budget} > 0`),
  ],
);

export const requirementResponses = pgTable(
  'requirement_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requirementId: uuid('requirement_id')
      .notNull()
      .references(() => requirements.id, { onDelete: 'cascade' }),
    responderId: uuid('responder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    responderType: text('responder_type', { enum: ['Tutor', 'TuitionCenter'] }).notNull(),
    message: text('message').notNull(),
    fee: integer('fee').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('requirement_responses_once_idx').on(t.requirementId, t.responderId),
    index('requirement_responses_responder_idx').on(t.responderId),
  ],
);
