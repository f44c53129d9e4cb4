import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../src/db/client.ts';
import { contactMessages, enquiries, newsletterSubscribers } from '../../src/db/schema/index.ts';

/** Stored contact messages, enquiries, subscribers and audit entries the message and admin tests set up or check. */

/** How many contact messages are stored (from one address when given). */
export async function contactMessageCount(app: FastifyInstance, email?: string) {
  const [row] = await queryRows<{ n: number }>(
    app.db,
    email === undefined
      ? sql`select count(*)::int as n from contact_messages`
      : sql`select count(*)::int as n from contact_messages where email = ${email}`,
  );
  return row!.n;
}

export const contactMessagesNamed = (app: FastifyInstance, name: string) =>
  queryRows<{ name: string; email: string; message: string }>(
    app.db,
    sql`select name, email, message from contact_messages where name = ${name}`,
  );

export const enquiriesAbout = (app: FastifyInstance, entityId: string) =>
  queryRows<{ entity_type: string; name: string; email: string }>(
    app.db,
    sql`select entity_type, name, email from enquiries where entity_id = ${entityId}`,
  );

/** Subscribers whose address is `email` in any letter case. */
export const subscribersCalled = (app: FastifyInstance, email: string) =>
  queryRows<{ email: string }>(
    app.db,
    sql`select email from newsletter_subscribers where lower(email) = ${email.toLowerCase()}`,
  );

export const auditEntriesAbout = (app: FastifyInstance, targetId: string) =>
  queryRows<{ action: string; actor_id: string; target_id: string }>(
    app.db,
    sql`select action, actor_id, target_id from audit_log where target_id = ${targetId}`,
  );

export const insertContactMessages = (app: FastifyInstance, rows: (typeof contactMessages.$inferInsert)[]) =>
  app.db.insert(contactMessages).values(rows);

export const insertEnquiry = (app: FastifyInstance, row: typeof enquiries.$inferInsert) =>
  app.db.insert(enquiries).values(row);

export const insertSubscriber = (app: FastifyInstance, email: string) =>
  app.db.insert(newsletterSubscribers).values({ email });
