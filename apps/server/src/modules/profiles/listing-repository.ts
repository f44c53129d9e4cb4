import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type DbOrTx, queryRows } from '../../db/client.ts';

export type ListSort = 'name' | 'ratings' | 'fees' | 'distance';
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** earthdistance's point for a place given by a request (profiles use their own lat/lng columns). */
const earthAt = (o: GeoPoint) => sql`ll_to_earth(${o.lat}::float8, ${o.lng}::float8)`;
/** Metres from the point to the profile `p` (null when the profile has no place). */
export const distanceMetres = (o: GeoPoint): SQL =>
  sql`earth_distance(${earthAt(o)}, ll_to_earth(p.lat, p.lng))`;

/** Kilometres per degree of latitude on earthdistance's sphere (earth() = 6,378,168 m). */
const KM_PER_DEGREE = (6_378_168 * Math.PI) / 180 / 1000;

/**
 * Profiles located within `radiusKm` of the point, found through the GiST index on
 * ll_to_earth(lat, lng): earth_box is the index condition (a cube slightly larger than the circle),
 * the exact great-circle distance then decides. With `withinTravel` a tutor must also travel that
 * far (their own travel_km): who would actually come to that home. (A lat/lng box on the btree
 * was tried as a second way in: the planner then took it for nearest-first pages too, and
 * computing each row's ll_to_earth made it slower than the GiST scan.)
 */
export function withinRadius(o: GeoPoint, radiusKm: number, withinTravel: boolean): SQL {
  const metres = radiusKm * 1000;
  return sql`p.lat is not null and earth_box(${earthAt(o)}, ${metres}::float8) @> ll_to_earth(p.lat, p.lng)
    and ${distanceMetres(o)} <= ${metres}::float8${withinTravel ? sql` and ${distanceMetres(o)} <= p.travel_km * 1000` : sql``}`;
}

/**
 * ORDER BY of a catalogue listing: newest first unless a sort is chosen (a text query filters; the
 * search endpoints rank). Every order ends with the id, so rows that tie on the sort key keep one
 * fixed order and offset pagination never repeats or skips a row. `distance` needs the point
 * (profiles without a place come last).
 */
export function listOrder(sort: ListSort | undefined, origin?: GeoPoint): SQL {
  if (sort === 'distance' && origin) return sql`${distanceMetres(origin)} asc nulls last, p.user_id asc`;
  switch (sort) {
    case 'name':
      return sql`p.name asc, p.user_id asc`;
    case 'ratings':
      return sql`p.ratings desc, p.user_id asc`;
    case 'fees':
      return sql`p.lowest_fee asc nulls last, p.user_id asc`;
    default:
      return sql`p.created_at desc, p.user_id desc`;
  }
}

/**
 * One page of profile ids in listing order (`where` reads the profile table as `p`), and how many profiles match in all (the same WHERE).
 *
 * Without free text, the page walks the index of its sort order and stops after `limit` rows, and
 * the count reads the narrowest index (index-only after VACUUM). With free text, the planner
 * underrates the trigram test and would walk, say, the fee index testing every row for a typo
 * match; so the matches are collected once through the GIN indexes (a materialized CTE), then
 * counted and sorted — cost in proportion to the matches, not to the catalogue.
 */
export async function findListingPage(
  db: DbOrTx,
  table: PgTable,
  where: SQL,
  opts: {
    hasText: boolean;
    sort: ListSort | undefined;
    origin?: GeoPoint | undefined;
    /** The WHERE keeps located profiles only (a radius): nearest-first pages come from the GiST index. */
    located?: boolean;
    limit: number;
    offset: number;
  },
): Promise<{ ids: string[]; total: number }> {
  const order = listOrder(opts.sort, opts.origin);
  if (opts.hasText) {
    const [row] = await queryRows<{ total: number; ids: string[] | null }>(
      db,
      sql`with p as materialized (
            select p.user_id, p.created_at, p.name, p.ratings, p.lowest_fee, p.lat, p.lng
            from ${table} p where ${where})
          select (select count(*)::int from p) as total,
            (select json_agg(page.user_id order by page.n) from (
               select p.user_id, row_number() over (order by ${order}) as n from p
               order by ${order} limit ${opts.limit} offset ${opts.offset}) page) as ids`,
    );
    return { ids: row?.ids ?? [], total: row?.total ?? 0 };
  }
  const rows =
    opts.sort === 'distance' && opts.origin && opts.located
      ? await findNearestIds(db, table, where, opts.origin, opts.limit, opts.offset)
      : await queryRows<{ id: string }>(
          db,
          sql`select p.user_id as id from ${table} p where ${where}
              order by ${order} limit ${opts.limit} offset ${opts.offset}`,
        );
  const ids = rows.map((r) => r.id);
  // A page that is neither full nor past the end is the last one: it already tells the total.
  if (ids.length > 0 && ids.length < opts.limit) return { ids, total: opts.offset + ids.length };
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${table} p where ${where}`,
  );
  return { ids, total: count?.n ?? 0 };
}

/**
 * A nearest-first page of located profiles, read in distance order from the GiST index (`<->`, a
 * k-nearest-neighbour scan that stops after offset + limit rows) instead of sorting every match.
 * The index orders by distance alone, and many profiles share a pincode's coordinates, so the
 * first ids at the same spot as the last one read (from the (lat, lng, id) btree) are added before
 * the page is cut: ties are ordered by id exactly as `listOrder('distance')` orders them.
 */
async function findNearestIds(
  db: DbOrTx,
  table: PgTable,
  where: SQL,
  origin: GeoPoint,
  limit: number,
  offset: number,
): Promise<{ id: string }[]> {
  const point = earthAt(origin);
  return queryRows<{ id: string }>(
    db,
    sql`with k as materialized (
          select p.user_id, p.lat, p.lng from ${table} p where ${where}
          order by ll_to_earth(p.lat, p.lng) <-> ${point} limit ${offset + limit}),
        edge as (select lat, lng from k order by ll_to_earth(lat, lng) <-> ${point} desc limit 1),
        tied as (
          select p.user_id, p.lat, p.lng from ${table} p, edge
          where ${where} and p.lat = edge.lat and p.lng = edge.lng
          order by p.user_id limit ${offset + limit})
        select c.user_id as id from (select * from k union select * from tied) c
        order by ll_to_earth(c.lat, c.lng) <-> ${point}, c.user_id limit ${limit} offset ${offset}`,
  );
}

/**
 * The stored spellings of a subject/course that equal `name` ignoring case ('maths' → 'Maths', 'MATHS').
 * A loose index scan: it hops from one distinct value to the next on the (value, owner) btree, so it
 * costs one index probe per distinct subject instead of reading every row; the listing then filters
 * with plain `=` on the same index.
 */
export async function findSpellings(
  db: DbOrTx,
  table: PgTable,
  column: PgColumn,
  name: string,
): Promise<string[]> {
  const rows = await queryRows<{ val: string }>(
    db,
    sql`
    with recursive d(val) as (
      (select ${column} from ${table} order by ${column} limit 1)
      union all
      select (select ${column} from ${table} where ${column} > d.val order by ${column} limit 1)
      from d where d.val is not null
    )
    select val from d where val is not null and lower(val) = lower(${name})`,
  );
  return rows.map((r) => r.val);
}
