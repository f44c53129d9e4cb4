import type { ReactNode } from 'react';
import { Pagination } from './pagination.tsx';
import { ErrorState, LoadingState } from './states.tsx';

/** What QueryView reads of a TanStack query, plain or infinite. */
interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Pages under the data: which one is shown, its size, and the total the data reports. */
export interface Pages<T> {
  page: number;
  pageSize: number;
  total: (data: T) => number;
  onPage: (page: number) => void;
  label: string;
}

/**
 * The states of a data view (ui.md), in one place: loading, the error line with a retry, the empty
 * state when `isEmpty` says so, else `children` with the data (and its pages, if any).
 */
export function QueryView<T>({
  query,
  errorText,
  isEmpty,
  empty,
  loading = <LoadingState />,
  pages,
  children,
}: {
  query: QueryLike<T>;
  errorText: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  loading?: ReactNode;
  pages?: Pages<T>;
  children: (data: T) => ReactNode;
}) {
  const { data } = query;
  if (query.isPending) return loading;
  if (query.isError || data === undefined)
    return <ErrorState message={errorText} onRetry={() => void query.refetch()} />;
  if (isEmpty(data)) return empty;
  return (
    <>
      {children(data)}
      {pages ? (
        <Pagination
          page={pages.page}
          pageSize={pages.pageSize}
          total={pages.total(data)}
          onPage={pages.onPage}
          label={pages.label}
        />
      ) : null}
    </>
  );
}
