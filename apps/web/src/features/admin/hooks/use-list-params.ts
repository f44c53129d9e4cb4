import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListParams } from '../api/get-admin-list.ts';

/**
 * The page and search of the admin list on screen live in the URL (`?tab=users&q=asha&page=2`), so
 * back/forward, reload and shared links show the same rows.
 */
export function useListParams(): [ListParams, (next: Partial<ListParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const q = search.get('q') ?? '';
  const params = useMemo(() => ({ page, q }), [page, q]);
  const update = useCallback(
    (next: Partial<ListParams>) => {
      setSearch(
        (prev) => {
          const out = new URLSearchParams(prev);
          // A new search starts again at page 1.
          const nextPage = next.q !== undefined && next.q !== (prev.get('q') ?? '') ? 1 : next.page;
          if (next.q !== undefined) {
            if (next.q) out.set('q', next.q);
            else out.delete('q');
          }
          if (nextPage !== undefined) {
            if (nextPage > 1) out.set('page', String(nextPage));
            else out.delete('page');
          }
          return out;
        },
        { replace: next.q !== undefined },
      );
    },
    [setSearch],
  );
  return [params, update];
}
