import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tsvector } from './types.ts';
import { users } from './users.ts';

export const tutorProfiles = pgTable(
  'tutor_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bio: text('bio').notNull().default(''),
    availability: text('availability', { enum: ['Morning', 'Afternoon', 'Evening'] }).notNull(),
    /** Mean of the reviews, one decimal; recomputed with every review change. */
    ratings: numeric('ratings', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    lowestFee: integer('lowest_fee'),
    /** Denormalised for listing sorts and search; kept in step by the tutors repository. */
    name: text('name').notNull(),
    search: tsvector('search'),
    /** Name + subjects, lower-cased: the trigram (typo-tolerant) match target. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('tutor_profiles_search_idx').using('gin', t.search),
    index('tutor_profiles_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('tutor_profiles_lowest_fee_idx').on(t.lowestFee),
    index('tutor_profiles_ratings_idx').on(t.ratings),
    index('tutor_profiles_name_idx').on(t.name),
    index('tutor_profiles_created_idx').on(t.createdAt),
    index('tutor_profiles_availability_idx').on(t.availability),
    check('tutor_profiles_availability_check', sql`${t.availability} in ('Morning','Afternoon','Evening')`),
  ],
);

export const tutorSubjects = pgTable(
  'tutor_subjects',
  {
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    fee: integer('fee').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tutorId, t.subject] }),
    index('tutor_subjects_subject_idx').on(t.subject, t.tutorId),
    check('tutor_subjects_fee_check', sql`${t.fee} > 0`),
  ],
);
