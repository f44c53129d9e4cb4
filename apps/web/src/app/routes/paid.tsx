import { CheckCircle2, FileText } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { RequireUser } from '../../components/require-user.tsx';
import { ErrorState, LoadingState } from '../../components/ui/states.tsx';
import { MessageButton } from '../../features/conversations/components/message-button.tsx';
import { useReceipt } from '../../features/payments/api/get-receipt.ts';
import { methodLabel } from '../../features/payments/components/receipt-document.tsx';
import { formatRs } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** After paying (api-2 §5): what was paid, the receipt, and what happens next with each tutor. */
function PaymentDone({ paymentId }: { paymentId: string }) {
  useDocumentTitle('Payment received');
  const receipt = useReceipt(paymentId);
  if (receipt.isPending) return <LoadingState />;
  if (receipt.isError)
    return <ErrorState message="Could not load your payment" onRetry={() => void receipt.refetch()} />;
  const r = receipt.data;
  const tutors = [...new Map(r.items.map((i) => [i.tutorId ?? i.tutorName, i])).values()];
  return (
    <div className="space-y-6">
      <section aria-labelledby="paid-title" className="rounded-card bg-white p-6 shadow-card sm:p-8">
        <CheckCircle2 aria-hidden className="size-10 text-success-700" />
        <h1 id="paid-title" className="mt-3 text-2xl font-bold">
          Payment received
        </h1>
        <p className="mt-2 text-slate-700">
          You paid <strong className="tabular-nums">{formatRs(r.amount)}</strong> by {methodLabel(r.method)}{' '}
          for the first month's fees. A copy of the receipt is on its way to {r.payer.email ?? 'your e-mail'}.
        </p>
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1">
          <FileText aria-hidden className="size-5 text-primary-700" />
          <span>
            Receipt <span className="font-semibold tabular-nums">{r.number}</span>
          </span>
          <Link to={`/receipt/${r.paymentId}`} className="font-medium text-primary-800 hover:underline">
            View and print your receipt
          </Link>
        </p>
      </section>

      <section aria-labelledby="next-title" className="rounded-card bg-white p-6 shadow-card sm:p-8">
        <h2 id="next-title" className="text-lg font-semibold">
          What happens next
        </h2>
        <ol className="mt-4 space-y-4">
          {tutors.map((item) => {
            const subjects = r.items.filter(
              (i) => (i.tutorId ?? i.tutorName) === (item.tutorId ?? item.tutorName),
            );
            return (
              <li key={item.tutorId ?? item.tutorName} className="rounded-lg border border-slate-200 p-4">
                <p className="font-semibold">
                  {item.tutorName} — {subjects.map((s) => s.subject).join(', ')}
                </p>
                <p className="mt-1 text-sm text-slate-700">
                  {item.tutorName} has been told by e-mail and will contact you to arrange the first class
                  {r.payer.email ? ` (at ${r.payer.email})` : ''}.
                </p>
                {item.tutorId ? (
                  <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
                    <MessageButton
                      entityType="Tutor"
                      entityId={item.tutorId}
                      entityName={item.tutorName}
                      label={`Message ${item.tutorName}`}
                      variant="secondary"
                    />
                    <Link
                      to={`/tutor/${item.tutorId}`}
                      className="text-sm font-medium text-primary-800 hover:underline"
                    >
                      View {item.tutorName}'s profile
                    </Link>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
        <Link
          to="/user-dashboard"
          className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-primary-700 px-4 font-semibold text-white hover:bg-primary-800"
        >
          Go to your dashboard
        </Link>
      </section>
    </div>
  );
}

export function Component() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <RequireUser roles={['Student']}>{() => <PaymentDone paymentId={id} />}</RequireUser>
    </div>
  );
}
