import type { ProfileKindDescriptor, User } from '@tuitionhub/contracts';
import { House, LogOut, MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { RequireUser } from '../../components/require-user.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { AccountForm } from '../../features/accounts/components/account-form.tsx';
import { PublicProfile } from '../../features/accounts/components/public-profile.tsx';
import { ReviewState } from '../../features/accounts/components/review-state.tsx';
import { AvailabilityEditor } from '../../features/demo/components/availability-editor.tsx';
import { DemoBookings } from '../../features/demo/components/demo-bookings.tsx';
import { MyEnquiries } from '../../features/messages/components/my-enquiries.tsx';
import { StudentHires } from '../../features/payments/components/hires.tsx';
import { Leads } from '../../features/requirements/components/leads.tsx';
import { MyReviews } from '../../features/reviews/components/my-reviews.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLogout } from '../layouts/use-logout.ts';

/**
 * The dashboard of a listed profile (/tutor-dashboard, /tuition-center-dashboard) — spec §2: name,
 * email, role, photo, the public fields, ratings, review count and fees (Rs.), and 'Go to Home';
 * 'Loading...' until the session is known, then /login without a user. Beyond the spec: the owner
 * edits the public profile and the account, answers free demo requests and sets the weekly demo
 * times (api-2 §2), and sees enquiries and reviews.
 */
export function ProfileDashboard({ kind }: { kind: ProfileKindDescriptor }) {
  return <RequireUser roles={[kind.role]}>{(user) => <Dashboard user={user} kind={kind} />}</RequireUser>;
}

function Dashboard({ user, kind }: { user: User; kind: ProfileKindDescriptor }) {
  const logout = useLogout();
  const title = `${kind.label} Dashboard`;
  useDocumentTitle(title);
  const [editing, setEditing] = useState(false);
  /** Each press of the prompt's button asks the open form for City again. */
  const [focusPlace, setFocusPlace] = useState(0);
  const addPlace = () => {
    setEditing(true);
    setFocusPlace((n) => n + 1);
  };
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
      <ReviewState user={user} onEdit={() => setEditing(true)} />
      {user.city ? null : <MissingPlacePrompt onAdd={addPlace} />}
      <PublicProfile
        user={user}
        kind={kind}
        editing={editing}
        onEditingChange={setEditing}
        focusPlace={focusPlace}
      />
      <StudentHires />
      <Leads />
      <DemoBookings side="host" />
      <AvailabilityEditor entityType={kind.entityType} entityId={user._id} />
      <AccountForm user={user} showProfileInfo={false} identity={false} />
      <MyEnquiries />
      <MyReviews entityType={kind.entityType} entityId={user._id} />
    </div>
  );
}

/**
 * api-2 §1's migration path: an account made before places has no city, so listings say "Location
 * not set" and place searches leave it out until the owner adds it.
 */
function MissingPlacePrompt({ onAdd }: { onAdd: () => void }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-wrap items-center gap-4 rounded-card border border-accent-300 bg-accent-50 p-5"
    >
      <MapPin aria-hidden className="size-8 shrink-0 text-accent-800" />
      <div className="min-w-0 flex-1">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          Add where you teach so parents near you can find you
        </h2>
        <p className="mt-1 text-slate-700">
          Your profile has no city yet: listings show it as “Location not set” and searches near a place leave
          it out.
        </p>
      </div>
      <Button onClick={onAdd}>Add where you teach</Button>
    </section>
  );
}
