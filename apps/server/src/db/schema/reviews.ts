import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './types.ts';
import { users } from './users.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entityType: text('entity_type', { enum: ['Tutor', 'TuitionCenter'] }).notNull(),
    /** The reviewed tutor's or center's user id. */
    entityId: uuid('entity_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    reviewText: text('review_text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_user_entity_idx').on(t.userId, t.entityType, t.entityId),
    index('reviews_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_entity_type_check', sql`${t.entityType} in ('Tutor','TuitionCenter')`),
  ],
);
