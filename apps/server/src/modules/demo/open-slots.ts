import { demoLimits } from '@tuitionhub/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { findTakenStarts, findWeeklySlotsOf } from './repository.ts';
import { openSlots, type SlotInstance } from './slots.ts';

const HOUR = 3_600_000;

/** The earliest start a booking may have at `now`. */
export const earliestStart = (now: Date) => new Date(now.getTime() + demoLimits.noticeHours * HOUR);

/** Open instants of many tutors/centers at once: their patterns minus active bookings minus the notice period. */
export async function findOpenSlotsOf(
  db: DbOrTx,
  ownerIds: string[],
  now: Date,
  days: number = demoLimits.daysDefault,
): Promise<Map<string, SlotInstance[]>> {
  const [patterns, taken] = await Promise.all([
    findWeeklySlotsOf(db, ownerIds),
    findTakenStarts(db, ownerIds, now),
  ]);
  return new Map(
    ownerIds.map((id) => [
      id,
      openSlots({
        pattern: patterns.get(id) ?? [],
        from: now,
        days,
        earliest: earliestStart(now),
        taken: taken.get(id) ?? [],
      }),
    ]),
  );
}
