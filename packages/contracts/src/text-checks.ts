/**
 * Checks on people's text without Zod: the schemas' `text()` (common.ts) is built on them, and a page
 * without a form can use them without loading Zod (issue 16, decision 022).
 */

/**
 * Characters no person types and PostgreSQL text cannot always hold: NUL and the other C0 controls
 * except tab, line feed and carriage return, DEL, and lone UTF-16 surrogates.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose
const unsafeChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;
export const hasUnsafeChars = (value: string) => unsafeChars.test(value);
export const unsafeCharsMessage = 'contains a character that is not allowed';

/** Blank to a reader: only white space and invisible characters (zero-width space, soft hyphen, BOM…). */
export const isBlankText = (value: string) =>
  value.replace(/[\s\p{Default_Ignorable_Code_Point}]/gu, '') === '';
