import type { Availability, TutorCard } from '@tuitionhub/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { findListingPage, findSpellings, type ListSort, listOrder, sqlList } from '../search/listing-sql.ts';
import { findRankedMatchIds, textMatches } from '../search/text-match.ts';

export interface TutorFilter {
  /** Stored spellings of the requested subject (see findSubjectSpellings); a tutor teaching any of them matches. */
  subjects?: string[];
  availability?: Availability;
  maxFee?: number;
  minRating?: number;
  q?: string;
}

interface TutorCardRow {
  id: string;
  name: string;
  photo: string;
  bio: string;
  availability: Availability;
  lowestFee: number | null;
  ratings: number;
  reviewCount: number;
  createdMs: number;
  subjects: { name: string; fee: number }[] | null;
}

function where(f: TutorFilter): SQL {
  const parts: SQL[] = [];
  if (f.subjects)
    parts.push(
      sql`tp.user_id in (select ts.tutor_id from tutor_subjects ts where ts.subject in ${sqlList(f.subjects)})`,
    );
  if (f.availability) parts.push(sql`tp.availability = ${f.availability}`);
  if (f.maxFee !== undefined) parts.push(sql`tp.lowest_fee <= ${f.maxFee}`);
  if (f.minRating !== undefined) parts.push(sql`tp.ratings >= ${f.minRating}`);
  if (f.q) parts.push(textMatches('tp', f.q));
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

export const findSubjectSpellings = (db: DbOrTx, subject: string) =>
  findSpellings(db, 'tutor_subjects', 'subject', subject);

/** One page of tutor ids in listing order, and how many match in all. */
export const findTutorPage = (
  db: DbOrTx,
  filter: TutorFilter,
  sort: ListSort | undefined,
  limit: number,
  offset: number,
) => findListingPage(db, 'tp', where(filter), { hasText: Boolean(filter.q), sort, limit, offset });

export async function findLatestTutorIds(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select tp.user_id as id from tutor_profiles tp
        order by ${listOrder('tp', undefined)} limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

/** Best matches first (see findRankedMatchIds); runs inside withTypoTolerance. */
export const searchTutorIds = (db: DbOrTx, q: string, limit: number) =>
  findRankedMatchIds(db, 'tp', q, limit);

/** The public card of each tutor, in the order of `ids` (ids that are not tutors are left out). */
export async function loadTutorCards(db: DbOrTx, ids: string[]): Promise<TutorCard[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<TutorCardRow>(
    db,
    sql`select tp.user_id as id, tp.name, u.photo, tp.bio, tp.availability,
          tp.lowest_fee as "lowestFee", tp.ratings::float8 as ratings, tp.review_count as "reviewCount",
          (extract(epoch from tp.created_at) * 1000)::float8 as "createdMs",
          (select json_agg(json_build_object('name', ts.subject, 'fee', ts.fee) order by ts.subject)
             from tutor_subjects ts where ts.tutor_id = tp.user_id) as subjects
        from tutor_profiles tp join users u on u.id = tp.user_id
        where tp.user_id in ${sqlList(ids, 'uuid')}`,
  );
  const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function toCard(r: TutorCardRow): TutorCard {
  const subjects = r.subjects ?? [];
  return {
    _id: r.id,
    name: r.name,
    photo: r.photo,
    bio: r.bio,
    availability: r.availability,
    subjects: subjects.map((s) => s.name),
    fees: Object.fromEntries(subjects.map((s) => [s.name, s.fee])),
    lowestFee: r.lowestFee,
    ratings: r.ratings,
    reviewCount: r.reviewCount,
    createdAt: new Date(r.createdMs).toISOString(),
  };
}
