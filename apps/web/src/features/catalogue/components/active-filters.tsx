import { X } from 'lucide-react';
import { formatRs } from '../../../lib/format.ts';
import type { FilterPatch } from '../hooks/use-catalogue-filters.ts';
import type { CatalogueFilters } from '../lib/list-filters.ts';
import type { AnyProfileView } from '../lib/profile-views.tsx';

/**
 * The filters in force as removable chips, so they stay visible (and undoable) on phones where
 * the filter panel is folded away.
 */
export function ActiveFilters({
  view,
  filters,
  onChange,
}: {
  view: AnyProfileView;
  filters: CatalogueFilters;
  onChange: (patch: FilterPatch) => void;
}) {
  const chips: { key: string; kind: string; label: string; patch: FilterPatch }[] = [];
  if (filters.q) chips.push({ key: 'q', kind: 'Keyword', label: `“${filters.q}”`, patch: { q: undefined } });
  if (filters.topic)
    chips.push({
      key: 'topic',
      kind: view.Offering,
      label: filters.topic,
      patch: { topic: undefined },
    });
  if (filters.availability)
    chips.push({
      key: 'availability',
      kind: 'Availability',
      label: filters.availability,
      patch: { availability: undefined },
    });
  if (filters.maxFee)
    chips.push({
      key: 'fee',
      kind: 'Fee',
      label: `Up to ${formatRs(filters.maxFee)}`,
      patch: { maxFee: undefined },
    });
  if (filters.minRating)
    chips.push({
      key: 'rating',
      kind: 'Rating',
      label: `${filters.minRating}${filters.minRating < 5 ? '+' : ''} stars`,
      patch: { minRating: undefined },
    });
  if (!chips.length) return null;
  return (
    <ul aria-label="Active filters" className="mb-4 flex flex-wrap gap-2">
      {chips.map((c) => (
        <li key={c.key}>
          <button
            type="button"
            onClick={() => onChange(c.patch)}
            aria-label={`Remove filter ${c.kind}: ${c.label}`}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-primary-50 pl-3 pr-2 text-sm font-medium text-primary-900 ring-1 ring-primary-200 hover:bg-primary-100"
          >
            {c.label}
            <X aria-hidden className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
