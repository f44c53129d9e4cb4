import type { EntityType } from '@tuitionhub/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { noteWrite } from '../../lib/single-flight.ts';
import {
  findAnswersSince,
  findProfilesWithRequestsGoneUnanswered,
  findRecentRequests,
  saveResponseMinutes,
  saveUnansweredInARow,
} from './repository.ts';
import { leftUnansweredInARow, medianResponseMinutes, UNANSWERED_HOURS } from './slots.ts';

/** The response figure reads answers of this many days. */
const WINDOW_DAYS = 90;
const HOUR = 3_600_000;

/**
 * A profile's `responseMinutes` (api-2 §1): the median, over the last 90 days, of the time it took
 * to answer demo requests and to send a first reply in threads a student started — night hours
 * (21:00–07:00 India) not counted, null under 3 answers. Recomputed after each such answer, by the
 * demo module and the conversations module alike, together with whether its newest requests were
 * left unanswered in a row (listings show such a profile below the others until it answers).
 */
export async function refreshResponseMinutes(
  tx: DbOrTx,
  entity: { id: string; entityType: EntityType },
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - WINDOW_DAYS * 24 * HOUR);
  await saveResponseMinutes(tx, entity, medianResponseMinutes(await findAnswersSince(tx, entity.id, since)));
  await refreshUnansweredInARow(tx, entity, now);
}

export async function refreshUnansweredInARow(
  tx: DbOrTx,
  entity: { id: string; entityType: EntityType },
  now: Date,
): Promise<void> {
  await saveUnansweredInARow(tx, entity, leftUnansweredInARow(await findRecentRequests(tx, entity.id), now));
}

/**
 * The periodic half: profiles whose requests passed their 72 hours unanswered during the last
 * `lookbackHours` are re-checked (an answer re-checks its profile at once). Idempotent, so several
 * instances may run it together. Returns how many profiles it checked.
 */
export async function flagUnansweredProfiles(db: DbOrTx, now: Date, lookbackHours = 24): Promise<number> {
  const to = new Date(now.getTime() - UNANSWERED_HOURS * HOUR);
  const from = new Date(to.getTime() - lookbackHours * HOUR);
  const profiles = await findProfilesWithRequestsGoneUnanswered(db, from, to);
  for (const entity of profiles) await refreshUnansweredInARow(db, entity, now);
  // Listings order by the flag: a listing read after this job does not share an answer from before it.
  if (profiles.length > 0) noteWrite();
  return profiles.length;
}
