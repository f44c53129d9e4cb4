/**
 * A whole number as en-IN writes it ('1,500', '1,50,000', '-2,000'), without Intl: the first
 * `Intl.NumberFormat('en-IN')` of a page load costs ~15 ms (60 ms on Lighthouse's 4x slower CPU) and
 * every `toLocaleString('en-IN')` makes a new one, all inside the first render of a page of prices
 * (issue 16, Total Blocking Time); the contracts' messages use it too, so importing one costs no
 * Intl. Anything else (fractions, -0, NaN, beyond 2^53) goes to Intl, so the text is always what
 * `toLocaleString('en-IN', options)` writes.
 */
export function formatIndian(n: number, options?: Intl.NumberFormatOptions): string {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return n.toLocaleString('en-IN', options);
  const digits = String(Math.abs(n));
  const grouped =
    digits.length <= 3
      ? digits
      : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
  return n < 0 ? `-${grouped}` : grouped;
}

/** `Rs. 1,500/month` — every fee in the product is per month (api-2 §1). */
export const formatMonthlyFee = (fee: number) => `Rs. ${formatIndian(fee)}/month`;
