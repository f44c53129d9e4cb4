import { z } from 'zod';
import { idSchema, paginationQuery, text } from './common.ts';
import { formatIndian } from './format.ts';
import { limits } from './limits.ts';
import { entityTypes } from './roles.ts';

export const reviewMessages = {
  empty: 'Comment cannot be empty',
  tooLong: `Your review can be at most ${formatIndian(limits.reviewMaxLength)} characters`,
  rating: 'Please choose a rating from 1 to 5',
  created: 'Review created successfully',
  updated: 'Review updated successfully',
  deleted: 'Review deleted successfully',
} as const;

export const ratingSchema = z
  .number({ message: reviewMessages.rating })
  .int(reviewMessages.rating)
  .min(1, reviewMessages.rating)
  .max(5, reviewMessages.rating);

/**
 * The comment as the server receives it. Blank and over-long comments are refused by the service
 * (not here) so that the answer's message is exactly the spec's sentence, without a path prefix.
 */
export const reviewTextInput = text('Review').max(20_000);

export const reviewsQuery = paginationQuery.extend({
  reviewedEntityId: idSchema,
  reviewedEntityType: z.enum(entityTypes),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ReviewsQuery = z.infer<typeof reviewsQuery>;

/** POST /api/reviews/create. A `userId` in the body is ignored: the author is the session's user. */
export const createReviewBody = z.object({
  reviewText: reviewTextInput,
  rating: ratingSchema,
  reviewedEntityId: idSchema,
  reviewedEntityType: z.enum(entityTypes),
});
export type CreateReviewBody = z.infer<typeof createReviewBody>;

/** PUT /api/reviews/reviews/:id — either field may be left out. */
export const updateReviewBody = z.object({
  reviewText: reviewTextInput.optional(),
  rating: ratingSchema.optional(),
});
export type UpdateReviewBody = z.infer<typeof updateReviewBody>;

export const reviewSchema = z.object({
  _id: idSchema,
  reviewText: z.string(),
  rating: z.number(),
  reviewedEntityId: idSchema,
  reviewedEntityType: z.enum(entityTypes),
  /** The author, populated (never the e-mail). */
  userId: z.object({ _id: idSchema, name: z.string(), photo: z.string() }),
  /** The author has a paid payment that included this tutor. */
  verified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsResponse = z.object({
  reviews: z.array(reviewSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** The entity's stored aggregates (the same figures listings show). */
  ratings: z.number(),
  reviewCount: z.number(),
  /** The signed-in user's own review of this entity (null for visitors or when none). */
  mine: reviewSchema.nullable(),
});
export type ReviewsResponse = z.infer<typeof reviewsResponse>;

export const reviewWriteResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  review: reviewSchema,
});
export type ReviewWriteResponse = z.infer<typeof reviewWriteResponse>;
