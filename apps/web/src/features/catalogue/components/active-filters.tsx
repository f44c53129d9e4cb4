import { boardLabels, classLevelLabels, formatMonthlyFee, teachingModeLabels } from '@tuitionhub/contracts';
import { X } from 'lucide-react';
import type { FilterPatch } from '../hooks/use-catalogue-filters.ts';
import { type CatalogueFilters, isCoordinates } from '../lib/list-filters.ts';
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
  const { q, topic, availability, maxFee, minRating, near, radiusKm, mode, classLevel, board } = filters;
  const chips = (
    [
      ['near', 'Place', near && (isCoordinates(near) ? 'Near my location' : `Near ${near}`)],
      ['radiusKm', 'Distance', near && radiusKm && `Within ${radiusKm} km`],
      ['q', 'Keyword', q && `“${q}”`],
      ['topic', view.Offering, topic],
      ['classLevel', 'Class', classLevel && classLevelLabels[classLevel]],
      ['board', 'Board', board && boardLabels[board]],
      ['mode', 'Teaches', mode && teachingModeLabels[mode]],
      ['availability', 'Availability', availability],
      ['maxFee', 'Fee', maxFee && `Up to ${formatMonthlyFee(maxFee)}`],
      ['minRating', 'Rating', minRating && `${minRating}${minRating < 5 ? '+' : ''} stars`],
    ] as const
  ).flatMap(([key, kind, label]) => (label ? [{ key, kind, label, patch: { [key]: undefined } }] : []));
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
