import type { Role, User } from '@tuitionhub/contracts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { withNext } from '../lib/return-to.ts';
import { dashboardPath, useSession } from '../lib/session.tsx';
import { LoadingState } from './ui/states.tsx';

/**
 * spec §6: a dashboard without a user goes to /login — once the stored session has been checked
 * (until then: 'Loading...'). A user of another role sees `forbidden`, else is sent to their own
 * dashboard. This only decides what to draw; the server checks every call from the session.
 */
export function RequireUser({
  roles,
  forbidden,
  returnHere = false,
  children,
}: {
  roles: Role[];
  forbidden?: (user: User) => ReactNode;
  /** A visitor comes back to this page after logging in (`/login?next=`), not to their dashboard. */
  returnHere?: boolean;
  children: (user: User) => ReactNode;
}) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (!user) {
    if (loading) return <LoadingState />;
    const here = `${location.pathname}${location.search}`;
    return returnHere ? (
      <Navigate to={withNext('/login', here)} replace />
    ) : (
      <Navigate to="/login" replace state={{ from: here }} />
    );
  }
  if (!roles.includes(user.role))
    return forbidden ? forbidden(user) : <Navigate to={dashboardPath(user.role)} replace />;
  return children(user);
}
