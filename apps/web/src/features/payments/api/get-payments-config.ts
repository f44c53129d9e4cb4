import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface PaymentsConfig {
  paymentsProvider: 'local' | 'stripe' | 'razorpay';
  stripePublishableKey: string | null;
  /** Razorpay's public key id (Checkout is opened with it); null unless Razorpay is the processor. */
  razorpayKeyId: string | null;
  /** The seller's name Razorpay Checkout shows. */
  businessName: string;
}

/** Which card processor the server uses (and its public key, for Stripe or Razorpay). */
export const getPaymentsConfig = () => api<PaymentsConfig>('/api/config');
export const paymentsConfigQuery = () =>
  queryOptions({
    queryKey: queryKeys.config,
    queryFn: getPaymentsConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
export const usePaymentsConfig = () => useQuery(paymentsConfigQuery());
