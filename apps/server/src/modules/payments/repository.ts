import type { Payment, PaymentMethod, PaymentRefund, PaymentStatus } from '@tuitionhub/contracts';
import { and, asc, desc, eq, exists, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  hires,
  paymentItems,
  paymentRefunds,
  payments,
  receiptCounters,
  users,
} from '../../db/schema/index.ts';
import { containsPattern, type PageInput } from '../../lib/paging.ts';
import { findPage } from '../../lib/query-repository.ts';
import { financialYearOf, receiptNumber } from './receipt-number.ts';

export type PaymentRow = typeof payments.$inferSelect;
type Provider = PaymentRow['provider'];
/** What a payment covers (and, once paid, what is hired): one tutor + subject at a fee. */
export type LineItem = { tutorId: string | null; tutorName: string; subject: string; fee: number };

export async function findPaymentByIntent(db: DbOrTx, paymentIntentId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.paymentIntentId, paymentIntentId));
  return row ?? null;
}

/** The user's checkouts through `provider` that can still be paid. */
export async function findPendingCheckouts(
  db: DbOrTx,
  userId: string,
  provider: Provider,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.provider, provider), eq(payments.status, 'pending')))
    .orderBy(desc(payments.createdAt));
}

export async function insertPayment(
  db: DbOrTx,
  payment: {
    id?: string;
    userId: string;
    name: string;
    amount: number;
    provider: Provider;
    paymentIntentId: string;
    itemsKey: string | null;
  },
  items: LineItem[],
): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(payment).returning();
  if (items.length)
    await db.insert(paymentItems).values(
      items.map((i) => ({
        paymentId: row!.id,
        tutorId: i.tutorId,
        tutorName: i.tutorName,
        subject: i.subject,
        fee: i.fee,
      })),
    );
  return row!;
}

export async function findPaymentItems(db: DbOrTx, paymentId: string) {
  return db.select().from(paymentItems).where(eq(paymentItems.paymentId, paymentId));
}

/** Changes a payment only while `guard` holds (one conditional UPDATE); null when it did not. */
async function updateWhile(
  db: DbOrTx,
  paymentIntentId: string,
  guard: SQL,
  changes: Partial<Pick<PaymentRow, 'status' | 'failureMessage' | 'method' | 'paidAt'>>,
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(payments.paymentIntentId, paymentIntentId), guard))
    .returning();
  return row ?? null;
}

/**
 * The one way a payment becomes paid: conditional, so of any number of notifications (webhook
 * retries, the local confirmation, an admin) exactly one gets the row back.
 */
export const markPaid = (db: DbOrTx, paymentIntentId: string, method: PaymentMethod | null = null) =>
  // A refunded payment was paid once: a late or replayed success never makes it paid again.
  updateWhile(db, paymentIntentId, and(ne(payments.status, 'paid'), ne(payments.status, 'refunded'))!, {
    status: 'paid',
    failureMessage: null,
    method,
    paidAt: new Date(),
  });

/**
 * Gives a paid payment the next receipt number of the financial year it was paid in. The counter's
 * row lock makes concurrent settlements (on any number of instances) take turns, and a settlement
 * that rolls back rolls its number back with it: the numbers have no gaps.
 */
export async function issueReceipt(db: DbOrTx, paymentId: string, paidAt: Date): Promise<string> {
  const year = financialYearOf(paidAt);
  const [counter] = await db
    .insert(receiptCounters)
    .values({ financialYear: year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.financialYear,
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
    })
    .returning({ n: receiptCounters.lastNumber });
  const number = receiptNumber(year, counter!.n);
  await db.update(payments).set({ receiptNumber: number }).where(eq(payments.id, paymentId));
  return number;
}

/** A payment with its items and its payer's name and e-mail (for the receipt). */
export async function findReceiptSource(db: DbOrTx, paymentId: string) {
  const [row] = await db
    .select({ payment: payments, email: users.email })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, paymentId));
  if (!row) return null;
  return {
    ...row,
    items: await findPaymentItems(db, paymentId),
    refunds: row.payment.refundedAmount > 0 ? await findRefunds(db, [paymentId]) : [],
  };
}

/** Moves a payment that is not paid (nor refunded) to pending or rejected; null when it is (or unknown). */
export const setUnpaidStatus = (
  db: DbOrTx,
  paymentIntentId: string,
  status: Exclude<PaymentStatus, 'paid' | 'refunded'>,
) =>
  updateWhile(db, paymentIntentId, and(ne(payments.status, 'paid'), ne(payments.status, 'refunded'))!, {
    status,
  });

/** A payment with its row locked until the transaction ends (refunds of one payment take turns). */
export async function lockPayment(tx: DbOrTx, paymentId: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row ?? null;
}

export type RefundRow = typeof paymentRefunds.$inferSelect;

/** Records a refund and adds it to the payment's refunded total (`refunded` once nothing is left). */
export async function recordRefund(
  tx: DbOrTx,
  payment: PaymentRow,
  refund: { id: string; amount: number; reason: string; providerRefundId: string | null; adminId: string },
): Promise<{ payment: PaymentRow; refund: RefundRow }> {
  const [row] = await tx
    .insert(paymentRefunds)
    .values({ paymentId: payment.id, ...refund })
    .returning();
  const refundedAmount = payment.refundedAmount + refund.amount;
  const [updated] = await tx
    .update(payments)
    .set({
      refundedAmount,
      status: refundedAmount >= payment.amount ? 'refunded' : payment.status,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, payment.id))
    .returning();
  return { payment: updated!, refund: row! };
}

/** The refunds of these payments, oldest first. */
export async function findRefunds(db: DbOrTx, paymentIds: string[]): Promise<RefundRow[]> {
  if (!paymentIds.length) return [];
  return db
    .select()
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.paymentId, paymentIds))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
}

const toRefund = (r: RefundRow): PaymentRefund => ({
  _id: r.id,
  amount: r.amount,
  reason: r.reason,
  createdAt: r.createdAt.toISOString(),
});

/** A failed attempt leaves the payment pending (payable with another card) and notes why. */
export const noteFailure = async (db: DbOrTx, paymentIntentId: string, message: string) =>
  (await updateWhile(db, paymentIntentId, eq(payments.status, 'pending'), { failureMessage: message })) !==
  null;

/** Closes a pending payment that can no longer be paid (cancelled or superseded). */
export const closePending = async (db: DbOrTx, paymentIntentId: string, message: string) =>
  (await updateWhile(db, paymentIntentId, eq(payments.status, 'pending'), {
    status: 'rejected',
    failureMessage: message,
  })) !== null;

export async function insertHires(db: DbOrTx, payment: PaymentRow, items: LineItem[]): Promise<void> {
  if (!items.length) return;
  await db.insert(hires).values(
    items.map((i) => ({
      paymentId: payment.id,
      studentId: payment.userId,
      tutorId: i.tutorId,
      tutorName: i.tutorName,
      subject: i.subject,
      fee: i.fee,
    })),
  );
}

export async function findContacts(db: DbOrTx, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function findUserName(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row?.name ?? null;
}

/**
 * Payments newest first with their items and the payer's e-mail: all of them, one user's (`userId`),
 * or those made by an account or including that tutor (`involving`); `q` matches the payer's name
 * or e-mail.
 */
export async function findPayments(
  db: DbOrTx,
  input: PageInput & { userId?: string | undefined; involving?: string | undefined },
): Promise<{ rows: (Payment & { email: string | null })[]; total: number }> {
  const { userId, involving } = input;
  const pat = containsPattern(input.q);
  const where = and(
    userId ? eq(payments.userId, userId) : undefined,
    involving
      ? or(
          eq(payments.userId, involving),
          exists(
            db
              .select({ one: sql`1` })
              .from(paymentItems)
              .where(and(eq(paymentItems.paymentId, payments.id), eq(paymentItems.tutorId, involving))),
          ),
        )
      : undefined,
    pat ? or(ilike(payments.name, pat), ilike(users.email, pat)) : undefined,
  );
  const { rows, total } = await findPage(
    db,
    db
      .select({ payment: payments, email: users.email })
      .from(payments)
      .leftJoin(users, eq(users.id, payments.userId))
      .where(where)
      .$dynamic(),
    payments,
    input,
  );
  const items = rows.length
    ? await db
        .select()
        .from(paymentItems)
        .where(
          inArray(
            paymentItems.paymentId,
            rows.map((r) => r.payment.id),
          ),
        )
        .orderBy(asc(paymentItems.tutorName), asc(paymentItems.subject))
    : [];
  const refunds = await findRefunds(
    db,
    rows.filter((r) => r.payment.refundedAmount > 0).map((r) => r.payment.id),
  );
  return {
    total,
    rows: rows.map(({ payment, email }) => ({
      ...toPayment(
        payment,
        items.filter((i) => i.paymentId === payment.id),
        refunds.filter((r) => r.paymentId === payment.id),
      ),
      email,
    })),
  };
}

export function toPayment(row: PaymentRow, items: LineItem[], refunds: RefundRow[] = []): Payment {
  return {
    _id: row.id,
    userId: row.userId,
    name: row.name,
    amount: row.amount,
    status: row.status,
    provider: row.provider,
    paymentIntentId: row.paymentIntentId,
    failureMessage: row.failureMessage,
    method: row.method,
    receiptNumber: row.receiptNumber,
    refundedAmount: row.refundedAmount,
    refunds: refunds.map(toRefund),
    createdAt: row.createdAt.toISOString(),
    items: items.map((i) => ({ tutorId: i.tutorId, tutorName: i.tutorName, subject: i.subject, fee: i.fee })),
  };
}

const hiredUsers = alias(users, 'hired_users');
const hiringUsers = alias(users, 'hiring_users');

/**
 * Hires newest first, with the hired tutor's or center's account (role, current name, photo), the
 * student's name and e-mail and the payment's receipt: those of one student (`studentId`), of one
 * tutor or center (`tutorId`), or all. Only payments still `paid` count: one refunded in full is
 * no longer a hire (a partly refunded one still is).
 */
export async function findHires(
  db: DbOrTx,
  input: PageInput & { studentId?: string | undefined; tutorId?: string | undefined },
) {
  const where = and(
    eq(payments.status, 'paid'),
    input.studentId ? eq(hires.studentId, input.studentId) : undefined,
    input.tutorId ? eq(hires.tutorId, input.tutorId) : undefined,
  );
  return findPage(
    db,
    db
      .select({
        hire: hires,
        entityRole: hiredUsers.role,
        entityName: hiredUsers.name,
        entityPhoto: hiredUsers.photo,
        studentName: sql<string>`coalesce(${hiringUsers.name}, ${payments.name})`,
        studentEmail: hiringUsers.email,
        receiptNumber: payments.receiptNumber,
        paidAt: payments.paidAt,
      })
      .from(hires)
      .innerJoin(payments, eq(payments.id, hires.paymentId))
      .leftJoin(hiredUsers, eq(hiredUsers.id, hires.tutorId))
      .leftJoin(hiringUsers, eq(hiringUsers.id, hires.studentId))
      .where(where)
      .$dynamic(),
    hires,
    input,
  );
}
