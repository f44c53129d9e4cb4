import type { EntityType } from '@tuitionhub/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { findAnswersSince, saveResponseMinutes } from './repository.ts';
import { medianResponseMinutes } from './slots.ts';

/** The response figure reads answers of this many days. */
const WINDOW_DAYS = 90;

/**
 * A profile's `responseMinutes` (api-2 §1): the median, over the last 90 days, of the time it took
 * to answer demo requests and to send a first reply in threads a student started — night hours
 * (21:00–07:00 India) not counted, null under 3 answers. Recomputed after each such answer, by the
 * demo module and the conversations module alike.
 */
export async function refreshResponseMinutes(
  tx: DbOrTx,
  entity: { id: string; entityType: EntityType },
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - WINDOW_DAYS * 24 * 3_600_000);
  await saveResponseMinutes(tx, entity, medianResponseMinutes(await findAnswersSince(tx, entity.id, since)));
}
