import type { ProfileKind } from '@tuitionhub/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DbOrTx, queryRows } from '../../src/db/client.ts';
import {
  auditLog,
  centerProfiles,
  reviews,
  tutorProfiles,
  users,
  watchlistItems,
} from '../../src/db/schema/index.ts';
import type { GeoPoint } from '../../src/modules/profiles/listing-repository.ts';
import { findProfilePage } from '../../src/modules/profiles/repository.ts';

/** Stored rows the catalogue tests set up or check directly (what no route exposes or back-dates). */

/** A profile's stored listing copies (name, lowest fee, the trigram search text) and its coordinates. */
export async function profileRow(app: FastifyInstance, kind: ProfileKind, userId: string) {
  const t = kind === 'tutor' ? tutorProfiles : centerProfiles;
  const [row] = await app.db
    .select({ name: t.name, lowestFee: t.lowestFee, searchText: t.searchText, lat: t.lat, lng: t.lng })
    .from(t)
    .where(eq(t.userId, userId));
  return row;
}

/** A tutor's stored ways of teaching and travel distance. */
export async function tutorReach(app: FastifyInstance, userId: string) {
  const [row] = await app.db
    .select({ modes: tutorProfiles.modes, travelKm: tutorProfiles.travelKm })
    .from(tutorProfiles)
    .where(eq(tutorProfiles.userId, userId));
  return row;
}

/** A profile's stored rating aggregates. */
export async function storedRatings(app: FastifyInstance, kind: ProfileKind, userId: string) {
  const t = kind === 'tutor' ? tutorProfiles : centerProfiles;
  const [row] = await app.db
    .select({ ratings: t.ratings, reviewCount: t.reviewCount })
    .from(t)
    .where(eq(t.userId, userId));
  return row;
}

/** The rating aggregates recomputed from the reviews table (`entityType` as stored: Tutor or TuitionCenter). */
export async function freshRatings(app: FastifyInstance, entityType: string, entityId: string) {
  const [row] = await queryRows<{ avg: string | number | null; n: number }>(
    app.db,
    sql`select round(avg(rating)::numeric, 1) as avg, count(*)::int as n from reviews
        where entity_type = ${entityType} and entity_id = ${entityId}`,
  );
  return row!;
}

export const reviewAuthorsOf = (app: FastifyInstance, entityId: string) =>
  queryRows<{ user_id: string }>(app.db, sql`select user_id from reviews where entity_id = ${entityId}`);

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

/**
 * `count` located tutors (Home, 10 km) spread over the place directory's points within ±1° around a
 * point (where the product places profiles: at their pincode's point), written in one statement,
 * then analysed.
 */
export async function insertLocatedTutors(app: FastifyInstance, count: number, at: GeoPoint): Promise<void> {
  await app.db.execute(sql`
    with pts as (
      select array_agg(lat order by lat, lng) as lats, array_agg(lng order by lat, lng) as lngs, count(*)::int as n
      from (select distinct lat, lng from places
            where lat between ${at.lat}::float8 - 1 and ${at.lat}::float8 + 1
              and lng between ${at.lng}::float8 - 1 and ${at.lng}::float8 + 1) d),
    u as (
      insert into users (name, email, password_hash, role, photo)
      select 'Bulk ' || g, 'bulk' || g || '@example.test', 'x', 'tutor', '/images/tutor-placeholder.svg'
      from generate_series(1, ${count}::int) g returning id, name),
    picked as (select u.id, u.name, 1 + floor(random() * pts.n)::int as i from u, pts)
    insert into tutor_profiles (user_id, name, availability, lat, lng, modes, travel_km)
    select picked.id, picked.name, 'Morning', pts.lats[picked.i], pts.lngs[picked.i], '{Home}', 10 from picked, pts`);
  await app.db.execute(sql`analyze tutor_profiles`);
}

/**
 * The plans of a tutors listing near `at` for Home tuition, nearest first: its points, page and
 * count (the listing's own queries, through the profiles repository, each EXPLAINed and then run).
 */
export async function explainNearListing(
  app: FastifyInstance,
  at: GeoPoint,
  radiusKm: number,
): Promise<string> {
  const plans: string[] = [];
  const explaining = {
    execute: async (query: SQL) => {
      const rows = await queryRows<{ 'QUERY PLAN': string }>(app.db, sql`explain ${query}`);
      plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
      // Run too: the page and the count are written from the points the first query finds.
      return { rows: await queryRows(app.db, query) };
    },
  };
  await findProfilePage(
    explaining as unknown as DbOrTx,
    'tutor',
    { near: { ...at, radiusKm, withinTravel: true } },
    {
      sort: 'distance',
      origin: at,
      limit: 12,
      offset: 0,
      countCap: 10_000,
    },
  );
  return plans.join('\n');
}

/** Lists a tutor below the others, as three requests left unanswered for 72 h would (issue 13). */
export const setSlowToAnswer = (app: FastifyInstance, tutorId: string, slow: boolean) =>
  setTutorColumns(app, tutorId, { slowToAnswer: slow });

/**
 * A tutor's profile row as the product's own writes leave it: a review's rating, a move of the
 * profile's place (`city: null`, none), the unanswered-enquiries flag. One update statement, so the
 * profile table's statement triggers see it as the product's update does.
 */
export const setTutorColumns = (
  app: FastifyInstance,
  tutorId: string,
  values: Partial<Pick<typeof tutorProfiles.$inferInsert, 'city' | 'ratings' | 'slowToAnswer'>>,
) => app.db.update(tutorProfiles).set(values).where(eq(tutorProfiles.userId, tutorId));

const withinKm = (at: GeoPoint, radiusKm: number) =>
  sql`earth_distance(ll_to_earth(${at.lat}::float8, ${at.lng}::float8), ll_to_earth(p.lat, p.lng)) <= ${radiusKm * 1000}::float8`;

/**
 * The first `limit` listed tutors within `radiusKm` of `at` in a listing's default order (newest
 * first; slow to answer last), read the plain way: every located tutor tested and sorted.
 */
export const newestTutorsWithin = (app: FastifyInstance, at: GeoPoint, radiusKm: number, limit: number) =>
  tutorsWithin(app, at, radiusKm, limit, sql`p.slow_to_answer, p.created_at desc, p.user_id desc`);

/** As newestTutorsWithin, nearest first (ties by id), as `sort=distance` lists them. */
export const nearestTutorsWithin = (app: FastifyInstance, at: GeoPoint, radiusKm: number, limit: number) =>
  tutorsWithin(
    app,
    at,
    radiusKm,
    limit,
    sql`earth_distance(ll_to_earth(${at.lat}::float8, ${at.lng}::float8), ll_to_earth(p.lat, p.lng)), p.user_id`,
  );

async function tutorsWithin(
  app: FastifyInstance,
  at: GeoPoint,
  radiusKm: number,
  limit: number,
  order: SQL,
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    app.db,
    sql`select p.user_id as id from tutor_profiles p
        where p.review_status = 'approved' and p.lat is not null and ${withinKm(at, radiusKm)}
        order by ${order} limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

/** Makes every tutor at one point within the radius newer than all others (a whole street joining at once). */
export async function makeOnePointNewest(
  app: FastifyInstance,
  at: GeoPoint,
  radiusKm: number,
): Promise<void> {
  await app.db.execute(sql`
    update tutor_profiles set created_at = now() + interval '1 day' + random() * interval '1 hour'
    where (lat, lng) = (select p.lat, p.lng from tutor_profiles p
                        where p.lat is not null and ${withinKm(at, radiusKm)} order by p.user_id limit 1)`);
}

/**
 * The listed profiles of a kind that pass `where` (on `p`), by fee (slow to answer last, then the
 * lowest fee, no fee last, then the id), read the plain way: from the profiles' own columns.
 */
const listedByFee = (app: FastifyInstance, kind: ProfileKind, where: SQL) =>
  queryRows<{ id: string; name: string }>(
    app.db,
    sql`select p.user_id as id, p.name from ${kind === 'tutor' ? tutorProfiles : centerProfiles} p
        where p.review_status = 'approved' and ${where}
        order by p.slow_to_answer, p.lowest_fee nulls last, p.user_id`,
  );

/**
 * The listed profiles teaching any of `names`, by fee (listedByFee): from the profiles' own
 * columns, not the offering rows' copies.
 */
export async function teachersByFee(
  app: FastifyInstance,
  kind: ProfileKind,
  names: string[],
): Promise<string[]> {
  const rows = await listedByFee(app, kind, sql`p.offering_names && ${`{${names.join(',')}}`}::text[]`);
  return rows.map((r) => r.id);
}

/**
 * listing_facet_counts as the triggers kept it (its non-zero rows), and as counting every profile
 * again (listing_facet_counts_rebuild) gives it: the two must be equal.
 */
export async function facetCountsKeptAndRebuilt(app: FastifyInstance) {
  const all = (where: SQL) =>
    queryRows(
      app.db,
      sql`select * from listing_facet_counts where ${where} order by kind, offering, class_level, board, availability, mode, city, band, stars`,
    );
  const kept = await all(sql`n <> 0`);
  await app.db.execute(sql`select listing_facet_counts_rebuild()`);
  return { kept, rebuilt: await all(sql`true`) };
}

/** The names of the listed tutors of a subject rated `minRating` or more, by fee (listedByFee). */
export async function ratedTutorNamesByFee(app: FastifyInstance, subject: string, minRating: number) {
  const rows = await listedByFee(
    app,
    'tutor',
    sql`${subject} = any(p.offering_names) and p.ratings >= ${minRating}`,
  );
  return rows.map((r) => r.name);
}

/** The names of the listed tutors of a class and a board, by fee (listedByFee). */
export async function tutorNamesByFee(app: FastifyInstance, classLevel: string, board: string) {
  const rows = await listedByFee(
    app,
    'tutor',
    sql`${classLevel} = any(p.class_levels) and ${board} = any(p.boards)`,
  );
  return rows.map((r) => r.name);
}

/** The fee band the database gives a profile (listing_fee_band, migration 0029). */
export async function feeBandInDatabase(app: FastifyInstance, slow: boolean, fee: number | null) {
  const [row] = await queryRows<{ band: number }>(
    app.db,
    sql`select listing_fee_band(${slow}, ${fee}::int) as band`,
  );
  return row?.band;
}
