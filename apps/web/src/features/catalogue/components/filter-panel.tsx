import {
  availabilities,
  type Board,
  boardLabels,
  boards,
  type ClassLevel,
  classLevelLabels,
  classLevels,
  limits,
  teachingModeLabels,
  teachingModes,
} from '@tuitionhub/contracts';
import { SlidersHorizontal, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { formatRs } from '../../../lib/format.ts';
import type { FilterPatch } from '../hooks/use-catalogue-filters.ts';
import { type CatalogueFilters, hasActiveFilters } from '../lib/list-filters.ts';
import type { AnyProfileView } from '../lib/profile-views.tsx';
import { PlaceFilter } from './place-filter.tsx';
import { ToggleGroup } from './toggle-group.tsx';

const feeOptions = limits.feeFilterChoices.map((fee) => ({ value: fee, label: formatRs(fee) }));
const ratingOptions = limits.ratingFilterChoices.map((r) => {
  const text = r < 5 ? `${r}+` : String(r);
  return {
    value: r,
    ariaLabel: `${text} stars`,
    label: (
      <>
        {text}
        <Star aria-hidden className="size-3.5 fill-current" />
      </>
    ),
  };
});
const availabilityOptions = availabilities.map((a) => ({ value: a, label: a }));
const modeOptions = teachingModes.map((m) => ({ value: m, label: teachingModeLabels[m] }));

/**
 * spec §5 Filters: place (and radius), keyword, subject or course, class, board, how a tutor
 * teaches and availability (tutors), fee per month 'up to' and minimum rating (api-2 §1). A sidebar
 * on wide screens; on phones a panel behind a 'Filters' button.
 */
export function FilterPanel({
  view,
  filters,
  topics,
  onChange,
  onClear,
}: {
  view: AnyProfileView;
  filters: CatalogueFilters;
  topics: readonly string[];
  onChange: (patch: FilterPatch, opts?: { replace?: boolean }) => void;
  onClear: () => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = [
    filters.near,
    filters.topic,
    filters.classLevel,
    filters.board,
    filters.mode,
    filters.availability,
    filters.maxFee,
    filters.minRating,
    filters.q,
  ].filter(Boolean).length;

  return (
    <section aria-label="Filters" className="lg:sticky lg:top-4">
      <div className="lg:hidden">
        <Button
          variant="secondary"
          className="w-full"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          icon={<SlidersHorizontal aria-hidden className="size-4" />}
        >
          {open ? 'Hide filters' : 'Filters'}
          {active ? (
            <span className="rounded-full bg-primary-800 px-2 py-0.5 text-xs text-white">{active}</span>
          ) : null}
        </Button>
      </div>
      <div
        id={panelId}
        className={`${open ? 'mt-3 block' : 'hidden'} space-y-6 rounded-card bg-white p-5 shadow-card lg:mt-0 lg:block`}
      >
        <h2 className="hidden text-lg font-semibold lg:block">Filters</h2>
        <PlaceFilter filters={filters} onChange={onChange} />
        <SearchField
          label="Keyword"
          placeholder={`Name or ${view.kind.offering}`}
          value={filters.q ?? ''}
          onChange={(q, opts) => onChange({ q: q || undefined }, opts)}
        />
        <SelectField
          label={view.Offering}
          value={filters.topic ?? ''}
          onChange={(e) => onChange({ topic: e.target.value || undefined })}
          className="min-h-11"
        >
          <option value="">{`All ${view.kind.offeringsField}`}</option>
          {topics.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Class"
          value={filters.classLevel ?? ''}
          onChange={(e) => onChange({ classLevel: (e.target.value || undefined) as ClassLevel | undefined })}
          className="min-h-11"
        >
          <option value="">All classes</option>
          {classLevels.map((c) => (
            <option key={c} value={c}>
              {classLevelLabels[c]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Board"
          value={filters.board ?? ''}
          onChange={(e) => onChange({ board: (e.target.value || undefined) as Board | undefined })}
          className="min-h-11"
        >
          <option value="">All boards</option>
          {boards.map((b) => (
            <option key={b} value={b}>
              {boardLabels[b]}
            </option>
          ))}
        </SelectField>
        {view.filtersByMode ? (
          <ToggleGroup
            legend="Teaches"
            options={modeOptions}
            value={filters.mode}
            onChange={(mode) => onChange({ mode })}
          />
        ) : null}
        {view.filtersByAvailability ? (
          <ToggleGroup
            legend="Availability"
            options={availabilityOptions}
            columns={3}
            value={filters.availability}
            onChange={(availability) => onChange({ availability })}
          />
        ) : null}
        <ToggleGroup
          legend="Fee per month, up to"
          columns={3}
          options={feeOptions}
          value={filters.maxFee}
          onChange={(maxFee) => onChange({ maxFee })}
        />
        <ToggleGroup
          legend="Minimum rating"
          columns={5}
          options={ratingOptions}
          value={filters.minRating}
          onChange={(minRating) => onChange({ minRating })}
        />
        <Button variant="ghost" className="w-full" onClick={onClear} disabled={!hasActiveFilters(filters)}>
          Clear filters
        </Button>
      </div>
    </section>
  );
}
