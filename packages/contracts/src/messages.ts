import { z } from 'zod';
import { emailSchema, idSchema, paginationQuery, text } from './common.ts';
import { entityTypes } from './roles.ts';

export const messageText = {
  mandatory: 'All fields are mandatory',
  invalidEmail: 'Please enter a valid email address',
  sent: 'Email sent Successfully',
  sendFailed: 'Failed to send email.',
  subscribed: "Thanks! You're subscribed.",
  alreadySubscribed: "You're already subscribed.",
} as const;

export const messageLimits = { name: 120, email: 254, message: 5000 } as const;

/**
 * The wire shape of the contact and enquiry forms. Fields are optional here on purpose: a missing or
 * blank one must answer the spec's exact 'All fields are mandatory', which the service decides.
 */
const looseField = (label: string, max: number) =>
  text(label)
    .max(max * 4)
    .optional();
export const contactBody = z.object({
  name: looseField('Name', messageLimits.name),
  email: looseField('Email', messageLimits.email),
  message: looseField('Message', messageLimits.message),
});
export type ContactBody = z.infer<typeof contactBody>;

export const enquiryBody = contactBody.extend({
  entityType: z.enum(entityTypes),
  entityId: idSchema,
});
export type EnquiryBody = z.infer<typeof enquiryBody>;

/** The strict form, used by the service after the mandatory check (and by the web forms). */
export const contactFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, messageText.mandatory)
    .max(messageLimits.name, `Your name can be at most ${messageLimits.name} characters`),
  email: emailSchema,
  message: z
    .string()
    .trim()
    .min(1, messageText.mandatory)
    .max(messageLimits.message, 'Your message can be at most 5,000 characters'),
});
export type ContactFields = z.infer<typeof contactFields>;

export const enquirySchema = z.object({
  _id: idSchema,
  entityType: z.enum(entityTypes),
  entityId: idSchema,
  /** The tutor's or center's name (useful to the admin, who sees all). */
  entityName: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const enquiriesQuery = paginationQuery;
export const enquiriesResponse = z.object({
  enquiries: z.array(enquirySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type EnquiriesResponse = z.infer<typeof enquiriesResponse>;

export const newsletterFields = z.object({ email: emailSchema });

export const newsletterBody = z.object({ email: text('Email').max(1000).optional() });
export type NewsletterBody = z.infer<typeof newsletterBody>;

export const messageSentResponse = z.object({ success: z.literal(true), message: z.string() });
