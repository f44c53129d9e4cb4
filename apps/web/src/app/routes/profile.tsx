import type { ProfileKind, TutorCard } from '@tuitionhub/contracts';
import { lazy, type ReactNode, Suspense } from 'react';
import { useParams } from 'react-router';
import { ErrorState } from '../../components/ui/states.tsx';
import { type ProfileOf, useProfile } from '../../features/catalogue/api/get-profile.ts';
import { ProfileAbout, ProfileHero } from '../../features/catalogue/components/profile-details.tsx';
import { ProfileLoading } from '../../features/catalogue/components/profile-loading.tsx';
import { isMissingProfile, ProfileNotFound } from '../../features/catalogue/components/profile-states.tsx';
import { centerView, type ProfileView, tutorView } from '../../features/catalogue/lib/profile-views.tsx';
import { AddToWatchlist } from '../../features/watchlist/components/add-to-watchlist.tsx';
import { capital } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import type { ProfileLatest as ProfileLatestType, default as ProfileMoreType } from './profile-more.tsx';

// Everything after the details loads as a second chunk (profile-more.tsx), started with the page.
// lazy() drops a component's type parameters: the casts give them back.
const more = () => import('./profile-more.tsx');
const ProfileMore = lazy(more) as unknown as typeof ProfileMoreType;
const ProfileLatest = lazy(async () => ({
  default: (await more()).ProfileLatest,
})) as unknown as typeof ProfileLatestType;

/**
 * spec §2 Tutor profile / Tuition center profile: details, fees, a free demo (api-2 §2), (tutors)
 * shortlist, contact form,
 * reviews and the latest of the kind.
 */
function ProfilePage<K extends ProfileKind>({
  view,
  shortlist,
}: {
  view: ProfileView<K>;
  /** The shortlist box beside the contact form (tutors only). */
  shortlist?: (profile: ProfileOf<K>) => ReactNode;
}) {
  const { id = '' } = useParams();
  const profile = useProfile(view.kind, id);
  const missing = profile.isError && isMissingProfile(profile.error);
  useDocumentTitle(
    profile.data?.name ?? `${capital(view.noun)} ${missing ? 'not found' : 'profile'}`,
    profile.data ? view.describe(profile.data) : undefined,
  );

  if (profile.isPending) return <ProfileLoading />;
  if (missing) return <ProfileNotFound view={view} />;
  if (profile.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ErrorState message={view.errors.profile} onRetry={() => void profile.refetch()} />
      </div>
    );

  const p = profile.data;
  return (
    <>
      <ProfileHero view={view} profile={p} />
      {/* On phones: details, then shortlist/contact, then reviews; on wide screens the aside is a column. */}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="space-y-10 lg:col-start-1">
          <ProfileAbout view={view} profile={p} />
        </div>
        {/* Until the rest arrives it keeps a screen's height, so nothing below moves up and back. */}
        <Suspense fallback={<div className="min-h-dvh lg:col-start-2 lg:row-span-2 lg:row-start-1" />}>
          <ProfileMore view={view} profile={p} shortlist={shortlist} />
        </Suspense>
      </div>
      <Suspense fallback={null}>
        <ProfileLatest view={view} excludeId={p._id} />
      </Suspense>
    </>
  );
}

const shortlistTutor = (tutor: TutorCard) => <AddToWatchlist tutor={tutor} />;

export const TutorProfile = () => <ProfilePage view={tutorView} shortlist={shortlistTutor} />;
export const CenterProfile = () => <ProfilePage view={centerView} />;
