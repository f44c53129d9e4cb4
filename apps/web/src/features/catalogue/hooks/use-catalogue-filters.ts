import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type CatalogueFilters, type FilterKind, readFilters, writeFilters } from '../lib/list-filters.ts';

export type FilterPatch = Partial<Omit<CatalogueFilters, 'page'>>;

/**
 * The list's filters live in the URL: shareable, and the back button restores the previous
 * results. Every change is a new history entry, except `replace` (a burst of typing).
 */
export function useCatalogueFilters(view: FilterKind) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(view, params), [view, params]);

  const setFilters = useCallback(
    (patch: FilterPatch, opts: { replace?: boolean } = {}) => {
      // Any filter change starts again at page 1.
      const next: CatalogueFilters = { ...readFilters(view, params), ...patch, page: 1 };
      setParams(writeFilters(view, next), { replace: opts.replace ?? false, preventScrollReset: true });
    },
    [view, params, setParams],
  );

  const setPage = useCallback(
    (page: number) => setParams(writeFilters(view, { ...readFilters(view, params), page })),
    [view, params, setParams],
  );

  const clearFilters = useCallback(
    () => setParams(new URLSearchParams(), { preventScrollReset: true }),
    [setParams],
  );

  return { filters, setFilters, setPage, clearFilters };
}
