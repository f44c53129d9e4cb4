import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePaymentResponse } from '@tuitionhub/contracts';
import { ApiError, api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * 'Proceed to Payment': asks the server to start paying for the watchlist. `amount` is the total
 * the user is looking at; the server refuses (409 with `total`) if its own total differs.
 */
export const createCheckout = (input: { userId: string; amount: number }) =>
  api<CreatePaymentResponse>(`/api/payments/create/${encodeURIComponent(input.userId)}`, {
    method: 'POST',
    body: { amount: input.amount },
  });

/** A new payment starts pending (payments change); a refused total means the watchlist changed. */
export function useCreateCheckoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheckout,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.payments }),
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409)
        void queryClient.invalidateQueries({ queryKey: queryKeys.watchlist });
    },
  });
}
