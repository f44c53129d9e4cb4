import type { Mail } from '../../providers/mail.ts';
import { renderMail } from '../../providers/mail-templates.ts';
import type { LineItem } from './repository.ts';

const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const rs = (amount: number) => `Rs. ${inr.format(amount)}`;

/** To the student: the payment went through, and what it bought. */
export function paymentReceivedMail(input: {
  to: string;
  name: string;
  amount: number;
  reference: string;
  receiptNumber: string;
  items: LineItem[];
  receiptUrl?: string | undefined;
}): Mail {
  return renderMail({
    to: input.to,
    subject: `Payment received: ${rs(input.amount)}`,
    heading: `Thank you, ${input.name}`,
    paragraphs: [
      `We have received your payment of ${rs(input.amount)} (reference ${input.reference}). Your receipt is ${input.receiptNumber}.`,
      ...(input.items.length
        ? [
            input.items.map((i) => `• ${i.tutorName} — ${i.subject}: ${rs(i.fee)}`).join('\n'),
            'Your tutors have been told and will get in touch to arrange the first class.',
          ]
        : []),
    ],
    ...(input.receiptUrl ? { action: { label: 'View your receipt', url: input.receiptUrl } } : {}),
  });
}

/** To a tutor: a student has paid for them. The student's address lets them arrange the classes. */
export function hiredMail(input: {
  to: string;
  tutorName: string;
  studentName: string;
  studentEmail: string | null;
  items: LineItem[];
}): Mail {
  return renderMail({
    to: input.to,
    subject: `${input.studentName} has hired you on TuitionHub`,
    heading: `Hello ${input.tutorName}, you have been hired`,
    paragraphs: [
      `${input.studentName} has paid for: ${input.items.map((i) => `${i.subject} (${rs(i.fee)})`).join(', ')}.`,
      ...(input.studentEmail ? [`Contact them at ${input.studentEmail} to arrange the first class.`] : []),
    ],
  });
}

/** To the student: (part of) a payment was refunded, why, and when it reaches the account. */
export function refundMail(input: {
  to: string;
  name: string;
  amount: number;
  reason: string;
  receiptNumber: string | null;
  /** True when nothing is left to refund. */
  full: boolean;
  receiptUrl?: string | undefined;
}): Mail {
  return renderMail({
    to: input.to,
    subject: `Your refund of ${rs(input.amount)}`,
    heading: `Hello ${input.name}, your refund is on its way`,
    paragraphs: [
      `We have refunded ${rs(input.amount)}${input.receiptNumber ? ` of your payment with receipt ${input.receiptNumber}` : ''}${input.full ? ' (the whole payment)' : ''}.`,
      `Reason: ${input.reason}`,
      'The money goes back to the card or UPI account you paid with and usually reaches it within 5–7 working days.',
    ],
    ...(input.receiptUrl ? { action: { label: 'View your receipt', url: input.receiptUrl } } : {}),
  });
}
