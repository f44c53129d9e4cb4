import type { CenterCard, CenterProfile } from '@tuitionhub/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { findListingPage, findSpellings, type ListSort, listOrder, sqlList } from '../search/listing-sql.ts';
import { findRankedMatchIds, textMatches } from '../search/text-match.ts';

export interface CenterFilter {
  /** Stored spellings of the requested course (see findCourseSpellings); a center offering any of them matches. */
  courses?: string[];
  maxFee?: number;
  minRating?: number;
  q?: string;
}

interface CenterCardRow {
  id: string;
  name: string;
  photo: string;
  location: string;
  description: string;
  contactNumber: string;
  lowestFee: number | null;
  ratings: number;
  reviewCount: number;
  createdMs: number;
  courses: { name: string; fee: number }[] | null;
}

function where(f: CenterFilter): SQL {
  const parts: SQL[] = [];
  if (f.courses)
    parts.push(
      sql`cp.user_id in (select cc.center_id from center_courses cc where cc.course in ${sqlList(f.courses)})`,
    );
  if (f.maxFee !== undefined) parts.push(sql`cp.lowest_fee <= ${f.maxFee}`);
  if (f.minRating !== undefined) parts.push(sql`cp.ratings >= ${f.minRating}`);
  if (f.q) parts.push(textMatches('cp', f.q));
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

export const findCourseSpellings = (db: DbOrTx, course: string) =>
  findSpellings(db, 'center_courses', 'course', course);

/** One page of center ids in listing order, and how many match in all. */
export const findCenterPage = (
  db: DbOrTx,
  filter: CenterFilter,
  sort: ListSort | undefined,
  limit: number,
  offset: number,
) => findListingPage(db, 'cp', where(filter), { hasText: Boolean(filter.q), sort, limit, offset });

export async function findLatestCenterIds(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select cp.user_id as id from center_profiles cp
        order by ${listOrder('cp', undefined)} limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

/** Best matches first (see findRankedMatchIds); runs inside withTypoTolerance. */
export const searchCenterIds = (db: DbOrTx, q: string, limit: number) =>
  findRankedMatchIds(db, 'cp', q, limit);

/** The public card of each center, in the order of `ids` (ids that are not centers are left out). */
export async function loadCenterCards(db: DbOrTx, ids: string[]): Promise<CenterCard[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<CenterCardRow>(
    db,
    sql`select cp.user_id as id, cp.name, u.photo, cp.location, cp.description,
          cp.contact_number as "contactNumber", cp.lowest_fee as "lowestFee",
          cp.ratings::float8 as ratings, cp.review_count as "reviewCount",
          (extract(epoch from cp.created_at) * 1000)::float8 as "createdMs",
          (select json_agg(json_build_object('name', cc.course, 'fee', cc.fee) order by cc.course)
             from center_courses cc where cc.center_id = cp.user_id) as courses
        from center_profiles cp join users u on u.id = cp.user_id
        where cp.user_id in ${sqlList(ids, 'uuid')}`,
  );
  const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Shown on a profile: newest first, capped so one popular center cannot make the page unbounded. */
export const PROFILE_REVIEWS_LIMIT = 100;

export async function findCenterReviews(db: DbOrTx, centerId: string): Promise<CenterProfile['reviews']> {
  const rows = await queryRows<{
    id: string;
    reviewText: string;
    rating: number;
    createdMs: number;
    userId: string;
    userName: string;
    userPhoto: string;
  }>(
    db,
    sql`select r.id, r.review_text as "reviewText", r.rating::int as rating,
          (extract(epoch from r.created_at) * 1000)::float8 as "createdMs",
          u.id as "userId", u.name as "userName", u.photo as "userPhoto"
        from reviews r join users u on u.id = r.user_id
        where r.entity_type = 'TuitionCenter' and r.entity_id = ${centerId}::uuid
        order by r.created_at desc, r.id desc limit ${PROFILE_REVIEWS_LIMIT}`,
  );
  return rows.map((r) => ({
    _id: r.id,
    reviewText: r.reviewText,
    rating: r.rating,
    createdAt: new Date(r.createdMs).toISOString(),
    userId: { _id: r.userId, name: r.userName, photo: r.userPhoto },
  }));
}

function toCard(r: CenterCardRow): CenterCard {
  const courses = r.courses ?? [];
  return {
    _id: r.id,
    name: r.name,
    photo: r.photo,
    location: r.location,
    description: r.description,
    contactNumber: r.contactNumber,
    courses: courses.map((c) => c.name),
    fees: Object.fromEntries(courses.map((c) => [c.name, c.fee])),
    lowestFee: r.lowestFee,
    ratings: r.ratings,
    reviewCount: r.reviewCount,
    createdAt: new Date(r.createdMs).toISOString(),
  };
}
