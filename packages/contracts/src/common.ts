import { z } from 'zod';

export const idSchema = z.uuid({ message: 'Must be a valid id' });
export const idParams = z.object({ id: idSchema });

/** Roles as they appear on the wire (the spec's words). */
export const roles = ['Student', 'Tutor', 'Tuition Center', 'Admin'] as const;
export type Role = (typeof roles)[number];
/** The only roles a visitor may choose at sign-up. */
export const publicRoles = ['Student', 'Tutor', 'Tuition Center'] as const;
export type PublicRole = (typeof publicRoles)[number];

export const availabilities = ['Morning', 'Afternoon', 'Evening'] as const;
export type Availability = (typeof availabilities)[number];

export const entityTypes = ['Tutor', 'TuitionCenter'] as const;
export type EntityType = (typeof entityTypes)[number];

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(12),
});

export const successSchema = z.object({ success: z.literal(true), message: z.string() });

/** Money is whole rupees. */
export const feeSchema = z.number().int().min(1).max(1_000_000);

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Please enter a valid email address' }));

/** Business constants from spec §9. */
export const limits = {
  feeFilterChoices: [1000, 2000, 3000],
  ratingFilterChoices: [1, 2, 3, 4, 5],
  watchlistPageSize: 10,
  adminPageSize: 6,
  sliderIntervalMs: 3000,
  testimonialIntervalMs: 5000,
  reviewMaxLength: 2000,
  passwordMinLength: 8,
  uploadMaxBytes: 5 * 1024 * 1024,
} as const;
