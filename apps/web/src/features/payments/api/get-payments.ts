import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentListResponse } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';

/** An admin gets every payment; anyone else their own. */
export const getPayments = (query: { page: number; limit: number }) =>
  api<PaymentListResponse>('/api/payments', { query });
export const paymentsQueryKey = ['payments'] as const;
export const paymentsQuery = (query: { page: number; limit: number }) =>
  queryOptions({
    queryKey: [...paymentsQueryKey, query],
    queryFn: () => getPayments(query),
    placeholderData: keepPreviousData,
  });
export const usePayments = (query: { page: number; limit: number }) => useQuery(paymentsQuery(query));
