import { demoLimits, type Replacement, tutorKind, tutorListQuery } from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { locatePincode } from '../places/repository.ts';
import { findProfiles } from '../profiles/service.ts';
import { findOpenSlotsOf } from './open-slots.ts';
import type { BookingView } from './repository.ts';
import { findDemoProvider } from './repository.ts';
import { toIndiaIso } from './slots.ts';

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
 * Up to 5 other tutors teaching the demo's subject who can take this student, found by the same
 * listing filter as "Near me" (a home demo: the tutor travels that far; online: anywhere), each with
 * its next open demo slot; tutors with an open slot first, soonest first, then the rest in listing order.
 */
export async function findReplacements(deps: { db: Db; now: Date }, b: BookingView): Promise<Replacement[]> {
  const near = b.mode === 'Online' ? undefined : await demoPlace(deps.db, b);
  const query = tutorListQuery.parse({
    subject: b.subject,
    mode: b.mode,
    ...(near ? { near } : {}),
    limit: CANDIDATES,
  });
  const found = await findProfiles(deps.db, tutorKind, query);
  const tutors = ('tutors' in found ? found.tutors : []).filter((t) => t._id !== b.entityId);
  const open = await findOpenSlotsOf(
    deps.db,
    tutors.map((t) => t._id),
    deps.now,
  );
  const next = (id: string) => open.get(id)?.[0];
  const ranked = tutors
    .map((tutor, order) => ({ tutor, order, slot: next(tutor._id) }))
    .sort((x, y) =>
      x.slot && y.slot
        ? x.slot.start.getTime() - y.slot.start.getTime() || x.order - y.order
        : x.slot
          ? -1
          : y.slot
            ? 1
            : x.order - y.order,
    );
  return ranked.slice(0, demoLimits.replacements).map(({ tutor, slot }) => ({
    tutor,
    nextSlot: slot ? { start: toIndiaIso(slot.start), end: toIndiaIso(slot.end), mode: slot.mode } : null,
  }));
}
