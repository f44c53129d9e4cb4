import type { DbOrTx } from '../../db/client.ts';
import { refreshResponseMinutes } from '../demo/response-time.ts';
import { type ConversationRow, hasStudentMessage, updateConversation } from './repository.ts';

/**
 * The entity's first reply in a thread where the student wrote first: it is timed, and the
 * profile's `responseMinutes` is recomputed over demo answers and first replies together.
 */
export async function recordFirstReply(tx: DbOrTx, c: ConversationRow, now: Date): Promise<void> {
  if (!(await hasStudentMessage(tx, c))) return;
  await updateConversation(tx, c.id, { firstReplyAt: now });
  await refreshResponseMinutes(tx, { id: c.entityId, entityType: c.entityType }, now);
}
