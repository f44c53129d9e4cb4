import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentWriteResponse, RefundPaymentBody, SettablePaymentStatus } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Admin: records a payment made outside the site (pending until marked paid). */
export const createManualPayment = (body: { userId: string; amount: number }) =>
  api<PaymentWriteResponse>('/api/payments/manual', { method: 'POST', body });

/** Admin: sets a payment's status (a paid payment is final). */
export const updatePaymentStatus = (body: { paymentIntentId: string; status: SettablePaymentStatus }) =>
  api<PaymentWriteResponse>('/api/payments/update-status', { method: 'POST', body });

/** Admin: refunds a paid payment through its processor, in full (`amount` omitted) or in part. */
export const refundPayment = ({ paymentId, ...body }: RefundPaymentBody & { paymentId: string }) =>
  api<PaymentWriteResponse>(`/api/payments/${paymentId}/refund`, { method: 'POST', body });

function useAdminWrite<T>(fn: (input: T) => Promise<PaymentWriteResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.payments }),
  });
}
export const useCreateManualPaymentMutation = () => useAdminWrite(createManualPayment);
export const useUpdatePaymentStatusMutation = () => useAdminWrite(updatePaymentStatus);
export const useRefundPaymentMutation = () => useAdminWrite(refundPayment);
