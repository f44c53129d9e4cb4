import { lazy, Suspense } from 'react';
import { HeroSlideshow } from '../../features/home/components/hero-slideshow.tsx';
import { Welcome } from '../../features/home/components/welcome.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const HomeSections = lazy(() => import('./home-sections.tsx'));

/** spec §1 Home, in the spec's order: the first screen here, the rest from home-sections.tsx. */
export function Component() {
  useDocumentTitle(
    '',
    'Find trusted home tutors and tuition centers across India. Compare subjects, fees and ratings, read reviews and hire a tutor online.',
  );

  return (
    <>
      <HeroSlideshow />
      <Welcome />
      {/* Until the rest arrives it keeps a screen's height, so the footer never shows and jumps. */}
      <Suspense fallback={<div className="min-h-dvh" />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
