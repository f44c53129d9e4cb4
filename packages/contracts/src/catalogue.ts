import { z } from 'zod';
import { availabilities, idSchema, paginationQuery, text } from './common.ts';

export const tutorSorts = ['name', 'ratings', 'fees'] as const;

const listFilters = {
  maxFee: z.coerce.number().int().min(1).max(1_000_000).optional(),
  minRating: z.coerce.number().min(1).max(5).optional(),
  sort: z.enum(tutorSorts).optional(),
  q: text('Search').trim().max(200).optional(),
};

export const tutorListQuery = paginationQuery.extend({
  ...listFilters,
  subject: text('Subject').trim().min(1).max(80).optional(),
  availability: z.enum(availabilities).optional(),
});
export type TutorListQuery = z.infer<typeof tutorListQuery>;

export const centerListQuery = paginationQuery.extend({
  ...listFilters,
  course: text('Course').trim().min(1).max(80).optional(),
});
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
});
export type CenterCard = z.infer<typeof centerCardSchema>;

export const tutorListResponse = z.object({
  tutors: z.array(tutorCardSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TutorListResponse = z.infer<typeof tutorListResponse>;

export const centerListResponse = z.object({
  tuitionCenters: z.array(centerCardSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
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
});
export type SearchResponse = z.infer<typeof searchResponse>;
