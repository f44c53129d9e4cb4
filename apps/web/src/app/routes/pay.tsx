import { ShieldCheck } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { z } from 'zod';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadingState } from '../../components/ui/states.tsx';
import { Checkout } from '../../features/payments/components/checkout.tsx';
import { formatRs } from '../../lib/format.ts';
import { useSession } from '../../lib/session.tsx';

/** What 'Proceed to Payment' passes in navigation state (never in the URL: the secret stays out of history and logs). */
const checkoutState = z.object({
  paymentId: z.string().min(1),
  clientSecret: z.string().min(1),
  paymentIntentId: z.string().min(1),
  amount: z.number().int().min(0),
});

/** spec §2 /pay: checkout (UPI or card); without a client secret it goes to /watchlist; paid → /paid/:id. */
export function Component() {
  const location = useLocation();
  const { user, loading } = useSession();
  const state = checkoutState.safeParse(location.state);

  if (!state.success) return <Navigate to="/watchlist" replace />;
  if (!user) return loading ? <LoadingState /> : <Navigate to="/login" replace />;

  const { paymentId, clientSecret, amount } = state.data;
  return (
    <>
      <PageHeader title="Checkout" subtitle="Pay the first month's fees for the tutors in your watchlist." />
      <div className="mx-auto max-w-lg px-4 py-10">
        <section
          aria-labelledby="pay-title"
          className="space-y-6 rounded-card bg-white p-6 shadow-card sm:p-8"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <h2 id="pay-title" className="text-lg font-semibold">
                Payment details
              </h2>
              <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
                <ShieldCheck aria-hidden className="size-4 text-success-700" />
                Secure payment
              </p>
            </div>
            <div className="text-right">
              <p className="text-sm text-slate-600">First month's fees</p>
              <p className="text-2xl font-bold tabular-nums" data-testid="pay-amount">
                {formatRs(amount)}
              </p>
            </div>
          </div>
          <Checkout paymentId={paymentId} clientSecret={clientSecret} amount={amount} />
        </section>
      </div>
    </>
  );
}
