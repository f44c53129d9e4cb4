import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { demoBookings } from '../../src/db/schema/index.ts';

/** Stored demo bookings the demo tests check, and the tests' clock for them. */

export type DemoBookingRow = typeof demoBookings.$inferSelect;

export const demoBookingsOf = (app: FastifyInstance, entityId: string): Promise<DemoBookingRow[]> =>
  app.db.select().from(demoBookings).where(eq(demoBookings.entityId, entityId));

export const demoBookingRow = async (app: FastifyInstance, id: string): Promise<DemoBookingRow> =>
  (await app.db.select().from(demoBookings).where(eq(demoBookings.id, id)))[0]!;

/** Moves a booking's start (its end an hour later): "the demo has started" without waiting for it. */
export async function moveDemoStart(app: FastifyInstance, id: string, start: Date): Promise<void> {
  await app.db
    .update(demoBookings)
    .set({ startAt: start, endAt: new Date(start.getTime() + 3_600_000) })
    .where(eq(demoBookings.id, id));
}

/** Backdates a request: "asked days ago" for the response-time figure. */
export async function backdateDemoRequest(app: FastifyInstance, id: string, createdAt: Date): Promise<void> {
  await app.db.update(demoBookings).set({ createdAt }).where(eq(demoBookings.id, id));
}
