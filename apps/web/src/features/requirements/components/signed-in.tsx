import type { Role, User } from '@tuitionhub/contracts';
import type { ReactNode } from 'react';
import { RequireUser } from '../../../components/require-user.tsx';

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
  return (
    <RequireUser roles={roles} returnHere {...(forbidden ? { forbidden } : {})}>
      {children}
    </RequireUser>
  );
}
