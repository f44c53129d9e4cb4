import { z } from 'zod';
import { idSchema, paginationQuery, text } from './common.ts';
import { formatIndian } from './format.ts';
import { entityTypes } from './roles.ts';
import { isBlankText } from './text-checks.ts';

export const paymentStatuses = ['paid', 'pending', 'rejected', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
/** What an admin may set by hand; `refunded` only comes from refunds (POST /api/payments/:id/refund). */
export const settablePaymentStatuses = ['paid', 'pending', 'rejected'] as const;
export type SettablePaymentStatus = (typeof settablePaymentStatuses)[number];
export const paymentProviders = ['local', 'stripe', 'razorpay', 'manual'] as const;
/** How a payment is made (api-2 §5). */
export const paymentMethods = ['card', 'upi'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export type PaymentProvider = (typeof paymentProviders)[number];

/** Whole rupees, as everywhere in the API. */
const amountSchema = z
  .number({ error: 'Amount must be a number' })
  .int('Amount must be a whole number of rupees')
  .min(0, 'Amount cannot be negative')
  .max(100_000_000, 'Amount is too large');

export const createPaymentParams = z.object({ userId: idSchema });
/** POST /api/payments/create/:userId — `amount` is the total the user saw; the server recomputes it. */
export const createPaymentBody = z.object({ amount: amountSchema });
export const createPaymentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The payment's own id: its receipt and success page once paid. */
  paymentId: idSchema,
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.number(),
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponse>;

/** The 409 answer when the watchlist total changed since the user saw it. */
export const totalChangedMessage = 'The total of your watchlist has changed. Please review it and try again.';
export const emptyWatchlistMessage = 'Your watchlist is empty.';

/** POST /api/payments/manual (admin): a payment made outside the site. */
export const manualPaymentBody = z.object({
  userId: idSchema,
  amount: amountSchema.min(1, 'Amount must be at least 1'),
});

export const updatePaymentStatusBody = z.object({
  paymentIntentId: text('Payment Intent ID').trim().min(1, 'Payment Intent ID is required').max(200),
  status: z.enum(settablePaymentStatuses, { error: 'Status must be paid, pending or rejected' }),
});

export const paymentItemSchema = z.object({
  tutorId: idSchema.nullable(),
  tutorName: z.string(),
  subject: z.string(),
  fee: z.number(),
});
export type PaymentItem = z.infer<typeof paymentItemSchema>;

/** One refund of (part of) a paid payment. */
export const paymentRefundSchema = z.object({
  _id: idSchema,
  amount: z.number(),
  reason: z.string(),
  createdAt: z.string(),
});
export type PaymentRefund = z.infer<typeof paymentRefundSchema>;

export const paymentSchema = z.object({
  _id: idSchema,
  userId: idSchema.nullable(),
  name: z.string(),
  amount: z.number(),
  status: z.enum(paymentStatuses),
  provider: z.enum(paymentProviders),
  paymentIntentId: z.string(),
  /** Why the last attempt failed (e.g. 'Your card was declined.'), when it did. */
  failureMessage: z.string().nullable(),
  /** How it was paid through a processor; null while unpaid or when an admin marked it paid. */
  method: z.enum(paymentMethods).nullable(),
  /** `TH/2026-27/000001`, once paid (payments paid before receipts existed have none). */
  receiptNumber: z.string().nullable(),
  /** Whole rupees refunded so far; the payment is `refunded` once this reaches `amount`. */
  refundedAmount: z.number(),
  /** Its refunds, oldest first. */
  refunds: z.array(paymentRefundSchema),
  createdAt: z.string(),
  items: z.array(paymentItemSchema),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentListQuery = paginationQuery;
export const paymentListResponse = z.object({
  payments: z.array(paymentSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type PaymentListResponse = z.infer<typeof paymentListResponse>;

export const paymentWriteResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  payment: paymentSchema,
});
export type PaymentWriteResponse = z.infer<typeof paymentWriteResponse>;

/**
 * POST /api/payments/:id/refund (admin, api-2 §5): `amount` whole rupees, the whole of what is left
 * when omitted; `reason` is kept with the refund and told to the student.
 */
export const refundPaymentBody = z.object({
  amount: z
    .number({ error: 'Amount must be a number' })
    .int('Amount must be a whole number of rupees')
    .min(1, 'Amount must be at least Rs. 1')
    .max(100_000_000, 'Amount is too large')
    .optional(),
  reason: text('Reason', 'Reason is required')
    .trim()
    .min(3, 'Reason must be at least 3 characters')
    .max(500, 'Reason must be at most 500 characters')
    .refine((v) => !isBlankText(v), 'Reason is required'),
});
export type RefundPaymentBody = z.infer<typeof refundPaymentBody>;
export const refundMessages = {
  /** 409: only a paid payment with something left to refund can be refunded. */
  notPaid: 'Only a paid payment can be refunded.',
  alreadyRefunded: 'This payment has already been refunded in full.',
  /** 400 when `amount` is more than what is left (paid amount − refunded so far). */
  tooMuch: (remaining: number) =>
    `The refund cannot be more than what is left to refund (Rs. ${formatIndian(remaining)}).`,
} as const;

/**
 * GET /api/hires (api-2 §5): for a student, the tutors and centers it has paid for; for a tutor or a
 * center, the students who paid for it; for the admin, every hire. Newest first; payments refunded
 * in full are left out. `period` is the month the fee covers (as on the receipt).
 */
export const hireSchema = z.object({
  _id: idSchema,
  paymentId: idSchema,
  /** The tutor or center (null once its account is deleted). */
  entityId: idSchema.nullable(),
  entityType: z.enum(entityTypes).nullable(),
  entityName: z.string(),
  entityPhoto: z.string().nullable(),
  /** The student (null once its account is deleted; `studentName` stays). */
  studentId: idSchema.nullable(),
  studentName: z.string(),
  /** Shown to the hired tutor or center (and the admin) only; null for the student's own view. */
  studentEmail: z.string().nullable(),
  subject: z.string(),
  fee: z.number(),
  period: z.string(),
  receiptNumber: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type Hire = z.infer<typeof hireSchema>;
export const hireListQuery = paginationQuery;
export const hiresResponse = z.object({
  hires: z.array(hireSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type HiresResponse = z.infer<typeof hiresResponse>;

/** GET /api/payments/:id/receipt (api-2 §5): what a payer keeps. `period` is the month the fee covers. */
export const receiptSchema = z.object({
  paymentId: idSchema,
  number: z.string(),
  issuedAt: z.string(),
  payer: z.object({ name: z.string(), email: z.string().nullable() }),
  items: z.array(
    z.object({
      tutorId: idSchema.nullable(),
      tutorName: z.string(),
      subject: z.string(),
      fee: z.number(),
      period: z.string(),
    }),
  ),
  amount: z.number(),
  method: z.enum(paymentMethods).nullable(),
  paymentIntentId: z.string(),
  /** Refunds of this payment, oldest first (whole rupees). */
  refunds: z.array(paymentRefundSchema),
  refundedAmount: z.number(),
  /** The seller, from the server's configuration (BUSINESS_NAME, BUSINESS_ADDRESS, BUSINESS_GSTIN). */
  business: z.object({ name: z.string(), address: z.string(), gstin: z.string().nullable() }),
});
export type Receipt = z.infer<typeof receiptSchema>;
export const receiptResponse = z.object({ receipt: receiptSchema });
export type ReceiptResponse = z.infer<typeof receiptResponse>;

/** The local test processor's card form (PAYMENTS_PROVIDER=local). Numbers may contain spaces. */
export const localCardSchema = z.object({
  number: text('Card number').max(40),
  expMonth: z.coerce.number().int(),
  expYear: z.coerce.number().int(),
  cvc: text('CVC').max(10),
});
export type LocalCard = z.infer<typeof localCardSchema>;

export const upiMessages = {
  invalid: 'Enter a UPI ID like name@bank',
  declined: 'Your UPI payment was declined. Try another UPI ID or pay by card.',
  oneMethod: 'Pay either by card or by UPI',
} as const;

/** A UPI id (VPA) as NPCI shapes them: `name@bank` — 2–256 of letters, digits, `.`, `_`, `-`, then a handle of letters. */
export const upiIdPattern = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z]{2,64}$/;
export const localUpiSchema = z.object({
  vpa: text('UPI ID').trim().max(330).regex(upiIdPattern, upiMessages.invalid),
});
export type LocalUpi = z.infer<typeof localUpiSchema>;

/** The browser's confirmation: `{ clientSecret, card }` or `{ clientSecret, upi: { vpa } }`, never both. */
export const localConfirmBody = z
  .object({
    clientSecret: text('clientSecret').min(1).max(300),
    card: localCardSchema.optional(),
    upi: localUpiSchema.optional(),
  })
  .refine((b) => (b.card === undefined) !== (b.upi === undefined), {
    message: upiMessages.oneMethod,
    path: ['card'],
  });
export type LocalConfirmBody = z.infer<typeof localConfirmBody>;

/** Like Stripe's confirmCardPayment: `succeeded`, or `failed` with the card's decline message. */
export const localConfirmResponse = z.object({
  status: z.enum(['succeeded', 'failed']),
  paymentIntentId: z.string(),
  message: z.string(),
});
export type LocalConfirmResponse = z.infer<typeof localConfirmResponse>;

/** What Razorpay Checkout's `handler` receives, passed on for the server to verify (api-2 §5). */
const razorpayId = (name: string, prefix: string) =>
  text(name)
    .max(64)
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]+$`), `${name} is not a Razorpay ${prefix} id`);
export const razorpayVerifyBody = z.object({
  razorpayOrderId: razorpayId('razorpayOrderId', 'order'),
  razorpayPaymentId: razorpayId('razorpayPaymentId', 'pay'),
  razorpaySignature: text('razorpaySignature').regex(/^[a-f0-9]{64}$/, 'razorpaySignature is malformed'),
});
export type RazorpayVerifyBody = z.infer<typeof razorpayVerifyBody>;
