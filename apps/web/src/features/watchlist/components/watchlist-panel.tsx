import { formatMonthlyFee, limits, type WatchlistItem, type WatchlistResponse } from '@tuitionhub/contracts';
import { CreditCard, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { type Column, ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatRs } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';
import { useCreateCheckoutMutation } from '../api/create-checkout.ts';
import { useWatchlist } from '../api/get-watchlist.ts';
import { useRemoveFromWatchlistMutation } from '../api/update-watchlist.ts';

/** The user dashboard's Watchlist tab (spec §2): table, summary, 'Proceed to Payment'. */
export function WatchlistPanel() {
  const id = useId();
  const { user } = useSession();
  const watchlist = useWatchlist(Boolean(user));
  const [page, setPage] = useState(1);

  if (!user) return null;
  const size = limits.watchlistPageSize;
  // Removing the last item of the last page moves back a page rather than showing an empty one.
  const current = Math.min(page, Math.ceil((watchlist.data?.items.length ?? 0) / size));
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        Watchlist
      </h2>
      <QueryView
        query={watchlist}
        errorText="Could not load your watchlist"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState message="Your watchlist is empty.">
            <Link to="/all-tutors" className={buttonClasses('primary', 'md')}>
              Browse All Tutors
            </Link>
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <ResponsiveTable
              caption="Tutors in your watchlist"
              columns={columns}
              rows={data.items.slice((current - 1) * size, current * size)}
              rowKey={(item) => item.tutorId}
              wideFrom="sm"
              cardClassName="flex items-center gap-3"
              card={(item) => (
                <>
                  <Avatar src={item.tutorPhoto} name={item.tutorName} size={48} />
                  <div className="min-w-0 flex-1">
                    <Link
                      to={`/tutor/${item.tutorId}`}
                      className="block truncate font-medium text-primary-800"
                    >
                      {item.tutorName}
                    </Link>
                    <p className="text-sm text-slate-700">{item.subject}</p>
                    <p className="font-semibold tabular-nums">{formatMonthlyFee(item.fee)}</p>
                  </div>
                  <RemoveButton item={item} />
                </>
              )}
            />
            <Pagination
              page={current}
              pageSize={size}
              total={data.items.length}
              onPage={setPage}
              label="Watchlist pages"
            />
            <Summary userId={user._id} data={data} />
          </>
        )}
      </QueryView>
    </section>
  );
}

function RemoveButton({ item }: { item: WatchlistItem }) {
  const remove = useRemoveFromWatchlistMutation();
  return (
    <Button
      variant="secondary"
      size="md"
      icon={<Trash2 aria-hidden className="size-4" />}
      busy={remove.isPending}
      aria-label={`Remove ${item.tutorName} (${item.subject})`}
      onClick={() =>
        remove.mutate(item.tutorId, {
          onSuccess: () => toast.success(`${item.tutorName} removed from your watchlist`),
          onError: (err) => toast.error(errorMessage(err, 'Could not remove it. Please try again.')),
        })
      }
    >
      Remove
    </Button>
  );
}

const columns: Column<WatchlistItem>[] = [
  { label: 'Photo', cell: (item) => <Avatar src={item.tutorPhoto} name={item.tutorName} size={48} /> },
  {
    label: 'Name',
    rowHeader: true,
    className: 'font-medium',
    cell: (item) => (
      <Link to={`/tutor/${item.tutorId}`} className="text-primary-800 hover:underline">
        {item.tutorName}
      </Link>
    ),
  },
  { label: 'Subject', className: 'text-slate-700', cell: (item) => item.subject },
  {
    label: 'Fee',
    right: true,
    className: 'font-semibold tabular-nums',
    cell: (item) => formatMonthlyFee(item.fee),
  },
  { label: 'Action', right: true, cell: (item) => <RemoveButton item={item} /> },
];

function Summary({ userId, data }: { userId: string; data: WatchlistResponse }) {
  const navigate = useNavigate();
  const checkout = useCreateCheckoutMutation();

  const proceed = () =>
    checkout.mutate(
      { userId, amount: data.total },
      {
        onSuccess: (res) => {
          if (!res?.clientSecret) {
            toast.error('Payment creation failed: An unknown error occurred');
            return;
          }
          // What /pay reads from navigation state (never the URL).
          const { paymentId, clientSecret, paymentIntentId, amount } = res;
          navigate('/pay', { state: { paymentId, clientSecret, paymentIntentId, amount } });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409) {
            // The fees changed since the list was loaded: the hook reloads it; the user looks again.
            const now = typeof err.data?.total === 'number' ? ` to ${formatRs(err.data.total)}` : '';
            toast.error(`The total of your watchlist has changed${now}. Please check it and try again.`);
            return;
          }
          toast.error(`Payment creation failed: ${errorMessage(err, 'An unknown error occurred')}`);
        },
      },
    );
  return (
    <div className="flex flex-col gap-4 rounded-card bg-white p-6 shadow-card sm:flex-row sm:items-center sm:justify-between">
      <dl className="flex gap-10">
        <div>
          <dt className="text-sm text-slate-600">Items</dt>
          <dd className="text-lg font-semibold">{data.items.length}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">First month's fees</dt>
          <dd className="text-lg font-bold tabular-nums">{formatRs(data.total)}</dd>
        </div>
      </dl>
      <p className="text-sm text-slate-600 sm:max-w-56">
        Fees are per month. You pay the first month's fees now.
      </p>
      <Button
        variant="accent"
        size="lg"
        icon={<CreditCard aria-hidden className="size-5" />}
        busy={checkout.isPending}
        onClick={proceed}
      >
        Proceed to Payment
      </Button>
    </div>
  );
}
