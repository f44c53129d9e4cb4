import { type EntityType, entityTypes, kindOfEntity, type Review } from '@tuitionhub/contracts';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reviews, type tutorProfiles, users } from '../../db/schema/index.ts';
import { profileTables } from '../profile-rows/repository.ts';

export interface EntityRef {
  entityType: EntityType;
  entityId: string;
}

/**
 * "Verified" = the author has a paid payment whose items include this tutor. Centers are never
 * paid through the product, so their reviews are never verified.
 */
const verifiedSql = sql<boolean>`(${reviews.entityType} = 'Tutor' and exists (
  select 1 from payments p join payment_items pi on pi.payment_id = p.id
  where p.user_id = ${reviews.userId} and p.status = 'paid' and pi.tutor_id = ${reviews.entityId}))`.mapWith(
  Boolean,
);

const reviewColumns = {
  id: reviews.id,
  reviewText: reviews.reviewText,
  rating: reviews.rating,
  entityId: reviews.entityId,
  entityType: reviews.entityType,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  authorId: users.id,
  authorName: users.name,
  authorPhoto: users.photo,
  verified: verifiedSql,
};

const selectReviews = (db: DbOrTx) =>
  db.select(reviewColumns).from(reviews).innerJoin(users, eq(users.id, reviews.userId)).$dynamic();

const toReview = (r: Awaited<ReturnType<typeof selectReviews>>[number]): Review => ({
  _id: r.id,
  reviewText: r.reviewText,
  rating: r.rating,
  reviewedEntityId: r.entityId,
  reviewedEntityType: r.entityType,
  userId: { _id: r.authorId, name: r.authorName, photo: r.authorPhoto },
  verified: r.verified,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const aboutEntity = (ref: EntityRef) =>
  and(eq(reviews.entityType, ref.entityType), eq(reviews.entityId, ref.entityId));

/** Reviews of one tutor or center, newest first. */
export async function findReviews(
  db: DbOrTx,
  ref: EntityRef,
  page: { limit: number; offset: number },
): Promise<{ reviews: Review[]; total: number }> {
  const [rows, total] = await Promise.all([
    selectReviews(db)
      .where(aboutEntity(ref))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db.$count(reviews, aboutEntity(ref)),
  ]);
  return { reviews: rows.map(toReview), total };
}

const findOneReview = async (db: DbOrTx, where: SQL | undefined): Promise<Review | null> => {
  const [row] = await selectReviews(db).where(where).limit(1);
  return row ? toReview(row) : null;
};

export const findReviewById = (db: DbOrTx, id: string) => findOneReview(db, eq(reviews.id, id));

export const findUserReview = (db: DbOrTx, userId: string, ref: EntityRef) =>
  findOneReview(db, and(eq(reviews.userId, userId), aboutEntity(ref)));

/** Locks the review row for the rest of the transaction (so a concurrent edit waits). */
export async function lockReview(
  tx: DbOrTx,
  id: string,
): Promise<{ id: string; userId: string; entityType: EntityType; entityId: string } | null> {
  const rows = await tx
    .select({
      id: reviews.id,
      userId: reviews.userId,
      entityType: reviews.entityType,
      entityId: reviews.entityId,
    })
    .from(reviews)
    .where(eq(reviews.id, id))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

/**
 * One review per user per entity: inserts, or replaces the existing one's rating and text.
 * `created` tells which happened (xmax is 0 only on a freshly inserted row version).
 */
export async function upsertReview(
  tx: DbOrTx,
  input: EntityRef & { userId: string; rating: number; reviewText: string },
): Promise<{ id: string; created: boolean }> {
  const rows = await tx
    .insert(reviews)
    .values({
      userId: input.userId,
      entityType: input.entityType,
      entityId: input.entityId,
      rating: input.rating,
      reviewText: input.reviewText,
    })
    .onConflictDoUpdate({
      target: [reviews.userId, reviews.entityType, reviews.entityId],
      set: { rating: input.rating, reviewText: input.reviewText, updatedAt: sql`now()` },
    })
    .returning({ id: reviews.id, created: sql<boolean>`(xmax = 0)`.mapWith(Boolean) });
  return rows[0]!;
}

export async function updateReviewRow(
  tx: DbOrTx,
  id: string,
  fields: { rating?: number; reviewText?: string },
): Promise<void> {
  await tx
    .update(reviews)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(reviews.id, id));
}

export async function deleteReviewRow(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(reviews).where(eq(reviews.id, id));
}

/** What a user's reviews are about (to re-aggregate them once the user is gone). */
export async function findReviewTargetsBy(db: DbOrTx, userId: string): Promise<EntityRef[]> {
  return db
    .select({ entityType: reviews.entityType, entityId: reviews.entityId })
    .from(reviews)
    .where(eq(reviews.userId, userId));
}

/** The rated ids of each kind (sorted, so locks are always taken in one order) with its profile table. */
function byKind(targets: EntityRef[]) {
  return entityTypes.flatMap((entityType) => {
    const ids = [
      ...new Set(targets.filter((t) => t.entityType === entityType).map((t) => t.entityId)),
    ].sort();
    // One table per kind, with the same rating columns.
    const profile = profileTables[kindOfEntity(entityType).kind].profiles as typeof tutorProfiles;
    return ids.length ? [{ entityType, profile, ids }] : [];
  });
}

/**
 * Locks the rated tutors'/centers' rows until the transaction ends. Take it before reading or
 * writing their reviews: two reviews of one tutor written at once then recompute one after the other,
 * each seeing the other's committed review (without it, each recomputed from a snapshot missing the
 * other's, and the stored mean drifted from the reviews on PostgreSQL).
 */
export async function lockRatedEntities(db: DbOrTx, targets: EntityRef[]): Promise<void> {
  for (const { profile, ids } of byKind(targets)) {
    await db
      .select({ userId: profile.userId })
      .from(profile)
      .where(inArray(profile.userId, ids))
      .orderBy(profile.userId)
      .for('update');
  }
}

/** Whom a review is about (no lock: take lockRatedEntities, then lockReview). */
export async function findReviewTarget(db: DbOrTx, id: string): Promise<EntityRef | null> {
  const rows = await db
    .select({ entityType: reviews.entityType, entityId: reviews.entityId })
    .from(reviews)
    .where(eq(reviews.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Sets `ratings` (mean, one decimal) and `review_count` of tutors/centers from their reviews.
 * Call in the same transaction as any change to reviews (create, update, delete, account deletion).
 */
export async function recomputeRatings(db: DbOrTx, targets: EntityRef[]): Promise<void> {
  for (const { entityType, profile, ids } of byKind(targets)) {
    const about = sql`r.entity_type = ${entityType} and r.entity_id = ${profile.userId}`;
    await db
      .update(profile)
      .set({
        ratings: sql`coalesce((select round(avg(r.rating)::numeric, 1) from reviews r where ${about}), 0)`,
        reviewCount: sql`(select count(*)::int from reviews r where ${about})`,
      })
      .where(inArray(profile.userId, ids));
  }
}
