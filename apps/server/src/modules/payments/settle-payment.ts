import type { PaymentMethod } from '@tuitionhub/contracts';
import type { ProviderEvent } from '../../providers/payments/types.ts';
import { deleteWatchlistItemsFor } from '../watchlist/repository.ts';
import type { PaymentsDeps } from './deps.ts';
import { hiredMail, paymentReceivedMail } from './mails.ts';
import {
  closePending,
  findContacts,
  findPaymentByIntent,
  findPaymentItems,
  insertHires,
  issueReceipt,
  markPaid,
  noteFailure,
  type PaymentRow,
} from './repository.ts';

export type SettleResult = 'settled' | 'already_paid' | 'unknown' | 'amount_mismatch';

/**
 * Marks a payment paid and does what being paid means, in one transaction: its items become hires,
 * leave the watchlist, and the student and each tutor get an e-mail. Called by the Stripe webhook,
 * the local processor's confirmation and an admin alike. Duplicate or late calls change nothing:
 * only the call whose conditional UPDATE flips the status does the rest.
 * `amountPaise`, when the processor reports it, must match what we asked for.
 */
export async function settlePayment(
  deps: PaymentsDeps,
  input: { paymentIntentId: string; amountPaise?: number; currency?: string; method?: PaymentMethod },
): Promise<SettleResult> {
  const { db, log } = deps;
  const payment = await findPaymentByIntent(db, input.paymentIntentId);
  if (!payment) {
    log.warn({ paymentIntentId: input.paymentIntentId }, 'payment success for an unknown intent ignored');
    return 'unknown';
  }
  if (payment.status === 'paid' || payment.status === 'refunded') return 'already_paid';
  if (
    input.amountPaise !== undefined &&
    (input.amountPaise !== payment.amount * 100 || (input.currency ?? 'inr') !== 'inr')
  ) {
    log.error(
      {
        paymentId: payment.id,
        expected: payment.amount * 100,
        got: input.amountPaise,
        currency: input.currency,
      },
      'processor reported a different amount; payment left unpaid for review',
    );
    return 'amount_mismatch';
  }

  const settled = await db.transaction(async (tx) => {
    const marked = await markPaid(tx, input.paymentIntentId, input.method ?? null);
    if (!marked) return null;
    // In the same transaction: a settlement that rolls back gives its number back (no gaps).
    const paid = { ...marked, receiptNumber: await issueReceipt(tx, marked.id, marked.paidAt ?? new Date()) };
    const items = await findPaymentItems(tx, paid.id);
    await insertHires(tx, paid, items);
    if (paid.userId) await deleteWatchlistItemsFor(tx, paid.userId, items);
    for (const mail of await paidMails(deps, tx, paid, items)) await deps.mailer.send(mail, tx);
    return paid;
  });
  if (!settled) return 'already_paid';
  deps.mailer.wake();
  log.info({ paymentId: settled.id, amount: settled.amount }, 'payment settled');
  return 'settled';
}

async function paidMails(
  deps: PaymentsDeps,
  tx: Parameters<typeof findContacts>[0],
  paid: PaymentRow,
  items: Awaited<ReturnType<typeof findPaymentItems>>,
) {
  const tutorIds = [...new Set(items.map((i) => i.tutorId).filter((id): id is string => id !== null))];
  const contacts = new Map(
    (await findContacts(tx, [...(paid.userId ? [paid.userId] : []), ...tutorIds])).map((c) => [c.id, c]),
  );
  const student = paid.userId ? contacts.get(paid.userId) : undefined;
  const mails = [];
  if (student)
    mails.push(
      paymentReceivedMail({
        to: student.email,
        name: student.name,
        amount: paid.amount,
        reference: paid.paymentIntentId,
        receiptNumber: paid.receiptNumber ?? '',
        items,
        receiptUrl: deps.publicUrl ? new URL(`/receipt/${paid.id}`, deps.publicUrl).toString() : undefined,
      }),
    );
  for (const tutorId of tutorIds) {
    const tutor = contacts.get(tutorId);
    if (!tutor) continue;
    mails.push(
      hiredMail({
        to: tutor.email,
        tutorName: tutor.name,
        studentName: paid.name,
        studentEmail: student?.email ?? null,
        items: items.filter((i) => i.tutorId === tutorId),
      }),
    );
  }
  return mails;
}

/** A declined attempt: the payment stays pending (another card may still pay it) with the reason. */
export async function recordFailedAttempt(deps: PaymentsDeps, paymentIntentId: string, message: string) {
  const noted = await noteFailure(deps.db, paymentIntentId, message.slice(0, 300));
  if (!noted)
    deps.log.info({ paymentIntentId }, 'payment failure for a settled, closed or unknown intent ignored');
}

/** What the processor told us, applied. Safe to call any number of times, in any order. */
export async function applyProviderEvent(deps: PaymentsDeps, event: ProviderEvent): Promise<void> {
  if (event.type === 'succeeded') {
    await settlePayment(deps, {
      paymentIntentId: event.paymentIntentId,
      amountPaise: event.amount,
      currency: event.currency,
      method: event.method,
    });
  } else if (event.type === 'failed') {
    await recordFailedAttempt(deps, event.paymentIntentId, event.message);
  } else {
    await closePending(deps.db, event.paymentIntentId, 'The payment was cancelled.');
  }
}
