import {
  type DemoMode,
  type DemoTutor,
  type DemoTutorsQuery,
  demoLimits,
  demoTutorsQuery,
  type Replacement,
  type TutorCard,
  tutorKind,
  tutorListQuery,
} from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { locatePincode } from '../places/repository.ts';
import { findProfiles } from '../profiles/service.ts';
import { findOpenSlotsOf } from './open-slots.ts';
import type { BookingView } from './repository.ts';
import { findDemoProvider } from './repository.ts';
import { type SlotInstance, toIndiaIso } from './slots.ts';

/** Tutors considered before ordering by their next open slot. */
const CANDIDATES = 50;

/**
 * Where the disliked demo took place, as a listing's `near`: a home demo's pincode when its address
 * names a known one, else the demo's tutor/center's own point (a home demo was within its reach).
 */
async function demoPlace(db: Db, b: BookingView): Promise<string | undefined> {
  const pincode = b.mode === 'Home' ? b.address?.match(/\b[1-9]\d{5}\b/)?.[0] : undefined;
  if (pincode && (await locatePincode(db, pincode))) return pincode;
  const provider = await findDemoProvider(db, b.entityType, b.entityId);
  return provider?.lat != null && provider.lng != null ? `${provider.lat},${provider.lng}` : undefined;
}

/**
 * Tutors of a subject who can take a student (the listing's own filter: in `mode`, near `near` — a
 * home demo within the tutor's travel distance), each with its next open demo slot: those with an
 * open slot first, soonest first, then the rest in listing order.
 */
async function rankByNextSlot(
  db: Db,
  now: Date,
  input: { subject: string; mode?: DemoMode | undefined; near?: string | undefined; exclude?: string },
): Promise<{ tutor: TutorCard; slot: SlotInstance | undefined }[]> {
  const query = tutorListQuery.parse({
    subject: input.subject,
    ...(input.mode ? { mode: input.mode } : {}),
    ...(input.near ? { near: input.near } : {}),
    ...(input.near && input.mode !== 'Online' ? { sort: 'distance' } : {}),
    limit: CANDIDATES,
  });
  // Only the candidates are wanted, never a total: counting stops where they do.
  const found = await findProfiles(db, tutorKind, query, CANDIDATES);
  const tutors = ('tutors' in found ? found.tutors : []).filter((t) => t._id !== input.exclude);
  const open = await findOpenSlotsOf(
    db,
    tutors.map((t) => t._id),
    now,
  );
  return tutors
    .map((tutor, order) => ({
      tutor,
      order,
      // The next slot in the mode asked for (a tutor who comes to homes may offer online demo times too).
      slot: open.get(tutor._id)?.find((s) => !input.mode || s.mode === input.mode),
    }))
    .sort((x, y) =>
      x.slot && y.slot
        ? x.slot.start.getTime() - y.slot.start.getTime() || x.order - y.order
        : x.slot
          ? -1
          : y.slot
            ? 1
            : x.order - y.order,
    )
    .map(({ tutor, slot }) => ({ tutor, slot }));
}

const wireSlot = (slot: SlotInstance) => ({
  start: toIndiaIso(slot.start),
  end: toIndiaIso(slot.end),
  mode: slot.mode,
});

/**
 * Up to 5 other tutors teaching the demo's subject who can take this student (a home demo: around
 * its place; online: anywhere), each with its next open demo slot or null.
 */
export async function findReplacements(deps: { db: Db; now: Date }, b: BookingView): Promise<Replacement[]> {
  const near = b.mode === 'Online' ? undefined : await demoPlace(deps.db, b);
  const ranked = await rankByNextSlot(deps.db, deps.now, {
    subject: b.subject,
    mode: b.mode,
    near,
    exclude: b.entityId,
  });
  return ranked.slice(0, demoLimits.replacements).map(({ tutor, slot }) => ({
    tutor,
    nextSlot: slot ? wireSlot(slot) : null,
  }));
}

/** 'Book Free Demo Classes': tutors of a subject with an open demo slot, soonest first. */
export async function findDemoTutors(
  deps: { db: Db; now: Date },
  raw: DemoTutorsQuery,
): Promise<DemoTutor[]> {
  const q = demoTutorsQuery.parse(raw);
  const ranked = await rankByNextSlot(deps.db, deps.now, q);
  return ranked
    .flatMap(({ tutor, slot }) => (slot ? [{ tutor, nextSlot: wireSlot(slot) }] : []))
    .slice(0, q.limit);
}
