import type { ProfileKind, TutorCard } from '@tuitionhub/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ErrorState } from '../../components/ui/states.tsx';
import { type ProfileOf, useProfile } from '../../features/catalogue/api/get-profile.ts';
import { LatestProfilesSection } from '../../features/catalogue/components/latest-profiles-section.tsx';
import { ProfileAbout, ProfileHero } from '../../features/catalogue/components/profile-details.tsx';
import {
  isMissingProfile,
  ProfileLoading,
  ProfileNotFound,
} from '../../features/catalogue/components/profile-states.tsx';
import { centerView, type ProfileView, tutorView } from '../../features/catalogue/lib/profile-views.tsx';
import { MessageCard } from '../../features/conversations/components/message-button.tsx';
import { BookDemo } from '../../features/demo/components/book-demo.tsx';
import { EnquiryForm } from '../../features/messages/components/enquiry-form.tsx';
import { ReviewsBlock } from '../../features/reviews/components/reviews-block.tsx';
import { AddToWatchlist } from '../../features/watchlist/components/add-to-watchlist.tsx';
import { capital } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

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
  const entity = { entityType: view.kind.entityType, entityId: p._id, entityName: p.name };
  return (
    <>
      <ProfileHero view={view} profile={p} />
      {/* On phones: details, then shortlist/contact, then reviews; on wide screens the aside is a column. */}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="space-y-10 lg:col-start-1">
          <ProfileAbout view={view} profile={p} />
        </div>
        <aside
          aria-label={`Book a demo, ${shortlist ? 'shortlist or contact' : 'or contact'} ${p.name}`}
          className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <BookDemo
            {...entity}
            subjects={(p as Record<typeof view.kind.offeringsField, string[]>)[view.kind.offeringsField]}
          />
          {shortlist?.(p)}
          <MessageCard {...entity} />
          <EnquiryForm {...entity} />
        </aside>
        <div className="lg:col-start-1">
          <ReviewsBlock {...entity} />
        </div>
      </div>
      <LatestProfilesSection view={view} excludeId={p._id} />
    </>
  );
}

const shortlistTutor = (tutor: TutorCard) => <AddToWatchlist tutor={tutor} />;

export const TutorProfile = () => <ProfilePage view={tutorView} shortlist={shortlistTutor} />;
export const CenterProfile = () => <ProfilePage view={centerView} />;
