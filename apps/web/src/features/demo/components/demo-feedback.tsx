import { type DemoBooking, demoMessages, type Replacement, tutorKind } from '@tuitionhub/contracts';
import { BookmarkPlus, CalendarPlus, CheckCircle2, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useCreateBookingMutation, useFeedbackMutation } from '../api/bookings.ts';
import { bookingLink, formatSlotWhen } from '../lib/demo-format.ts';
import { DemoTutorSummary } from './demo-tutor-summary.tsx';

/**
 * After a done demo: "Did you like the demo?" Yes → add that tutor and subject to the watchlist and
 * go to checkout (`onAddToWatchlist`, which the page supplies). No → up to 5 replacement tutors of the
 * same subject, each with its next open slot, bookable in one click.
 */
export function DemoFeedback({
  booking,
  onAddToWatchlist,
}: {
  booking: DemoBooking;
  onAddToWatchlist?: ((booking: DemoBooking) => Promise<void>) | undefined;
}) {
  const feedback = useFeedbackMutation();
  const [replacements, setReplacements] = useState<Replacement[] | null>(null);
  const [error, setError] = useState<string>();
  const [adding, setAdding] = useState(false);
  const answerRef = useRef<HTMLDivElement>(null);
  const liked = feedback.data?.booking.liked ?? booking.liked;

  useEffect(() => {
    if (feedback.isSuccess) answerRef.current?.focus();
  }, [feedback.isSuccess]);

  const answer = (value: boolean) =>
    feedback.mutate(
      { id: booking._id, liked: value },
      {
        onSuccess: (res) => setReplacements(res.replacements ?? []),
        onError: (err) => setError(errorMessage(err, 'Could not send your answer. Please try again.')),
      },
    );

  const addToWatchlist = async () => {
    if (!onAddToWatchlist) return;
    setAdding(true);
    try {
      await onAddToWatchlist(booking);
    } finally {
      setAdding(false);
    }
  };

  if (liked === null)
    return (
      <fieldset className="mt-4 border-t border-slate-100 pt-4">
        <legend className="float-left mr-3 py-2 font-medium text-slate-800">Did you like the demo?</legend>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            size="sm"
            icon={<ThumbsUp aria-hidden className="size-4" />}
            busy={feedback.isPending && feedback.variables?.liked === true}
            disabled={feedback.isPending}
            onClick={() => answer(true)}
          >
            Yes
          </Button>
          <Button
            size="sm"
            variant="secondary"
            icon={<ThumbsDown aria-hidden className="size-4" />}
            busy={feedback.isPending && feedback.variables?.liked === false}
            disabled={feedback.isPending}
            onClick={() => answer(false)}
          >
            No
          </Button>
        </div>
        {error ? (
          <p role="alert" className="clear-left mt-2 text-sm font-medium text-danger-700">
            {error}
          </p>
        ) : null}
      </fieldset>
    );

  return (
    <div ref={answerRef} tabIndex={-1} className="mt-4 space-y-3 border-t border-slate-100 pt-4 outline-none">
      {liked ? (
        <>
          <p className="text-slate-700">You liked this demo.</p>
          {booking.entityType === 'Tutor' && onAddToWatchlist ? (
            <Button
              variant="accent"
              icon={<BookmarkPlus aria-hidden className="size-4" />}
              busy={adding}
              onClick={() => void addToWatchlist()}
            >
              Add to Watchlist ({booking.subject})
            </Button>
          ) : null}
        </>
      ) : (
        <Replacements booking={booking} replacements={replacements} />
      )}
    </div>
  );
}

function Replacements({
  booking,
  replacements,
}: {
  booking: DemoBooking;
  replacements: Replacement[] | null;
}) {
  const id = useId();
  const findMore = `${tutorKind.web.list}?${new URLSearchParams({ subject: booking.subject })}`;
  if (replacements === null)
    return (
      <p className="text-slate-700">
        Sorry it was not right.{' '}
        <Link to={findMore} className="font-semibold text-primary-800 underline">
          Find another {booking.subject} tutor
        </Link>
      </p>
    );
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h5 id={id} className="font-semibold text-slate-900">
        {replacements.length
          ? `Other ${booking.subject} tutors who can take you`
          : `No other ${booking.subject} tutors are free for a demo near you right now`}
      </h5>
      {replacements.length ? (
        <ul className="space-y-2">
          {replacements.map((r) => (
            <li key={r.tutor._id}>
              <ReplacementRow booking={booking} replacement={r} />
            </li>
          ))}
        </ul>
      ) : (
        <Link to={findMore} className={buttonClasses('secondary', 'md')}>
          See all {booking.subject} tutors
        </Link>
      )}
    </section>
  );
}

/** One replacement: "Book this slot" books its next open slot at once, with the first demo's subject (and address). */
function ReplacementRow({
  booking,
  replacement: { tutor, nextSlot },
}: {
  booking: DemoBooking;
  replacement: Replacement;
}) {
  const create = useCreateBookingMutation();
  const [error, setError] = useState<string>();
  const doneRef = useRef<HTMLParagraphElement>(null);
  const profile = tutorKind.web.profile(tutor._id);
  const needsAddress = nextSlot?.mode === 'Home' && !booking.address;

  useEffect(() => {
    if (create.isSuccess) doneRef.current?.focus();
  }, [create.isSuccess]);

  const book = () => {
    if (!nextSlot) return;
    setError(undefined);
    create.mutate(
      {
        entityType: 'Tutor',
        entityId: tutor._id,
        start: nextSlot.start,
        mode: nextSlot.mode,
        subject: booking.subject,
        address: nextSlot.mode === 'Home' ? (booking.address ?? undefined) : undefined,
      },
      {
        onError: (err) =>
          setError(
            err instanceof ApiError && err.message === demoMessages.slotTaken
              ? `${demoMessages.slotTaken}: open the profile for another time.`
              : errorMessage(err, 'Could not book it. Please try again.'),
          ),
      },
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-3">
      <DemoTutorSummary tutor={tutor} nextSlot={nextSlot} />
      {create.isSuccess ? (
        <p
          ref={doneRef}
          tabIndex={-1}
          role="status"
          className="flex items-center gap-1.5 text-sm font-semibold text-success-700 outline-none"
        >
          <CheckCircle2 aria-hidden className="size-4" />
          Demo requested for {formatSlotWhen(create.data.booking.start)}
        </p>
      ) : nextSlot && !needsAddress ? (
        <Button
          size="sm"
          variant="accent"
          icon={<CalendarPlus aria-hidden className="size-4" />}
          busy={create.isPending}
          aria-label={`Book this slot with ${tutor.name}: ${formatSlotWhen(nextSlot.start)}`}
          onClick={book}
        >
          Book this slot
        </Button>
      ) : (
        <Link
          to={nextSlot ? bookingLink(profile, { ...nextSlot, subject: booking.subject }) : profile}
          className={buttonClasses('secondary', 'sm')}
        >
          {nextSlot ? 'Choose this slot' : 'See profile'}
        </Link>
      )}
      {error ? (
        <p role="alert" className="w-full text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
