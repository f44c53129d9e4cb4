import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outboxEmails, passwordResets, users } from '../../src/db/schema/index.ts';
import { hashToken } from '../../src/lib/tokens.ts';

/** Stored rows the profile-edit and password-reset tests check directly: the outbox, reset tokens, roles. */

export async function storedRole(app: FastifyInstance, userId: string) {
  const [row] = await app.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role;
}

/** The mails queued for an address, newest first. */
export const mailsTo = (app: FastifyInstance, to: string) =>
  app.db.select().from(outboxEmails).where(eq(outboxEmails.to, to)).orderBy(desc(outboxEmails.createdAt));

/** Reset rows stored for a token (its hash); with no token, every one. */
export const passwordResetsOf = (app: FastifyInstance, token?: string) =>
  app.db
    .select()
    .from(passwordResets)
    .where(token === undefined ? undefined : eq(passwordResets.tokenHash, hashToken(token)));

export const expirePasswordReset = (app: FastifyInstance, token: string) =>
  app.db
    .update(passwordResets)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(passwordResets.tokenHash, hashToken(token)));
