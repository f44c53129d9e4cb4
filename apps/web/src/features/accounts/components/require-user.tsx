import type { Role, User } from '@tuitionhub/contracts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingState } from '../../../components/ui/states.tsx';
import { dashboardPath, useSession } from '../../../lib/session.tsx';

/**
 * spec §6: a dashboard without a user goes to /login — once the stored session has been checked
 * (until then: 'Loading...'). A user of another role is sent to their own dashboard.
 */
export function RequireUser({ roles, children }: { roles?: Role[]; children: (user: User) => ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (!user) {
    if (loading) return <LoadingState />;
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }
  if (roles && !roles.includes(user.role)) return <Navigate to={dashboardPath(user.role)} replace />;
  return <>{children(user)}</>;
}
