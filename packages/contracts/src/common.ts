import { z } from 'zod';

/**
 * Characters no person types and PostgreSQL text cannot always hold: NUL and the other C0 controls
 * except tab, line feed and carriage return, DEL, and lone UTF-16 surrogates.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose
const unsafeChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;
export const hasUnsafeChars = (value: string) => unsafeChars.test(value);
export const unsafeCharsMessage = 'contains a character that is not allowed';

/**
 * Every string a client sends is built from this, so a NUL or control character is a 400 naming the
 * field, in one place, for the server and the forms alike.
 */
export const text = (label = 'This field', typeError?: string) =>
  z
    .string(typeError ? { error: typeError } : undefined)
    .refine((v) => !hasUnsafeChars(v), `${label} ${unsafeCharsMessage}`);

/** Blank to a reader: only white space and invisible characters (zero-width space, soft hyphen, BOM…). */
export const isBlankText = (value: string) =>
  value.replace(/[\s\p{Default_Ignorable_Code_Point}]/gu, '') === '';

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
  /** The longest keyset cursor (`after`) a listing takes (decision 017). */
  listingCursorMaxLength: 300,
} as const;
