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
import { loadProfileCards } from '../profiles/repository.ts';
import { findProfilePageIds } from '../profiles/service.ts';
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
 * open slot first, soonest first, then the rest in listing order. The first `count` of them get
 * their cards: the candidates are ranked by id, and only those shown are read whole.
 */
async function rankByNextSlot(
  db: Db,
  now: Date,
  count: number,
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
  const found = await findProfilePageIds(db, tutorKind, query, CANDIDATES);
  const ids = found.ids.filter((id) => id !== input.exclude);
  const open = await findOpenSlotsOf(db, ids, now);
  const ranked = ids
    .map((id, order) => ({
      id,
      order,
      // The next slot in the mode asked for (a tutor who comes to homes may offer online demo times too).
      slot: open.get(id)?.find((s) => !input.mode || s.mode === input.mode),
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
    .slice(0, count);
  const slots = new Map(ranked.map((r) => [r.id, r.slot]));
  const cards = await loadProfileCards(
    db,
    tutorKind,
    ranked.map((r) => r.id),
    found.origin,
  );
  return cards.map((tutor) => ({ tutor, slot: slots.get(tutor._id) }));
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
  const ranked = await rankByNextSlot(deps.db, deps.now, demoLimits.replacements, {
    subject: b.subject,
    mode: b.mode,
    near,
    exclude: b.entityId,
  });
  return ranked.map(({ tutor, slot }) => ({
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
  // Those with an open slot come first: the first `limit` hold every one that is shown.
  const ranked = await rankByNextSlot(deps.db, deps.now, q.limit, q);
  return ranked.flatMap(({ tutor, slot }) => (slot ? [{ tutor, nextSlot: wireSlot(slot) }] : []));
}
