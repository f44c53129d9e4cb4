import { formatIndian } from '@tuitionhub/contracts';
import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';

/** Keyset pages (decision 017): a listing whose count stopped at a cap goes on by cursor. */
export interface KeysetPaging {
  /** The cursor of the page after this one (absent on the last page). */
  next?: string | undefined;
  /** This page was reached by a cursor (`after`): its Next follows `next`, whatever the count says. */
  byCursor?: boolean;
  /** Go to the page after `after`, shown as page `page`. */
  onNext(after: string, page: number): void;
  /** Back from a keyset page; `fallback` is the nearest numbered page, for when history cannot help. */
  onPrevious(fallback: number): void;
}

export function Pagination({
  page,
  pageSize,
  total,
  totalCapped = false,
  onPage,
  keyset,
  label = 'Pagination',
}: {
  page: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at `total`: more may follow the counted pages ("of 84+"). */
  totalCapped?: boolean | undefined;
  onPage: (p: number) => void;
  /** Without it, pages are numbered only, up to ceil(total / pageSize). */
  keyset?: KeysetPaging | undefined;
  label?: string;
}) {
  // The numbered pages: those the count covers (with a capped total, the server refuses beyond).
  const counted = Math.max(1, Math.ceil(total / pageSize));
  const byCursor = keyset?.byCursor === true;
  const next = keyset?.next;
  const goNext =
    !byCursor && page < counted
      ? () => onPage(page + 1)
      : // Past the counted pages (or already on a keyset page): the cursor, when there is one.
        next && (byCursor || totalCapped)
        ? () => keyset?.onNext(next, page + 1)
        : undefined;
  const goPrevious =
    page <= 1
      ? undefined
      : byCursor
        ? () => keyset?.onPrevious(Math.min(page - 1, counted))
        : () => onPage(page - 1);
  if (counted <= 1 && !byCursor && !goNext) return null;
  const step = (go: (() => void) | undefined, name: string, Icon: LucideIcon) => (
    <button
      type="button"
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
      onClick={go}
      disabled={!go}
      aria-label={name}
    >
      <Icon aria-hidden className="size-4" />
    </button>
  );
  // Past the count, how many pages there are is unknown: "Page 85". Within it, a capped count is a
  // lower bound: "Page 3 of 84+".
  const of = page > counted ? '' : ` of ${formatIndian(counted)}${totalCapped ? '+' : ''}`;
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-2 py-6">
      {step(goPrevious, 'Previous page', ChevronLeft)}
      <span className="px-2 text-sm text-slate-700" aria-live="polite">
        Page {formatIndian(page)}
        {of}
      </span>
      {step(goNext, 'Next page', ChevronRight)}
    </nav>
  );
}
