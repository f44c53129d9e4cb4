import type { User } from '@tuitionhub/contracts';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar.tsx';
import { dashboardPath } from '../../lib/session.tsx';

/** spec §2: the signed-in user's photo, their name as tooltip, linking to their dashboard. */
export function ProfileLink({ user }: { user: User }) {
  return (
    <Link
      to={dashboardPath(user.role)}
      title={user.name}
      aria-label={user.name}
      className="inline-flex size-11 items-center justify-center rounded-full ring-2 ring-primary-100 transition hover:ring-primary-300"
    >
      <Avatar src={user.photo} name="" size={40} />
    </Link>
  );
}
