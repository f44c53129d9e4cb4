import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { localPaymentIntents } from '../../db/schema/index.ts';

export type LocalIntent = typeof localPaymentIntents.$inferSelect;
export type LocalStatus = 'requires_payment_method' | 'succeeded' | 'canceled';

export async function insertLocalIntent(
  db: DbOrTx,
  intent: Pick<LocalIntent, 'id' | 'clientSecretHash' | 'amount' | 'currency'>,
): Promise<void> {
  await db
    .insert(localPaymentIntents)
    .values({ ...intent, status: 'requires_payment_method' satisfies LocalStatus });
}

export async function findLocalIntent(db: DbOrTx, id: string): Promise<LocalIntent | null> {
  const [row] = await db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, id));
  return row ?? null;
}

/**
 * Changes an intent only while it can still be paid, so two changes at once (two confirmations, a
 * confirmation and a cancel) cannot both apply; false when it no longer could.
 */
export async function updatePayableIntent(
  db: DbOrTx,
  id: string,
  changes: Partial<Pick<LocalIntent, 'clientSecretHash' | 'lastError' | 'confirmedAt'>> & {
    status?: LocalStatus;
  },
  now = new Date(),
): Promise<boolean> {
  const rows = await db
    .update(localPaymentIntents)
    .set({ ...changes, updatedAt: now })
    .where(
      and(
        eq(localPaymentIntents.id, id),
        eq(localPaymentIntents.status, 'requires_payment_method' satisfies LocalStatus),
      ),
    )
    .returning({ id: localPaymentIntents.id });
  return rows.length > 0;
}
