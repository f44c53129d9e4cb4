import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passwordResets } from '../../db/schema/index.ts';

/** Stores a new reset token (its hash) for the user; the user's earlier unused tokens stop working. */
export async function replaceResetToken(
  tx: DbOrTx,
  input: { userId: string; tokenHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, input.userId), isNull(passwordResets.usedAt)));
  await tx.insert(passwordResets).values(input);
}

const isLive = (tokenHash: string, now: Date) =>
  and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );

/** Whether the token is unused and unexpired (a read only: it may still be taken by a concurrent use). */
export async function isResetTokenLive(db: DbOrTx, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(isLive(tokenHash, now))
    .limit(1);
  return rows.length > 0;
}

/** Marks a live token used, atomically (a second use finds nothing); returns its user, or null. */
export async function useResetToken(db: DbOrTx, tokenHash: string, now: Date): Promise<string | null> {
  const [used] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(isLive(tokenHash, now))
    .returning({ userId: passwordResets.userId });
  return used?.userId ?? null;
}
