import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';
import { searchKeys } from './keys.ts';

export const searchCatalogue = (q: string, signal?: AbortSignal) =>
  api<SearchResponse>('/api/search', { query: { q }, signal });

export const catalogueSearchQuery = (q: string) =>
  queryOptions({
    queryKey: searchKeys.query(q),
    queryFn: ({ signal }) => searchCatalogue(q, signal),
    // An empty box is a prompt, not a request.
    enabled: q.trim().length > 0,
  });

export const useSearchCatalogue = (q: string) => useQuery(catalogueSearchQuery(q.trim()));
