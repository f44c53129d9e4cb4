import type { UseQueryResult } from '@tanstack/react-query';
import type { ProfileKind } from '@tuitionhub/contracts';
import { formatIndian } from '@tuitionhub/contracts';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { type KeysetPaging, Pagination } from '../../../components/ui/pagination.tsx';
import { EmptyState, ErrorState, LoadingText, Skeleton } from '../../../components/ui/states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { ProfilesPage } from '../api/get-profiles.ts';
import type { CatalogueSort } from '../lib/list-filters.ts';
import type { ProfileView } from '../lib/profile-views.tsx';
import { PostRequirementPrompt } from './post-requirement-prompt.tsx';
import { ToggleGroup } from './toggle-group.tsx';

const sortOptions = [
  { value: 'name', label: 'Name' },
  { value: 'ratings', label: 'Ratings' },
  { value: 'fees', label: 'Fees' },
  { value: 'response', label: 'Fastest reply' },
] as const;
/** Offered only when the list is asked about a place (api-2 §1: distance needs `near`). */
const nearestOption = { value: 'distance', label: 'Nearest' } as const;

const sortHint: Record<CatalogueSort, string> = {
  name: 'Sorted by name, A to Z',
  ratings: 'Sorted by ratings, highest first',
  fees: 'Sorted by fees, lowest first',
  distance: 'Sorted by distance, nearest first',
  response: 'Sorted by usual reply time, fastest first',
};

/**
 * A 400 naming `after` (a cursor the server no longer takes) or `page` (a page past the counted
 * ones): the server's sentence. Retrying cannot help; the first page can.
 */
const pageLinkError = (err: Error) =>
  err instanceof ApiError && err.status === 400
    ? (err.fieldErrors.after ?? err.fieldErrors.page ?? undefined)
    : undefined;

/**
 * The results column of All Tutors / All Tuition Centers: count and sort, the cards grid, and the
 * loading ('Loading...'), empty ('No results found.') and error states; then pagination.
 */
export function CatalogueResults<K extends ProfileKind>({
  view,
  list,
  sort,
  onSort,
  hasPlace,
  hasFilters,
  onClear,
  onPage,
  keyset,
  above,
}: {
  view: ProfileView<K>;
  list: UseQueryResult<ProfilesPage<K>>;
  sort: CatalogueSort | undefined;
  onSort: (sort: CatalogueSort | undefined) => void;
  /** Whether the list is asked about a place, so 'Nearest' makes sense. */
  hasPlace: boolean;
  hasFilters: boolean;
  onClear: () => void;
  onPage: (page: number) => void;
  /** Keyset pages past the counted ones: whether this page was reached by a cursor, and how to move on and back. */
  keyset: Pick<KeysetPaging, 'byCursor' | 'onNext' | 'onPrevious'>;
  /** Shown between the count/sort bar and the cards (the active filters). */
  above?: ReactNode;
}) {
  const resultsId = useId();
  const { data, isPlaceholderData: isFetching } = list;
  let body: ReactNode;
  const firstPage = (
    <Button variant="secondary" onClick={() => onPage(1)}>
      Go to the first page
    </Button>
  );
  const linkError = list.isError && !data ? pageLinkError(list.error) : undefined;
  if (linkError) {
    body = <ErrorState message={linkError} action={firstPage} />;
  } else if (list.isError && !data) {
    body = <ErrorState message={view.errors.list(list.error)} onRetry={() => void list.refetch()} />;
  } else if (!data) {
    body = (
      <div>
        <LoadingText className="mb-4" />
        <ul aria-hidden className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={i} className="rounded-card bg-white p-5 shadow-card">
              <div className="flex items-center gap-4">
                <Skeleton className="size-20 rounded-full!" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-5 w-3/4" />
                  <Skeleton className="h-4 w-1/2" />
                </div>
              </div>
              <Skeleton className="mt-5 h-4 w-2/3" />
              <Skeleton className="mt-3 h-8 w-full" />
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (data.items.length === 0 && keyset.byCursor) {
    // The page after a full last page: nothing follows it.
    body = <EmptyState message={`No more ${view.nouns}.`}>{firstPage}</EmptyState>;
  } else if (data.items.length === 0) {
    body = (
      <EmptyState message="No results found.">
        <p className="text-sm text-slate-600">
          {hasFilters ? 'Try fewer filters or a different keyword.' : `No ${view.nouns} are listed yet.`}
        </p>
        {hasFilters ? (
          <Button variant="secondary" onClick={onClear}>
            Clear filters
          </Button>
        ) : null}
        <PostRequirementPrompt />
      </EmptyState>
    );
  } else {
    body = (
      <ul
        aria-busy={isFetching || undefined}
        className={`grid gap-5 transition-opacity sm:grid-cols-2 xl:grid-cols-3 ${isFetching ? 'opacity-60' : ''}`}
      >
        {data.items.map((item) => (
          <li key={item._id} className="flex">
            {view.card(item)}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={resultsId} className="min-w-0">
      {/* The cards' names are h3: the results' own heading keeps the outline whole on phones too,
          where the Filters heading is hidden behind its button. */}
      <h2 id={resultsId} className="sr-only">
        Results
      </h2>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div aria-live="polite" className="min-h-6 text-slate-700">
          {data ? (
            <p>
              <span className="font-semibold text-slate-900">
                {formatIndian(data.total)}
                {data.totalCapped ? '+' : ''}
              </span>{' '}
              {data.total === 1 && !data.totalCapped ? view.noun : view.nouns} found
              {sort ? <span className="sr-only">. {sortHint[sort]}</span> : null}
            </p>
          ) : null}
        </div>
        <ToggleGroup
          legend="Sort by"
          options={hasPlace ? [...sortOptions, nearestOption] : sortOptions}
          value={sort}
          onChange={onSort}
          className="flex flex-wrap items-center gap-x-3 gap-y-2"
          legendClassName="float-left !mb-0"
        />
      </div>
      {above}
      {body}
      {data && (data.items.length > 0 || keyset.byCursor) ? (
        <Pagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={onPage}
          totalCapped={data.totalCapped}
          keyset={{ ...keyset, next: data.next }}
        />
      ) : null}
    </section>
  );
}
