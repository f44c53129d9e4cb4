import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The roots of every query key, in one place: a feature builds its keys under its own root and
 * invalidates another feature's data only through these exported keys, never through a string.
 */
export const queryKeys = {
  config: ['config'] as const,
  tutors: ['tutors'] as const,
  centers: ['centers'] as const,
  search: ['search'] as const,
  places: ['places'] as const,
  reviews: ['reviews'] as const,
  watchlist: ['watchlist'] as const,
  payments: ['payments'] as const,
  enquiries: ['enquiries'] as const,
  admin: ['admin'] as const,
  conversations: ['conversations'] as const,
};

/** Everything a change to a listed profile (tutor or center) can show up in. */
export const catalogueKeys = [queryKeys.tutors, queryKeys.centers, queryKeys.search] as const;

/** Refetches every query under these keys: what a write may have changed. */
export const invalidate = (client: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
