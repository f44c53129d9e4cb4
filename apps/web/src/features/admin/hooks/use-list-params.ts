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
    (next: Partial<ListParams>) =>
      setSearch(
        (prev) => {
          const out = new URLSearchParams(prev);
          const put = (key: string, value: string | false) => (value ? out.set(key, value) : out.delete(key));
          // A new search starts again at page 1.
          if (next.q !== undefined && next.q !== (prev.get('q') ?? '')) put('page', false);
          else if (next.page !== undefined) put('page', next.page > 1 && String(next.page));
          if (next.q !== undefined) put('q', next.q);
          return out;
        },
        { replace: next.q !== undefined },
      ),
    [setSearch],
  );
  return [params, update];
}
