import { QueryView } from '../../../components/ui/query-view.tsx';
import { RatingStars } from '../../../components/ui/rating-stars.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { useReviews } from '../api/get-reviews.ts';
import { ReviewList } from './review-item.tsx';

/** Reviews about the signed-in tutor or center, newest first, for their dashboard. */
export function MyReviews({
  entityType,
  entityId,
}: {
  entityType: 'Tutor' | 'TuitionCenter';
  entityId: string;
}) {
  const reviews = useReviews(entityType, entityId, null);
  const first = reviews.data?.pages[0];
  const all = (reviews.data?.pages ?? []).flatMap((p) => p.reviews);

  return (
    <section aria-labelledby="my-reviews-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-reviews-title" className="text-xl font-semibold">
          Reviews about you
        </h2>
        {first && first.reviewCount > 0 ? (
          <span className="inline-flex items-center gap-2">
            <RatingStars value={first.ratings} count={first.reviewCount} />
          </span>
        ) : null}
      </div>
      <QueryView
        query={reviews}
        errorText="Error loading reviews"
        isEmpty={() => all.length === 0}
        empty={
          <EmptyState message="No reviews yet.">
            <p className="max-w-sm text-sm text-slate-600">
              When students review you, their ratings and comments appear here and on your public profile.
            </p>
          </EmptyState>
        }
      >
        {() => <ReviewList reviews={all} more={reviews} />}
      </QueryView>
    </section>
  );
}
