import {
  type AvailabilityBody,
  type AvailabilityResponse,
  type BookingsQuery,
  type BookingsResponse,
  type CreateBookingBody,
  createBookingBody,
  type DemoAction,
  type DemoBooking,
  type DemoEntityParams,
  type DemoTutorsQuery,
  type DemoTutorsResponse,
  demoLimits,
  demoMessages,
  type EntityType,
  type FeedbackBody,
  type FeedbackResponse,
  feedbackBody,
  kindOfEntity,
  kindOfRole,
  minutesToTimeOfDay,
  type OpenSlot,
  type OpenSlotsQuery,
  type OpenSlotsResponse,
  type ReasonBody,
  timeOfDayToMinutes,
} from '@tuitionhub/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/permissions.ts';
import type { Mail, Mailer } from '../../providers/mail.ts';
import {
  type DemoMailFacts,
  demoCancelledMail,
  demoConfirmedMail,
  demoDeclinedMail,
  demoRequestMail,
} from '../../providers/mail-templates.ts';
import { isUniqueViolation } from '../users/repository.ts';
import { demoInvitation } from './invitation.ts';
import { earliestStart } from './open-slots.ts';
import { findDemoTutors, findReplacements } from './replacements.ts';
import {
  type BookingView,
  countActiveOfStudent,
  findBooking,
  findBookings,
  findDemoProvider,
  findOfferingNames,
  findTakenStarts,
  findWeeklySlots,
  insertBooking,
  lockStudent,
  replaceWeeklySlots,
  updateBooking,
} from './repository.ts';
import { refreshResponseMinutes } from './response-time.ts';
import { openSlots, type SlotInstance, slotStartingAt, toIndiaIso } from './slots.ts';
import { type DemoRole, transition } from './state-machine.ts';

export interface DemoDeps {
  db: Db;
  mailer: Pick<Mailer, 'send' | 'wake'>;
  publicUrl?: string | undefined;
  /** The clock (tests move it). */
  now?: () => Date;
}

const clock = (deps: Pick<DemoDeps, 'now'>) => (deps.now ? deps.now() : new Date());
export const webUrl = (deps: Pick<DemoDeps, 'publicUrl'>, path: string) =>
  deps.publicUrl ? new URL(path, deps.publicUrl).toString() : undefined;

/** Tutors and centers set their own pattern; the role decides which entity it is. */
function ownEntity(actor: Actor): { id: string; entityType: EntityType } {
  const kind = kindOfRole(actor.role);
  if (!kind) throw forbidden(demoMessages.listedOnly);
  return { id: actor.id, entityType: kind.entityType };
}

const wireSlot = (s: {
  weekday: number;
  startMinute: number;
  endMinute: number;
  mode: OpenSlot['mode'];
}) => ({
  weekday: s.weekday,
  start: minutesToTimeOfDay(s.startMinute),
  end: minutesToTimeOfDay(s.endMinute),
  mode: s.mode,
});
const wireInstance = (s: SlotInstance): OpenSlot => ({
  start: toIndiaIso(s.start),
  end: toIndiaIso(s.end),
  mode: s.mode,
});

export async function setAvailability(
  deps: Pick<DemoDeps, 'db'>,
  actor: Actor,
  body: AvailabilityBody,
): Promise<AvailabilityResponse> {
  const owner = ownEntity(actor);
  const slots = body.slots.map((s) => ({
    weekday: s.weekday,
    startMinute: timeOfDayToMinutes(s.start),
    endMinute: timeOfDayToMinutes(s.end),
    mode: s.mode,
  }));
  await deps.db.transaction((tx) => replaceWeeklySlots(tx, owner, slots));
  return getAvailability(deps, { entityType: owner.entityType, entityId: owner.id });
}

/** The tutor or center of a demo route; `approvedOnly` (booking, open slots): listed ones only. */
async function requireProvider(db: DbOrTx, ref: DemoEntityParams, approvedOnly = true) {
  const provider = await findDemoProvider(db, ref.entityType, ref.entityId, approvedOnly);
  if (!provider) throw notFound(kindOfEntity(ref.entityType).messages.missing);
  return provider;
}

export async function getAvailability(
  deps: Pick<DemoDeps, 'db'>,
  ref: DemoEntityParams,
): Promise<AvailabilityResponse> {
  // The weekly pattern is set up while a new profile waits for review, so it is readable then too.
  await requireProvider(deps.db, ref, false);
  return { slots: (await findWeeklySlots(deps.db, ref.entityId)).map(wireSlot) };
}

export async function getOpenSlots(
  deps: Pick<DemoDeps, 'db' | 'now'>,
  ref: DemoEntityParams,
  query: OpenSlotsQuery,
): Promise<OpenSlotsResponse> {
  await requireProvider(deps.db, ref);
  const now = clock(deps);
  const from = query.from ? new Date(query.from) : now;
  const [pattern, taken] = await Promise.all([
    findWeeklySlots(deps.db, ref.entityId),
    findTakenStarts(deps.db, [ref.entityId], from),
  ]);
  const slots = openSlots({
    pattern,
    from,
    days: query.days,
    earliest: earliestStart(now),
    taken: taken.get(ref.entityId) ?? [],
  });
  return { slots: slots.map(wireInstance) };
}

/** The wire booking; the address only to its two parties. */
export function toWire(b: BookingView, viewer: Actor | null): DemoBooking {
  const party = viewer !== null && (viewer.id === b.studentId || viewer.id === b.entityId);
  return {
    _id: b.id,
    status: b.status,
    entityType: b.entityType,
    entityId: b.entityId,
    entityName: b.entityName,
    studentId: b.studentId,
    studentName: b.studentName,
    start: toIndiaIso(b.startAt),
    end: toIndiaIso(b.endAt),
    mode: b.mode,
    subject: b.subject,
    note: b.note,
    address: party ? b.address : null,
    reason: b.reason,
    createdAt: b.createdAt.toISOString(),
    respondedAt: b.respondedAt ? b.respondedAt.toISOString() : null,
    liked: b.liked,
    comment: b.comment,
  };
}

const facts = (b: BookingView): DemoMailFacts => ({
  subject: b.subject,
  start: b.startAt,
  mode: b.mode,
  address: b.address,
});
const field = (path: string, message: string) => badRequest(message, [{ path, message }]);

/**
 * A student books an open slot. Everything is checked before anything is written; the insert
 * runs with the student's row locked (the limit of open requests holds under concurrency) and the
 * unique index over active bookings decides a race for one slot: one row, the other a 409.
 */
export async function createBooking(
  deps: DemoDeps,
  actor: Actor,
  raw: CreateBookingBody,
): Promise<DemoBooking> {
  if (actor.role !== 'student') throw forbidden(demoMessages.studentsOnly);
  const body = createBookingBody.parse(raw);
  const now = clock(deps);
  const start = new Date(body.start);
  if (body.mode === 'Home' && !body.address) throw field('address', demoMessages.addressRequired);
  if (start <= now) throw field('start', demoMessages.inPast);
  if (start < earliestStart(now)) throw field('start', demoMessages.tooSoon);
  const provider = await requireProvider(deps.db, body);
  const offerings = await findOfferingNames(deps.db, body.entityType, body.entityId);
  const subject = offerings.find((o) => o.toLowerCase() === body.subject.toLowerCase());
  if (!subject) throw field('subject', demoMessages.subjectNotTaught);
  const slot = slotStartingAt(await findWeeklySlots(deps.db, body.entityId), start);
  if (!slot) throw field('start', demoMessages.notOpen);
  if (slot.mode !== body.mode) throw field('mode', demoMessages.modeNotOffered);
  const end = new Date(start.getTime() + (slot.endMinute - slot.startMinute) * 60_000);
  let id: string;
  try {
    id = await deps.db.transaction(async (tx) => {
      await lockStudent(tx, actor.id);
      if ((await countActiveOfStudent(tx, actor.id)) >= demoLimits.maxActivePerStudent)
        throw conflict(demoMessages.tooManyActive);
      const bookingId = await insertBooking(tx, {
        entityType: body.entityType,
        entityId: body.entityId,
        studentId: actor.id,
        startAt: start,
        endAt: end,
        mode: body.mode,
        subject,
        note: body.note ?? null,
        address: body.mode === 'Home' ? (body.address ?? null) : null,
      });
      const booking = (await findBooking(tx, bookingId))!;
      await deps.mailer.send(
        demoRequestMail({
          to: provider.email,
          providerName: provider.name,
          studentName: booking.studentName,
          demo: facts(booking),
          note: booking.note,
          dashboardUrl: webUrl(deps, kindOfEntity(body.entityType).web.dashboard),
        }),
        tx,
      );
      return bookingId;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(demoMessages.slotTaken);
    throw err;
  }
  deps.mailer.wake();
  return toWire((await findBooking(deps.db, id))!, actor);
}

export async function listBookings(
  deps: Pick<DemoDeps, 'db'>,
  viewer: Actor,
  query: BookingsQuery,
): Promise<BookingsResponse> {
  const page = { page: query.page, limit: query.limit, status: query.status };
  const scope =
    viewer.role === 'admin'
      ? {}
      : viewer.role === 'student'
        ? { studentId: viewer.id }
        : { entityId: viewer.id };
  const { rows, total } = await findBookings(deps.db, { ...page, ...scope });
  return { bookings: rows.map((b) => toWire(b, viewer)), total, page: query.page, pageSize: query.limit };
}

function roleIn(b: BookingView, actor: Actor): DemoRole | null {
  if (actor.id === b.studentId) return 'student';
  if (actor.id === b.entityId) return 'provider';
  return null;
}

/**
 * Loads and locks the booking, asks the state machine, and runs `apply` in the same transaction.
 * Someone who is not a party gets 403 (the booking's existence is no secret to them, its details are).
 */
async function act<T>(
  deps: DemoDeps,
  actor: Actor,
  id: string,
  action: DemoAction,
  apply: (tx: DbOrTx, b: BookingView, next: BookingView['status'], now: Date) => Promise<T>,
): Promise<T> {
  const now = clock(deps);
  const result = await deps.db.transaction(async (tx) => {
    const b = await findBooking(tx, id, true);
    if (!b) throw notFound(demoMessages.notFound);
    const role = roleIn(b, actor);
    if (!role) throw forbidden(action === 'cancel' ? demoMessages.notYours : demoMessages.notYourBooking);
    const t = transition(b.status, action, role, b.startAt <= now);
    if (!t.ok) throw t.status === 403 ? forbidden(t.message) : conflict(t.message, { status: b.status });
    return apply(tx, b, t.next, now);
  });
  deps.mailer.wake();
  return result;
}

/** After a confirm or decline: the answer time, and the profile's recomputed response figure. */
async function recordAnswer(tx: DbOrTx, b: BookingView, now: Date): Promise<void> {
  await updateBooking(tx, b.id, { respondedAt: now });
  await refreshResponseMinutes(tx, { id: b.entityId, entityType: b.entityType }, now);
}

async function reload(tx: DbOrTx, id: string, viewer: Actor): Promise<DemoBooking> {
  return toWire((await findBooking(tx, id))!, viewer);
}

export function confirmBooking(deps: DemoDeps, actor: Actor, id: string): Promise<DemoBooking> {
  return act(deps, actor, id, 'confirm', async (tx, b, next, now) => {
    await updateBooking(tx, b.id, { status: next });
    await recordAnswer(tx, b, now);
    const invitation = demoInvitation({
      bookingId: b.id,
      start: b.startAt,
      end: b.endAt,
      title: `Free demo: ${b.subject} (${b.entityName} and ${b.studentName})`,
      description: `A free demo class on TuitionHub: ${b.subject}, ${b.mode === 'Online' ? 'online' : b.mode === 'Home' ? "at the student's home" : "at the tutor's place"}.`,
      location: b.mode === 'Home' ? (b.address ?? undefined) : b.mode === 'Online' ? 'Online' : undefined,
      organizer: { name: b.entityName, email: b.entityEmail },
      attendee: { name: b.studentName, email: b.studentEmail },
    });
    const mails: Mail[] = [
      demoConfirmedMail({
        to: b.studentEmail,
        recipientName: b.studentName,
        otherName: b.entityName,
        demo: facts(b),
        invitation,
        dashboardUrl: webUrl(deps, '/user-dashboard'),
      }),
      demoConfirmedMail({
        to: b.entityEmail,
        recipientName: b.entityName,
        otherName: b.studentName,
        demo: facts(b),
        invitation,
        dashboardUrl: webUrl(deps, kindOfEntity(b.entityType).web.dashboard),
      }),
    ];
    for (const m of mails) await deps.mailer.send(m, tx);
    return reload(tx, b.id, actor);
  });
}

export function declineBooking(
  deps: DemoDeps,
  actor: Actor,
  id: string,
  body: ReasonBody,
): Promise<DemoBooking> {
  return act(deps, actor, id, 'decline', async (tx, b, next, now) => {
    await updateBooking(tx, b.id, { status: next, reason: body.reason });
    await recordAnswer(tx, b, now);
    await deps.mailer.send(
      demoDeclinedMail({
        to: b.studentEmail,
        studentName: b.studentName,
        providerName: b.entityName,
        demo: facts(b),
        reason: body.reason,
        profileUrl: webUrl(deps, kindOfEntity(b.entityType).web.profile(b.entityId)),
      }),
      tx,
    );
    return reload(tx, b.id, actor);
  });
}

export function cancelBooking(
  deps: DemoDeps,
  actor: Actor,
  id: string,
  body: ReasonBody,
): Promise<DemoBooking> {
  return act(deps, actor, id, 'cancel', async (tx, b, next) => {
    await updateBooking(tx, b.id, { status: next, reason: body.reason });
    const byStudent = actor.id === b.studentId;
    await deps.mailer.send(
      demoCancelledMail({
        to: byStudent ? b.entityEmail : b.studentEmail,
        recipientName: byStudent ? b.entityName : b.studentName,
        byName: byStudent ? b.studentName : b.entityName,
        demo: facts(b),
        reason: body.reason,
        dashboardUrl: webUrl(deps, byStudent ? kindOfEntity(b.entityType).web.dashboard : '/user-dashboard'),
      }),
      tx,
    );
    return reload(tx, b.id, actor);
  });
}

export function completeBooking(deps: DemoDeps, actor: Actor, id: string): Promise<DemoBooking> {
  return act(deps, actor, id, 'complete', async (tx, b, next) => {
    await updateBooking(tx, b.id, { status: next });
    return reload(tx, b.id, actor);
  });
}

export async function giveFeedback(
  deps: DemoDeps,
  actor: Actor,
  id: string,
  raw: FeedbackBody,
): Promise<FeedbackResponse> {
  const body = feedbackBody.parse(raw);
  const booking = await act(deps, actor, id, 'feedback', async (tx, b) => {
    if (b.liked !== null) throw conflict(demoMessages.feedbackGiven, { status: b.status });
    await updateBooking(tx, b.id, { liked: body.liked, comment: body.comment ?? null });
    return (await findBooking(tx, b.id))!;
  });
  const answer: FeedbackResponse = { booking: toWire(booking, actor) };
  if (!body.liked) answer.replacements = await findReplacements({ db: deps.db, now: clock(deps) }, booking);
  return answer;
}

/** GET /api/demo/tutors: tutors of a subject (near a place, in a mode) with an open demo slot, soonest first. */
export async function listDemoTutors(
  deps: Pick<DemoDeps, 'db' | 'now'>,
  query: DemoTutorsQuery,
): Promise<DemoTutorsResponse> {
  return { tutors: await findDemoTutors({ db: deps.db, now: clock(deps) }, query) };
}
