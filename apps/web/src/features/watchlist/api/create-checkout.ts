import { useMutation } from '@tanstack/react-query';
import type { CreatePaymentResponse } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';

/**
 * 'Proceed to Payment': asks the server to start paying for the watchlist. `amount` is the total
 * the user is looking at; the server refuses (409 with `total`) if its own total differs.
 */
export const createCheckout = (input: { userId: string; amount: number }) =>
  api<CreatePaymentResponse>(`/api/payments/create/${encodeURIComponent(input.userId)}`, {
    method: 'POST',
    body: { amount: input.amount },
  });

export const useCreateCheckout = () => useMutation({ mutationFn: createCheckout });
