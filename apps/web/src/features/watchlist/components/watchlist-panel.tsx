import { useQueryClient } from '@tanstack/react-query';
import { limits, type WatchlistItem, type WatchlistResponse } from '@tuitionhub/contracts';
import { CreditCard, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatRs } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';
import { useCreateCheckout } from '../api/create-checkout.ts';
import { useWatchlist, watchlistQueryKey } from '../api/get-watchlist.ts';
import { useRemoveFromWatchlist } from '../api/update-watchlist.ts';

/** What /pay reads from navigation state. */
export interface CheckoutState {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
}

/** The user dashboard's Watchlist tab (spec §2): table, summary, 'Proceed to Payment'. */
export function WatchlistPanel() {
  const id = useId();
  const { user } = useSession();
  const watchlist = useWatchlist(Boolean(user));
  const [page, setPage] = useState(1);

  if (!user) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        Watchlist
      </h2>
      {watchlist.isPending ? (
        <LoadingState />
      ) : watchlist.isError ? (
        <ErrorState message="Could not load your watchlist" onRetry={() => void watchlist.refetch()} />
      ) : watchlist.data.items.length === 0 ? (
        <EmptyState message="Your watchlist is empty.">
          <Link to="/all-tutors" className={buttonClasses('primary', 'md')}>
            Browse All Tutors
          </Link>
        </EmptyState>
      ) : (
        <Shortlist userId={user._id} data={watchlist.data} page={page} onPage={setPage} />
      )}
    </section>
  );
}

function Shortlist({
  userId,
  data,
  page,
  onPage,
}: {
  userId: string;
  data: WatchlistResponse;
  page: number;
  onPage: (page: number) => void;
}) {
  const size = limits.watchlistPageSize;
  const pages = Math.ceil(data.items.length / size);
  // Removing the last item of the last page moves back a page rather than showing an empty one.
  const current = Math.min(page, pages);
  const shown = data.items.slice((current - 1) * size, current * size);
  return (
    <>
      <WatchlistTable items={shown} />
      <Pagination
        page={current}
        pageSize={size}
        total={data.items.length}
        onPage={onPage}
        label="Watchlist pages"
      />
      <Summary userId={userId} data={data} />
    </>
  );
}

function RemoveButton({ item }: { item: WatchlistItem }) {
  const remove = useRemoveFromWatchlist();
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

function WatchlistTable({ items }: { items: WatchlistItem[] }) {
  return (
    <>
      <table className="hidden w-full overflow-hidden rounded-card bg-white text-left shadow-card sm:table">
        <caption className="sr-only">Tutors in your watchlist</caption>
        <thead className="bg-slate-50 text-sm text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Photo
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Name
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Subject
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Fee
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Action
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((item) => (
            <tr key={item.tutorId}>
              <td className="px-4 py-3">
                <Avatar src={item.tutorPhoto} name={item.tutorName} size={48} />
              </td>
              <th scope="row" className="px-4 py-3 font-medium">
                <Link to={`/tutor/${item.tutorId}`} className="text-primary-800 hover:underline">
                  {item.tutorName}
                </Link>
              </th>
              <td className="px-4 py-3 text-slate-700">{item.subject}</td>
              <td className="px-4 py-3 text-right font-semibold tabular-nums">{formatRs(item.fee)}</td>
              <td className="px-4 py-3 text-right">
                <RemoveButton item={item} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* Phones: the same rows as stacked cards. */}
      <ul className="space-y-3 sm:hidden" aria-label="Tutors in your watchlist">
        {items.map((item) => (
          <li key={item.tutorId} className="flex items-center gap-3 rounded-card bg-white p-4 shadow-card">
            <Avatar src={item.tutorPhoto} name={item.tutorName} size={48} />
            <div className="min-w-0 flex-1">
              <Link to={`/tutor/${item.tutorId}`} className="block truncate font-medium text-primary-800">
                {item.tutorName}
              </Link>
              <p className="text-sm text-slate-700">{item.subject}</p>
              <p className="font-semibold tabular-nums">{formatRs(item.fee)}</p>
            </div>
            <RemoveButton item={item} />
          </li>
        ))}
      </ul>
    </>
  );
}

function Summary({ userId, data }: { userId: string; data: WatchlistResponse }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const checkout = useCreateCheckout();

  const proceed = () =>
    checkout.mutate(
      { userId, amount: data.total },
      {
        onSuccess: (res) => {
          if (!res?.clientSecret) {
            toast.error('Payment creation failed: An unknown error occurred');
            return;
          }
          const state: CheckoutState = {
            clientSecret: res.clientSecret,
            paymentIntentId: res.paymentIntentId,
            amount: res.amount,
          };
          navigate('/pay', { state });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409) {
            // The fees changed since the list was loaded: show the new list, let the user look again.
            void queryClient.invalidateQueries({ queryKey: watchlistQueryKey });
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
          <dt className="text-sm text-slate-600">Total</dt>
          <dd className="text-lg font-bold tabular-nums">{formatRs(data.total)}</dd>
        </div>
      </dl>
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
