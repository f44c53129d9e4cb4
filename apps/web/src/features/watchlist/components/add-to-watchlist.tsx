import type { TutorCard } from '@tuitionhub/contracts';

/** Subject picker + 'Add to Watchlist' on the tutor profile (built by the watchlist feature). */
export function AddToWatchlist(_props: {
  tutor: Pick<TutorCard, '_id' | 'name' | 'photo' | 'subjects' | 'fees'>;
}) {
  return null;
}
