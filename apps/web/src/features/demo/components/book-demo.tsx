import {
  type DemoBooking,
  demoMessages,
  demoModes,
  type EntityType,
  formatIndiaTime,
  formatNextDemo,
  type OpenSlot,
} from '@tuitionhub/contracts';
import { CalendarCheck, CalendarClock, CheckCircle2, LogIn, UserPlus } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { describedBy, FieldNotes, SelectField, TextAreaField } from '../../../components/ui/field.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { byName } from '../../../lib/format.ts';
import { NEXT_PARAM, withNext } from '../../../lib/return-to.ts';
import { useSession } from '../../../lib/session.tsx';
import { useOpenSlots } from '../api/availability.ts';
import { useCreateBookingMutation } from '../api/bookings.ts';
import { bookingParams, demoModeLabel, formatSlotWhen, groupByDay } from '../lib/demo-format.ts';

type FieldName = 'subject' | 'mode' | 'slot' | 'address';
type Errors = Partial<Record<FieldName | 'form', string>>;

/** The server's field paths onto this form's fields. */
const fieldOfPath: Record<string, FieldName> = {
  subject: 'subject',
  mode: 'mode',
  start: 'slot',
  address: 'address',
};

const sameInstant = (a: string | null, b: string) => a !== null && Date.parse(a) === Date.parse(b);

/**
 * "Book a free demo" on a tutor's or center's profile (api-2 §2): subject, mode, a calendar of the
 * open slots of the next 14 days by day, an address for a home demo, an optional note. Subject, mode
 * and slot live in the URL, so a visitor sent to sign up or log in comes back with them chosen.
 */
export function BookDemo({
  entityType,
  entityId,
  entityName,
  subjects,
}: {
  entityType: EntityType;
  entityId: string;
  entityName: string;
  /** The tutor's subjects or the center's courses. */
  subjects: readonly string[];
}) {
  const id = useId();
  const { user } = useSession();
  const slots = useOpenSlots(entityType, entityId);
  const [booked, setBooked] = useState<DemoBooking | null>(null);

  if (user && user._id === entityId) return null;
  const next = formatNextDemo(slots.data?.slots[0]?.start);
  return (
    <section
      id="book-demo"
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-card bg-white p-6 shadow-card"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <CalendarCheck aria-hidden className="size-5 text-primary-700" />
        Book a free demo
      </h2>
      <p className="mt-1 text-sm font-medium text-accent-800" data-testid="next-demo">
        {slots.isPending ? '\u00a0' : (next ?? 'No free demo slots in the next 14 days')}
      </p>
      <div className="mt-4">
        {booked ? (
          <Booked booking={booked} />
        ) : slots.isPending ? (
          <LoadingState />
        ) : slots.isError ? (
          <ErrorState message="Could not load the free demo slots" onRetry={() => void slots.refetch()} />
        ) : slots.data.slots.length === 0 ? (
          <p className="text-sm text-slate-600">
            {entityName} has no free demo time open in the next two weeks. Send a message below to ask for
            one.
          </p>
        ) : (
          <BookingForm
            idPrefix={id}
            entityType={entityType}
            entityId={entityId}
            subjects={subjects}
            slots={slots.data.slots}
            refreshSlots={() => void slots.refetch()}
            onBooked={setBooked}
          />
        )}
      </div>
    </section>
  );
}

function BookingForm({
  idPrefix,
  entityType,
  entityId,
  subjects,
  slots,
  refreshSlots,
  onBooked,
}: {
  idPrefix: string;
  entityType: EntityType;
  entityId: string;
  subjects: readonly string[];
  slots: OpenSlot[];
  refreshSlots: () => void;
  onBooked: (booking: DemoBooking) => void;
}) {
  const { user } = useSession();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const create = useCreateBookingMutation();
  const [note, setNote] = useState('');
  const [address, setAddress] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [taken, setTaken] = useState(false);
  const takenRef = useRef<HTMLDivElement>(null);
  const ids = {
    subject: `${idPrefix}-subject`,
    mode: `${idPrefix}-mode`,
    slot: `${idPrefix}-slot`,
    address: `${idPrefix}-address`,
    note: `${idPrefix}-note`,
  };

  const sorted = [...subjects].sort(byName);
  const offered = demoModes.filter((m) => slots.some((s) => s.mode === m));
  const rawMode = search.get(bookingParams.mode);
  const mode = offered.find((m) => m === rawMode) ?? (offered.length === 1 ? offered[0]! : null);
  const rawSubject = search.get(bookingParams.subject);
  const subject =
    sorted.find((s) => s.toLowerCase() === rawSubject?.toLowerCase()) ??
    (sorted.length === 1 ? sorted[0]! : '');
  const rawSlot = search.get(bookingParams.slot);
  const slot = slots.find((s) => sameInstant(rawSlot, s.start) && (!mode || s.mode === mode)) ?? null;
  const visible = mode ? slots.filter((s) => s.mode === mode) : slots;

  useEffect(() => {
    if (taken) takenRef.current?.focus();
  }, [taken]);

  /** One choice into the URL (replacing the entry: choosing is not navigating). */
  const choose = (changes: Partial<Record<keyof typeof bookingParams, string | null>>) =>
    setSearch(
      (prev) => {
        const params = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          const name = bookingParams[k as keyof typeof bookingParams];
          if (v) params.set(name, v);
          else params.delete(name);
        }
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  const clearError = (name: FieldName) => setErrors((e) => ({ ...e, [name]: undefined, form: undefined }));
  const here = `${location.pathname}${location.search}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Errors = {};
    if (!subject) found.subject = 'Choose a subject';
    if (!slot) found.slot = 'Choose a time for the demo';
    if (slot?.mode === 'Home' && !address.trim()) found.address = demoMessages.addressRequired;
    setErrors(found);
    const first = (['subject', 'slot', 'address'] as const).find((k) => found[k]);
    if (first) {
      focusField(first);
      return;
    }
    if (!slot) return;
    setTaken(false);
    try {
      const { booking } = await create.mutateAsync({
        entityType,
        entityId,
        start: slot.start,
        mode: slot.mode,
        subject,
        note: note.trim() || undefined,
        address: slot.mode === 'Home' ? address.trim() : undefined,
      });
      onBooked(booking);
      choose({ slot: null, subject: null, mode: null });
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && err.message === demoMessages.slotTaken) {
        // Someone else got it first: show the slots as they are now; everything typed stays.
        choose({ slot: null });
        setTaken(true);
        refreshSlots();
        return;
      }
      const byField: Errors = {};
      if (err instanceof ApiError)
        for (const [path, message] of Object.entries(err.fieldErrors)) {
          const name = fieldOfPath[path];
          if (name) byField[name] = message;
        }
      const firstField = (['subject', 'mode', 'slot', 'address'] as const).find((k) => byField[k]);
      setErrors(
        firstField ? byField : { form: errorMessage(err, 'Could not request the demo. Please try again.') },
      );
      if (firstField) focusField(firstField);
    }
  };

  const focusField = (name: FieldName) => {
    if (name === 'slot')
      document.querySelector<HTMLInputElement>(`input[name="${ids.slot}"]`)?.focus() ??
        document.getElementById(`${ids.slot}-legend`)?.focus();
    else document.getElementById(ids[name])?.focus();
  };

  const role = user?.role;
  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Book a free demo">
      {taken ? (
        <div
          ref={takenRef}
          tabIndex={-1}
          role="alert"
          className="rounded-lg border border-red-200 bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700"
        >
          {demoMessages.slotTaken}. The times below are up to date: please choose another.
        </div>
      ) : null}
      <SelectField
        id={ids.subject}
        label={entityType === 'Tutor' ? 'Subject' : 'Course'}
        required
        value={subject}
        error={errors.subject}
        onChange={(e) => {
          choose({ subject: e.target.value || null });
          clearError('subject');
        }}
      >
        <option value="">{entityType === 'Tutor' ? 'Select a subject' : 'Select a course'}</option>
        {sorted.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </SelectField>

      {offered.length > 1 ? (
        <fieldset aria-describedby={errors.mode ? `${ids.mode}-error` : undefined}>
          <legend className="text-sm font-medium text-slate-800">Where</legend>
          <div className="mt-1.5 flex flex-wrap gap-2">
            {offered.map((m) => (
              <ChoiceChip
                key={m}
                name={ids.mode}
                checked={mode === m}
                onChange={() => {
                  choose({ mode: m, slot: slot && slot.mode !== m ? null : (slot?.start ?? null) });
                  clearError('mode');
                }}
                label={demoModeLabel(m, entityType)}
              />
            ))}
          </div>
          <FieldNotes id={ids.mode} error={errors.mode} />
        </fieldset>
      ) : (
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-800">Where: </span>
          {demoModeLabel(offered[0]!, entityType)}
        </p>
      )}

      <fieldset aria-describedby={describedBy(ids.slot, errors.slot, 'India time (IST)')}>
        <legend id={`${ids.slot}-legend`} tabIndex={-1} className="text-sm font-medium text-slate-800">
          Time
          <span aria-hidden className="text-danger-700">
            {' '}
            *
          </span>
        </legend>
        <div className="mt-1.5 max-h-80 space-y-3 overflow-y-auto pr-1">
          {groupByDay(visible).map((group) => (
            <fieldset key={group.key}>
              <legend className="text-sm font-semibold text-slate-700">{group.day}</legend>
              <div className="mt-1 flex flex-wrap gap-2">
                {group.slots.map((s) => (
                  <ChoiceChip
                    key={`${s.start}-${s.mode}`}
                    name={ids.slot}
                    checked={slot === s}
                    onChange={() => {
                      choose({ slot: s.start, mode: s.mode });
                      clearError('slot');
                      setTaken(false);
                    }}
                    label={formatIndiaTime(s.start)}
                    ariaLabel={`${formatSlotWhen(s.start)}, ${demoModeLabel(s.mode, entityType)}`}
                  />
                ))}
              </div>
            </fieldset>
          ))}
        </div>
        <FieldNotes id={ids.slot} error={errors.slot} hint="India time (IST)" />
      </fieldset>

      {slot?.mode === 'Home' ? (
        <TextAreaField
          id={ids.address}
          label="Address for the demo"
          required
          rows={2}
          autoComplete="street-address"
          value={address}
          error={errors.address}
          hint={`Only ${entityType === 'Tutor' ? 'the tutor' : 'the center'} sees it.`}
          onChange={(e) => {
            setAddress(e.target.value);
            clearError('address');
          }}
        />
      ) : null}

      <TextAreaField
        id={ids.note}
        label="Note (optional)"
        rows={3}
        value={note}
        placeholder="Class, board and what you would like to work on"
        onChange={(e) => setNote(e.target.value)}
      />

      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {errors.form}
        </p>
      ) : null}

      {!user ? (
        <SignInToBook chosen={Boolean(slot)} here={here} />
      ) : role !== 'Student' ? (
        <p className="text-sm text-slate-600">{demoMessages.studentsOnly}.</p>
      ) : (
        <Button
          type="submit"
          variant="accent"
          className="w-full"
          busy={create.isPending}
          icon={<CalendarClock aria-hidden className="size-4" />}
        >
          {create.isPending ? 'Requesting...' : 'Request free demo'}
        </Button>
      )}
    </form>
  );
}

/** A radio drawn as a chip: the (transparent) input covers it, for keyboards, screen readers and taps. */
function ChoiceChip({
  name,
  checked,
  onChange,
  label,
  ariaLabel,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  ariaLabel?: string;
}) {
  return (
    <label className="relative inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-50 has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50 has-[:checked]:text-primary-900 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-600">
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        aria-label={ariaLabel}
        className="absolute inset-0 cursor-pointer opacity-0"
      />
      {label}
    </label>
  );
}

/** A visitor books after signing up or logging in, and comes back here with the same choices. */
function SignInToBook({ chosen, here }: { chosen: boolean; here: string }) {
  return (
    <div className="space-y-3 rounded-lg bg-primary-50 p-4">
      <p className="text-sm text-slate-700">
        {chosen
          ? 'Sign up or log in to book this time. You will come back here with it chosen.'
          : 'Choose a time, then sign up or log in to book it.'}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link
          to={`/signup?${new URLSearchParams({ role: 'Student', [NEXT_PARAM]: here })}`}
          className={buttonClasses('accent', 'md', 'flex-1 basis-40 whitespace-nowrap')}
        >
          <UserPlus aria-hidden className="size-4" />
          Sign up to book
        </Link>
        <Link
          to={withNext('/login', here)}
          className={buttonClasses('secondary', 'md', 'flex-1 basis-40 whitespace-nowrap')}
        >
          <LogIn aria-hidden className="size-4" />
          Log in to book
        </Link>
      </div>
    </div>
  );
}

/** The confirmation screen: focus moves to it, so it is read out at once. */
function Booked({ booking }: { booking: DemoBooking }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const who = booking.entityType === 'Tutor' ? 'The tutor' : 'The center';
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      aria-labelledby="demo-requested-title"
      className="space-y-3 rounded-lg bg-success-50 p-4 text-slate-800 outline-none focus-visible:ring-2 focus-visible:ring-success-700"
    >
      <h3
        id="demo-requested-title"
        className="flex items-center gap-2 text-lg font-semibold text-success-700"
      >
        <CheckCircle2 aria-hidden className="size-5" />
        Demo requested
      </h3>
      <p>
        {booking.subject} with {booking.entityName}, {formatSlotWhen(booking.start)} (
        {demoModeLabel(booking.mode, booking.entityType).toLowerCase()}).
      </p>
      <p>{who} answers within 24 h. We will e-mail you as soon as they do.</p>
      <Link to="/user-dashboard" className={buttonClasses('primary', 'md')}>
        See my demos
      </Link>
    </div>
  );
}
