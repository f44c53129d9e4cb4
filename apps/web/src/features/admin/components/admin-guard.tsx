import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RequireUser } from '../../../components/require-user.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { dashboardPath } from '../../../lib/session.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/**
 * Admin screens only render for a signed-in admin: visitors go to /login, everyone else sees a 403
 * naming the page refused (`page`, e.g. 'the payments page': issue 15 item 12).
 */
export function AdminOnly({
  children,
  page = 'the admin dashboard',
}: {
  children: ReactNode;
  page?: string;
}) {
  return (
    <RequireUser
      roles={['Admin']}
      forbidden={(user) => <Forbidden dashboard={dashboardPath(user.role)} page={page} />}
    >
      {() => children}
    </RequireUser>
  );
}

function Forbidden({ dashboard, page }: { dashboard: string; page: string }) {
  useDocumentTitle('Admins only');
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <ShieldAlert aria-hidden className="mx-auto size-10 text-danger-700" />
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-danger-700">403 · Forbidden</p>
      <h1 className="mt-2 text-3xl font-bold">This page is for admins only</h1>
      <p className="mt-3 text-slate-600">
        Your account cannot open {page}. If you think this is a mistake, contact the office.
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
