import type { User } from '@tuitionhub/contracts';
import { House, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { AccountForm } from '../../features/accounts/components/account-form.tsx';
import { RequireUser } from '../../features/accounts/components/require-user.tsx';
import { TutorProfileEditor } from '../../features/accounts/components/tutor-profile-editor.tsx';
import { MyEnquiries } from '../../features/messages/components/my-enquiries.tsx';
import { MyReviews } from '../../features/reviews/components/my-reviews.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLogout } from '../layouts/use-logout.ts';

/**
 * /tutor-dashboard — spec §2: name, email, role and 'Go to Home' ('Loading...' until the session is
 * known, then /login without a user). Beyond the spec: the tutor edits the public profile and sees
 * enquiries and reviews.
 */
export function Component() {
  return <RequireUser roles={['Tutor']}>{(user) => <Dashboard user={user} />}</RequireUser>;
}

function Dashboard({ user }: { user: User }) {
  const logout = useLogout();
  useDocumentTitle('Tutor Dashboard');
  return (
    <div className="page-container space-y-8 py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Tutor Dashboard</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/" className={buttonClasses('primary')}>
            <House aria-hidden className="size-4" />
            Go to Home
          </Link>
          <Link to={`/tutor/${user._id}`} className={buttonClasses('secondary')}>
            View my public page
          </Link>
          <button type="button" onClick={() => void logout()} className={buttonClasses('ghost')}>
            <LogOut aria-hidden className="size-4" />
            LOGOUT
          </button>
        </div>
      </div>
      <AccountForm user={user} showProfileInfo={false} />
      <TutorProfileEditor user={user} />
      <MyEnquiries />
      <MyReviews entityType="Tutor" entityId={user._id} />
    </div>
  );
}
