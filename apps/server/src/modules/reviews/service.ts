import {
  type CreateReviewBody,
  isBlankText,
  kindOfEntity,
  limits,
  type Review,
  type ReviewsResponse,
  reviewMessages,
  type UpdateReviewBody,
} from '@tuitionhub/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { pageOffset } from '../../lib/paging.ts';
import type { Actor } from '../../lib/permissions.ts';
import { recordAudit } from '../audit/repository.ts';
import { findListedEntity } from '../profile-rows/repository.ts';
import {
  deleteReviewRow,
  type EntityRef,
  findReviewById,
  findReviews,
  findReviewTarget,
  findUserReview,
  lockRatedEntities,
  lockReview,
  recomputeRatings,
  updateReviewRow,
  upsertReview,
} from './repository.ts';

interface Deps {
  db: Db;
}

const entityNotFound = (ref: EntityRef) => notFound(kindOfEntity(ref.entityType).messages.missing);

/** The comment as stored: trimmed plain text (rendered as text everywhere, never as HTML). */
function cleanText(raw: string): string {
  const text = raw.trim();
  if (isBlankText(text))
    throw badRequest(reviewMessages.empty, [{ path: 'reviewText', message: reviewMessages.empty }]);
  if (text.length > limits.reviewMaxLength)
    throw badRequest(reviewMessages.tooLong, [{ path: 'reviewText', message: reviewMessages.tooLong }]);
  return text;
}

export async function getReviews(
  deps: Deps,
  viewer: Actor | null,
  query: EntityRef & { page: number; limit: number },
): Promise<ReviewsResponse> {
  const ref = { entityType: query.entityType, entityId: query.entityId };
  const entity = await findListedEntity(deps.db, ref);
  if (!entity) throw entityNotFound(ref);
  const { reviews, total } = await findReviews(deps.db, ref, {
    limit: query.limit,
    offset: pageOffset(query),
  });
  return {
    reviews,
    total,
    page: query.page,
    pageSize: query.limit,
    ratings: entity.ratings,
    reviewCount: entity.reviewCount,
    mine: viewer ? await findUserReview(deps.db, viewer.id, ref) : null,
  };
}

/** Creates the author's review of a tutor or center, or replaces the one they already wrote. */
export async function createReview(
  deps: Deps,
  author: Actor,
  input: CreateReviewBody,
): Promise<{ review: Review; created: boolean }> {
  const reviewText = cleanText(input.reviewText);
  const ref: EntityRef = { entityType: input.reviewedEntityType, entityId: input.reviewedEntityId };
  if (ref.entityId === author.id) throw forbidden('You cannot review yourself');
  return deps.db.transaction(async (tx) => {
    await lockRatedEntities(tx, [ref]);
    if (!(await findListedEntity(tx, ref))) throw entityNotFound(ref);
    const { id, created } = await upsertReview(tx, {
      ...ref,
      userId: author.id,
      rating: input.rating,
      reviewText,
    });
    await recomputeRatings(tx, [ref]);
    return { review: (await findReviewById(tx, id))!, created };
  });
}

/** The review, locked, after the entity it rates (always entity first, so writers never deadlock). */
async function lockReviewAndEntity(tx: DbOrTx, id: string) {
  const target = await findReviewTarget(tx, id);
  if (!target) return null;
  await lockRatedEntities(tx, [target]);
  return lockReview(tx, id);
}

export async function updateReview(
  deps: Deps,
  author: Actor,
  id: string,
  input: UpdateReviewBody,
): Promise<Review> {
  const fields: { rating?: number; reviewText?: string } = {};
  if (input.reviewText !== undefined) fields.reviewText = cleanText(input.reviewText);
  if (input.rating !== undefined) fields.rating = input.rating;
  return deps.db.transaction(async (tx) => {
    const row = await lockReviewAndEntity(tx, id);
    if (!row) throw notFound('Review not found');
    if (row.userId !== author.id) throw forbidden('Only its author can edit this review');
    if (fields.rating !== undefined || fields.reviewText !== undefined) {
      await updateReviewRow(tx, id, fields);
      await recomputeRatings(tx, [row]);
    }
    return (await findReviewById(tx, id))!;
  });
}

export async function deleteReview(deps: Deps, actor: Actor, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockReviewAndEntity(tx, id);
    if (!row) throw notFound('Review not found');
    if (row.userId !== actor.id && actor.role !== 'admin')
      throw forbidden('Only its author or an admin can delete this review');
    await deleteReviewRow(tx, id);
    await recomputeRatings(tx, [row]);
    // Moderation is an admin write like any other: kept in the audit log.
    if (row.userId !== actor.id)
      await recordAudit(tx, {
        actor,
        action: 'review.delete',
        targetType: 'review',
        targetId: id,
        details: { authorId: row.userId, entityType: row.entityType, entityId: row.entityId },
      });
  });
}
