import type { DemoBooking, User } from '@tuitionhub/contracts';
import { ClipboardList, Heart, UserRound } from 'lucide-react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { RequireUser } from '../../components/require-user.tsx';
import { DashboardFrame } from '../../components/ui/dashboard-frame.tsx';
import { AccountForm } from '../../features/accounts/components/account-form.tsx';
import { DemoBookings } from '../../features/demo/components/demo-bookings.tsx';
import { MyTutors } from '../../features/payments/components/hires.tsx';
import { PaymentHistory } from '../../features/payments/components/payment-history.tsx';
import { MyRequirements } from '../../features/requirements/components/my-requirements.tsx';
import { useCreateCheckoutMutation } from '../../features/watchlist/api/create-checkout.ts';
import { useAddToWatchlistMutation } from '../../features/watchlist/api/update-watchlist.ts';
import { WatchlistPanel } from '../../features/watchlist/components/watchlist-panel.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLogout } from '../layouts/use-logout.ts';

const tabs = [
  { id: 'profile', to: '/user-dashboard', label: 'Profile', icon: UserRound },
  { id: 'watchlist', to: '/watchlist', label: 'Watchlist', icon: Heart },
  { id: 'requirements', to: '/requirements', label: 'Requirements', icon: ClipboardList },
];

/** /user-dashboard and /watchlist — spec §2 User dashboard: menu Profile, Watchlist, LOGOUT; the profile tab also lists free demos. */
export function Component() {
  return <RequireUser roles={['Student']}>{(user) => <Dashboard user={user} />}</RequireUser>;
}

function Dashboard({ user }: { user: User }) {
  const { pathname } = useLocation();
  const tab = pathname.startsWith('/watchlist')
    ? 'watchlist'
    : pathname.startsWith('/requirements')
      ? 'requirements'
      : 'profile';
  const logout = useLogout();
  const likedDemoCheckout = useLikedDemoCheckout(user);
  useDocumentTitle(
    tab === 'watchlist' ? 'Watchlist' : tab === 'requirements' ? 'My requirements' : 'My Dashboard',
  );
  return (
    <DashboardFrame
      title="My Dashboard"
      menuLabel="Dashboard"
      items={tabs}
      active={tab}
      onLogout={() => void logout()}
      columns="lg:grid-cols-[14rem_1fr]"
    >
      {tab === 'requirements' ? (
        <MyRequirements />
      ) : tab === 'profile' ? (
        <>
          <MyTutors />
          <DemoBookings side="student" onAddToWatchlist={likedDemoCheckout} />
          <AccountForm user={user} />
        </>
      ) : (
        <>
          <WatchlistPanel />
          <PaymentHistory />
        </>
      )}
    </DashboardFrame>
  );
}

/**
 * A liked demo's next step (issue 12): that tutor and subject into the watchlist, then straight to
 * checkout for the watchlist's first month (a declined start leaves the user on the watchlist).
 */
function useLikedDemoCheckout(user: User) {
  const navigate = useNavigate();
  const add = useAddToWatchlistMutation();
  const checkout = useCreateCheckoutMutation();
  return async (booking: DemoBooking) => {
    try {
      const list = await add.mutateAsync({ tutorId: booking.entityId, subject: booking.subject });
      toast.success(`${booking.entityName} (${booking.subject}) is in your watchlist`);
      const { clientSecret, paymentIntentId, amount } = await checkout.mutateAsync({
        userId: user._id,
        amount: list.total,
      });
      navigate('/pay', { state: { clientSecret, paymentIntentId, amount } });
    } catch (err) {
      toast.error(errorMessage(err, 'Could not start the checkout. Please try again from your watchlist.'));
      navigate('/watchlist');
    }
  };
}
