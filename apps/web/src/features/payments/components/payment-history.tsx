import { formatMonthlyFee, type Payment } from '@tuitionhub/contracts';
import { Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDate, formatRs } from '../../../lib/format.ts';
import { PaymentPages } from './payment-pages.tsx';

function PaymentCard({ payment }: { payment: Payment }) {
  return (
    <li className="rounded-card bg-white p-5 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-lg font-bold tabular-nums">{formatRs(payment.amount)}</p>
          <p className="text-sm text-slate-600">
            {formatDate(payment.createdAt)} ·{' '}
            <span className="break-all">Ref. {payment.paymentIntentId}</span>
          </p>
        </div>
        <StatusBadge status={payment.status} />
      </div>
      {payment.items.length ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-700">
            {payment.status === 'paid' ? 'Tutors hired' : 'For'}
          </h3>
          <ul className="mt-1 divide-y divide-slate-100 text-sm">
            {payment.items.map((item) => (
              <li key={`${item.tutorId}-${item.subject}`} className="flex justify-between gap-3 py-2">
                <span>
                  {item.tutorId ? (
                    <Link
                      to={`/tutor/${item.tutorId}`}
                      className="font-medium text-primary-800 hover:underline"
                    >
                      {item.tutorName}
                    </Link>
                  ) : (
                    <span className="font-medium">{item.tutorName}</span>
                  )}{' '}
                  — {item.subject}
                </span>
                <span className="tabular-nums">{formatMonthlyFee(item.fee)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-3 text-sm text-slate-600">Recorded by the TuitionHub office.</p>
      )}
      {payment.refunds.length ? (
        <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-semibold text-slate-800">
            Refunded {formatRs(payment.refundedAmount)}
            {payment.status === 'refunded' ? ' (in full)' : ` of ${formatRs(payment.amount)}`}
          </p>
          <ul className="mt-1 space-y-0.5 text-slate-700">
            {payment.refunds.map((r) => (
              <li key={r._id}>
                {formatRs(r.amount)} on {formatDate(r.createdAt)} — {r.reason}
              </li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-slate-600">
            Refunds reach the card or UPI account you paid with in 5–7 working days.{' '}
            <Link to="/refund-policy" className="font-medium text-primary-800 underline">
              Refund policy
            </Link>
          </p>
        </div>
      ) : null}
      {payment.receiptNumber ? (
        <p className="mt-3 text-sm">
          <Link to={`/receipt/${payment._id}`} className="font-medium text-primary-800 hover:underline">
            Receipt {payment.receiptNumber}
          </Link>
        </p>
      ) : null}
      {payment.status === 'pending' && payment.failureMessage ? (
        <p className="mt-3 text-sm text-danger-700">Last attempt failed: {payment.failureMessage}</p>
      ) : null}
    </li>
  );
}

/** The signed-in user's own payments, newest first, with what each paid for (the hires). */
export function PaymentHistory() {
  return (
    <PaymentPages
      heading={
        <>
          <Receipt aria-hidden className="size-5 text-primary-700" />
          Payments
        </>
      }
      headingClassName="flex items-center gap-2 text-xl font-semibold"
      pageSize={10}
      errorText="Could not load your payments"
      emptyText="You have not made any payments yet."
    >
      {(payments) => (
        <ul className="space-y-4">
          {payments.map((p) => (
            <PaymentCard key={p._id} payment={p} />
          ))}
        </ul>
      )}
    </PaymentPages>
  );
}
