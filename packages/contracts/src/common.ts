import { z } from 'zod';
import { hasUnsafeChars, unsafeCharsMessage } from './text-checks.ts';

/**
 * The schemas every other module builds on. What needs no Zod lives beside them in modules that import
 * none (text-checks.ts, roles.ts, limits.ts), so a page without a form loads no Zod (decision 022).
 */

/**
 * Every string a client sends is built from this, so a NUL or control character is a 400 naming the
 * field, in one place, for the server and the forms alike.
 */
export const text = (label = 'This field', typeError?: string) =>
  z
    .string(typeError ? { error: typeError } : undefined)
    .refine((v) => !hasUnsafeChars(v), `${label} ${unsafeCharsMessage}`);

export const idSchema = z.uuid({ message: 'Must be a valid id' });
export const idParams = z.object({ id: idSchema });

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
