import type { Review } from '@tuitionhub/contracts';
import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RatingStars } from '../../../components/ui/rating-stars.tsx';
import { formatDate } from '../../../lib/format.ts';

/** One review. Its text is plain text rendered as text: markup in it shows as characters, never runs. */
export function ReviewItem({
  review,
  label,
  actions,
}: {
  review: Review;
  label?: string;
  actions?: ReactNode;
}) {
  return (
    <article
      aria-label={label ?? `Review by ${review.userId.name}`}
      className="rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-5"
    >
      <header className="flex items-start gap-3">
        <Avatar src={review.userId.photo} name={review.userId.name} size={44} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold text-slate-900">{review.userId.name}</span>
            {review.verified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-700 ring-1 ring-green-200">
                <BadgeCheck aria-hidden className="size-3.5" />
                Verified
                <span className="sr-only"> (paid for lessons with this tutor)</span>
              </span>
            ) : null}
          </p>
          <div className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1">
            <RatingStars value={review.rating} size={15} />
            <time dateTime={review.createdAt} className="text-sm text-slate-600">
              {formatDate(review.createdAt)}
            </time>
          </div>
        </div>
      </header>
      <p className="mt-3 whitespace-pre-line break-words leading-relaxed text-slate-700">
        {review.reviewText}
      </p>
      {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions}</div> : null}
    </article>
  );
}

/** Reviews as a list, then 'Show more reviews' while the server has more pages. */
export function ReviewList({
  reviews,
  label,
  more,
}: {
  reviews: Review[];
  label?: string;
  more: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  return (
    <>
      <ul aria-label={label} className="space-y-3">
        {reviews.map((r) => (
          <li key={r._id}>
            <ReviewItem review={r} />
          </li>
        ))}
      </ul>
      {more.hasNextPage ? (
        <Button variant="secondary" busy={more.isFetchingNextPage} onClick={() => void more.fetchNextPage()}>
          Show more reviews
        </Button>
      ) : null}
    </>
  );
}
