import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CenterCard } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/tuition-centers/get-profile/:id answers the center with its `reviews`; the page shows
 * reviews through the reviews feature, so only the center's own fields are typed here.
 */
export type CenterProfile = CenterCard & { reviews?: unknown[] };

export const getCenter = (id: string, signal?: AbortSignal) =>
  api<CenterProfile>(`/api/tuition-centers/get-profile/${encodeURIComponent(id)}`, { signal });

export const centerQuery = (id: string) =>
  queryOptions({ queryKey: ['centers', 'detail', id], queryFn: ({ signal }) => getCenter(id, signal) });

export const useCenter = (id: string) => useQuery(centerQuery(id));
