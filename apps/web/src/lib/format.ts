const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** 'Rs. 1,500' — the spec's currency form. */
export const formatRs = (amount: number | null | undefined) =>
  amount == null ? '—' : `Rs. ${inr.format(amount)}`;
/** '₹1,500' — the payments page uses the rupee sign. */
export const formatRupee = (amount: number) => `₹${inr.format(amount)}`;
/** '22 Nov 2026' */
export const formatDate = (iso: string | Date) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
/** '22 Nov 2026, 14:05' */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
export const formatRating = (r: number) => r.toFixed(1);
/** 'subject' → 'Subject' */
export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
