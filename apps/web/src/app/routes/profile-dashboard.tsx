import type { ProfileKindDescriptor, User } from '@tuitionhub/contracts';
import { House, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { RequireUser } from '../../components/require-user.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { AccountForm } from '../../features/accounts/components/account-form.tsx';
import { PublicProfile } from '../../features/accounts/components/public-profile.tsx';
import { MyEnquiries } from '../../features/messages/components/my-enquiries.tsx';
import { MyReviews } from '../../features/reviews/components/my-reviews.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLogout } from '../layouts/use-logout.ts';

/**
 * The dashboard of a listed profile (/tutor-dashboard, /tuition-center-dashboard) — spec §2: name,
 * email, role, photo, the public fields, ratings, review count and fees (Rs.), and 'Go to Home';
 * 'Loading...' until the session is known, then /login without a user. Beyond the spec: the owner
 * edits the public profile and the account, and sees enquiries and reviews.
 */
export function ProfileDashboard({ kind }: { kind: ProfileKindDescriptor }) {
  return <RequireUser roles={[kind.role]}>{(user) => <Dashboard user={user} kind={kind} />}</RequireUser>;
}

function Dashboard({ user, kind }: { user: User; kind: ProfileKindDescriptor }) {
  const logout = useLogout();
  const title = `${kind.label} Dashboard`;
  useDocumentTitle(title);
  return (
    <div className="page-container space-y-8 py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/" className={buttonClasses('primary')}>
            <House aria-hidden className="size-4" />
            Go to Home
          </Link>
          <Link to={kind.web.profile(user._id)} className={buttonClasses('secondary')}>
            View my public page
          </Link>
          <button type="button" onClick={() => void logout()} className={buttonClasses('ghost')}>
            <LogOut aria-hidden className="size-4" />
            LOGOUT
          </button>
        </div>
      </div>
      <PublicProfile user={user} kind={kind} />
      <AccountForm user={user} showProfileInfo={false} identity={false} />
      <MyEnquiries />
      <MyReviews entityType={kind.entityType} entityId={user._id} />
    </div>
  );
}
