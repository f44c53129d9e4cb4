import type { DbOrTx } from '../../db/client.ts';
import { medianResponseMinutes } from '../demo/slots.ts';
import {
  type ConversationRow,
  findDemoAnswersSince,
  findFirstReplies,
  hasStudentMessage,
  saveResponseMinutes,
  updateConversation,
} from './repository.ts';

/** The response figure reads answers of this many days. */
const WINDOW_DAYS = 90;

/**
 * The entity's first reply in a thread where the student wrote first: it is timed, and the
 * profile's `responseMinutes` becomes the median (night hours not counted; null under 3) over the
 * last 90 days of demo answers and first replies together — the demo calendar's own function.
 */
export async function recordFirstReply(tx: DbOrTx, c: ConversationRow, now: Date): Promise<void> {
  if (!(await hasStudentMessage(tx, c))) return;
  await updateConversation(tx, c.id, { firstReplyAt: now });
  await refreshResponseMinutes(tx, { id: c.entityId, entityType: c.entityType }, now);
}

export async function refreshResponseMinutes(
  tx: DbOrTx,
  entity: { id: string; entityType: ConversationRow['entityType'] },
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - WINDOW_DAYS * 24 * 3_600_000);
  const [replies, demos] = await Promise.all([
    findFirstReplies(tx, entity.id, since),
    findDemoAnswersSince(tx, entity.id, since),
  ]);
  await saveResponseMinutes(tx, entity, medianResponseMinutes([...replies, ...demos]));
}
