import { randomUUID } from 'node:crypto';
import { type Payment, refundMessages } from '@tuitionhub/contracts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/repository.ts';
import type { PaymentsDeps } from './deps.ts';
import { refundMail } from './mails.ts';
import {
  findContacts,
  findPaymentItems,
  findRefunds,
  lockPayment,
  recordRefund,
  toPayment,
} from './repository.ts';

/** 409 when the payment was taken by another processor than the one configured now. */
export const otherProcessorMessage = (provider: string) =>
  `This payment was taken through ${provider}, which is not the payment processor in use now; refund it there.`;

/**
 * The admin refunds a paid payment, in full (`amount` omitted) or in part. One transaction holds the
 * payment's row lock (SELECT … FOR UPDATE) from the check of what is left to refund through the
 * processor's refund to the recorded refund, so two refunds at once take turns and can never add up
 * to more than was paid. The processor's idempotency key is the refund's own id: a retried call to
 * the processor returns the same refund. A `manual` payment (paid outside the site) is refunded
 * outside the site too, and only recorded here. Audited; the student is e-mailed through the outbox.
 */
export async function refundPayment(
  deps: PaymentsDeps,
  input: {
    admin: { id: string; email: string };
    paymentId: string;
    amount?: number | undefined;
    reason: string;
  },
): Promise<Payment> {
  const { db, provider, log } = deps;
  const result = await db.transaction(async (tx) => {
    const payment = await lockPayment(tx, input.paymentId);
    if (!payment) throw notFound('Payment not found');
    if (payment.status === 'refunded') throw conflict(refundMessages.alreadyRefunded);
    if (payment.status !== 'paid') throw conflict(refundMessages.notPaid);
    const remaining = payment.amount - payment.refundedAmount;
    if (remaining <= 0) throw conflict(refundMessages.alreadyRefunded);
    const amount = input.amount ?? remaining;
    if (amount > remaining)
      throw badRequest(refundMessages.tooMuch(remaining), [
        { path: 'amount', message: refundMessages.tooMuch(remaining) },
      ]);
    if (payment.provider !== 'manual' && payment.provider !== provider.name)
      throw conflict(otherProcessorMessage(payment.provider));

    const id = randomUUID();
    const providerRefundId =
      payment.provider === 'manual'
        ? null
        : (
            await provider.refund({
              paymentIntentId: payment.paymentIntentId,
              amount,
              idempotencyKey: id,
              reason: input.reason,
            })
          ).refundId;
    const recorded = await recordRefund(tx, payment, {
      id,
      amount,
      reason: input.reason,
      providerRefundId,
      adminId: input.admin.id,
    });
    await recordAudit(tx, {
      actor: input.admin,
      action: 'payment.refund',
      targetType: 'payment',
      targetId: payment.id,
      details: {
        paymentIntentId: payment.paymentIntentId,
        amount,
        reason: input.reason,
        providerRefundId,
        refundedAmount: recorded.payment.refundedAmount,
        status: recorded.payment.status,
      },
    });
    const [student] = payment.userId ? await findContacts(tx, [payment.userId]) : [];
    if (student)
      await deps.mailer.send(
        refundMail({
          to: student.email,
          name: student.name,
          amount,
          reason: input.reason,
          receiptNumber: payment.receiptNumber,
          full: recorded.payment.status === 'refunded',
          receiptUrl: deps.publicUrl
            ? new URL(`/receipt/${payment.id}`, deps.publicUrl).toString()
            : undefined,
        }),
        tx,
      );
    return recorded.payment;
  });
  deps.mailer.wake();
  log.info(
    { paymentId: result.id, refundedAmount: result.refundedAmount, status: result.status },
    'payment refunded',
  );
  return toPayment(result, await findPaymentItems(db, result.id), await findRefunds(db, [result.id]));
}
