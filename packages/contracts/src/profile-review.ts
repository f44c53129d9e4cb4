import { z } from 'zod';
import { idSchema, paginationQuery, text } from './common.ts';

/**
 * Profile review and verification (api-2 §6, issue 15): a new tutor or center profile waits for the
 * admin; the admin approves it or rejects it with a reason, and may mark it Verified.
 */
export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
export const verificationChecks = ['identity', 'qualification'] as const;
export type VerificationCheck = (typeof verificationChecks)[number];

export const profileReviewMessages = {
  approved: 'Profile approved',
  rejected: 'Profile rejected; the applicant has been e-mailed the reason',
  verified: 'Profile marked as verified',
  notPending: 'This profile is not waiting for review',
  notFound: 'Profile not found',
} as const;

/** What the admin checked before marking a profile Verified; null when it is not. */
export const verifiedSchema = z
  .object({ identity: z.boolean(), qualification: z.boolean(), at: z.string() })
  .nullable();
export type Verified = z.infer<typeof verifiedSchema>;

/** Trust facts every card and profile carries, from the product's own records. */
export const trustCardShape = {
  verified: verifiedSchema,
  /** When the account was made (ISO). */
  memberSince: z.string(),
  /** Free demo classes held (status done). */
  demosHeld: z.number().int(),
  /** Different students who paid for this profile. */
  studentsHired: z.number().int(),
};

/** What a tutor states about themself (issue 15). */
export const tutorTrustCardShape = {
  qualification: z.string(),
  experienceYears: z.number().int().nullable(),
  languages: z.array(z.string()),
};

export const tutorLimits = { maxLanguages: 8, qualificationMax: 120, experienceMax: 60 } as const;
export const qualificationSchema = text('Qualification')
  .trim()
  .max(
    tutorLimits.qualificationMax,
    `Qualification must be at most ${tutorLimits.qualificationMax} characters`,
  );
export const experienceYearsSchema = z
  .number({ error: 'Years of experience must be a number' })
  .int('Years of experience must be a whole number')
  .min(0, 'Years of experience cannot be negative')
  .max(tutorLimits.experienceMax, `Years of experience must be at most ${tutorLimits.experienceMax}`)
  .nullable();
export const languagesSchema = z
  .array(text('Language').trim().min(2, 'Each language needs at least 2 letters').max(30))
  .max(tutorLimits.maxLanguages, `List at most ${tutorLimits.maxLanguages} languages`)
  .transform((list) => [...new Set(list)]);
/** The trust fields a tutor's sign-up or profile edit may carry. */
export const tutorTrustInputShape = {
  qualification: qualificationSchema.optional(),
  experienceYears: experienceYearsSchema.optional(),
  languages: languagesSchema.optional(),
};

export const adminProfilesQuery = paginationQuery.extend({
  status: z
    .enum(reviewStatuses, { error: 'status: choose pending, approved or rejected' })
    .default('pending'),
});
export type AdminProfilesQuery = z.infer<typeof adminProfilesQuery>;

export const adminReviewProfileSchema = z.object({
  _id: idSchema,
  role: z.enum(['Tutor', 'Tuition Center']),
  name: z.string(),
  email: z.string(),
  photo: z.string(),
  city: z.string().nullable(),
  locality: z.string().nullable(),
  /** Subjects (tutor) or courses (center). */
  offerings: z.array(z.string()),
  /** Bio (tutor) or description (center). */
  about: z.string(),
  qualification: z.string().nullable(),
  createdAt: z.string(),
  reviewStatus: z.enum(reviewStatuses),
  reviewReason: z.string().nullable(),
  verified: verifiedSchema,
});
export type AdminReviewProfile = z.infer<typeof adminReviewProfileSchema>;
export const adminProfilesResponse = z.object({
  profiles: z.array(adminReviewProfileSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminProfilesResponse = z.infer<typeof adminProfilesResponse>;

export const rejectProfileBody = z.object({
  reason: text('Reason')
    .trim()
    .min(5, 'Give the applicant a reason of at least 5 characters')
    .max(500, 'Reason must be at most 500 characters'),
});
export type RejectProfileBody = z.infer<typeof rejectProfileBody>;
export const verifyProfileBody = z.object({
  checked: z
    .array(z.enum(verificationChecks, { error: 'checked: identity or qualification' }))
    .min(1, 'Say what was checked: identity, qualification or both'),
});
export type VerifyProfileBody = z.infer<typeof verifyProfileBody>;
export const profileReviewResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  profile: adminReviewProfileSchema,
});
export type ProfileReviewResponse = z.infer<typeof profileReviewResponse>;
