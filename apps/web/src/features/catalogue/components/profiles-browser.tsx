import type { ProfileKind } from '@tuitionhub/contracts';
import { useLatestProfiles } from '../api/get-latest-profiles.ts';
import { useProfiles } from '../api/get-profiles.ts';
import { useCatalogueFilters } from '../hooks/use-catalogue-filters.ts';
import { COMMON_SUBJECTS, hasActiveFilters, toApiQuery, topicOptions } from '../lib/list-filters.ts';
import type { ProfileView } from '../lib/profile-views.tsx';
import { ActiveFilters } from './active-filters.tsx';
import { CatalogueResults } from './catalogue-results.tsx';
import { FilterPanel } from './filter-panel.tsx';

/**
 * spec §2 All Tutors / All Tuition Centers: filters and sort in the URL (place and radius, subject
 * or course, class, board; how they teach and availability for tutors only; Nearest once there is a
 * place), the matching cards, paginated.
 */
export function ProfilesBrowser<K extends ProfileKind>({ view }: { view: ProfileView<K> }) {
  const { filters, setFilters, setPage, setKeysetPage, previousKeysetPage, clearFilters } =
    useCatalogueFilters(view);
  const list = useProfiles(view.kind, toApiQuery(view, filters));
  const latest = useLatestProfiles(view.kind);
  const topics = topicOptions(COMMON_SUBJECTS, latest.data?.flatMap(view.offerings), filters.topic);

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8">
      <FilterPanel
        view={view}
        filters={filters}
        topics={topics}
        onChange={setFilters}
        onClear={clearFilters}
      />
      <CatalogueResults
        view={view}
        list={list}
        sort={filters.sort}
        onSort={(sort) => setFilters({ sort })}
        hasPlace={Boolean(filters.near)}
        hasFilters={hasActiveFilters(filters)}
        onClear={clearFilters}
        onPage={setPage}
        keyset={{ byCursor: Boolean(filters.after), onNext: setKeysetPage, onPrevious: previousKeysetPage }}
        above={<ActiveFilters view={view} filters={filters} onChange={setFilters} />}
      />
    </div>
  );
}
