import { type LocalConfirmBody, type LocalConfirmResponse, upiMessages } from '@tuitionhub/contracts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import type { PaymentsDeps } from './deps.ts';
import { findPaymentByIntent } from './repository.ts';
import { applyProviderEvent } from './settle-payment.ts';

const alreadyPaid = 'This payment has already been completed.';
const closed = 'This payment was cancelled. Please start again from your watchlist.';

/**
 * The browser's card or UPI confirmation for the built-in processor (what Stripe.js does against
 * Stripe). The outcome is applied exactly as a Stripe webhook's would be. Only the payment's owner
 * may confirm it; the card or UPI id is checked and forgotten (never stored, never logged).
 */
export async function confirmLocalPayment(
  deps: PaymentsDeps,
  input: { userId: string } & LocalConfirmBody,
): Promise<LocalConfirmResponse> {
  const { provider } = deps;
  if (provider.name !== 'local') throw notFound();
  const intentId = provider.intentIdOf(input.clientSecret);
  const payment = intentId ? await findPaymentByIntent(deps.db, intentId) : null;
  if (!intentId || !payment || payment.userId !== input.userId) throw notFound('Payment not found');
  if (payment.status === 'paid') throw conflict(alreadyPaid);
  if (payment.status === 'rejected') throw conflict(closed);

  const pay = input.upi ? { upi: input.upi } : input.card ? { card: input.card } : null;
  // The body's schema lets exactly one of card and upi through.
  if (!pay) throw new AppError('VALIDATION_ERROR', upiMessages.oneMethod);
  const result = await provider.confirm({ clientSecret: input.clientSecret, ...pay });
  switch (result.kind) {
    case 'not_found':
      throw notFound('Payment not found');
    case 'invalid_card':
      throw new AppError('VALIDATION_ERROR', result.message, {
        errors: [{ path: result.path, message: result.message }],
      });
    case 'unexpected_state':
      throw conflict(result.status === 'succeeded' ? alreadyPaid : closed);
    case 'event': {
      await applyProviderEvent(deps, result.event);
      return result.event.type === 'succeeded'
        ? {
            status: 'succeeded',
            paymentIntentId: intentId,
            message: 'Payment succeeded! Thank you for your purchase.',
          }
        : {
            status: 'failed',
            paymentIntentId: intentId,
            message: result.event.type === 'failed' ? result.event.message : closed,
          };
    }
  }
}
