import type { User } from '@tuitionhub/contracts';
import { House, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { AccountForm } from '../../features/accounts/components/account-form.tsx';
import { CenterProfilePanel } from '../../features/accounts/components/center-profile-panel.tsx';
import { RequireUser } from '../../features/accounts/components/require-user.tsx';
import { MyEnquiries } from '../../features/messages/components/my-enquiries.tsx';
import { MyReviews } from '../../features/reviews/components/my-reviews.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLogout } from '../layouts/use-logout.ts';

/**
 * /tuition-center-dashboard — spec §2: name, email, photo, location, courses, contact number,
 * ratings, description, review count and fees (Rs.); /login without a user. Beyond the spec: the
 * center edits its public profile and sees enquiries and reviews.
 */
export function Component() {
  return <RequireUser roles={['Tuition Center']}>{(user) => <Dashboard user={user} />}</RequireUser>;
}

function Dashboard({ user }: { user: User }) {
  const logout = useLogout();
  useDocumentTitle('Tuition Center Dashboard');
  return (
    <div className="page-container space-y-8 py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Tuition Center Dashboard</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/" className={buttonClasses('secondary')}>
            <House aria-hidden className="size-4" />
            Go to Home
          </Link>
          <Link to={`/tuition-center/${user._id}`} className={buttonClasses('secondary')}>
            View my public page
          </Link>
          <button type="button" onClick={() => void logout()} className={buttonClasses('ghost')}>
            <LogOut aria-hidden className="size-4" />
            LOGOUT
          </button>
        </div>
      </div>
      <CenterProfilePanel user={user} />
      <AccountForm user={user} showProfileInfo={false} />
      <MyEnquiries />
      <MyReviews entityType="TuitionCenter" entityId={user._id} />
    </div>
  );
}
