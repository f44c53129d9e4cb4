import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface PaymentsConfig {
  paymentsProvider: 'local' | 'stripe';
  stripePublishableKey: string | null;
}

/** Which card processor the server uses (and, for Stripe, its publishable key). */
export const getPaymentsConfig = () => api<PaymentsConfig>('/api/config');
export const paymentsConfigQuery = () =>
  queryOptions({
    queryKey: queryKeys.config,
    queryFn: getPaymentsConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
export const usePaymentsConfig = () => useQuery(paymentsConfigQuery());
