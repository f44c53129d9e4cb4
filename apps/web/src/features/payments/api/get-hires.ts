import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HiresResponse } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type PageQuery = { page: number; limit: number };

/**
 * GET /api/hires: a student's hired tutors and centers, or the students who paid for a tutor or
 * center. Under the payments key, so a payment or a refund refreshes it.
 */
export const getHires = (query: PageQuery) => api<HiresResponse>('/api/hires', { query });
export const hiresQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: [...queryKeys.payments, 'hires', query],
    queryFn: () => getHires(query),
    placeholderData: keepPreviousData,
  });
export const useHires = (query: PageQuery) => useQuery(hiresQuery(query));
