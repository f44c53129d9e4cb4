import { limits } from '@tuitionhub/contracts';
import { type ReactNode, useEffect, useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { type Column, ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { type AdminList, type AdminLists, useAdminList } from '../api/get-admin-list.ts';
import { useListParams } from '../hooks/use-list-params.ts';
import { tabLabel } from './admin-nav.tsx';

/**
 * One admin list, titled as its menu entry: heading, search, the spec's loading line, an error with
 * retry, an empty state, the rows (a table of `columns`, or drawn by `children`), and pages of
 * `limits.adminPageSize`. Page and search live in the URL.
 */
export function ListFrame<K extends AdminList>({
  list,
  noun: [one, many],
  errorText = `Error fetching ${many}`,
  caption = tabLabel(list),
  columns,
  children,
}: {
  list: K;
  /** Lower case, singular and plural: ['user', 'users']. */
  noun: readonly [string, string];
  errorText?: string;
  /** The table's caption (default: the list's title). */
  caption?: string;
  columns?: Column<AdminLists[K]>[];
  children?: (items: AdminLists[K][]) => ReactNode;
}) {
  const headingId = useId();
  const title = tabLabel(list);
  const [params, onParams] = useListParams();
  const query = useAdminList(list, params);
  const data = query.data;
  // After a delete empties the last page, step back to the page that still has rows.
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && params.page > 1) {
      onParams({ page: Math.max(1, Math.ceil(data.total / data.pageSize)) });
    }
  }, [data, params.page, onParams]);

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
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older phones' browsers (and jsdom); the role works everywhere */}
        <div role="search" className="w-full sm:max-w-xs">
          <SearchField
            hideLabel
            label={`Search ${many} by name or e-mail`}
            placeholder="Search by name or e-mail"
            value={params.q}
            onChange={(q) => onParams({ q })}
          />
        </div>
      </div>
      <QueryView
        query={query}
        errorText={errorText}
        isEmpty={(page) => page.items.length === 0}
        empty={
          <EmptyState message={params.q ? `No ${many} match “${params.q}”.` : `No ${many} yet.`}>
            {params.q ? (
              <Button variant="ghost" size="sm" className="min-h-11" onClick={() => onParams({ q: '' })}>
                Clear the search
              </Button>
            ) : null}
          </EmptyState>
        }
        pages={{
          page: params.page,
          pageSize: limits.adminPageSize,
          total: (page) => page.total,
          onPage: (page) => onParams({ page }),
          label: `${title} pages`,
        }}
      >
        {(page) =>
          columns ? (
            <ResponsiveTable
              caption={caption}
              columns={columns}
              rows={page.items}
              rowKey={(row) => row._id}
            />
          ) : (
            children?.(page.items)
          )
        }
      </QueryView>
    </section>
  );
}
