import { randomUUID } from 'node:crypto';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/repository.ts';
import type { PaymentsDeps } from './deps.ts';
import { findUserName, insertPayment, toPayment } from './repository.ts';

/**
 * An admin records a payment made outside the site (cash, bank transfer): provider `manual`, no
 * items, pending until the admin marks it paid. Its reference is `manual_<uuid>`.
 */
export async function createManualPayment(
  deps: Pick<PaymentsDeps, 'db'>,
  input: { admin: { id: string; email: string }; userId: string; amount: number },
) {
  const name = await findUserName(deps.db, input.userId);
  if (name === null) throw notFound('User not found');
  const row = await deps.db.transaction(async (tx) => {
    const payment = await insertPayment(
      tx,
      {
        userId: input.userId,
        name,
        amount: input.amount,
        provider: 'manual',
        paymentIntentId: `manual_${randomUUID()}`,
        itemsKey: null,
      },
      [],
    );
    await recordAudit(tx, {
      actor: input.admin,
      action: 'payment.create',
      targetType: 'payment',
      targetId: payment.id,
      details: { userId: input.userId, amount: input.amount },
    });
    return payment;
  });
  return toPayment(row, []);
}
