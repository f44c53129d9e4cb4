import { z } from 'zod';
import { feeSchema, idSchema, paginationQuery, text } from './common.ts';
import { PINCODE_PATTERN, placeMessages } from './place-rules.ts';
import { localitySchema } from './places.ts';
import { roles } from './roles.ts';
import { boards, classLevels, teachingModes } from './teaching-choices.ts';
import { isBlankText } from './text-checks.ts';

/** Learning requirements a student posts; matching tutors and centers see them as leads (api-2 §3). */

export const requirementLimits = {
  /** A requirement stops being a lead once it has this many responses; more are refused. */
  maxResponses: 5,
  subjectMax: 80,
  scheduleMax: 200,
  detailsMax: 2000,
  messageMax: 2000,
  /** Centers see requirements in their own city, or within this many km of them. */
  centerRadiusKm: 10,
  /** `AtTutor` requirements reach tutors within this many km (the student travels). */
  atTutorRadiusKm: 10,
} as const;

export const requirementStatuses = ['open', 'closed'] as const;
export type RequirementStatus = (typeof requirementStatuses)[number];

export const requirementMessages = {
  studentsOnly: 'Only students can post a requirement',
  notFound: 'Requirement not found',
  notYours: 'This requirement is not yours',
  notMatching: 'This requirement does not match what you teach or where you teach',
  listedOnly: 'Only tutors and tuition centers can respond to a requirement',
  full: 'This requirement has enough responses',
  alreadyResponded: 'You have already responded to this requirement',
  closed: 'This requirement is closed',
  alreadyClosed: 'This requirement is already closed',
  responseNotFound: 'Response not found',
} as const;

const required = (label: string, max: number) =>
  text(label)
    .trim()
    .refine((v) => !isBlankText(v), `${label} is required`)
    .refine((v) => v.length <= max, `${label} can be at most ${max} characters`);

export const createRequirementBody = z.object({
  subject: required('Subject', requirementLimits.subjectMax),
  classLevel: z.enum(classLevels, { error: `classLevel: choose from ${classLevels.join(', ')}` }),
  board: z.enum(boards, { error: `board: choose from ${boards.join(', ')}` }).optional(),
  modes: z
    .array(z.enum(teachingModes, { error: `modes: choose from ${teachingModes.join(', ')}` }))
    .min(1, placeMessages.modes)
    .max(teachingModes.length * 2)
    .transform((list) => [...new Set(list)]),
  /** The directory's city of the pincode wins; this is what the student typed. */
  city: text('City').trim().max(100).optional(),
  locality: localitySchema.optional(),
  pincode: text('Pincode')
    .trim()
    .refine((v) => PINCODE_PATTERN.test(v), placeMessages.pincode),
  /** Per month, whole rupees. */
  budget: feeSchema,
  schedule: required('Schedule', requirementLimits.scheduleMax),
  details: required('Details', requirementLimits.detailsMax),
});
export type CreateRequirementBody = z.input<typeof createRequirementBody>;

export const requirementSchema = z.object({
  _id: idSchema,
  status: z.enum(requirementStatuses),
  subject: z.string(),
  classLevel: z.enum(classLevels),
  board: z.enum(boards).nullable(),
  modes: z.array(z.enum(teachingModes)),
  city: z.string(),
  locality: z.string().nullable(),
  budget: z.number().int(),
  schedule: z.string(),
  /** Contact details masked for everyone but its student and the admin. */
  details: z.string(),
  responseCount: z.number().int(),
  createdAt: z.string(),
  /** Only to its student and the admin. */
  student: z.object({ _id: idSchema, name: z.string() }).optional(),
  /** To a tutor/center viewing it: the distance from it to the requirement's place (one decimal). */
  distanceKm: z.number().nullable().optional(),
  /** To a tutor/center: whether it has already responded. */
  responded: z.boolean().optional(),
});
export type Requirement = z.infer<typeof requirementSchema>;

export const responderSchema = z.object({
  _id: idSchema,
  name: z.string(),
  photo: z.string(),
  role: z.enum(roles),
  ratings: z.number(),
  distanceKm: z.number().nullable(),
  responseMinutes: z.number().int().nullable(),
});
export const requirementResponseSchema = z.object({
  _id: idSchema,
  responder: responderSchema,
  message: z.string(),
  fee: z.number().int(),
  accepted: z.boolean(),
  createdAt: z.string(),
  /** After acceptance, to that responder only: the student's contact. */
  studentContact: z.object({ name: z.string(), email: z.string() }).optional(),
  /** After acceptance: the pair's conversation. */
  conversationId: idSchema.nullable().optional(),
});
export type RequirementResponse = z.infer<typeof requirementResponseSchema>;

export const requirementsQuery = paginationQuery.extend({
  status: z.enum(requirementStatuses, { error: 'status: open or closed' }).optional(),
});
export type RequirementsQuery = z.infer<typeof requirementsQuery>;
export const requirementsResponse = z.object({
  requirements: z.array(requirementSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /**
   * Leads are counted as listings are (LISTING_COUNT_CAP, 1,000 by default): beyond the cap `total`
   * is the cap and this is true ("1,000+"); a page starting past it is a 400 naming `page`.
   */
  totalCapped: z.literal(true).optional(),
});
export type RequirementsResponse = z.infer<typeof requirementsResponse>;

export const requirementResponse = z.object({ requirement: requirementSchema });
export const requirementDetailResponse = z.object({
  requirement: requirementSchema,
  responses: z.array(requirementResponseSchema),
});
export type RequirementDetailResponse = z.infer<typeof requirementDetailResponse>;

export const respondBody = z.object({
  message: required('Message', requirementLimits.messageMax),
  /** Per month, whole rupees. */
  fee: feeSchema,
});
export type RespondBody = z.infer<typeof respondBody>;
export const respondResponse = z.object({ response: requirementResponseSchema });

export const responseParams = z.object({ id: idSchema, responseId: idSchema });
export const acceptResponse = z.object({ conversationId: idSchema });
