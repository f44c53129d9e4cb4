import { z } from 'zod';
import { availabilities, emailSchema, feeSchema, idSchema, limits, publicRoles, roles } from './common.ts';

export const passwordSchema = z
  .string()
  .min(limits.passwordMinLength, `Password must be at least ${limits.passwordMinLength} characters`)
  .max(200);

/** Subject/course name → fee in whole rupees. */
export const feesMap = z.record(z.string().trim().min(1).max(80), feeSchema);

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
});
export type User = z.infer<typeof userSchema>;

export { publicRoles };
