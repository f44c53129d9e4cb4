import type { Enquiry, EntityType } from '@tuitionhub/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  centerProfiles,
  contactMessages,
  enquiries,
  newsletterSubscribers,
  tutorProfiles,
  users,
} from '../../db/schema/index.ts';

export interface MessageFields {
  name: string;
  email: string;
  message: string;
}

export async function insertContactMessage(db: DbOrTx, fields: MessageFields): Promise<string> {
  const [row] = await db.insert(contactMessages).values(fields).returning({ id: contactMessages.id });
  return row!.id;
}

/** The tutor or center an enquiry is for, with the address it goes to; null when it does not exist. */
export async function findEnquiryRecipient(
  db: DbOrTx,
  entityType: EntityType,
  entityId: string,
): Promise<{ id: string; name: string; email: string } | null> {
  const profile = entityType === 'Tutor' ? tutorProfiles : centerProfiles;
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(profile)
    .innerJoin(users, eq(users.id, profile.userId))
    .where(eq(profile.userId, entityId))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertEnquiry(
  db: DbOrTx,
  input: MessageFields & { entityType: EntityType; entityId: string },
): Promise<string> {
  const [row] = await db.insert(enquiries).values(input).returning({ id: enquiries.id });
  return row!.id;
}

/** Enquiries newest first: those sent to one tutor/center, or all of them (`to` null). */
export async function findEnquiries(
  db: DbOrTx,
  to: string | null,
  page: { limit: number; offset: number },
): Promise<{ enquiries: Enquiry[]; total: number }> {
  const where = to ? eq(enquiries.entityId, to) : undefined;
  const rows = await db
    .select({
      id: enquiries.id,
      entityType: enquiries.entityType,
      entityId: enquiries.entityId,
      entityName: users.name,
      name: enquiries.name,
      email: enquiries.email,
      message: enquiries.message,
      createdAt: enquiries.createdAt,
    })
    .from(enquiries)
    .innerJoin(users, eq(users.id, enquiries.entityId))
    .where(where)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(enquiries)
    .where(where);
  return {
    enquiries: rows.map(({ id, createdAt, ...rest }) => ({
      _id: id,
      ...rest,
      createdAt: new Date(createdAt).toISOString(),
    })),
    total: count?.n ?? 0,
  };
}

/** Adds the address once; true when it was new. */
export async function insertSubscriber(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
