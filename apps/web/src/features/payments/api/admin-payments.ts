import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentStatus, PaymentWriteResponse } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Admin: records a payment made outside the site (pending until marked paid). */
export const createManualPayment = (body: { userId: string; amount: number }) =>
  api<PaymentWriteResponse>('/api/payments/manual', { method: 'POST', body });

/** Admin: sets a payment's status (a paid payment is final). */
export const updatePaymentStatus = (body: { paymentIntentId: string; status: PaymentStatus }) =>
  api<PaymentWriteResponse>('/api/payments/update-status', { method: 'POST', body });

function useAdminWrite<T>(fn: (input: T) => Promise<PaymentWriteResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.payments }),
  });
}
export const useCreateManualPaymentMutation = () => useAdminWrite(createManualPayment);
export const useUpdatePaymentStatusMutation = () => useAdminWrite(updatePaymentStatus);
