import { TutorCard } from '../../../components/cards/tutor-card.tsx';
import { useLatestTutors } from '../api/get-latest.ts';
import { useTutors } from '../api/get-tutors.ts';
import { useCatalogueFilters } from '../hooks/use-catalogue-filters.ts';
import { COMMON_SUBJECTS, hasActiveFilters, toApiQuery, topicOptions } from '../lib/list-filters.ts';
import { ActiveFilters } from './active-filters.tsx';
import { CatalogueResults } from './catalogue-results.tsx';
import { FilterPanel } from './filter-panel.tsx';

/** spec §2 All Tutors: filters and sort in the URL, the matching tutor cards, paginated. */
export function TutorsBrowser() {
  const { filters, setFilters, setPage, clearFilters } = useCatalogueFilters('tutors');
  const list = useTutors(toApiQuery('tutors', filters));
  const latest = useLatestTutors();
  const subjects = topicOptions(
    COMMON_SUBJECTS,
    latest.data?.latestTutors.flatMap((t) => t.subjects),
    filters.topic,
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8">
      <FilterPanel
        kind="tutors"
        filters={filters}
        topics={subjects}
        onChange={setFilters}
        onClear={clearFilters}
      />
      <CatalogueResults
        data={list.data && { ...list.data, items: list.data.tutors }}
        isPending={list.isPending}
        isError={list.isError}
        isFetching={list.isPlaceholderData}
        errorText="Error loading tutors"
        onRetry={() => void list.refetch()}
        noun={['tutor', 'tutors']}
        sort={filters.sort}
        onSort={(sort) => setFilters({ sort })}
        hasFilters={hasActiveFilters(filters)}
        onClear={clearFilters}
        onPage={setPage}
        above={<ActiveFilters kind="tutors" filters={filters} onChange={setFilters} />}
        renderItem={(tutor) => <TutorCard tutor={tutor} />}
      />
    </div>
  );
}
