import { useParams } from 'react-router';
import { ErrorState } from '../../components/ui/states.tsx';
import { useCenter } from '../../features/catalogue/api/get-center.ts';
import { CenterAbout, CenterHero } from '../../features/catalogue/components/center-details.tsx';
import { LatestCentersSection } from '../../features/catalogue/components/latest-sections.tsx';
import {
  isMissingProfile,
  ProfileLoading,
  ProfileNotFound,
} from '../../features/catalogue/components/profile-states.tsx';
import { EnquiryForm } from '../../features/messages/components/enquiry-form.tsx';
import { ReviewsBlock } from '../../features/reviews/components/reviews-block.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** spec §2 Tuition center profile: details, fees per course, contact form, latest centers and reviews. */
export function Component() {
  const { id = '' } = useParams();
  const center = useCenter(id);
  const missing = center.isError && isMissingProfile(center.error);
  useDocumentTitle(
    center.data?.name ?? (missing ? 'Tuition center not found' : 'Tuition center profile'),
    center.data
      ? `${center.data.name}, ${center.data.location}: courses, fees and reviews on TuitionHub.`
      : undefined,
  );

  if (center.isPending) return <ProfileLoading />;
  if (missing) return <ProfileNotFound kind="center" />;
  if (center.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ErrorState message="Error loading tuition center profile" onRetry={() => void center.refetch()} />
      </div>
    );

  const c = center.data;
  return (
    <>
      <CenterHero center={c} />
      {/* On phones: details, then shortlist/contact, then reviews; on wide screens the aside is a column. */}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="space-y-10 lg:col-start-1">
          <CenterAbout center={c} />
        </div>
        <aside
          aria-label={`Contact ${c.name}`}
          className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <EnquiryForm entityType="TuitionCenter" entityId={c._id} entityName={c.name} />
        </aside>
        <div className="lg:col-start-1">
          <ReviewsBlock entityType="TuitionCenter" entityId={c._id} entityName={c.name} />
        </div>
      </div>
      <LatestCentersSection excludeId={c._id} />
    </>
  );
}
