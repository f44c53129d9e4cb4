import type { Enquiry, EntityType } from '@tuitionhub/contracts';
import { and, eq, ilike, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages, enquiries, newsletterSubscribers, users } from '../../db/schema/index.ts';
import { containsPattern, type PageInput, wireRow } from '../../lib/paging.ts';
import { findPage } from '../../lib/query-repository.ts';

export interface MessageFields {
  name: string;
  email: string;
  message: string;
}

export async function insertContactMessage(db: DbOrTx, fields: MessageFields): Promise<string> {
  const [row] = await db.insert(contactMessages).values(fields).returning({ id: contactMessages.id });
  return row!.id;
}

export async function insertEnquiry(
  db: DbOrTx,
  input: MessageFields & { entityType: EntityType; entityId: string },
): Promise<string> {
  const [row] = await db.insert(enquiries).values(input).returning({ id: enquiries.id });
  return row!.id;
}

/**
 * Enquiries newest first with the addressed tutor's/center's name: all of them, or those sent to
 * `to`; `q` matches the sender's name or e-mail or that name.
 */
export async function findEnquiries(
  db: DbOrTx,
  input: PageInput & { to?: string | null | undefined },
): Promise<{ rows: Enquiry[]; total: number }> {
  const pat = containsPattern(input.q);
  const where = and(
    input.to ? eq(enquiries.entityId, input.to) : undefined,
    pat ? or(ilike(enquiries.name, pat), ilike(enquiries.email, pat), ilike(users.name, pat)) : undefined,
  );
  const { rows, total } = await findPage(
    db,
    db
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
      .$dynamic(),
    enquiries,
    input,
  );
  return { rows: rows.map(wireRow), total };
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
