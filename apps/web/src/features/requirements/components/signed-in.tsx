import type { Role, User } from '@tuitionhub/contracts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { RequireUser } from '../../../components/require-user.tsx';
import { LoadingState } from '../../../components/ui/states.tsx';
import { withNext } from '../../../lib/return-to.ts';
import { useSession } from '../../../lib/session.tsx';

/**
 * A requirement page for a signed-in user: a visitor goes to /login and comes back here after it
 * (`?next=`); a user of another role sees `forbidden`.
 */
export function SignedIn({
  roles,
  forbidden,
  children,
}: {
  roles: Role[];
  forbidden?: (user: User) => ReactNode;
  children: (user: User) => ReactNode;
}) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (!user) {
    if (loading) return <LoadingState />;
    return <Navigate to={withNext('/login', `${location.pathname}${location.search}`)} replace />;
  }
  return (
    <RequireUser roles={roles} {...(forbidden ? { forbidden } : {})}>
      {children}
    </RequireUser>
  );
}
