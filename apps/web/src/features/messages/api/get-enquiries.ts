import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EnquiriesResponse } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const ENQUIRIES_PAGE_SIZE = 10;

export const getEnquiries = (page: number, signal?: AbortSignal) =>
  api<EnquiriesResponse>('/api/enquiries', { query: { page, limit: ENQUIRIES_PAGE_SIZE }, signal });

export const enquiriesQuery = (page: number) =>
  queryOptions({
    queryKey: [...queryKeys.enquiries, 'mine', page],
    queryFn: ({ signal }) => getEnquiries(page, signal),
    placeholderData: keepPreviousData,
  });

export const useEnquiries = (page: number) => useQuery(enquiriesQuery(page));
