import type { CenterCard as CenterCardData, TutorCard as TutorCardData } from '@tuitionhub/contracts';
import { CenterCard } from '../../components/cards/center-card.tsx';
import { TutorCard } from '../../components/cards/tutor-card.tsx';
import { useLatestCenters, useLatestTutors } from '../../features/catalogue/api/get-latest.ts';
import { AudienceCards } from '../../features/home/components/audience-cards.tsx';
import { HeroSlideshow } from '../../features/home/components/hero-slideshow.tsx';
import { LatestSlider } from '../../features/home/components/latest-slider.tsx';
import { Testimonials } from '../../features/home/components/testimonials.tsx';
import { Welcome } from '../../features/home/components/welcome.tsx';
import { WhyChooseUs } from '../../features/home/components/why-choose-us.tsx';
import { NewsletterBox } from '../../features/newsletter/components/newsletter-box.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** spec §1 Home, in the spec's order. */
export function Component() {
  useDocumentTitle(
    '',
    'Find trusted home tutors and tuition centers across India. Compare subjects, fees and ratings, read reviews and hire a tutor online.',
  );
  const tutors = useLatestTutors();
  const centers = useLatestCenters();

  return (
    <>
      <HeroSlideshow />
      <Welcome />
      <LatestSlider<TutorCardData>
        id="latest-tutors-heading"
        eyebrow="New on TuitionHub"
        title="Latest tutors"
        className="bg-slate-50"
        state={{
          status: tutors.status,
          items: tutors.data?.latestTutors,
          errorText: 'Error loading tutors',
          onRetry: () => void tutors.refetch(),
        }}
        renderCard={(tutor) => <TutorCard tutor={tutor} />}
        viewAll={{ to: '/all-tutors', label: 'See all tutors' }}
        emptyText="New tutors are joining every week. Check back soon."
      />
      <AudienceCards />
      <LatestSlider<CenterCardData>
        id="latest-centers-heading"
        eyebrow="Learn near you"
        title="Latest tuition centers"
        className="bg-slate-50"
        state={{
          status: centers.status,
          items: centers.data?.latesttuitionCenters,
          errorText: `Error fetching latest tuition centers: ${centers.error?.message ?? ''}`,
          onRetry: () => void centers.refetch(),
        }}
        renderCard={(center) => <CenterCard center={center} />}
        viewAll={{ to: '/all-tuition-centers', label: 'See all tuition centers' }}
        emptyText="New tuition centers are joining every week. Check back soon."
      />
      <WhyChooseUs />
      <Testimonials />
      <div className="section-y bg-white">
        <div className="page-container">
          <NewsletterBox />
        </div>
      </div>
    </>
  );
}
