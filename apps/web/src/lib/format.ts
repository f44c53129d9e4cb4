import { formatIndian } from '@tuitionhub/contracts';

const wholeRupees = { maximumFractionDigits: 0 } as const;
/** 'Rs. 1,500' — the spec's currency form. */
export const formatRs = (amount: number | null | undefined) =>
  amount == null ? '—' : `Rs. ${formatIndian(amount, wholeRupees)}`;
/** '₹1,500' — the payments page uses the rupee sign. */
export const formatRupee = (amount: number) => `₹${formatIndian(amount, wholeRupees)}`;
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/**
 * '6 Sep 2026' — three-letter months always (ICU's en-GB writes 'Sept', issue 15), in the viewer's
 * time zone as toLocaleDateString does; a date-only 'YYYY-MM-DD' is that calendar day.
 */
export const formatDate = (iso: string | Date) => {
  if (typeof iso === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(iso)) {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    return `${d} ${months[m - 1]} ${y}`;
  }
  const date = new Date(iso);
  return `${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}`;
};
/** '22 Nov 2026, 14:05' */
export const formatDateTime = (iso: string) =>
  `${formatDate(new Date(iso))}, ${new Date(iso).toLocaleTimeString('en-GB', { timeStyle: 'short' })}`;
export const formatRating = (r: number) => r.toFixed(1);
/**
 * Names in A-Z order, ignoring case ('Biology', 'chemistry', 'Physics'), by code unit: no Intl
 * collator, whose first use (`localeCompare`) cost ~75 ms of a profile page's load on Lighthouse's
 * 4x slower CPU (issue 16). Names equal but for case keep a fixed order.
 */
export const byName = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
};
/** 'subject' → 'Subject' */
export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * 'Usually replies within 2 hours' from the median minutes to a first reply (issue 13); null when
 * there are too few replies to say.
 */
export function formatResponseTime(minutes: number | null | undefined): string | null {
  if (minutes == null) return null;
  if (minutes <= 60) {
    const m = Math.max(5, Math.ceil(minutes / 5) * 5);
    return m >= 60 ? 'Usually replies within an hour' : `Usually replies within ${m} minutes`;
  }
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return `Usually replies within ${hours} hours`;
  const days = Math.ceil(hours / 24);
  return days === 1 ? 'Usually replies within a day' : `Usually replies within ${days} days`;
}
