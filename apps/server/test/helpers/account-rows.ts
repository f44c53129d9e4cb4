import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../src/db/client.ts';
import {
  enquiries,
  outboxEmails,
  passwordResets,
  reviews,
  sessions,
  tutorProfiles,
  tutorSubjects,
  uploads,
  users,
  watchlistItems,
} from '../../src/db/schema/index.ts';
import { hashToken } from '../../src/lib/tokens.ts';

/** Stored account rows the account, admin and password-reset tests check directly: users, the outbox, reset tokens. */

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

export async function userRow(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function userByEmail(app: FastifyInstance, email: string) {
  const [row] = await app.db.select().from(users).where(eq(users.email, email));
  return row;
}

export const usersAmong = (app: FastifyInstance, ids: string[]) =>
  app.db.select().from(users).where(inArray(users.id, ids));

export const adminRows = (app: FastifyInstance) => app.db.select().from(users).where(eq(users.role, 'admin'));

export async function adminCount(app: FastifyInstance) {
  const [row] = await queryRows<{ c: number }>(
    app.db,
    sql`select count(*)::int as c from users where role = 'admin'`,
  );
  return row!.c;
}

/** Every account's id and role. */
export const userRoles = (app: FastifyInstance) =>
  app.db.select({ id: users.id, role: users.role }).from(users);

export const setPhoto = (app: FastifyInstance, userId: string, photo: string) =>
  app.db.update(users).set({ photo }).where(eq(users.id, userId));

export const insertPasswordReset = (app: FastifyInstance, row: typeof passwordResets.$inferInsert) =>
  app.db.insert(passwordResets).values(row);

export const insertUpload = (app: FastifyInstance, row: typeof uploads.$inferInsert) =>
  app.db.insert(uploads).values(row);

/** What could still hang on a deleted tutor: its rows in every table that names it. */
export async function tutorTraces(app: FastifyInstance, id: string) {
  const db = app.db;
  return {
    users: await db.select().from(users).where(eq(users.id, id)),
    tutorProfiles: await db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, id)),
    tutorSubjects: await db.select().from(tutorSubjects).where(eq(tutorSubjects.tutorId, id)),
    reviews: await db
      .select()
      .from(reviews)
      .where(or(eq(reviews.userId, id), eq(reviews.entityId, id))),
    watchlistItems: await db.select().from(watchlistItems).where(eq(watchlistItems.tutorId, id)),
    sessions: await db.select().from(sessions).where(eq(sessions.userId, id)),
    passwordResets: await db.select().from(passwordResets).where(eq(passwordResets.userId, id)),
    enquiries: await db.select().from(enquiries).where(eq(enquiries.entityId, id)),
  };
}
