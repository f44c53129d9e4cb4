import type { Receipt } from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { periodOf } from './receipt-number.ts';
import { findReceiptSource } from './repository.ts';

export interface Seller {
  name: string;
  address: string;
  gstin: string | null;
}

/**
 * A paid payment's receipt, for its payer and the admin. Anyone else, an unknown id and a payment
 * without a receipt (not paid) get the same 404: a receipt never tells that a payment exists.
 */
export async function getReceipt(
  db: Db,
  input: { viewer: { id: string; role: string }; paymentId: string; seller: Seller },
): Promise<Receipt> {
  const source = await findReceiptSource(db, input.paymentId);
  const payment = source?.payment;
  const mayRead = input.viewer.role === 'admin' || (payment && payment.userId === input.viewer.id);
  if (!source || !payment || !mayRead || !payment.receiptNumber || !payment.paidAt)
    throw notFound('Receipt not found');
  const period = periodOf(payment.paidAt);
  return {
    paymentId: payment.id,
    number: payment.receiptNumber,
    issuedAt: payment.paidAt.toISOString(),
    payer: { name: payment.name, email: source.email },
    items: source.items.map((i) => ({
      tutorId: i.tutorId,
      tutorName: i.tutorName,
      subject: i.subject,
      fee: i.fee,
      period,
    })),
    amount: payment.amount,
    method: payment.method,
    paymentIntentId: payment.paymentIntentId,
    refundedAmount: payment.refundedAmount,
    refunds: source.refunds.map((r) => ({
      _id: r.id,
      amount: r.amount,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    })),
    business: input.seller,
  };
}
