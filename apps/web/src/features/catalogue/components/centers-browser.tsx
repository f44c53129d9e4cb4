import { CenterCard } from '../../../components/cards/center-card.tsx';
import { useCenters } from '../api/get-centers.ts';
import { useLatestCenters } from '../api/get-latest.ts';
import { useCatalogueFilters } from '../hooks/use-catalogue-filters.ts';
import { COMMON_COURSES, hasActiveFilters, toApiQuery, topicOptions } from '../lib/list-filters.ts';
import { ActiveFilters } from './active-filters.tsx';
import { CatalogueResults } from './catalogue-results.tsx';
import { FilterPanel } from './filter-panel.tsx';

/** spec §2 All Tuition Centers: the same filters as tutors, by course and without availability. */
export function CentersBrowser() {
  const { filters, setFilters, setPage, clearFilters } = useCatalogueFilters('centers');
  const list = useCenters(toApiQuery('centers', filters));
  const latest = useLatestCenters();
  const courses = topicOptions(
    COMMON_COURSES,
    latest.data?.latesttuitionCenters.flatMap((c) => c.courses),
    filters.topic,
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8">
      <FilterPanel
        kind="centers"
        filters={filters}
        topics={courses}
        onChange={setFilters}
        onClear={clearFilters}
      />
      <CatalogueResults
        data={list.data && { ...list.data, items: list.data.tuitionCenters }}
        isPending={list.isPending}
        isError={list.isError}
        isFetching={list.isPlaceholderData}
        errorText={`Error fetching tuition centers: ${list.error?.message ?? ''}`}
        onRetry={() => void list.refetch()}
        noun={['tuition center', 'tuition centers']}
        sort={filters.sort}
        onSort={(sort) => setFilters({ sort })}
        hasFilters={hasActiveFilters(filters)}
        onClear={clearFilters}
        onPage={setPage}
        above={<ActiveFilters kind="centers" filters={filters} onChange={setFilters} />}
        renderItem={(center) => <CenterCard center={center} />}
      />
    </div>
  );
}
