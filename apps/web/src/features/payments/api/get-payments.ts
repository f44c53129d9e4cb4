import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentListResponse } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type PageQuery = { page: number; limit: number };

/** An admin gets every payment; anyone else their own. */
export const getPayments = (query: PageQuery) => api<PaymentListResponse>('/api/payments', { query });
export const paymentsQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: [...queryKeys.payments, query],
    queryFn: () => getPayments(query),
    placeholderData: keepPreviousData,
  });
export const usePayments = (query: PageQuery) => useQuery(paymentsQuery(query));
