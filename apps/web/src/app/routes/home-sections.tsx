import type { ProfileKind } from '@tuitionhub/contracts';
import { useLatestProfiles } from '../../features/catalogue/api/get-latest-profiles.ts';
import { useNearbyProfiles } from '../../features/catalogue/api/get-nearby-profiles.ts';
import type { ProfileOf } from '../../features/catalogue/api/get-profile.ts';
import { centerView, type ProfileView, tutorView } from '../../features/catalogue/lib/profile-views.tsx';
import { AudienceCards } from '../../features/home/components/audience-cards.tsx';
import { LatestSlider } from '../../features/home/components/latest-slider.tsx';
import { PlacePrompt } from '../../features/home/components/place-prompt.tsx';
import { Testimonials } from '../../features/home/components/testimonials.tsx';
import { WhyChooseUs } from '../../features/home/components/why-choose-us.tsx';
import { type HomePlace, useHomePlace } from '../../features/home/hooks/use-home-place.ts';
import { NewsletterBox } from '../../features/newsletter/components/newsletter-box.tsx';

/** A slider of the newest tutors or centers; once a place is chosen, the nearest to it. */
function LatestProfiles<K extends ProfileKind>({
  view,
  eyebrow,
  place,
}: {
  view: ProfileView<K>;
  eyebrow: string;
  place: HomePlace | null;
}) {
  const latest = useLatestProfiles(view.kind);
  const nearby = useNearbyProfiles(view.kind, place?.pincode);
  if (place) {
    const near = new URLSearchParams({ near: place.pincode, sort: 'distance' });
    return (
      <LatestSlider<ProfileOf<K>>
        id={`latest-${view.kind.kind}s-heading`}
        eyebrow={eyebrow}
        title={`${view.kind.labelPlural} near ${place.label}`}
        className="bg-slate-50"
        query={nearby}
        errorText={nearby.error ? view.errors.list(nearby.error) : ''}
        renderCard={view.card}
        viewAll={{ to: `${view.kind.web.list}?${near}`, label: `See all ${view.nouns} near ${place.label}` }}
        emptyText={`No ${view.nouns} within 10 km of ${place.label} yet. Try a nearby place, or see all ${view.nouns}.`}
      />
    );
  }
  return (
    <LatestSlider<ProfileOf<K>>
      id={`latest-${view.kind.kind}s-heading`}
      eyebrow={eyebrow}
      title={`Latest ${view.nouns}`}
      className="bg-slate-50"
      query={latest}
      errorText={latest.error ? view.errors.latest(latest.error) : ''}
      renderCard={view.card}
      viewAll={{ to: view.kind.web.list, label: `See all ${view.nouns}` }}
      emptyText={`New ${view.nouns} are joining every week. Check back soon.`}
    />
  );
}

/**
 * Home below the welcome, in the spec's order: the place prompt, the two sliders of profiles, the
 * audience cards, why choose us, testimonials and the newsletter. A module of its own, loaded once
 * Home's first screen is drawn: the cards, forms and their schemas stay off Home's first download
 * (issue 16, the Home JS budget).
 */
export default function HomeSections() {
  const [place, setPlace] = useHomePlace();
  return (
    <>
      <PlacePrompt place={place} onPlace={setPlace} />
      <LatestProfiles view={tutorView} eyebrow={place ? 'Near you' : 'New on TuitionHub'} place={place} />
      <AudienceCards />
      <LatestProfiles view={centerView} eyebrow="Learn near you" place={place} />
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
