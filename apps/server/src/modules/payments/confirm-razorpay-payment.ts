import type { LocalConfirmResponse, RazorpayVerifyBody } from '@tuitionhub/contracts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { PaymentsDeps } from './deps.ts';
import { findPaymentByIntent } from './repository.ts';
import { applyProviderEvent } from './settle-payment.ts';

/**
 * Razorpay Checkout's success handler, passed on by the browser: the signature proves Razorpay
 * issued this payment for this order; the payment is then read from Razorpay (never taken from the
 * browser) and applied as its webhook would be. Only the payment's owner may confirm it; a replay
 * of a settled one answers `succeeded` again and changes nothing.
 */
export async function confirmRazorpayPayment(
  deps: PaymentsDeps,
  input: { userId: string } & RazorpayVerifyBody,
): Promise<LocalConfirmResponse> {
  const { provider } = deps;
  if (provider.name !== 'razorpay') throw notFound();
  const payment = await findPaymentByIntent(deps.db, input.razorpayOrderId);
  if (!payment || payment.userId !== input.userId) throw notFound('Payment not found');
  const event = await provider.verifyCheckout({
    orderId: input.razorpayOrderId,
    paymentId: input.razorpayPaymentId,
    signature: input.razorpaySignature,
  });
  if (!event) throw new AppError('BAD_REQUEST', 'The payment could not be verified.');
  await applyProviderEvent(deps, event);
  return event.type === 'succeeded'
    ? {
        status: 'succeeded',
        paymentIntentId: input.razorpayOrderId,
        message: 'Payment succeeded! Thank you for your purchase.',
      }
    : {
        status: 'failed',
        paymentIntentId: input.razorpayOrderId,
        message: event.type === 'failed' ? event.message : 'The payment was cancelled.',
      };
}
