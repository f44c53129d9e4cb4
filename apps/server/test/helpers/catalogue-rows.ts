import type { ProfileKind } from '@tuitionhub/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  auditLog,
  centerProfiles,
  reviews,
  tutorProfiles,
  users,
  watchlistItems,
} from '../../src/db/schema/index.ts';

/** Stored rows the catalogue tests set up or check directly (what no route exposes or back-dates). */

/** A profile's stored listing copies: name, lowest fee and the trigram search text. */
export async function profileRow(app: FastifyInstance, kind: ProfileKind, userId: string) {
  const t = kind === 'tutor' ? tutorProfiles : centerProfiles;
  const [row] = await app.db
    .select({ name: t.name, lowestFee: t.lowestFee, searchText: t.searchText })
    .from(t)
    .where(eq(t.userId, userId));
  return row;
}

export const insertReviews = (app: FastifyInstance, rows: (typeof reviews.$inferInsert)[]) =>
  app.db.insert(reviews).values(rows);

export const insertWatchlistItems = (app: FastifyInstance, rows: (typeof watchlistItems.$inferInsert)[]) =>
  app.db.insert(watchlistItems).values(rows);

export async function watchlistSubjects(app: FastifyInstance, tutorId: string): Promise<string[]> {
  const rows = await app.db
    .select({ subject: watchlistItems.subject })
    .from(watchlistItems)
    .where(eq(watchlistItems.tutorId, tutorId));
  return rows.map((r) => r.subject);
}

export async function auditActions(app: FastifyInstance, targetId: string): Promise<string[]> {
  const rows = await app.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.targetId, targetId));
  return rows.map((r) => r.action);
}

export async function userExists(app: FastifyInstance, id: string): Promise<boolean> {
  return (await app.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length > 0;
}
