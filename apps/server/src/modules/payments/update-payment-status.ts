import type { SettablePaymentStatus } from '@tuitionhub/contracts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/repository.ts';
import type { PaymentsDeps } from './deps.ts';
import {
  findPaymentByIntent,
  findPaymentItems,
  findRefunds,
  setUnpaidStatus,
  toPayment,
} from './repository.ts';
import { settlePayment } from './settle-payment.ts';

export const paidIsFinalMessage = 'A paid payment cannot be changed.';
export const refundedIsFinalMessage = 'A refunded payment cannot be changed.';

/**
 * The admin's manual status change (the /payments page). Paid is final: money that was taken is not
 * "un-taken" by a status field (a refund would be its own record), so paid → anything is 409.
 * Setting paid does everything a processor's confirmation does (settlePayment); rejecting a card
 * checkout also cancels its intent so it can no longer be paid.
 */
export async function updatePaymentStatus(
  deps: PaymentsDeps,
  input: { admin: { id: string; email: string }; paymentIntentId: string; status: SettablePaymentStatus },
) {
  const { db, provider } = deps;
  const before = await findPaymentByIntent(db, input.paymentIntentId);
  if (!before) throw notFound('Payment not found');
  if (before.status === 'refunded') throw conflict(refundedIsFinalMessage);
  if (before.status === 'paid' && input.status !== 'paid') throw conflict(paidIsFinalMessage);

  if (input.status === 'paid') {
    await settlePayment(deps, { paymentIntentId: input.paymentIntentId });
  } else if (before.status !== input.status) {
    if (input.status === 'rejected' && before.provider === provider.name)
      await provider.cancelIntent(input.paymentIntentId).catch(() => false);
    const changed = await setUnpaidStatus(db, input.paymentIntentId, input.status);
    if (!changed) throw conflict(paidIsFinalMessage);
  }
  if (before.status !== input.status)
    await recordAudit(db, {
      actor: input.admin,
      action: 'payment.status',
      targetType: 'payment',
      targetId: before.id,
      details: { paymentIntentId: before.paymentIntentId, from: before.status, to: input.status },
    });

  const after = (await findPaymentByIntent(db, input.paymentIntentId))!;
  return toPayment(after, await findPaymentItems(db, after.id), await findRefunds(db, [after.id]));
}
