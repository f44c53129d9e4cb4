import { z } from 'zod';
import { emailSchema, idSchema, text } from './common.ts';
import { limits } from './limits.ts';
import { homeWithoutTravel, placeMessages } from './place-rules.ts';
import {
  centerPlaceShape,
  centerPlaceUpdateShape,
  tutorPlaceShape,
  tutorPlaceUpdateShape,
} from './places.ts';
import { reviewStatuses, tutorTrustInputShape, verifiedSchema } from './profile-review.ts';
import { publicRoles, roles } from './roles.ts';
import { availabilities, boards, classLevels, teachingModes } from './teaching-choices.ts';
import { isBlankText } from './text-checks.ts';
import { isOwnPhotoUrl } from './uploads.ts';

/** spec §5 and §8 sentences, shared so the server's answers and the forms' messages are the same words. */
export const accountMessages = {
  feesForAllSubjects: 'Please provide fees for all subjects.',
  courseNameAndFee: 'Please enter both course name and fee.',
  chooseRole: 'Please choose Student, Tutor or Tuition Center',
  acceptTerms: 'Please agree to the Terms of use and the Privacy policy to create an account',
  emailTaken: 'Email is already registered',
  invalidLogin: 'Invalid email or password',
  loginSuccess: 'Login successful!',
  logout: 'User logout successfully',
  updated: 'User updated successfully',
  updateFailed: 'Failed to update user',
  forgotPassword:
    'If an account exists for that email, we have sent it a link to reset the password. The link is valid for 1 hour.',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  registered: {
    Student: 'Student registered successfully',
    Tutor: 'Tutor registered successfully',
    'Tuition Center': 'Tuition Center registered successfully',
  },
  registerFailed: {
    Student: 'Failed to register',
    Tutor: 'Failed to register tutor',
    'Tuition Center': 'Failed to register tuition center',
  },
} as const;

const requiredText = (label: string, max: number) =>
  text(label, `${label} is required`)
    .trim()
    .refine((v) => !isBlankText(v), `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const passwordSchema = text('Password', 'Password is required')
  .min(limits.passwordMinLength, `Password must be at least ${limits.passwordMinLength} characters`)
  .max(200, 'Password must be at most 200 characters');

export const nameSchema = requiredText('Name', 100);
/** A required e-mail: trimmed and lower-cased before it is checked or stored. */
export const accountEmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .pipe(emailSchema);
/** Only our own uploads (`/uploads/…webp`) or a default image: a profile never points at an outside host. */
export const photoSchema = text('Photo', 'Photo must be an image address')
  .trim()
  .max(300)
  .refine(isOwnPhotoUrl, 'Please upload the photo with the photo picker');
export const profileInfoSchema = requiredText('Profile info', 2000);
export const bioSchema = requiredText('Bio', 2000);
export const availabilitySchema = z.enum(availabilities, {
  error: 'Please choose Morning, Afternoon or Evening',
});
export const locationSchema = requiredText('Location', 200);
export const descriptionSchema = requiredText('Description', 2000);
export const contactNumberSchema = text('Contact number', 'Contact number is required')
  .trim()
  .min(1, 'Contact number is required')
  .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'Please enter a valid contact number');

const MAX_ITEMS = 30;
const subjectNameSchema = text('Subject name', 'Please enter a name for every subject')
  .trim()
  .refine((v) => !isBlankText(v), 'Please enter a name for every subject')
  .max(80, 'Subject names must be at most 80 characters');
const courseNameSchema = text('Course name', accountMessages.courseNameAndFee)
  .trim()
  .refine((v) => !isBlankText(v), accountMessages.courseNameAndFee)
  .max(80, 'Course names must be at most 80 characters');
export const subjectsSchema = z
  .array(subjectNameSchema, { error: 'Please add at least one subject' })
  .min(1, 'Please add at least one subject')
  .max(MAX_ITEMS, `At most ${MAX_ITEMS} subjects`);
export const coursesSchema = z
  .array(courseNameSchema, { error: 'Courses must be a list' })
  .max(MAX_ITEMS, `At most ${MAX_ITEMS} courses`);
/** Name → fee; a fee may arrive as a number or as numeric text (multipart, form inputs). */
export const feesInputSchema = z.record(
  text('Fee name'),
  z.union([z.number(), text('Fee').max(40), z.null()]),
  {
    error: 'Fees must be an object of name and amount',
  },
);
export type FeesInput = z.infer<typeof feesInputSchema>;

export const FEE_MAX = 1_000_000;
const feeRangeMessage = `Fees must be whole rupees from 1 to ${FEE_MAX}`;
/** A fee in whole rupees, or null when it is missing or not a valid amount. */
export function parseFee(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim()
        ? Number(value)
        : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= FEE_MAX ? n : null;
}
/** The fee given for a name (own keys only, compared trimmed: names are trimmed, keys may not be). */
function feeFor(fees: FeesInput | undefined, name: string): unknown {
  if (!fees) return undefined;
  if (Object.hasOwn(fees, name)) return fees[name];
  const key = Object.keys(fees).find((k) => k.trim() === name);
  return key === undefined ? undefined : fees[key];
}
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

/**
 * spec §5: every subject (course) has a fee; names are unique (case-insensitively).
 * Fees given for names that are not listed are ignored.
 */
export function checkFees(
  ctx: z.RefinementCtx,
  names: string[],
  fees: FeesInput | undefined,
  kind: 'subjects' | 'courses',
): void {
  const seen = new Set<string>();
  for (const name of names) {
    const key = name.trim().toLowerCase();
    if (seen.has(key)) {
      ctx.addIssue({
        code: 'custom',
        path: [kind],
        message: `${name} is listed twice; each ${kind === 'subjects' ? 'subject' : 'course'} only once`,
      });
      return;
    }
    seen.add(key);
    const fee = feeFor(fees, name);
    if (isBlank(fee)) {
      ctx.addIssue({
        code: 'custom',
        path: ['fees', name],
        message: kind === 'subjects' ? accountMessages.feesForAllSubjects : accountMessages.courseNameAndFee,
      });
      return;
    }
    if (parseFee(fee) === null) {
      ctx.addIssue({ code: 'custom', path: ['fees', name], message: feeRangeMessage });
      return;
    }
  }
}

/** The listed names with their fees, in the given order (call after the schema accepted them). */
export const feeEntries = (names: string[], fees: FeesInput | undefined) =>
  names.map((name) => ({ name, fee: parseFee(feeFor(fees, name)) ?? 0 }));

const accountShape = {
  name: nameSchema,
  email: accountEmailSchema,
  password: passwordSchema,
  photo: photoSchema.optional(),
};
const tutorShape = {
  ...accountShape,
  bio: bioSchema,
  availability: availabilitySchema,
  subjects: subjectsSchema,
  fees: feesInputSchema.optional(),
  ...tutorPlaceShape,
  ...tutorTrustInputShape,
};
const centerShape = {
  ...accountShape,
  location: locationSchema,
  description: descriptionSchema,
  contactNumber: contactNumberSchema,
  courses: coursesSchema.default([]),
  fees: feesInputSchema.optional(),
  ...centerPlaceShape,
};

/** `Home` among the modes needs a travel distance (api-2 §1), said so a tutor understands. */
function checkTravel(
  ctx: z.RefinementCtx,
  v: { modes?: readonly string[] | undefined; travelKm?: number | undefined },
) {
  if (v.modes && homeWithoutTravel(v.modes, v.travelKm))
    ctx.addIssue({ code: 'custom', path: ['travelKm'], message: placeMessages.homeNeedsTravel });
}

/** Sign-up only (not the admin's create): the user agreed to the terms and the privacy policy; the time is stored. */
const acceptTermsShape = {
  acceptTerms: z.literal(true, { error: accountMessages.acceptTerms }),
};

export const studentRegisterSchema = z.object({
  role: z.literal('Student'),
  ...acceptTermsShape,
  ...accountShape,
  profileInfo: profileInfoSchema,
});
export const tutorRegisterSchema = z
  .object({ role: z.literal('Tutor'), ...acceptTermsShape, ...tutorShape })
  .superRefine((v, ctx) => {
    checkFees(ctx, v.subjects, v.fees, 'subjects');
    checkTravel(ctx, v);
  });
export const centerRegisterSchema = z
  .object({ role: z.literal('Tuition Center'), ...acceptTermsShape, ...centerShape })
  .superRefine((v, ctx) => checkFees(ctx, v.courses, v.fees, 'courses'));

/**
 * POST /api/user/register. The role is one of the three public choices and nothing else:
 * 'Admin', 'admin' or a missing role are refused (no one signs up as an admin).
 */
export const registerSchema = z.discriminatedUnion(
  'role',
  [studentRegisterSchema, tutorRegisterSchema, centerRegisterSchema],
  { error: accountMessages.chooseRole },
);
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterBody = z.output<typeof registerSchema>;
export type StudentRegisterInput = z.input<typeof studentRegisterSchema>;
export type TutorRegisterInput = z.input<typeof tutorRegisterSchema>;
export type CenterRegisterInput = z.input<typeof centerRegisterSchema>;

/** POST /api/tutors/create and /api/tuition-centers/create (admin): the sign-up fields of that role. */
export const createTutorSchema = z.object(tutorShape).superRefine((v, ctx) => {
  checkFees(ctx, v.subjects, v.fees, 'subjects');
  checkTravel(ctx, v);
});
export const createCenterSchema = z
  .object(centerShape)
  .superRefine((v, ctx) => checkFees(ctx, v.courses, v.fees, 'courses'));

export const loginSchema = z.object({
  email: accountEmailSchema,
  password: text('Password', 'Password is required').min(1, 'Password is required').max(200),
});
export type LoginInput = z.input<typeof loginSchema>;

/** PUT /api/user/update/:userId — every field optional; an empty password means "keep it". */
export const updateUserSchema = z.object({
  name: nameSchema.optional(),
  email: accountEmailSchema.optional(),
  password: z.union([z.literal(''), passwordSchema]).optional(),
  /** Needed to change your own password or e-mail. */
  currentPassword: text('Current password').max(200).optional(),
  profileInfo: text('Profile info')
    .trim()
    .max(2000, 'Profile info must be at most 2000 characters')
    .optional(),
  photo: photoSchema.optional(),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;

/** PUT /api/tutors/update-tutor/:id — the public profile; `subjects` (or `fees` alone) replaces the list. */
export const updateTutorSchema = z
  .object({
    name: nameSchema.optional(),
    photo: photoSchema.optional(),
    bio: bioSchema.optional(),
    availability: availabilitySchema.optional(),
    subjects: subjectsSchema.optional(),
    fees: feesInputSchema.optional(),
    ...tutorPlaceUpdateShape,
    ...tutorTrustInputShape,
  })
  .superRefine((v, ctx) => {
    if (v.subjects || v.fees) checkFees(ctx, v.subjects ?? Object.keys(v.fees ?? {}), v.fees, 'subjects');
    // With both in the body; a change of one alone is checked against the stored other by the server.
    if (v.travelKm !== undefined) checkTravel(ctx, v);
  });
export type UpdateTutorInput = z.input<typeof updateTutorSchema>;

/** PUT /api/tuition-centers/update/:id — the public profile; `courses` (or `fees` alone) replaces the list. */
export const updateCenterSchema = z
  .object({
    name: nameSchema.optional(),
    photo: photoSchema.optional(),
    location: locationSchema.optional(),
    description: descriptionSchema.optional(),
    contactNumber: contactNumberSchema.optional(),
    courses: coursesSchema.optional(),
    fees: feesInputSchema.optional(),
    ...centerPlaceUpdateShape,
  })
  .superRefine((v, ctx) => {
    if (v.courses || v.fees) checkFees(ctx, v.courses ?? Object.keys(v.fees ?? {}), v.fees, 'courses');
  });
export type UpdateCenterInput = z.input<typeof updateCenterSchema>;

export const forgotPasswordSchema = z.object({ email: accountEmailSchema });
export const resetPasswordSchema = z.object({
  token: text('Token', accountMessages.resetTokenInvalid).min(1, accountMessages.resetTokenInvalid).max(200),
  password: passwordSchema,
});

/** The user object of every answer (api.md "Users"); never a password or its hash. */
export const userSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  photo: z.string(),
  profileInfo: z.string().nullable(),
  createdAt: z.string(),
  bio: z.string().optional(),
  availability: z.enum(availabilities).optional(),
  location: z.string().optional(),
  description: z.string().optional(),
  contactNumber: z.string().optional(),
  subjects: z.array(z.string()).optional(),
  courses: z.array(z.string()).optional(),
  fees: z.record(z.string(), z.number()).optional(),
  ratings: z.number().optional(),
  reviewCount: z.number().optional(),
  /** Place and teaching facts (api-2 §1); null where an older profile has not set them yet. */
  city: z.string().nullable().optional(),
  locality: z.string().nullable().optional(),
  pincode: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  travelKm: z.number().optional(),
  modes: z.array(z.enum(teachingModes)).optional(),
  classLevels: z.array(z.enum(classLevels)).optional(),
  boards: z.array(z.enum(boards)).optional(),
  sessionsPerWeek: z.number().optional(),
  sessionMinutes: z.number().optional(),
  qualification: z.string().optional(),
  experienceYears: z.number().nullable().optional(),
  languages: z.array(z.string()).optional(),
  /** A tutor's or center's own review state (api-2 §6), to itself and the admin only. */
  reviewStatus: z.enum(reviewStatuses).optional(),
  reviewReason: z.string().nullable().optional(),
  verified: verifiedSchema.optional(),
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: userSchema,
});
export type UserResponse = z.infer<typeof userResponseSchema>;
export const loginResponseSchema = userResponseSchema.extend({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
/**
 * GET /api/user/me: the signed-in user, or `null` for a visitor who sent no session at all (a
 * visitor's check is not an error: issue 15 item 14). A session that was sent but is unknown,
 * expired or revoked is still 401.
 */
export const meResponseSchema = z.object({ user: userSchema.nullable() });
export type MeResponse = z.infer<typeof meResponseSchema>;
export const tutorWriteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  tutor: userSchema,
});
export const centerWriteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  tuitionCenter: userSchema,
});

export { publicRoles };
