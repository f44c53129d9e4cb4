import type { AdminReviewProfile, ProfileKind, ReviewStatus, VerificationCheck } from '@tuitionhub/contracts';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { pageOffset } from '../../lib/paging.ts';
import { profileTables } from '../profile-rows/repository.ts';

/**
 * The admin's review queue (api-2 §6) over both kinds of profile: one query per kind, unioned, so
 * a page holds tutors and centers in one order (the oldest waiting first in the queue).
 */
const kindQuery = (kind: ProfileKind) => {
  const t = profileTables[kind];
  return sql`select p.user_id as id, ${kind === 'tutor' ? sql`'Tutor'` : sql`'Tuition Center'`} as role,
      u.name, u.email, u.photo, p.city, p.locality,
      ${kind === 'tutor' ? sql`p.bio` : sql`p.description`} as about,
      ${kind === 'tutor' ? sql`p.qualification` : sql`null::text`} as qualification,
      coalesce((select array_agg(${t.offering} order by ${t.offering}) from ${t.offerings} where ${t.owner} = p.user_id), '{}') as offerings,
      p.created_at as "createdAt", p.review_status as "reviewStatus", p.review_reason as "reviewReason",
      p.verified_identity as "verifiedIdentity", p.verified_qualification as "verifiedQualification",
      p.verified_at as "verifiedAt"
    from ${t.profiles} p join users u on u.id = p.user_id`;
};

interface ReviewRow extends Omit<AdminReviewProfile, '_id' | 'createdAt' | 'verified'> {
  id: string;
  createdAt: Date | string;
  verifiedIdentity: boolean;
  verifiedQualification: boolean;
  verifiedAt: Date | string | null;
}

const toWire = ({ id, createdAt, verifiedIdentity, verifiedQualification, verifiedAt, ...r }: ReviewRow) => ({
  _id: id,
  ...r,
  createdAt: new Date(createdAt).toISOString(),
  verified: verifiedAt
    ? {
        identity: verifiedIdentity,
        qualification: verifiedQualification,
        at: new Date(verifiedAt).toISOString(),
      }
    : null,
});

export async function findReviewProfiles(
  db: DbOrTx,
  input: { status: ReviewStatus; page: number; limit: number },
): Promise<{ rows: AdminReviewProfile[]; total: number }> {
  // The queue reads oldest first (first come, first reviewed); decided ones newest first.
  const order = input.status === 'pending' ? sql`"createdAt" asc, id asc` : sql`"createdAt" desc, id desc`;
  const rows = await queryRows<ReviewRow>(
    db,
    sql`select * from (${kindQuery('tutor')} where p.review_status = ${input.status}
        union all ${kindQuery('center')} where p.review_status = ${input.status}) x
        order by ${order} limit ${input.limit} offset ${pageOffset(input)}`,
  );
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select ((select count(*) from ${profileTables.tutor.profiles} where review_status = ${input.status})
      + (select count(*) from ${profileTables.center.profiles} where review_status = ${input.status}))::int as n`,
  );
  return { rows: rows.map(toWire), total: count?.n ?? 0 };
}

export async function findReviewProfile(
  db: DbOrTx,
  kind: ProfileKind,
  id: string,
): Promise<AdminReviewProfile | null> {
  const [row] = await queryRows<ReviewRow>(db, sql`${kindQuery(kind)} where p.user_id = ${id}`);
  return row ? toWire(row) : null;
}

/** Locks the profile row for the decision; its current status, or null when there is none. */
export async function lockReviewStatus(
  db: DbOrTx,
  kind: ProfileKind,
  id: string,
): Promise<ReviewStatus | null> {
  const [row] = await queryRows<{ status: ReviewStatus }>(
    db,
    sql`select review_status as status from ${profileTables[kind].profiles} where user_id = ${id} for update`,
  );
  return row?.status ?? null;
}

export async function saveReview(
  db: DbOrTx,
  kind: ProfileKind,
  id: string,
  review: { status: ReviewStatus; reason: string | null },
): Promise<void> {
  await db.execute(
    sql`update ${profileTables[kind].profiles} set review_status = ${review.status}, review_reason = ${review.reason}
        where user_id = ${id}`,
  );
}

export async function saveVerified(
  db: DbOrTx,
  kind: ProfileKind,
  id: string,
  checked: readonly VerificationCheck[],
  at: Date,
): Promise<void> {
  await db.execute(
    sql`update ${profileTables[kind].profiles} set verified_identity = ${checked.includes('identity')},
          verified_qualification = ${checked.includes('qualification')}, verified_at = ${at.toISOString()}::timestamptz
        where user_id = ${id}`,
  );
}
