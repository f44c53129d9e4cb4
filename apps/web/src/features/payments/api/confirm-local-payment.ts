import type { LocalConfirmBody, LocalConfirmResponse } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';

/** The built-in test processor's equivalent of Stripe.js's confirmCardPayment. */
export const confirmLocalPayment = (body: LocalConfirmBody) =>
  api<LocalConfirmResponse>('/api/payments/local/confirm', { method: 'POST', body });
