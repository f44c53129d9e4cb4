import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocalConfirmBody, LocalConfirmResponse } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';
import { invalidate, queryKeys } from '../../../lib/query-keys.ts';

/** The built-in test processor's equivalent of Stripe.js's confirmCardPayment. */
export const confirmLocalPayment = (body: LocalConfirmBody) =>
  api<LocalConfirmResponse>('/api/payments/local/confirm', { method: 'POST', body });

export const useConfirmLocalPaymentMutation = () => useMutation({ mutationFn: confirmLocalPayment });

/**
 * A completed payment empties the watchlist, adds to the payments and their hires, and makes the
 * payer's reviews of those tutors verified: refresh exactly those, whichever processor took the card.
 */
export function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return () => void invalidate(queryClient, [queryKeys.watchlist, queryKeys.payments, queryKeys.reviews]);
}
