import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';

export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  label = 'Pagination',
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (p: number) => void;
  label?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const step = (by: -1 | 1, name: string, Icon: LucideIcon) => (
    <button
      type="button"
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
      onClick={() => onPage(page + by)}
      disabled={page + by < 1 || page + by > pages}
      aria-label={name}
    >
      <Icon aria-hidden className="size-4" />
    </button>
  );
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-2 py-6">
      {step(-1, 'Previous page', ChevronLeft)}
      <span className="px-2 text-sm text-slate-700" aria-live="polite">
        Page {page} of {pages}
      </span>
      {step(1, 'Next page', ChevronRight)}
    </nav>
  );
}
