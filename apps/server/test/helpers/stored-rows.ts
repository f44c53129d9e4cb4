import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DbRole, hires, sessions, tutorSubjects, uploads, users } from '../../src/db/schema/index.ts';
import { hashToken } from '../../src/lib/tokens.ts';

/**
 * Stored rows the account, payment and upload tests set up or check directly: what no route exposes
 * (hashes, expiries, owners) or what a test must force (an expired session, a back-dated upload).
 */

export const sessionsOf = (app: FastifyInstance, userId: string) =>
  app.db.select().from(sessions).where(eq(sessions.userId, userId));

export async function sessionOf(app: FastifyInstance, token: string) {
  const [row] = await app.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row;
}

/** Stores a session for `token` that has already expired (or sets an existing one's expiry in the past). */
export async function expireSession(app: FastifyInstance, token: string, userId?: string) {
  const expiresAt = new Date(Date.now() - 1000);
  if (userId) await app.db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  else
    await app.db
      .update(sessions)
      .set({ expiresAt })
      .where(eq(sessions.tokenHash, hashToken(token)));
}

export const setRole = (app: FastifyInstance, userId: string, role: DbRole) =>
  app.db.update(users).set({ role }).where(eq(users.id, userId));

export const deleteUserRow = (app: FastifyInstance, userId: string) =>
  app.db.delete(users).where(eq(users.id, userId));

export const hiresOf = (app: FastifyInstance, paymentId: string) =>
  app.db.select().from(hires).where(eq(hires.paymentId, paymentId));

/** Sets every subject fee of a tutor, or removes its subjects (`null`). */
export async function setSubjectFees(app: FastifyInstance, tutorId: string, fee: number | null) {
  const mine = eq(tutorSubjects.tutorId, tutorId);
  if (fee === null) await app.db.delete(tutorSubjects).where(mine);
  else await app.db.update(tutorSubjects).set({ fee }).where(mine);
}

export const allUploads = (app: FastifyInstance) => app.db.select().from(uploads);

export async function uploadOf(app: FastifyInstance, url: string) {
  const [row] = await app.db
    .select()
    .from(uploads)
    .where(eq(uploads.fileName, url.replace('/uploads/', '')));
  return row;
}

export const backdateUpload = (app: FastifyInstance, url: string, createdAt: Date) =>
  app.db
    .update(uploads)
    .set({ createdAt })
    .where(eq(uploads.fileName, url.replace('/uploads/', '')));
