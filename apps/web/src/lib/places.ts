import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlacesResponse } from '@tuitionhub/contracts';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/** Fewer characters than this match too much to be worth asking about. */
export const PLACE_QUERY_MIN = 2;

/** GET /api/places?q= — at most 10 places (pincode, locality or city), best first. */
export const getPlaces = (q: string, signal?: AbortSignal) =>
  api<PlacesResponse>('/api/places', { query: { q }, signal });

export const placesQuery = (q: string) =>
  queryOptions({
    queryKey: [...queryKeys.places, q] as const,
    queryFn: ({ signal }) => getPlaces(q, signal),
    enabled: q.length >= PLACE_QUERY_MIN,
    // The directory changes with releases, not while someone types.
    staleTime: 60 * 60 * 1000,
  });

export const usePlaces = (q: string, enabled = true) =>
  useQuery({ ...placesQuery(q), enabled: enabled && q.length >= PLACE_QUERY_MIN });
