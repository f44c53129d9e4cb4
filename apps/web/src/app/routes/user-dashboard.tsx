import type { User } from '@tuitionhub/contracts';
import { Heart, LogOut, UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { AccountForm } from '../../features/accounts/components/account-form.tsx';
import { RequireUser } from '../../features/accounts/components/require-user.tsx';
import { PaymentHistory } from '../../features/payments/components/payment-history.tsx';
import { WatchlistPanel } from '../../features/watchlist/components/watchlist-panel.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLogout } from '../layouts/use-logout.ts';

const itemClasses =
  'flex min-h-11 shrink-0 items-center gap-2.5 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-primary-50 hover:text-primary-900 aria-[current=page]:bg-primary-800 aria-[current=page]:text-white';

const tabs = [
  { id: 'profile', to: '/user-dashboard', label: 'Profile', Icon: UserRound },
  { id: 'watchlist', to: '/watchlist', label: 'Watchlist', Icon: Heart },
] as const;

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
    <div className="page-container py-6 sm:py-8">
      <h1 className="text-3xl font-bold tracking-tight">My Dashboard</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[14rem_1fr] lg:gap-8">
        <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <nav aria-label="Dashboard">
            <ul className="flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0">
              {tabs.map(({ id, to, label, Icon }) => (
                <li key={id}>
                  <Link to={to} aria-current={tab === id ? 'page' : undefined} className={itemClasses}>
                    <Icon aria-hidden className="size-4 shrink-0" />
                    {label}
                  </Link>
                </li>
              ))}
              <li className="lg:mt-2 lg:border-t lg:border-slate-200 lg:pt-2">
                <button type="button" onClick={() => void logout()} className={`${itemClasses} w-full`}>
                  <LogOut aria-hidden className="size-4 shrink-0" />
                  LOGOUT
                </button>
              </li>
            </ul>
          </nav>
        </aside>
        <div className="min-w-0 space-y-8">
          {tab === 'profile' ? (
            <AccountForm user={user} />
          ) : (
            <>
              <WatchlistPanel />
              <PaymentHistory />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
