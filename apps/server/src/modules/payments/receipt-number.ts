/**
 * Receipt numbers (api-2 §5): `TH/2026-27/000001`, counting from 1 in each Indian financial year
 * (1 April to 31 March, India time). Pure; the counter itself is in the repository.
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The financial year an instant falls in, in India: `2026-27` from 1 April 2026 00:00 IST. */
export function financialYearOf(instant: Date): string {
  const india = new Date(instant.getTime() + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export const receiptNumber = (financialYear: string, n: number) =>
  `TH/${financialYear}/${String(n).padStart(6, '0')}`;

/** The month a fee paid at `instant` covers, as India's calendar names it: `November 2026`. */
export const periodOf = (instant: Date) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    instant,
  );
