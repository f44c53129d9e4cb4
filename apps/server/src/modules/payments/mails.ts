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
