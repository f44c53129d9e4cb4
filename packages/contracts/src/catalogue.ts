import { z } from 'zod';
import { idSchema, paginationQuery, text } from './common.ts';
import { limits } from './limits.ts';
import { tutorSorts } from './listing-rules.ts';
import { placeMessages } from './place-rules.ts';
import { placeCardShape, placeListFilters, understoodSchema } from './places.ts';
import { trustCardShape, tutorTrustCardShape } from './profile-review.ts';
import { availabilities, teachingModes } from './teaching-choices.ts';

/**
 * The catalogue's schemas: listings' queries, cards, profiles and answers. Its sorts and messages,
 * which need no Zod, are in listing-rules.ts (decision 022).
 */

const listFilters = {
  maxFee: z.coerce.number().int().min(1).max(1_000_000).optional(),
  minRating: z.coerce.number().min(1).max(5).optional(),
  sort: z.enum(tutorSorts).optional(),
  q: text('Search').trim().max(200).optional(),
  /** A keyset page (decision 017): the `next` of the page before; the rows after its last one. */
  after: text('after').trim().min(1).max(limits.listingCursorMaxLength).optional(),
  ...placeListFilters,
};
/** `sort=distance` needs a place to measure from (api-2 §1). */
const distanceNeedsNear = (
  v: { sort?: string | undefined; near?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (v.sort === 'distance' && !v.near)
    ctx.addIssue({ code: 'custom', path: ['sort'], message: placeMessages.distanceNeedsNear });
};

export const tutorListQuery = paginationQuery
  .extend({
    ...listFilters,
    subject: text('Subject').trim().min(1).max(80).optional(),
    availability: z.enum(availabilities).optional(),
    mode: z.enum(teachingModes, { error: `mode: choose from ${teachingModes.join(', ')}` }).optional(),
  })
  .superRefine(distanceNeedsNear);
export type TutorListQuery = z.infer<typeof tutorListQuery>;

export const centerListQuery = paginationQuery
  .extend({
    ...listFilters,
    course: text('Course').trim().min(1).max(80).optional(),
  })
  .superRefine(distanceNeedsNear);
export type CenterListQuery = z.infer<typeof centerListQuery>;

export const tutorCardSchema = z.object({
  _id: idSchema,
  name: z.string(),
  photo: z.string(),
  bio: z.string(),
  availability: z.enum(availabilities),
  subjects: z.array(z.string()),
  fees: z.record(z.string(), z.number()),
  lowestFee: z.number().nullable(),
  ratings: z.number(),
  reviewCount: z.number(),
  createdAt: z.string(),
  ...placeCardShape,
  modes: z.array(z.enum(teachingModes)),
  travelKm: z.number(),
  sessionsPerWeek: z.number(),
  sessionMinutes: z.number(),
  /** Median minutes to a first reply over 90 days (night hours not counted); null under 3 replies. */
  responseMinutes: z.number().nullable(),
  ...trustCardShape,
  ...tutorTrustCardShape,
});
export type TutorCard = z.infer<typeof tutorCardSchema>;

export const centerCardSchema = z.object({
  _id: idSchema,
  name: z.string(),
  photo: z.string(),
  location: z.string(),
  description: z.string(),
  contactNumber: z.string(),
  courses: z.array(z.string()),
  fees: z.record(z.string(), z.number()),
  lowestFee: z.number().nullable(),
  ratings: z.number(),
  reviewCount: z.number(),
  createdAt: z.string(),
  ...placeCardShape,
  address: z.string().nullable(),
  responseMinutes: z.number().nullable(),
  ...trustCardShape,
});
export type CenterCard = z.infer<typeof centerCardSchema>;

/**
 * Listings count matches exactly up to a cap (LISTING_COUNT_CAP, 1,000 by default; issue 16): a
 * page never counts a million rows. Beyond it `total` is the cap and `totalCapped` is true ("1,000+"); a page starting past the cap is a 400 naming `page`.
 */
const cappedTotal = {
  totalCapped: z.literal(true).optional(),
  /** On a full page of a listing not ordered by distance: pass it as `after` for the page that follows (keyset, any depth). */
  next: z.string().optional(),
};

export const tutorListResponse = z.object({
  tutors: z.array(tutorCardSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  ...cappedTotal,
});
export type TutorListResponse = z.infer<typeof tutorListResponse>;

export const centerListResponse = z.object({
  tuitionCenters: z.array(centerCardSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  ...cappedTotal,
});
export type CenterListResponse = z.infer<typeof centerListResponse>;

/** GET /api/tutors/search?name= — an empty name answers []. */
export const tutorSearchQuery = z.object({ name: text('Name').max(200).optional().default('') });
export const tutorSearchResponse = z.array(tutorCardSchema);

export const latestTutorsResponse = z.object({ latestTutors: z.array(tutorCardSchema) });
/** The field name is the spec's own spelling (§7), kept for existing clients. */
export const latestCentersResponse = z.object({ latesttuitionCenters: z.array(centerCardSchema) });

/** A review as shown on a center's profile: the reviewer's public face only, never an e-mail. */
export const centerProfileReviewSchema = z.object({
  _id: idSchema,
  reviewText: z.string(),
  rating: z.number(),
  createdAt: z.string(),
  userId: z.object({ _id: idSchema, name: z.string(), photo: z.string() }),
});
export const centerProfileSchema = centerCardSchema.extend({
  reviews: z.array(centerProfileReviewSchema),
});
export type CenterProfile = z.infer<typeof centerProfileSchema>;

export const searchQuery = z.object({ q: text('Search').max(200).optional().default('') });
export const searchResponse = z.object({
  tutors: z.array(tutorCardSchema),
  tuitionCenters: z.array(centerCardSchema),
  understood: understoodSchema,
});
export type SearchResponse = z.infer<typeof searchResponse>;
