import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ReceiptResponse, receiptResponse } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A paid payment's receipt (its payer or the admin; 404 otherwise). */
export const getReceipt = async (paymentId: string) =>
  receiptResponse.parse(await api<ReceiptResponse>(`/api/payments/${paymentId}/receipt`)).receipt;

export const receiptQuery = (paymentId: string) =>
  queryOptions({
    queryKey: [...queryKeys.payments, 'receipt', paymentId],
    queryFn: () => getReceipt(paymentId),
  });
export const useReceipt = (paymentId: string) => useQuery(receiptQuery(paymentId));
