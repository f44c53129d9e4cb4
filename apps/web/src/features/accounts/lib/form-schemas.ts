import {
  accountEmailSchema,
  centerKind,
  nameSchema,
  type PublicRole,
  passwordSchema,
  photoSchema,
  studentRegisterSchema,
  tutorKind,
} from '@tuitionhub/contracts';
import { z } from 'zod';
import { listedProfileSchema, type ProfileValues } from '../../../lib/profile-form.ts';

/**
 * The sign-up and account forms, built from the same field schemas the server validates with
 * (packages/contracts/src/users.ts).
 */

const accountSchema = z.object({
  name: nameSchema,
  email: accountEmailSchema,
  password: passwordSchema,
  photo: photoSchema.optional(),
});
export type AccountValues = z.input<typeof accountSchema>;

/**
 * Each role's sign-up: the account, then a student's Profile Info or the listed profile's own
 * fields (with where and what it teaches).
 */
const signupAccountShape = {
  ...accountSchema.shape,
  acceptTerms: studentRegisterSchema.shape.acceptTerms,
};
export const signupSchemas: Record<PublicRole, z.ZodObject> = {
  Student: studentRegisterSchema.omit({ role: true }),
  Tutor: listedProfileSchema(tutorKind, signupAccountShape),
  'Tuition Center': listedProfileSchema(centerKind, signupAccountShape),
};
/** What a sign-up form holds (every role's fields; the role's schema keeps only its own). */
export type SignupValues = AccountValues &
  ProfileValues & {
    profileInfo: string;
    /** The "I agree to the Terms of use and the Privacy policy" box (issue 15). */
    acceptTerms: boolean;
  };

/** The user dashboard's form: name, email, password (blank keeps it), profileInfo. */
export const profileFormSchema = z.object({
  name: nameSchema,
  email: accountEmailSchema,
  password: z.union([z.literal(''), passwordSchema]),
  /** Asked for only when the password or e-mail changes (the server insists then). */
  currentPassword: z.string().max(200),
  profileInfo: z.string().trim().max(2000, 'Profile info must be at most 2000 characters'),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;
