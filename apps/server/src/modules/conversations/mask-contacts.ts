import { contactHidden } from '@tuitionhub/contracts';

/**
 * Hides the ways people pass contact details in a message until the pair has booked (api-2 §4):
 * Indian phone numbers, e-mail addresses and UPI ids. Pure; the stored text is never changed.
 *
 * What counts (docs/decisions/013):
 * - **Phones**: ten digits, optionally split by spaces, dashes, dots or brackets anywhere, and
 *   optionally behind `+91`, `0091`, `91` or `0`: a mobile starts 6–9 (`98765 43210`,
 *   `+91-98765-43210`, `0 98765 43210`); a landline has its STD code and a `0` or `+91` before it
 *   (`020 2553 1234`, `(020) 2553-1234`, `+91 20 2553 1234`). A 10-digit run starting 1–5 with
 *   no prefix is not taken for a phone (an order number, a roll number).
 * - **Numbers that stay**: anything under ten digits — fees (`Rs. 1500`, `1,500`), years (`2026`),
 *   classes (`10th`), times (`5:30`), dates (`24-11-2026`, 8 digits), pincodes (`411038`: a
 *   pincode names an area of thousands of homes, not a person). An 8-digit local landline
 *   without its STD code stays too: dates are written the same way.
 * - **E-mail and UPI**: anything `name@host` (`asha@gmail.com`, `9876543210@ybl`, `asha@okhdfcbank`),
 *   and addresses spelled out (`asha at gmail dot com`, `asha[at]gmail[dot]com`).
 * - **Digits as words**: ten or more digits written as English words or mixed with digits
 *   (`nine eight seven six five four three two one zero`, `double nine`, `98 seven 6…`).
 */

/** Up to three separators between two digits of one number. */
const SEP = String.raw`[\s.\-()]{0,3}`;
const prefix = String.raw`(?:(?:\+\s?|00)91${SEP}|\b91${SEP})?`;
/** A mobile: optional +91 / 0, then ten digits starting 6–9. */
const mobile = String.raw`${prefix}(?:0${SEP})?\(?[6-9](?:${SEP}\d){9}`;
/** A landline: +91 or 0 (the trunk prefix), then STD code and number, ten digits in all. */
const landline = String.raw`(?:(?:\+\s?|00)91${SEP}\(?0?|\(?0)${SEP}[1-9](?:${SEP}\d){9}`;
const phone = new RegExp(String.raw`(?<![\d+])(?:${mobile}|${landline})(?!\d)`, 'g');

const emailOrUpi = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*/gu;
const spelledEmail =
  /[\p{L}\p{N}._%+-]+\s*[[(<{]?\s*\bat\b\s*[\])>}]?\s*[\p{L}\p{N}-]+(?:\s*[[(<{]?\s*\bdot\b\s*[\])>}]?\s*[\p{L}]{2,}\b)+/giu;

const digitWords: Record<string, number> = {
  zero: 1,
  oh: 1,
  o: 1,
  one: 1,
  two: 1,
  three: 1,
  four: 1,
  five: 1,
  six: 1,
  seven: 1,
  eight: 1,
  nine: 1,
};
const repeatWords: Record<string, number> = { double: 2, triple: 3 };
const wordToken = String.raw`(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine|double|triple|\d+)`;
const wordRun = new RegExp(String.raw`\b${wordToken}(?:[\s,.\-]+${wordToken})+\b`, 'gi');

/** How many digits a run of number words and digits spells (`double nine` → 2). */
function spelledDigits(run: string): { digits: number; words: number } {
  let digits = 0;
  let words = 0;
  let repeat = 1;
  for (const token of run.toLowerCase().split(/[\s,.-]+/)) {
    if (!token) continue;
    if (repeatWords[token]) {
      repeat = repeatWords[token]!;
      continue;
    }
    if (/^\d+$/.test(token)) digits += token.length * (token.length === 1 ? repeat : 1);
    else if (digitWords[token]) {
      digits += repeat;
      words++;
    }
    repeat = 1;
  }
  return { digits, words };
}

/** `text` with every phone number, e-mail address and UPI id replaced by `[contact hidden until you book]`. */
export function maskContacts(text: string): string {
  return text
    .replace(spelledEmail, contactHidden)
    .replace(emailOrUpi, contactHidden)
    .replace(phone, contactHidden)
    .replace(wordRun, (run) => {
      const { digits, words } = spelledDigits(run);
      // At least one spelled word: runs of plain digits are the phone pattern's to judge.
      return words > 0 && digits >= 10 ? contactHidden : run;
    });
}

/** Whether the text holds anything maskContacts would hide. */
export const hasContacts = (text: string): boolean => maskContacts(text) !== text;
