import {
  accountEmailSchema,
  accountMessages,
  availabilitySchema,
  bioSchema,
  contactNumberSchema,
  descriptionSchema,
  locationSchema,
  nameSchema,
  parseFee,
  passwordSchema,
  photoSchema,
  studentRegisterSchema,
} from '@tuitionhub/contracts';
import { z } from 'zod';

/**
 * The sign-up and profile forms, built from the same field schemas the server validates with
 * (packages/contracts/src/users.ts). Forms hold subjects and courses as name + fee rows; the
 * submit handlers turn them into the API's `subjects`/`courses` list and `fees` map.
 */

export const studentSignupSchema = studentRegisterSchema.omit({ role: true });
export type StudentSignupValues = z.input<typeof studentSignupSchema>;

/** One row of the tutor's "Subjects and Fees" (the fee is the text of a number input). */
export const feeRowSchema = z.object({ name: z.string(), fee: z.string() });
export type FeeRow = z.infer<typeof feeRowSchema>;

/**
 * spec §5: every subject has a name and a fee ('Please provide fees for all subjects.').
 * Runs on the list itself, so its messages show together with the other fields' ones.
 */
export const subjectRowsSchema = z.array(feeRowSchema).superRefine((rows, ctx) => {
  if (rows.length === 0) {
    ctx.addIssue({ code: 'custom', path: [], message: 'Please add at least one subject' });
    return;
  }
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const name = row.name.trim();
    if (!name) {
      ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'Please enter a name for every subject' });
    } else if (seen.has(name.toLowerCase())) {
      ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `${name} is listed twice` });
    }
    seen.add(name.toLowerCase());
    if (!row.fee.trim()) {
      ctx.addIssue({ code: 'custom', path: [i, 'fee'], message: accountMessages.feesForAllSubjects });
    } else if (parseFee(row.fee) === null) {
      ctx.addIssue({ code: 'custom', path: [i, 'fee'], message: 'Enter whole rupees from 1 to 1000000' });
    }
  });
});

export const tutorSignupSchema = z.object({
  name: nameSchema,
  email: accountEmailSchema,
  password: passwordSchema,
  photo: photoSchema.optional(),
  bio: bioSchema,
  availability: availabilitySchema,
  subjects: subjectRowsSchema,
});
export type TutorSignupValues = z.input<typeof tutorSignupSchema>;

/** An added course: the 'Add Course' entry only adds complete ones. */
export const courseRowSchema = z.object({ name: z.string(), fee: z.number() });
export type CourseRow = z.infer<typeof courseRowSchema>;

export const centerSignupSchema = z.object({
  name: nameSchema,
  email: accountEmailSchema,
  password: passwordSchema,
  photo: photoSchema.optional(),
  location: locationSchema,
  description: descriptionSchema,
  contactNumber: contactNumberSchema,
  courses: z.array(courseRowSchema),
});
export type CenterSignupValues = z.input<typeof centerSignupSchema>;

/**
 * The 'Add Course' entry (spec §5): both a name and a fee, else 'Please enter both course name and
 * fee.'. Returns the row to add, or the sentence to show.
 */
export function parseCourseEntry(
  name: string,
  fee: string,
  existing: CourseRow[],
): { row: CourseRow } | { error: string } {
  const trimmed = name.trim();
  if (!trimmed || !fee.trim()) return { error: accountMessages.courseNameAndFee };
  const amount = parseFee(fee);
  if (amount === null) return { error: 'Enter the fee in whole rupees from 1 to 1000000' };
  if (existing.some((c) => c.name.toLowerCase() === trimmed.toLowerCase())) {
    return { error: `${trimmed} is already in the list` };
  }
  if (trimmed.length > 80) return { error: 'Course names must be at most 80 characters' };
  return { row: { name: trimmed, fee: amount } };
}

/** Rows → the API's list + map. */
export const toFees = (rows: { name: string; fee: string | number }[]) => ({
  names: rows.map((r) => r.name.trim()),
  fees: Object.fromEntries(rows.map((r) => [r.name.trim(), parseFee(r.fee) ?? 0])) as Record<string, number>,
});

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
