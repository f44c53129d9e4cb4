import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './types.ts';
import { users } from './users.ts';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the user is deleted; `name` keeps the books readable. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    amount: integer('amount').notNull(),
    /** `refunded` once refunds add up to the whole amount; a partly refunded payment stays `paid`. */
    status: text('status', { enum: ['pending', 'paid', 'rejected', 'refunded'] })
      .notNull()
      .default('pending'),
    provider: text('provider', { enum: ['local', 'stripe', 'razorpay', 'manual'] }).notNull(),
    paymentIntentId: text('payment_intent_id').notNull().unique(),
    /** Fingerprint of the items (tutor:subject:fee, sorted) so a repeated create reuses a pending payment. */
    itemsKey: text('items_key'),
    clientSecret: text('client_secret'),
    failureMessage: text('failure_message'),
    /** How it was paid (api-2 §5), set when it becomes paid through a processor; null otherwise. */
    method: text('method', { enum: ['card', 'upi'] }),
    /** `TH/2026-27/000001`: given in the transaction that settles the payment, gap-free per financial year. */
    receiptNumber: text('receipt_number').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Whole rupees refunded so far (sum of its `payment_refunds`); never more than `amount`. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_created_idx').on(t.createdAt),
    check('payments_status_check', sql`${t.status} in ('pending','paid','rejected','refunded')`),
    check('payments_provider_check', sql`${t.provider} in ('local','stripe','razorpay','manual')`),
    check('payments_amount_check', sql`${t.amount} >= 0`),
    check(
      'payments_refunded_amount_check',
      sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`,
    ),
    check('payments_method_check', sql`${t.method} in ('card','upi')`),
  ],
);

export const paymentItems = pgTable(
  'payment_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    tutorId: uuid('tutor_id').references(() => users.id, { onDelete: 'set null' }),
    tutorName: text('tutor_name').notNull(),
    subject: text('subject').notNull(),
    fee: integer('fee').notNull(),
  },
  (t) => [index('payment_items_payment_idx').on(t.paymentId), index('payment_items_tutor_idx').on(t.tutorId)],
);

/** One refund of (part of) a paid payment, made by an admin through the payment's processor. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** Whole rupees. */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** The processor's refund id (`re_…`, `rfnd_…`); null for a manual payment refunded outside the site. */
    providerRefundId: text('provider_refund_id'),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.paymentId, t.createdAt),
    check('payment_refunds_amount_check', sql`${t.amount} >= 1`),
  ],
);

/** A paid payment's items, one per tutor + subject: who hired whom, for what fee, when. */
export const hires = pgTable(
  'hires',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'set null' }),
    tutorId: uuid('tutor_id').references(() => users.id, { onDelete: 'set null' }),
    tutorName: text('tutor_name').notNull(),
    subject: text('subject').notNull(),
    fee: integer('fee').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('hires_student_idx').on(t.studentId), index('hires_tutor_idx').on(t.tutorId)],
);

/** The last receipt number given in each Indian financial year (`2026-27`): its row lock orders settlements. */
export const receiptCounters = pgTable('receipt_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** State of the built-in `local` test processor's payment intents (PAYMENTS_PROVIDER=local). */
export const localPaymentIntents = pgTable('local_payment_intents', {
  id: text('id').primaryKey(),
  clientSecretHash: text('client_secret_hash').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull().default('inr'),
  status: text('status').notNull(),
  lastError: text('last_error'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});
