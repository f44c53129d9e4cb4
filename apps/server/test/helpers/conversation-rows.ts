import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  centerProfiles,
  conversations,
  demoBookings,
  hires,
  payments,
  tutorProfiles,
} from '../../src/db/schema/index.ts';

/** Rows the conversation and requirement tests set up or check: the events that unlock contact, and clocks. */

/** A demo between the pair in the given status (a week ahead). */
export async function insertDemo(
  app: FastifyInstance,
  pair: { studentId: string; entityId: string },
  status: 'requested' | 'confirmed' | 'done' | 'cancelled',
): Promise<void> {
  const start = new Date(Date.now() + 7 * 24 * 3_600_000 + Math.floor(Math.random() * 1e6) * 60_000);
  await app.db.insert(demoBookings).values({
    entityType: 'Tutor',
    entityId: pair.entityId,
    studentId: pair.studentId,
    startAt: start,
    endAt: new Date(start.getTime() + 3_600_000),
    mode: 'Online',
    subject: 'Mathematics',
    status,
  });
}

/** A paid hire of the tutor by the student. */
export async function insertHire(
  app: FastifyInstance,
  pair: { studentId: string; tutorId: string },
): Promise<void> {
  const [payment] = await app.db
    .insert(payments)
    .values({
      userId: pair.studentId,
      name: 'Student',
      amount: 500,
      status: 'paid',
      provider: 'manual',
      paymentIntentId: `test_${pair.studentId}_${pair.tutorId}_${Date.now()}`,
    })
    .returning({ id: payments.id });
  await app.db.insert(hires).values({
    paymentId: payment!.id,
    studentId: pair.studentId,
    tutorId: pair.tutorId,
    tutorName: 'Tutor',
    subject: 'Mathematics',
    fee: 500,
  });
}

/** Moves both parties' last notification back by `minutes` (the quiet period passes without waiting). */
export async function rewindNotified(
  app: FastifyInstance,
  conversationId: string,
  minutes: number,
): Promise<void> {
  await app.db
    .update(conversations)
    .set({
      studentNotifiedAt: sql`${conversations.studentNotifiedAt} - make_interval(mins => ${minutes})`,
      entityNotifiedAt: sql`${conversations.entityNotifiedAt} - make_interval(mins => ${minutes})`,
    })
    .where(eq(conversations.id, conversationId));
}

/** Moves a thread's start (and its messages) back by `minutes`: "asked that long ago". */
export async function rewindConversation(app: FastifyInstance, conversationId: string, minutes: number) {
  await app.db.execute(
    sql`update conversation_messages set created_at = created_at - make_interval(mins => ${minutes}) where conversation_id = ${conversationId}`,
  );
  await app.db.execute(
    sql`update conversations set created_at = created_at - make_interval(mins => ${minutes}),
          updated_at = updated_at - make_interval(mins => ${minutes}) where id = ${conversationId}`,
  );
}

export async function responseMinutesOf(app: FastifyInstance, tutorId: string): Promise<number | null> {
  const [row] = await app.db
    .select({ m: tutorProfiles.responseMinutes })
    .from(tutorProfiles)
    .where(eq(tutorProfiles.userId, tutorId));
  return row?.m ?? null;
}

export const setResponseMinutes = (app: FastifyInstance, tutorId: string, minutes: number | null) =>
  app.db.update(tutorProfiles).set({ responseMinutes: minutes }).where(eq(tutorProfiles.userId, tutorId));

/** Puts a profile back in (or out of) the admin's review queue, as a sign-up under PROFILE_REVIEW would. */
export const setReviewStatus = (
  app: FastifyInstance,
  userId: string,
  kind: 'tutor' | 'center',
  status: 'pending' | 'approved' | 'rejected',
) => {
  const table = kind === 'tutor' ? tutorProfiles : centerProfiles;
  return app.db.update(table).set({ reviewStatus: status }).where(eq(table.userId, userId));
};
