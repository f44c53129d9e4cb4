import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tsvector } from './types.ts';
import { users } from './users.ts';

export const centerProfiles = pgTable(
  'center_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    location: text('location').notNull(),
    description: text('description').notNull(),
    contactNumber: text('contact_number').notNull(),
    ratings: numeric('ratings', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    lowestFee: integer('lowest_fee'),
    name: text('name').notNull(),
    search: tsvector('search'),
    /** Name + courses + location, lower-cased: the trigram (typo-tolerant) match target. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('center_profiles_search_idx').using('gin', t.search),
    index('center_profiles_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('center_profiles_lowest_fee_idx').on(t.lowestFee),
    index('center_profiles_ratings_idx').on(t.ratings),
    index('center_profiles_name_idx').on(t.name),
    index('center_profiles_created_idx').on(t.createdAt),
  ],
);

export const centerCourses = pgTable(
  'center_courses',
  {
    centerId: uuid('center_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    course: text('course').notNull(),
    fee: integer('fee').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.centerId, t.course] }),
    index('center_courses_course_idx').on(t.course, t.centerId),
    check('center_courses_fee_check', sql`${t.fee} > 0`),
  ],
);
