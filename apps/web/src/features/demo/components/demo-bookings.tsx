import {
  activeDemoStatuses,
  centerKind,
  type DemoBooking,
  demoLimits,
  tutorKind,
} from '@tuitionhub/contracts';
import { CalendarCheck, Check, CheckCheck, MapPin, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { type BookingAction, useBookings, useChangeBookingMutation } from '../api/bookings.ts';
import { demoModeLabel, formatIndiaDay, formatSlotRange } from '../lib/demo-format.ts';
import { DemoFeedback } from './demo-feedback.tsx';
import { DemoStatusBadge } from './demo-status-badge.tsx';

/** Who is looking: the student who booked, or the tutor/center who was asked. */
export type DemoSide = 'student' | 'host';

const isActive = (b: DemoBooking) => (activeDemoStatuses as readonly string[]).includes(b.status);
const profilePath = (b: DemoBooking) =>
  (b.entityType === 'Tutor' ? tutorKind : centerKind).web.profile(b.entityId);

/**
 * The dashboards' free demos (api-2 §2): upcoming (requested or confirmed) and past ones with their
 * status. A tutor or center accepts, declines (with a reason), cancels before the start and marks a
 * demo done after it; a student cancels before the start and, after a done demo, says whether they
 * liked it (`onAddToWatchlist`: what "yes" offers next).
 */
export function DemoBookings({
  side,
  onAddToWatchlist,
}: {
  side: DemoSide;
  onAddToWatchlist?: (booking: DemoBooking) => Promise<void>;
}) {
  const id = useId();
  const bookings = useBookings();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl font-semibold">
        <CalendarCheck aria-hidden className="size-5 text-primary-700" />
        {side === 'host' ? 'Free demo requests' : 'My free demos'}
      </h2>
      <QueryView
        query={bookings}
        errorText="Could not load your demos"
        isEmpty={(data) => data.bookings.length === 0}
        empty={
          <EmptyState
            message={
              side === 'host'
                ? 'No demo requests yet. Parents book them from your free demo times.'
                : 'No free demos yet.'
            }
          >
            {side === 'student' ? (
              <Link to="/about?demo=find" className={buttonClasses('primary', 'md')}>
                Book a free demo
              </Link>
            ) : null}
          </EmptyState>
        }
      >
        {(data) => {
          const upcoming = data.bookings
            .filter(isActive)
            .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
          const past = data.bookings
            .filter((b) => !isActive(b))
            .sort((a, b) => Date.parse(b.start) - Date.parse(a.start));
          return (
            <div className="space-y-6">
              <BookingGroup title="Upcoming" empty="Nothing coming up." bookings={upcoming}>
                {(b) => <BookingCard booking={b} side={side} onAddToWatchlist={onAddToWatchlist} />}
              </BookingGroup>
              <BookingGroup title="Past and closed" empty="None yet." bookings={past}>
                {(b) => <BookingCard booking={b} side={side} onAddToWatchlist={onAddToWatchlist} />}
              </BookingGroup>
            </div>
          );
        }}
      </QueryView>
    </section>
  );
}

function BookingGroup({
  title,
  empty,
  bookings,
  children,
}: {
  title: string;
  empty: string;
  bookings: DemoBooking[];
  children: (b: DemoBooking) => ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <h3 id={id} className="text-base font-semibold text-slate-700">
        {title} <span className="font-normal text-slate-600">({bookings.length})</span>
      </h3>
      {bookings.length ? (
        <ul aria-labelledby={id} className="mt-2 space-y-3">
          {bookings.map((b) => (
            <li key={b._id}>{children(b)}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      )}
    </div>
  );
}

const done: Record<BookingAction, string> = {
  confirm: 'Demo confirmed',
  decline: 'Demo declined',
  cancel: 'Demo cancelled',
  complete: 'Demo marked as done',
};

function BookingCard({
  booking: b,
  side,
  onAddToWatchlist,
}: {
  booking: DemoBooking;
  side: DemoSide;
  onAddToWatchlist?: ((booking: DemoBooking) => Promise<void>) | undefined;
}) {
  const id = useId();
  const change = useChangeBookingMutation();
  const [asking, setAsking] = useState<'decline' | 'cancel' | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const cardRef = useRef<HTMLElement>(null);
  const started = Date.parse(b.start) <= Date.now();
  const other = side === 'host' ? b.studentName : b.entityName;

  const act = (action: BookingAction, reason?: string) =>
    change.mutate(
      { id: b._id, action, ...(reason === undefined ? {} : { reason }) },
      {
        onSuccess: () => {
          setAsking(null);
          setMessage({ ok: true, text: done[action] });
          cardRef.current?.focus();
        },
        onError: (err) =>
          setMessage({ ok: false, text: errorMessage(err, 'Could not do that. Please try again.') }),
      },
    );

  const actions: ReactNode[] = [];
  if (side === 'host' && b.status === 'requested') {
    actions.push(
      <Button
        key="confirm"
        size="sm"
        icon={<Check aria-hidden className="size-4" />}
        busy={change.isPending}
        onClick={() => act('confirm')}
      >
        Accept
      </Button>,
      <Button
        key="decline"
        size="sm"
        variant="secondary"
        icon={<X aria-hidden className="size-4" />}
        onClick={() => setAsking('decline')}
      >
        Decline
      </Button>,
    );
  }
  if (isActive(b) && !started && (side === 'student' || b.status === 'confirmed'))
    actions.push(
      <Button key="cancel" size="sm" variant="secondary" onClick={() => setAsking('cancel')}>
        Cancel demo
      </Button>,
    );
  if (side === 'host' && b.status === 'confirmed' && started)
    actions.push(
      <Button
        key="complete"
        size="sm"
        icon={<CheckCheck aria-hidden className="size-4" />}
        busy={change.isPending}
        onClick={() => act('complete')}
      >
        Mark as done
      </Button>,
    );

  return (
    <article
      ref={cardRef}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="rounded-card bg-white p-5 shadow-card outline-none focus-visible:ring-2 focus-visible:ring-primary-600"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 id={`${id}-title`} className="font-semibold text-slate-900">
            {b.subject} with{' '}
            {side === 'student' ? (
              <Link
                to={profilePath(b)}
                className="text-primary-800 underline underline-offset-2 hover:text-primary-900"
              >
                {other}
              </Link>
            ) : (
              other
            )}
          </h4>
          <p className="text-slate-700">
            <time dateTime={b.start}>{formatIndiaDay(b.start)}</time>, {formatSlotRange(b.start, b.end)}{' '}
            <span className="text-sm text-slate-600">(IST)</span>
          </p>
        </div>
        <DemoStatusBadge status={b.status} />
      </div>
      <dl className="mt-2 space-y-1 text-sm text-slate-700">
        <div className="flex gap-1.5">
          <dt className="flex items-center gap-1 font-medium">
            <MapPin aria-hidden className="size-4 text-slate-500" />
            Where:
          </dt>
          <dd>
            {demoModeLabel(b.mode, b.entityType)}
            {b.mode === 'Home' && b.address ? ` — ${b.address}` : ''}
          </dd>
        </div>
        {b.note ? (
          <div className="flex gap-1.5">
            <dt className="font-medium">Note:</dt>
            <dd className="whitespace-pre-line">{b.note}</dd>
          </div>
        ) : null}
        {b.reason ? (
          <div className="flex gap-1.5">
            <dt className="font-medium">Reason:</dt>
            <dd>{b.reason}</dd>
          </div>
        ) : null}
      </dl>
      <p
        role="status"
        className={`mt-2 text-sm font-medium ${message?.ok ? 'text-success-700' : 'text-danger-700'}`}
      >
        {message?.text}
      </p>
      {asking ? (
        <ReasonForm
          action={asking}
          busy={change.isPending}
          onCancel={() => setAsking(null)}
          onSubmit={(reason) => act(asking, reason)}
        />
      ) : actions.length ? (
        <div className="mt-3 flex flex-wrap gap-2">{actions}</div>
      ) : null}
      {side === 'student' && b.status === 'done' ? (
        <DemoFeedback booking={b} onAddToWatchlist={onAddToWatchlist} />
      ) : null}
    </article>
  );
}

function ReasonForm({
  action,
  busy,
  onCancel,
  onSubmit,
}: {
  action: 'decline' | 'cancel';
  busy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  useEffect(() => document.getElementById(id)?.focus(), [id]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setError('Please give a reason');
      document.getElementById(id)?.focus();
      return;
    }
    onSubmit(reason.trim());
  };
  return (
    <form noValidate onSubmit={submit} className="mt-3 space-y-3">
      <TextAreaField
        id={id}
        label={action === 'decline' ? 'Reason for declining' : 'Reason for cancelling'}
        required
        rows={2}
        maxLength={demoLimits.reasonMax}
        value={reason}
        error={error}
        hint="The other side sees it in the e-mail."
        onChange={(e) => {
          setReason(e.target.value);
          setError(undefined);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant="danger" busy={busy}>
          {action === 'decline' ? 'Decline demo' : 'Cancel demo'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Keep it
        </Button>
      </div>
    </form>
  );
}
