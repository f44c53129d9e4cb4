import type { EntityType, Review } from '@tuitionhub/contracts';
import { LogIn, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button, buttonClasses, EditButton } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { RatingStars } from '../../../components/ui/rating-stars.tsx';
import { EmptyState, LoadingText, Skeleton } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { useReviews } from '../api/get-reviews.ts';
import { useDeleteReviewMutation } from '../api/write-review.ts';
import { ReviewForm } from './review-form.tsx';
import { ReviewItem, ReviewList } from './review-item.tsx';

const countLabel = (n: number) => `${n} ${n === 1 ? 'review' : 'reviews'}`;

function OwnReview({
  review,
  entityType,
  entityId,
  entityName,
}: {
  review: Review;
  entityType: EntityType;
  entityId: string;
  entityName: string;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteReviewMutation();

  if (editing)
    return (
      <ReviewForm
        entityType={entityType}
        entityId={entityId}
        entityName={entityName}
        existing={review}
        onDone={() => setEditing(false)}
      />
    );
  return (
    <ReviewItem
      review={review}
      label="Your review"
      actions={
        <>
          <EditButton size="sm" className="min-h-11" onClick={() => setEditing(true)} />
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <Button
                variant="secondary"
                size="sm"
                className="min-h-11"
                icon={<Trash2 aria-hidden className="size-4 text-danger-700" />}
              >
                Delete
              </Button>
            }
            title="Delete your review?"
            description={`Your review of ${entityName} will be removed and the rating updated.`}
            busy={remove.isPending}
            onConfirm={async () => {
              // mutateAsync: the toast shows even though this review unmounts once the list refreshes.
              try {
                const res = await remove.mutateAsync(review._id);
                setConfirming(false);
                toast.success(res?.message || 'Review deleted successfully');
              } catch (err) {
                toast.error(errorMessage(err, 'Failed to delete review'));
              }
            }}
          />
        </>
      }
    />
  );
}

/** The customer reviews block on tutor and center profiles: summary, the viewer's own review and form, the list. */
export function ReviewsBlock({
  entityType,
  entityId,
  entityName,
}: {
  entityType: EntityType;
  entityId: string;
  entityName: string;
}) {
  const { user, loading: sessionLoading } = useSession();
  const reviews = useReviews(entityType, entityId, user?._id ?? null);
  const first = reviews.data?.pages[0];
  const mine = first?.mine ?? null;
  const others = (reviews.data?.pages ?? []).flatMap((p) => p.reviews).filter((r) => r._id !== mine?._id);
  const isSelf = user?._id === entityId;

  let compose: ReactNode = null;
  if (sessionLoading && !user) compose = null;
  else if (!user)
    compose = (
      <div className="flex flex-col items-start gap-3 rounded-card border border-dashed border-primary-200 bg-primary-50 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-700">Log in to write a review of {entityName}.</p>
        <Link to="/login" className={buttonClasses('primary', 'md')}>
          <LogIn aria-hidden className="size-4" />
          Log in to review
        </Link>
      </div>
    );
  else if (isSelf)
    compose = <p className="text-sm text-slate-600">This is your profile: you cannot review yourself.</p>;
  else if (first && mine)
    compose = <OwnReview review={mine} entityType={entityType} entityId={entityId} entityName={entityName} />;
  else if (first)
    compose = <ReviewForm entityType={entityType} entityId={entityId} entityName={entityName} />;

  return (
    <section aria-labelledby="reviews-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id="reviews-title" className="text-xl font-semibold">
          Customer reviews
        </h2>
        {first?.reviewCount ? (
          <div className="flex flex-col items-start gap-0.5 sm:items-end">
            <RatingStars value={first.ratings} size={20} />
            <span className="text-sm text-slate-600">Based on {countLabel(first.reviewCount)}</span>
          </div>
        ) : null}
      </div>

      {compose}

      <QueryView
        query={reviews}
        loading={
          <div aria-busy className="space-y-3">
            <LoadingText />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        }
        errorText={
          entityType === 'Tutor' ? 'Error loading tutor profile or reviews' : 'Error loading reviews'
        }
        isEmpty={() => others.length === 0}
        empty={
          mine ? null : (
            <EmptyState message="No reviews yet.">
              <p className="text-sm text-slate-600">
                Be the first to share your experience with {entityName}.
              </p>
            </EmptyState>
          )
        }
      >
        {() => <ReviewList reviews={others} label={`Reviews of ${entityName}`} more={reviews} />}
      </QueryView>
    </section>
  );
}
