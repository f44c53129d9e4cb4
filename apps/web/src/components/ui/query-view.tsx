import type { ComponentProps, ReactNode } from 'react';
import { Pagination } from './pagination.tsx';
import { ErrorState, LoadingState } from './states.tsx';

/** What QueryView reads of a TanStack query, plain or infinite. */
interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Pages under the data: Pagination's props, with the total (and whether the count stopped there) read from the data. */
type Pages<T> = Omit<ComponentProps<typeof Pagination>, 'total' | 'totalCapped'> & {
  total: (data: T) => number;
  totalCapped?: (data: T) => boolean | undefined;
};

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
        <Pagination {...pages} total={pages.total(data)} totalCapped={pages.totalCapped?.(data)} />
      ) : null}
    </>
  );
}
