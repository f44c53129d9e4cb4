import type { User } from '@tuitionhub/contracts';
import { Heart, UserRound } from 'lucide-react';
import { useLocation } from 'react-router';
import { RequireUser } from '../../components/require-user.tsx';
import { DashboardFrame } from '../../components/ui/dashboard-frame.tsx';
import { AccountForm } from '../../features/accounts/components/account-form.tsx';
import { PaymentHistory } from '../../features/payments/components/payment-history.tsx';
import { WatchlistPanel } from '../../features/watchlist/components/watchlist-panel.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLogout } from '../layouts/use-logout.ts';

const tabs = [
  { id: 'profile', to: '/user-dashboard', label: 'Profile', icon: UserRound },
  { id: 'watchlist', to: '/watchlist', label: 'Watchlist', icon: Heart },
];

/** /user-dashboard and /watchlist — spec §2 User dashboard: menu Profile, Watchlist, LOGOUT. */
export function Component() {
  return <RequireUser roles={['Student']}>{(user) => <Dashboard user={user} />}</RequireUser>;
}

function Dashboard({ user }: { user: User }) {
  const { pathname } = useLocation();
  const tab = pathname.startsWith('/watchlist') ? 'watchlist' : 'profile';
  const logout = useLogout();
  useDocumentTitle(tab === 'watchlist' ? 'Watchlist' : 'My Dashboard');
  return (
    <DashboardFrame
      title="My Dashboard"
      menuLabel="Dashboard"
      items={tabs}
      active={tab}
      onLogout={() => void logout()}
      columns="lg:grid-cols-[14rem_1fr]"
    >
      {tab === 'profile' ? (
        <AccountForm user={user} />
      ) : (
        <>
          <WatchlistPanel />
          <PaymentHistory />
        </>
      )}
    </DashboardFrame>
  );
}
