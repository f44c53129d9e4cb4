import { formatMonthlyFee, type PaymentMethod, type Receipt } from '@tuitionhub/contracts';
import { formatDate, formatRs } from '../../../lib/format.ts';

export const methodLabel = (method: PaymentMethod | null) =>
  method === 'upi' ? 'UPI' : method === 'card' ? 'Card' : 'Recorded by the office';

/** A receipt as it prints (api-2 §5): seller, number and date, payer, what was paid for, total, how. */
export function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const { business } = receipt;
  return (
    <article
      aria-labelledby="receipt-title"
      className="rounded-card bg-white p-6 shadow-card sm:p-10 print:p-0 print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-6 border-b border-slate-200 pb-6">
        <div>
          <p className="text-lg font-bold text-primary-900">{business.name}</p>
          <p className="mt-1 whitespace-pre-line text-sm text-slate-600">{business.address}</p>
          {business.gstin ? <p className="mt-1 text-sm text-slate-600">GSTIN {business.gstin}</p> : null}
        </div>
        <div className="text-right">
          <h1 id="receipt-title" className="text-2xl font-bold">
            Receipt
          </h1>
          <dl className="mt-2 space-y-0.5 text-sm">
            <div>
              <dt className="inline text-slate-600">No. </dt>
              <dd className="inline font-semibold tabular-nums">{receipt.number}</dd>
            </div>
            <div>
              <dt className="inline text-slate-600">Date </dt>
              <dd className="inline">{formatDate(receipt.issuedAt)}</dd>
            </div>
          </dl>
        </div>
      </header>

      <section aria-labelledby="receipt-payer" className="py-6">
        <h2 id="receipt-payer" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          Received from
        </h2>
        <p className="mt-1 font-medium">{receipt.payer.name}</p>
        {receipt.payer.email ? <p className="text-sm text-slate-600">{receipt.payer.email}</p> : null}
      </section>

      <table className="w-full text-left text-sm">
        <caption className="sr-only">What was paid for</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Tutor
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Subject
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Month
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Fee
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {receipt.items.map((item) => (
            <tr key={`${item.tutorId}-${item.subject}`}>
              <td className="py-2 pr-3 font-medium">{item.tutorName}</td>
              <td className="py-2 pr-3">{item.subject}</td>
              <td className="py-2 pr-3">{item.period}</td>
              <td className="py-2 text-right tabular-nums">{formatMonthlyFee(item.fee)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-300">
          <tr>
            <th scope="row" colSpan={3} className="py-3 pr-3 text-right font-semibold">
              Total paid
            </th>
            <td className="py-3 text-right text-base font-bold tabular-nums">{formatRs(receipt.amount)}</td>
          </tr>
          {receipt.refunds.map((r) => (
            <tr key={r._id}>
              <th scope="row" colSpan={3} className="py-1 pr-3 text-right font-normal text-slate-700">
                Refunded on {formatDate(r.createdAt)}
              </th>
              <td className="py-1 text-right tabular-nums text-slate-700">−{formatRs(r.amount)}</td>
            </tr>
          ))}
          {receipt.refunds.length ? (
            <tr>
              <th scope="row" colSpan={3} className="py-2 pr-3 text-right font-semibold">
                Net paid
              </th>
              <td className="py-2 text-right font-bold tabular-nums">
                {formatRs(receipt.amount - receipt.refundedAmount)}
              </td>
            </tr>
          ) : null}
        </tfoot>
      </table>

      <dl className="mt-6 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">Paid by</dt>
        <dd>{methodLabel(receipt.method)}</dd>
        <dt className="text-slate-600">Reference</dt>
        <dd className="break-all">{receipt.paymentIntentId}</dd>
      </dl>
      <p className="mt-8 text-xs text-slate-500">
        Issued electronically by {business.name}; no signature is needed.
      </p>
    </article>
  );
}
