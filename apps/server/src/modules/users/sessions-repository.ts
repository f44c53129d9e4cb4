import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type DbRole, sessions, users } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: DbRole;
  photo: string;
}

/** Creates a session and returns the opaque token (only its hash is stored). */
export async function createSession(
  db: DbOrTx,
  userId: string,
  ttlDays: number,
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + ttlDays * 86_400_000),
  });
  return token;
}

export async function findSessionUser(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<SessionUser | null> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, photo: users.photo })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

export async function deleteSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Revokes every session of a user, optionally keeping the one making the request. */
export async function deleteUserSessions(db: DbOrTx, userId: string, exceptToken?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptToken
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(exceptToken)))
        : eq(sessions.userId, userId),
    );
}

export async function deleteExpiredSessions(db: DbOrTx, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
