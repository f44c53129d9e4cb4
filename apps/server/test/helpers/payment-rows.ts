import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../src/db/client.ts';
import { hires, localPaymentIntents, paymentItems, payments } from '../../src/db/schema/index.ts';

/** Stored payments, their items, hires and local intents: what the payment, review and admin tests set up or check. */

export async function paymentByIntent(app: FastifyInstance, intentId: string) {
  const [row] = await app.db.select().from(payments).where(eq(payments.paymentIntentId, intentId));
  return row!;
}

export async function paymentById(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export const paymentsOf = (app: FastifyInstance, userId: string) =>
  app.db.select().from(payments).where(eq(payments.userId, userId));

export const paymentItemsOf = (app: FastifyInstance, paymentId: string) =>
  app.db.select().from(paymentItems).where(eq(paymentItems.paymentId, paymentId));

export const hiresOfStudent = (app: FastifyInstance, studentId: string) =>
  app.db.select().from(hires).where(eq(hires.studentId, studentId));

export async function localIntent(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, id));
  return row;
}

/** Stores a payment with its items (and, when given, the hires it settled). */
export async function insertPayment(
  app: FastifyInstance,
  values: typeof payments.$inferInsert,
  items: Omit<typeof paymentItems.$inferInsert, 'paymentId'>[],
  hired: Omit<typeof hires.$inferInsert, 'paymentId'>[] = [],
) {
  const [payment] = await app.db.insert(payments).values(values).returning();
  await app.db.insert(paymentItems).values(items.map((i) => ({ ...i, paymentId: payment!.id })));
  if (hired.length) await app.db.insert(hires).values(hired.map((h) => ({ ...h, paymentId: payment!.id })));
  return payment!;
}

/** Every base table of the schema with each of its rows as text, to search the whole database for a value. */
export async function tableDumps(app: FastifyInstance) {
  const tables = await queryRows<{ table_name: string }>(
    app.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  return Promise.all(
    tables.map(async ({ table_name }) => ({
      table_name,
      rows: await queryRows<{ row: string }>(
        app.db,
        sql`select t::text as row from ${sql.identifier(table_name)} t`,
      ),
    })),
  );
}
