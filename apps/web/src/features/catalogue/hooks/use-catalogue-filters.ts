import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { type CatalogueFilters, type FilterKind, readFilters, writeFilters } from '../lib/list-filters.ts';

export type FilterPatch = Partial<Omit<CatalogueFilters, 'page' | 'after'>>;

/** The history state of an entry our "Next page" pushed onto a keyset page: the entry before it is the page it came from. */
const cameByNext = { keysetFrom: 'next' } as const;
const isCameByNext = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { keysetFrom?: unknown }).keysetFrom === 'next';

/**
 * The list's filters live in the URL: shareable, and the back button restores the previous
 * results. Every change is a new history entry, except `replace` (a burst of typing).
 */
export function useCatalogueFilters(view: FilterKind) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => readFilters(view, params), [view, params]);

  const setFilters = useCallback(
    (patch: FilterPatch, opts: { replace?: boolean } = {}) => {
      // Any filter change starts again at page 1, and a keyset cursor belongs to the old filters.
      const { after: _stale, ...current } = readFilters(view, params);
      const next: CatalogueFilters = { ...current, ...patch, page: 1 };
      setParams(writeFilters(view, next), { replace: opts.replace ?? false, preventScrollReset: true });
    },
    [view, params, setParams],
  );

  /** A numbered page (the counted ones): no cursor. */
  const setPage = useCallback(
    (page: number) => {
      const { after: _cursor, ...current } = readFilters(view, params);
      setParams(writeFilters(view, { ...current, page }));
    },
    [view, params, setParams],
  );

  /** The page after this one by its cursor (`next`), numbered `page` for the user. */
  const setKeysetPage = useCallback(
    (after: string, page: number) =>
      setParams(writeFilters(view, { ...readFilters(view, params), after, page }), { state: cameByNext }),
    [view, params, setParams],
  );

  /**
   * "Previous page" from a keyset page. Cursors only go forwards, so: when this entry was pushed by
   * our own "Next page", the entry before it is the page it came from, and Back returns there (its
   * answer is still cached). Otherwise (a shared link, a new tab) there is no way to the page just
   * before, and it goes to `fallback`, the nearest numbered page (the last counted one, or
   * page - 1 within them) as a new entry.
   */
  const previousKeysetPage = useCallback(
    (fallback: number) => {
      if (isCameByNext(location.state)) void navigate(-1);
      else setPage(fallback);
    },
    [location.state, navigate, setPage],
  );

  const clearFilters = useCallback(
    () => setParams(new URLSearchParams(), { preventScrollReset: true }),
    [setParams],
  );

  return { filters, setFilters, setPage, setKeysetPage, previousKeysetPage, clearFilters };
}
