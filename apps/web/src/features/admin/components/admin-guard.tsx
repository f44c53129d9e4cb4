import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { LoadingState } from '../../../components/ui/states.tsx';
import { dashboardPath, useSession } from '../../../lib/session.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/**
 * Admin screens only render for a signed-in admin: visitors go to /login, everyone else sees a 403.
 * This only decides what to draw; every admin call is checked by the server from the session.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (!user && loading) return <LoadingState />;
  if (!user)
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (user.role !== 'Admin') return <Forbidden dashboard={dashboardPath(user.role)} />;
  return children;
}

function Forbidden({ dashboard }: { dashboard: string }) {
  useDocumentTitle('Admins only');
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <ShieldAlert aria-hidden className="mx-auto size-10 text-danger-700" />
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-danger-700">403 · Forbidden</p>
      <h1 className="mt-2 text-3xl font-bold">This page is for admins only</h1>
      <p className="mt-3 text-slate-600">
        Your account cannot open the admin dashboard. If you think this is a mistake, contact the office.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={dashboard} className={buttonClasses('primary', 'lg')}>
          Go to my dashboard
        </Link>
        <Link to="/" className={buttonClasses('secondary', 'lg')}>
          Go to Home
        </Link>
      </div>
    </div>
  );
}
