import type { UseQueryResult } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import type { AdminPage, ListParams } from '../api/list-accounts.ts';

/** Applies what was typed after a short pause (or at once on Enter), so each key press is not a request. */
export function SearchBox({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const search = useDebouncedCallback(onSearch, 350);
  useEffect(() => {
    search.cancel();
    setText(value);
  }, [value, search]);
  const edit = (raw: string) => {
    setText(raw);
    if (raw.trim() === value) search.cancel();
    else search(raw.trim());
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older phones' browsers (and jsdom); the role works everywhere
    <form
      role="search"
      className="w-full sm:max-w-xs"
      onSubmit={(e) => {
        e.preventDefault();
        search.cancel();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(e) => edit(e.target.value)}
          placeholder="Search by name or e-mail"
          maxLength={200}
          className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-primary-600"
        />
      </div>
    </form>
  );
}

/**
 * One admin list: heading, search, the spec's loading line, an error with retry, an empty state,
 * the rows, and pages of `limits.adminPageSize`.
 */
export function ListFrame<T>({
  title,
  noun,
  query,
  params,
  onParams,
  errorText,
  children,
}: {
  title: string;
  /** Lower case, singular and plural: ['user', 'users']. */
  noun: readonly [string, string];
  query: UseQueryResult<AdminPage<T>>;
  params: ListParams;
  onParams: (next: Partial<ListParams>) => void;
  errorText: string;
  children: (items: T[]) => ReactNode;
}) {
  const headingId = useId();
  const [one, many] = noun;
  const data = query.data;
  // After a delete empties the last page, step back to the page that still has rows.
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && params.page > 1) {
      onParams({ page: Math.max(1, Math.ceil(data.total / data.pageSize)) });
    }
  }, [data, params.page, onParams]);

  let body: ReactNode;
  if (query.isPending) body = <LoadingState />;
  else if (query.isError && !data)
    body = <ErrorState message={errorText} onRetry={() => void query.refetch()} />;
  else if (!data || data.items.length === 0)
    body = (
      <EmptyState message={params.q ? `No ${many} match “${params.q}”.` : `No ${many} yet.`}>
        {params.q ? (
          <button
            type="button"
            onClick={() => onParams({ q: '' })}
            className="min-h-11 rounded-lg px-3 text-sm font-semibold text-primary-800 hover:bg-primary-50"
          >
            Clear the search
          </button>
        ) : null}
      </EmptyState>
    );
  else body = children(data.items);

  return (
    <section aria-labelledby={headingId} aria-busy={query.isFetching || undefined}>
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight">
            {title}
          </h2>
          {data ? (
            <p className="mt-1 text-sm text-slate-600" aria-live="polite">
              {data.total} {data.total === 1 ? one : many}
              {params.q ? ` matching “${params.q}”` : ''}
            </p>
          ) : null}
        </div>
        <SearchBox
          label={`Search ${many} by name or e-mail`}
          value={params.q}
          onSearch={(q) => onParams({ q })}
        />
      </div>
      {body}
      {data ? (
        <Pagination
          page={params.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={(page) => onParams({ page })}
          label={`${title} pages`}
        />
      ) : null}
    </section>
  );
}
