import type { LocalConfirmResponse, RazorpayVerifyBody } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';

/** Razorpay Checkout's success result, for the server to verify and settle (api-2 §5). */
export const confirmRazorpayPayment = (body: RazorpayVerifyBody) =>
  api<LocalConfirmResponse>('/api/payments/razorpay/verify', { method: 'POST', body });
