import { useParams } from 'react-router';
import { ErrorState } from '../../components/ui/states.tsx';
import { useTutor } from '../../features/catalogue/api/get-tutor.ts';
import { LatestTutorsSection } from '../../features/catalogue/components/latest-sections.tsx';
import {
  isMissingProfile,
  ProfileLoading,
  ProfileNotFound,
} from '../../features/catalogue/components/profile-states.tsx';
import { TutorAbout, TutorHero } from '../../features/catalogue/components/tutor-details.tsx';
import { EnquiryForm } from '../../features/messages/components/enquiry-form.tsx';
import { ReviewsBlock } from '../../features/reviews/components/reviews-block.tsx';
import { AddToWatchlist } from '../../features/watchlist/components/add-to-watchlist.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** spec §2 Tutor profile: details, fees, shortlist, contact form, latest tutors and reviews. */
export function Component() {
  const { id = '' } = useParams();
  const tutor = useTutor(id);
  const missing = tutor.isError && isMissingProfile(tutor.error);
  useDocumentTitle(
    tutor.data?.name ?? (missing ? 'Tutor not found' : 'Tutor profile'),
    tutor.data ? `${tutor.data.name}: ${tutor.data.subjects.join(', ')} tutor on TuitionHub.` : undefined,
  );

  if (tutor.isPending) return <ProfileLoading />;
  if (missing) return <ProfileNotFound kind="tutor" />;
  if (tutor.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ErrorState message="Error loading tutor profile or reviews" onRetry={() => void tutor.refetch()} />
      </div>
    );

  const t = tutor.data;
  return (
    <>
      <TutorHero tutor={t} />
      {/* On phones: details, then shortlist/contact, then reviews; on wide screens the aside is a column. */}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="space-y-10 lg:col-start-1">
          <TutorAbout tutor={t} />
        </div>
        <aside
          aria-label={`Shortlist or contact ${t.name}`}
          className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <AddToWatchlist tutor={t} />
          <EnquiryForm entityType="Tutor" entityId={t._id} entityName={t.name} />
        </aside>
        <div className="lg:col-start-1">
          <ReviewsBlock entityType="Tutor" entityId={t._id} entityName={t.name} />
        </div>
      </div>
      <LatestTutorsSection excludeId={t._id} />
    </>
  );
}
