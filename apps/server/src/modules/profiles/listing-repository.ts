import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type DbOrTx, prepared, queryRows } from '../../db/client.ts';
import { type centerCourses, places, type tutorSubjects } from '../../db/schema/index.ts';
import { capTotal } from '../../lib/paging.ts';
import { explainPlan, sqlArray, sqlKey } from '../../lib/query-repository.ts';
import { readOnce, readUntilWrite } from '../../lib/read-once.ts';
import { bestLocalityFirst } from '../places/repository.ts';

export type ListSort = 'name' | 'ratings' | 'fees' | 'distance' | 'response';
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** earthdistance's point for a place given by a request (profiles use their own lat/lng columns). */
const earthAt = (o: GeoPoint) => sql`ll_to_earth(${o.lat}::float8, ${o.lng}::float8)`;
/** Metres from the point to the profile `p` (null when the profile has no place). */
export const distanceMetres = (o: GeoPoint): SQL =>
  sql`earth_distance(${earthAt(o)}, ll_to_earth(p.lat, p.lng))`;

/** A listing's place filter: within `radiusKm` of the point; `withinTravel`: the tutor also travels that far. */
export interface Nearby extends GeoPoint {
  radiusKm: number;
  withinTravel: boolean;
  /** The radius as its pincodes (findPincodesWithin), for free text: the text-with-filters index holds them. */
  pincodes?: readonly string[];
}

/**
 * The place directory's points within the radius, each once with its distance in metres `m`, found
 * through the GiST index on places (earth_box is the index condition, the exact great-circle
 * distance then decides). A profile's coordinates are always its pincode's point in the directory
 * (profile-rows/place-fields.ts copies them), so the profiles near a place are the profiles at
 * these points: a few hundred btree probes at most, whatever the size of the catalogue.
 */
function pointsWithin(n: Nearby): SQL {
  return sql`select d.lat, d.lng, ${metresFrom(n, sql`d`)} as m from ${places} d where ${placeWithin(n, sql`d`)}
    group by d.lat, d.lng`;
}

/** Metres from the radius's centre to the place `d` of the directory. */
const metresFrom = (n: Nearby, d: SQL) => sql`earth_distance(${earthAt(n)}, ll_to_earth(${d}.lat, ${d}.lng))`;

/** Whether the directory's place `d` is within the radius: earth_box narrows through the GiST index, the distance decides. */
const placeWithin = (n: Nearby, d: SQL) => {
  const metres = n.radiusKm * 1000;
  return sql`earth_box(${earthAt(n)}, ${metres}::float8) @> ll_to_earth(${d}.lat, ${d}.lng)
    and ${metresFrom(n, d)} <= ${metres}::float8`;
};

/**
 * Profiles at the directory's points within the radius (see pointsWithin); with `withinTravel` a
 * tutor must also travel that far (their own travel_km): who would actually come to that home. The
 * listing's count and nearest-first page join the points explicitly (findNearPage); this form
 * serves the other sorts, free text and search.
 */
export function withinRadius(n: Nearby): SQL {
  const at = n.pincodes
    ? sql`array[p.pincode] && ${sqlArray(n.pincodes, 'text')}`
    : sql`(p.lat, p.lng) in (select lat, lng from (${pointsWithin(n)}) pts)`;
  return sql`${at}${n.withinTravel ? sql` and ${distanceMetres(n)} <= p.travel_km * 1000` : sql``}`;
}

/**
 * The pincodes whose own place is within the radius: the place a profile there stands on (its
 * best locality, bestLocalityFirst), so a profile is within the radius exactly when its pincode is
 * one of these. Read once per centre and radius (the directory never changes at run time).
 */
export const findPincodesWithin = (db: DbOrTx, n: Nearby): Promise<readonly string[]> =>
  radiusPincodes(db, `${n.lat},${n.lng},${n.radiusKm}`, async () => {
    const rows = await queryRows<{ pincode: string }>(
      db,
      sql`select l.pincode from (
            select distinct on (pincode) pincode, lat, lng from ${places}
            where pincode in (select c.pincode from ${places} c where ${placeWithin(n, sql`c`)})
            order by pincode, ${bestLocalityFirst}) l
          where ${placeWithin(n, sql`l`)}`,
    );
    return rows.map((r) => r.pincode);
  });
const radiusPincodes = readOnce<readonly string[]>(2_000);

/**
 * ORDER BY of a catalogue listing: newest first unless a sort is chosen (a text query filters; the
 * search endpoints rank). Every order ends with the id, so rows that tie on the sort key keep one
 * fixed order and offset pagination never repeats or skips a row. `distance` needs the point
 * (profiles without a place come last).
 */
export function listOrder(sort: ListSort | undefined, origin?: GeoPoint): SQL {
  if (sort === 'distance' && origin) return sql`${distanceMetres(origin)} asc nulls last, p.user_id asc`;
  // The keys spell out NULLS LAST as the sort indexes do, so a page can walk its index.
  // Whoever left their newest 3 requests unanswered for 72 h comes after the rest, whatever the sort
  // (api-2 §1, issue 13): nearest-first is the one exception, a distance being a fact, not a ranking.
  return sql`p.slow_to_answer asc, ${sortKey(sort)}`;
}

/** A sort's key column, its direction and whether it can be null (nulls come last); ties go by id. */
interface SortSpec {
  key: SQL;
  type: SQL;
  desc: boolean;
  nullable: boolean;
  /** Newest first breaks ties newest id first; every other sort by ascending id. */
  idDesc: boolean;
}

function sortSpec(sort: ListSort | undefined): SortSpec {
  const spec = (key: SQL, type: SQL, desc: boolean, nullable: boolean, idDesc = false) =>
    ({ key, type, desc, nullable, idDesc }) satisfies SortSpec;
  switch (sort) {
    case 'name':
      return spec(sql`p.name`, sql`text`, false, false);
    case 'ratings':
      return spec(sql`p.ratings`, sql`numeric`, true, false);
    case 'fees':
      return spec(sql`p.lowest_fee`, sql`int`, false, true);
    case 'response':
      return spec(sql`p.response_minutes`, sql`int`, false, true);
    default:
      return spec(sql`p.created_at`, sql`timestamptz`, true, false, true);
  }
}

const direction = (desc: boolean) => (desc ? sql`desc` : sql`asc`);

function sortKey(sort: ListSort | undefined): SQL {
  const s = sortSpec(sort);
  return sql`${s.key} ${direction(s.desc)} nulls last, p.user_id ${direction(s.idDesc)} nulls last`;
}

/**
 * Where a keyset page starts (decision 017): the last row of the page before, by its place in the
 * listing's order. The key is the sort column as text (exact, e.g. a timestamp's microseconds).
 */
export interface ListCursor {
  slow: boolean;
  key: string | null;
  id: string;
}

/**
 * The rows after `c` in the listing's order, as consecutive ranges of the sort index (same key
 * and a later id; a later key; no key; the slow-to-answer profiles after the others), each walked
 * from where it starts and appended in order until the page is full: a page far down a listing
 * costs what the first page costs, however many rows come before it.
 */
function rangesAfter(
  sort: ListSort | undefined,
  c: ListCursor,
  at: OrderColumns = profileOrder(sort),
): SQL[] {
  const s = sortSpec(sort);
  const later = (desc: boolean) => (desc ? sql`<` : sql`>`);
  const sameSlow = sql`${at.slow} = ${c.slow}`;
  const id = sql`${at.id} ${later(s.idDesc)} ${c.id}::uuid`;
  const ranges =
    c.key === null
      ? [sql`${sameSlow} and ${at.key} is null and ${id}`]
      : [
          sql`${sameSlow} and ${at.key} = ${c.key}::${s.type} and ${id}`,
          sql`${sameSlow} and ${at.key} ${later(s.desc)} ${c.key}::${s.type}`,
          ...(s.nullable ? [sql`${sameSlow} and ${at.key} is null`] : []),
        ];
  return c.slow ? ranges : [...ranges, at.slow];
}

/** The columns a listing's order reads: slow-to-answer, the sort key, the id. */
interface OrderColumns {
  slow: SQL;
  key: SQL;
  id: SQL;
}
const profileOrder = (sort: ListSort | undefined): OrderColumns => ({
  slow: sql`p.slow_to_answer`,
  key: sortSpec(sort).key,
  id: sql`p.user_id`,
});

/**
 * The teachers of one subject (any of its spellings `names`) among a listing's rows, walked from
 * the subject's own rows (`o`, the offering table) when the listing is by fee: each row carries its
 * owner's place in that order (schema/profiles.ts ownerCopy, index fees_order_idx), so a subject
 * whose teachers charge more than most is read from its first teacher, not after every cheaper
 * profile. `rest` is the rest of the listing's WHERE, tested on the owner's profile `p`.
 */
export interface OfferingWalk {
  rows: typeof tutorSubjects | typeof centerCourses;
  owner: PgColumn;
  offering: PgColumn;
  names: readonly string[];
  rest: SQL;
  /** No other filter: the subject's listed rows are the listing's rows (countTeachers). */
  alone: boolean;
  /**
   * The walk serves newest-first pages too (newest_order_idx): free text past the cap beside the
   * subject alone, whose every candidate's row is read for the text anyway, so the subject's own
   * rows, newest first, are fewer to walk than every profile's sort-index entries.
   */
  newest?: boolean;
}

/** A place filter split for the queries that join the directory's points themselves: `rest` is the rest of the WHERE. */
export interface NearListing {
  at: Nearby;
  rest: SQL;
}

/**
 * One page of profile ids in listing order, and how many profiles match in all. The WHERE is
 * `alternatives` (each reads the profile table as `p`), disjoint, a row matching one of them: most
 * listings have one; a one-word text query has two (decision 018), each walked in its own index
 * order, the page merging them and the count adding them.
 *
 * The page walks the index of its sort order and stops after `limit` rows, and the count stops one
 * row past the cap. PostgreSQL's estimate of free text's matches picks its page: within the cap
 * the matches sorted, past it a fenced walk (FencedText). With a place (`near`, whose
 * filter the alternatives include), the page and the count join the directory's points within the
 * radius to the profiles at each point (the point index covers the default filters and order;
 * nearest-first pages go point by point, findNearestIds); free text near a place within the cap is
 * read from its matches like any other (its alternative names the radius by its pincodes).
 */
export async function findListingPage<T = undefined>(
  db: DbOrTx,
  table: PgTable,
  alternatives: SQL[],
  opts: {
    sort: ListSort | undefined;
    origin?: GeoPoint | undefined;
    near?: NearListing | undefined;
    limit: number;
    offset: number;
    /** Start after this row instead of at `offset` (a keyset page; not for distance order). */
    after?: ListCursor | undefined;
    /** The first alternative's rows as one subject's teachers, for pages by fee (OfferingWalk). */
    teaching?: OfferingWalk | undefined;
    /** Count matches exactly up to this many; beyond it the total is the cap and `capped` is true. */
    countCap: number;
    /**
     * The order each alternative's count walks (see countOrder): any index's order counts the same
     * rows, and the one whose key a filter bounds meets the matches first.
     */
    countSorts?: readonly CountOrder[];
    /** Each free-text alternative with its text tested on the profile's own row. */
    fenced?: readonly (FencedText | undefined)[];
    /** The listing is several filters no index bounds (see FILTERS_MARGIN): counted by estimate, unless `known`. */
    sparse?: boolean;
    /** A sparse listing's exact total and the condition that reads its matches (one alternative; findKnownListing). */
    known?: KnownMatches | undefined;
    /** What the caller reads for the page's ids (its cards): see ListingPage's `loaded`. */
    forIds?: ((ids: string[]) => Promise<T>) | undefined;
  },
): Promise<ListingPage<T>> {
  const [only] = alternatives;
  if (opts.known !== undefined && only && alternatives.length === 1) {
    const page = await findKnownListing(db, table, only, opts.known, opts);
    if (page) return page;
  }
  const orders = opts.countSorts ?? [];
  const cap = opts.countCap + 1;
  // PostgreSQL's estimate of each free-text alternative's matches decides how its page is read:
  // within the cap from its matches, past it fenced (see FencedText); and whether it is counted.
  const estimates = await Promise.all(
    alternatives.map((w, a) =>
      isText(orders[a]) || opts.sparse
        ? estimateText(db, sql`select 1 from ${table} p where ${w}`, opts.fenced?.[a])
        : undefined,
    ),
  );
  const fenced = estimates.map((e, a) =>
    e === undefined || !isText(orders[a]) ? undefined : e > opts.countCap,
  );
  const paged = alternatives.map((w, a) => (fenced[a] ? (opts.fenced?.[a]?.where ?? w) : w));
  // A subject's own rows walked by fee hold few matches of free text far apart: within the cap the
  // matches are read instead.
  const teaching = fenced[0] === false ? undefined : opts.teaching;
  // Near a place, free text within the cap is read from its matches as anywhere else (the
  // alternative holds the radius as its pincodes); otherwise the page and count go point by point.
  const near = opts.near;
  if (near && fenced[0] !== false) return findNearListing(db, table, near, opts);
  const order = listOrder(opts.sort, opts.origin);
  const anyOf = sql.join(
    paged.map((w) => sql`(${w})`),
    sql` or `,
  );
  // Keyset pages follow the sort indexes; a distance order (Online from a place) has none.
  const keyset = !(opts.sort === 'distance' && opts.origin);
  // Free text within the cap, alone: its page reads every match to sort them, and counts them as it
  // goes (findCountedPage) instead of a count beside it reading each match's row again.
  const [alone] = paged;
  if (alone && paged.length === 1 && fenced[0] === false && keyset && !opts.after) {
    const rows = await findCountedPage(db, table, alone, opts);
    // A page past the last match holds no row to tell the total: the count below does.
    if (rows.length > 0 || opts.offset === 0) {
      const { ids, loaded } = await readFor(rows, opts.forIds);
      return { ids, loaded, ...nextOf(rows, opts), ...capTotal(rows[0]?.n ?? 0, opts.countCap) };
    }
  }
  // The page and its count read different index entries: on a pool they run side by side, and
  // what the caller reads for the page's ids beside the rest of the count.
  const [{ rows, ids, loaded }, n] = await Promise.all([
    readFor(
      keyset
        ? findKeyedPage(db, table, paged, { ...opts, teaching })
        : // Distance order without a radius (Online from a place): offset pages in that order.
          queryRows<KeyedRow>(
            db,
            sql`select p.user_id as id from ${table} p where ${anyOf}
                order by ${order} limit ${opts.limit} offset ${opts.offset}`,
          ),
      opts.forIds,
    ),
    countAlternatives(db, table, alternatives, cap, orders, estimates, teaching),
  ]);
  return { ids, loaded, ...totalOf(ids.length, n, opts), ...(keyset ? nextOf(rows, opts) : {}) };
}

/**
 * A listing whose matches are known before they are read: how many in each fee band (`bands`,
 * ascending, none empty; listing_fee_band), `total` their sum (exact), and `read`, a WHERE on `p`
 * that holds exactly the matches of the bands given and that one index answers (the listing's
 * keys in `*_facet_keys_idx`, one per band and whole star of rating it keeps). It names no filter
 * column: beside one, the planner intersected the key's 565 entries with the board's and mode's
 * lists in their own GIN indexes (90 ms at 1M tutors, 1.4 through the key alone).
 */
export interface KnownMatches {
  total: number;
  bands: readonly BandCount[];
  read: (bands: readonly number[]) => SQL;
  /**
   * The listing's highest fee or lowest rating where it falls between the counts' cells, which
   * the counts do not know (a WHERE on `p`): `total` is then how many match the rest, at most the
   * listing's own (findNarrowedPage).
   */
  narrowed?: SQL;
}

/** How many of a listing's matches are in a fee band. */
export interface BandCount {
  band: number;
  n: number;
}

/**
 * Where the fee bands end (listing_fee_band, migration 0029, holds the same list): band 0 holds fees
 * up to the first edge, band i those above the i-th edge up to the next, 99 no fee; slow-to-answer
 * profiles' bands are 100 more. In ascending band order the bands follow the listing's order by
 * fee, and a highest fee that is an edge (the filter panel's choices are) takes whole bands.
 */
export const FEE_BAND_EDGES = [
  300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300, 1400, 1500, 1750, 2000, 2250, 2500, 2750, 3000,
  3500, 4000, 5000, 6000, 8000, 10000, 15000, 25000, 50000,
] as const;
const NO_FEE_BAND = 99;
const SLOW_BANDS = 100;

/** A profile's fee band, as listing_fee_band computes it. */
export function feeBand(slow: boolean, fee: number | null): number {
  const step = fee === null ? NO_FEE_BAND : FEE_BAND_EDGES.filter((edge) => fee > edge).length;
  return (slow ? SLOW_BANDS : 0) + step;
}

/** The fees a band holds: above `above` (if any), up to `upTo` (if any); null for no fee. */
export function bandFees(band: number): { above?: number; upTo?: number } | null {
  const step = band % SLOW_BANDS;
  if (step === NO_FEE_BAND) return null;
  const [above, upTo] = [FEE_BAND_EDGES[step - 1], FEE_BAND_EDGES[step]];
  return { ...(above === undefined ? {} : { above }), ...(upTo === undefined ? {} : { upTo }) };
}

/** The rows of a fee band in the fee index's order: its slow-to-answer state and its range of fees. */
function inBand(band: number): SQL {
  const slow = sql`p.slow_to_answer = ${band >= SLOW_BANDS}`;
  const fees = bandFees(band);
  if (!fees) return sql`${slow} and p.lowest_fee is null`;
  return sql`${slow} and p.lowest_fee is not null${
    fees.above === undefined ? sql`` : sql` and p.lowest_fee > ${fees.above}::int`
  }${fees.upTo === undefined ? sql`` : sql` and p.lowest_fee <= ${fees.upTo}::int`}`;
}

/**
 * How many matches per row of the page (`limit`, or `offset + limit` for a page by number) a
 * listing of known matches must have for its page to walk the sort index rather than read them.
 * Walked, a page of 12 among M matches of N listed profiles reads about 12·N/M index entries, each
 * with its filters tested (0.4–1.5 µs at 1M tutors, the more filters the more; a sort that meets
 * the matches unevenly reads more); read through their key, the M rows are fetched and sorted
 * (about 1.5 µs each, cached). At 1M the two meet near 1,500 matches for a page of 12.
 */
const WALK_FROM_MATCHES_PER_ROW = 128;

/**
 * A listing whose matches are known (KnownMatches): no count; none answers at once (a walk would
 * read the whole sort index: 310 ms at 1M tutors for Physics at College level, which nobody
 * teaches). By fee, the page reads the bands that hold it (findBandedPage); otherwise a few
 * matches are read through their keys and sorted, more walk the sort index.
 */
async function findKnownListing<T>(
  db: DbOrTx,
  table: PgTable,
  where: SQL,
  known: KnownMatches,
  opts: KeyedPageRequest & {
    countCap: number;
    forIds?: ((ids: string[]) => Promise<T>) | undefined;
  },
): Promise<ListingPage<T> | undefined> {
  if (known.total === 0) return { ids: [], loaded: await opts.forIds?.([]), total: 0, capped: false };
  const read = known.read(known.bands.map((b) => b.band));
  if (known.narrowed) {
    // Few enough to read (however few pass the fee or rating): read and counted; more, the
    // listing's own walk and count.
    if (known.total > opts.countCap * NARROWED_READ_PER_CAP) return undefined;
    const { rows, n } = await findNarrowedPage(db, table, read, known.narrowed, opts);
    const { ids, loaded } = await readFor(rows, opts.forIds);
    return { ids, loaded, ...capTotal(n, opts.countCap), ...nextOf(rows, opts) };
  }
  const depth = (opts.after ? 0 : opts.offset) + opts.limit;
  const after = opts.after;
  const rows =
    opts.sort === 'fees'
      ? findBandedPage(db, table, where, known, opts, opts.countCap)
      : known.total >= depth * WALK_FROM_MATCHES_PER_ROW
        ? findKeyedPage(db, table, [where], opts)
        : findCountedPage(
            db,
            table,
            after ? sql`${read} and (${sql.join(rangesAfter(opts.sort, after), sql` or `)})` : read,
            { ...opts, offset: after ? 0 : opts.offset },
          );
  const { rows: page, ids, loaded } = await readFor(rows, opts.forIds);
  return { ids, loaded, ...capTotal(known.total, opts.countCap), ...nextOf(page, opts) };
}

/**
 * How many matches of the filters the counts know, per row of the count cap, a listing that also
 * has a fee or a rating between their cells reads through their keys, testing those on each (about
 * 3 µs a row). Walked, a rare subject at a class with such a fee met no match in the whole sort
 * index (300–600 ms at 1M tutors for a page and a count that found none).
 */
const NARROWED_READ_PER_CAP = 2;

/**
 * A page of the matches read through `read`, those that pass `narrowed`, in the listing's order
 * (from `offset`, or after the cursor), and how many pass in all (`n`). Read into a CTE first, so
 * the planner does not intersect the keys with the fee's or the rating's own index.
 */
async function findNarrowedPage(
  db: DbOrTx,
  table: PgTable,
  read: SQL,
  narrowed: SQL,
  opts: { sort: ListSort | undefined; limit: number; offset: number; after?: ListCursor | undefined },
): Promise<{ rows: KeyedRow[]; n: number }> {
  const s = sortSpec(opts.sort);
  const at: OrderColumns = { slow: sql`m.slow`, key: sql`m.k`, id: sql`m.id` };
  const after = opts.after
    ? sql`where ${sql.join(rangesAfter(opts.sort, opts.after, at), sql` or `)}`
    : sql``;
  const rows = await queryRows<KeyedRow & { n: number }>(
    db,
    sql`with p as materialized (
          select p.user_id, p.slow_to_answer, p.review_status, p.lowest_fee, p.ratings, ${s.key} as k
          from ${table} p where ${read}),
        m as materialized (select p.user_id as id, p.slow_to_answer as slow, p.k from p where ${narrowed})
        select r.id, r.slow, r.key, (select count(*)::int from m) as n from (
          select m.id, m.slow, m.k::text as key, m.k from m ${after}
          order by m.slow asc, m.k ${direction(s.desc)} nulls last, m.id ${direction(s.idDesc)} nulls last
          limit ${opts.limit} offset ${opts.after ? 0 : opts.offset}) r
        right join (select) one on true`,
  );
  // An empty page is one row of nulls beside the count (the right join), so the total still comes.
  return { rows: rows.filter((r) => r.id !== null), n: rows[0]?.n ?? 0 };
}

/**
 * A page by fee of a listing whose matches are counted per fee band: the bands before the page
 * (by its offset or its cursor) are skipped whole, and each band that holds part of it is read
 * through its keys and sorted, when it has at most `readMax` matches (the count cap: reading them
 * costs what a capped count does, about 3 ms for 1,000 at 1M tutors), or else walked in the fee
 * index from the band's first fee, as deep as the page could need: holding more than the cap of
 * the listing's rows, a band (rarely a tenth of the catalogue) yields one every few entries. The
 * bands follow the listing's order, so the page is theirs in band order: however late in that
 * order a listing's matches come (class Competitive by fee), no entry before its first band is read.
 */
function findBandedPage(
  db: DbOrTx,
  table: PgTable,
  where: SQL,
  known: KnownMatches,
  opts: KeyedPageRequest,
  readMax: number,
): Promise<KeyedRow[]> {
  const after = opts.after;
  const from = after ? feeBand(after.slow, after.key === null ? null : Number(after.key)) : undefined;
  let skip = after ? 0 : opts.offset;
  const chosen: BandCount[] = [];
  let held = 0;
  for (const b of known.bands) {
    if (from !== undefined && b.band < from) continue;
    if (chosen.length === 0 && b.n <= skip) {
      skip -= b.n;
      continue;
    }
    chosen.push(b);
    // The cursor's own band holds rows before the cursor too: it is not counted on.
    if (b.band !== from) held += b.n;
    if (held >= skip + opts.limit) break;
  }
  const depth = skip + opts.limit;
  const walks = chosen.map(({ band, n }) => {
    const later =
      after && band === from
        ? after.key === null
          ? sql` and p.user_id > ${after.id}::uuid`
          : sql` and (p.lowest_fee, p.user_id) > (${after.key}::int, ${after.id}::uuid)`
        : sql``;
    const keyed = sql`${band}::int as band, p.user_id as id, p.slow_to_answer as slow, p.lowest_fee as k`;
    // A band read through its keys is fenced (offset 0) from the page's order: the planner, whose
    // estimate of a few keys' rows is far above their count (19,838 for 131 at 1M tutors), would
    // otherwise walk the fee index testing the keys on each entry (52 s; 6 ms through the keys).
    return n <= readMax
      ? sql`(select ${keyed} from ${table} p where ${known.read([band])}${later} offset 0)`
      : sql`(select ${keyed} from ${table} p where ${where} and ${inBand(band)}${later}
             order by p.slow_to_answer, p.lowest_fee nulls last, p.user_id limit ${depth})`;
  });
  if (walks.length === 0) return Promise.resolve([]);
  return queryRows<KeyedRow>(
    db,
    sql`select r.id, r.slow, r.k::text as key from (${sql.join(walks, sql` union all `)}) r
        order by r.band, r.k nulls last, r.id limit ${opts.limit} offset ${skip}`,
  );
}

/**
 * A listing's page: its profile ids in order, how many match in all (up to the cap), where the
 * next keyset page starts, and `loaded`: what the caller's `forIds` read for the ids (their cards).
 * That read starts as soon as the ids are known, beside the count where the count is a statement
 * of its own: a count that outlasts the page is then not followed by the cards' round trip.
 */
export interface ListingPage<T> {
  ids: string[];
  total: number;
  capped: boolean;
  next?: ListCursor;
  loaded?: T | undefined;
}

/** The page's rows, their ids, and what `forIds` reads for them once they are known. */
async function readFor<R extends { id: string }, T>(
  page: R[] | Promise<R[]>,
  forIds: ((ids: string[]) => Promise<T>) | undefined,
): Promise<{ rows: R[]; ids: string[]; loaded: T | undefined }> {
  const rows = await page;
  const ids = rows.map((r) => r.id);
  return { rows, ids, loaded: await forIds?.(ids) };
}

/** A full page may have rows after it: its last row is where the next keyset page starts. */
function nextOf(rows: readonly KeyedRow[], opts: { limit: number }): { next?: ListCursor } {
  const last = rows.at(-1);
  return last && rows.length === opts.limit && last.slow !== undefined
    ? { next: { slow: last.slow, key: last.key ?? null, id: last.id } }
    : {};
}

/**
 * A page in the listing's order (as findKeyedPage's), each row with how many rows match in all
 * (`n`): the matches are read once, into a materialised CTE, then counted and sorted there. For
 * free text within the cap, whose page reads all its matches anyway (the text-with-filters index
 * gives them; none is in a sort index's order). The CTE also keeps PostgreSQL from planning the
 * read as a walk of a sort index in order, which the count would drive to the index's end.
 */
function findCountedPage(
  db: DbOrTx,
  table: PgTable,
  where: SQL,
  opts: { sort: ListSort | undefined; limit: number; offset: number },
): Promise<(KeyedRow & { n: number })[]> {
  const s = sortSpec(opts.sort);
  return queryRows<KeyedRow & { n: number }>(
    db,
    sql`with m as materialized (
          select p.user_id as id, p.slow_to_answer as slow, ${s.key} as k from ${table} p where ${where})
        select m.id, m.slow, m.k::text as key, (select count(*)::int from m) as n from m
        order by m.slow asc, m.k ${direction(s.desc)} nulls last, m.id ${direction(s.idDesc)} nulls last
        limit ${opts.limit} offset ${opts.offset}`,
  );
}

/**
 * A listing's total: a page that is neither full nor past the end is the last one, and tells the
 * total exactly (a keyset page, `after`, does not know how many rows came before it); otherwise the
 * capped count.
 */
function totalOf(
  onPage: number,
  counted: number,
  opts: { limit: number; offset: number; countCap: number; after?: ListCursor | undefined },
) {
  const last = !opts.after && onPage > 0 && onPage < opts.limit;
  return capTotal(last ? opts.offset + onPage : counted, opts.countCap);
}

/**
 * How many rows match, counting stops at `cap` (one past the listing's cap): the cost is bounded by
 * the cap, not by the catalogue. In an index's order, so the count walks a sort index (each carries
 * every filter column) and stops there, rather than scanning the table until enough rows match.
 * Alternatives are counted in turn, each only as far as the cap still needs: once the first passes
 * it (a subject's teachers, decision 018), the rarer mentions are not counted at all.
 */
async function countAlternatives(
  db: DbOrTx,
  table: PgTable,
  alternatives: SQL[],
  cap: number,
  orders: readonly CountOrder[],
  /** PostgreSQL's estimate of each free-text alternative's matches, at its place. */
  estimates: readonly (number | undefined)[],
  teaching?: OfferingWalk,
): Promise<number> {
  let n = 0;
  for (const [a, w] of alternatives.entries()) {
    if (n >= cap) break;
    const order = orders[a];
    // Free text that PostgreSQL expects to match well past the cap is not counted (see
    // FREE_TEXT_MARGIN): the total is the cap ("1,000+"), and the last page still tells it exactly.
    // Otherwise it is counted through text_filters_idx, where the words' entries and the filters'
    // meet, so the count reads the rows that match them all (up to the cap), not every row that
    // holds the word; in no order, as no sort index holds the text.
    const margin = isText(order) ? FREE_TEXT_MARGIN[order] : FILTERS_MARGIN;
    if ((estimates[a] ?? 0) >= margin * cap) return cap;
    const [row] = await queryRows<{ n: number }>(
      db,
      a === 0 && teaching?.alone
        ? countTeachers(teaching, cap - n)
        : isText(order)
          ? sql`select count(*)::int as n from (select from ${table} p where ${w} limit ${cap - n}) c`
          : sql`select count(*)::int as n from (select 1 from ${table} p where ${w}
                ${countOrderBy(order)} limit ${cap - n}) c`,
    );
    n += row?.n ?? 0;
  }
  return n;
}

/**
 * How far above the cap PostgreSQL's estimate of a free-text alternative's matches must be for it to
 * go uncounted. Text matches have no index in a listing's order, so counting them means the word's
 * whole GIN posting list (a common surname: ~20,000 entries at 1M tutors, a common bio word
 * 166,000: 31 ms), intersected with the filters' entries in text_filters_idx, and a table row per
 * match (~1,000 random reads: 10 ms; PostgreSQL 15.19's bitmap scans no longer skip all-visible
 * pages); the estimate is one plan. One word alone (`word`) is estimated from that word's own frequency in ANALYZE's sample of
 * 30,000 rows (a word as common as the cap at 100,000 profiles is seen ~300 times there: a few
 * percent off), so a quarter above the cap will do. With other filters or words (`text`) the
 * estimate multiplies their selectivities as if independent: filters that go together are
 * estimated low, and counted; it takes an estimate three times too high (filters that exclude each
 * other) to show "1,000+" for fewer, whose pages then end before the cap's.
 */
const FREE_TEXT_MARGIN = { word: 1.25, text: 3 } as const;

/**
 * How far above the cap PostgreSQL's estimate of a listing's matches must be for it to go
 * uncounted where its filters are several that no index bounds (a subject, a class, a board, the
 * availability, the mode, without a city, a place, a fee or a rating; `sparse` in findListingPage):
 * their matches are a small share of a large catalogue, so a count up to the cap either walks a
 * sort index far (1,001 matches among 36,000 entries for 1% of the catalogue: 54 ms at 1M tutors)
 * or intersects each filter's long list in text_filters_idx and reads every match (17,277 rows for
 * class XI-XII, CBSE, Physics and evenings: 130 ms). The estimate multiplies the filters'
 * selectivities as if independent, as FREE_TEXT_MARGIN's `text` says, and so takes the same margin:
 * filters that go together are estimated low and counted (that case: 4,391 estimated); it takes an
 * estimate three times too high to show "1,000+" for fewer, whose last page still tells the total.
 */
const FILTERS_MARGIN = FREE_TEXT_MARGIN.text;

/**
 * A free-text alternative's WHERE with its text tested on the profile's own row, looked up by id
 * (`exists (select from profiles m where m.user_id = p.user_id and …)`), the filters on the walked
 * index's entries: how its page is read past the cap (decision 027; findListingPage). Within the
 * cap (as PostgreSQL estimates the matches: the words' and the filters' selectivities; 2,884
 * estimated for 3,043 Sharmas teaching Physics, 1,033 for 1,117 in Pune at 1M, so the count can run
 * beside the page) the page is read from the matches themselves: the
 * text-with-filters index gives them, and the page reads each one's row for its sort key and sorts
 * them (at most a cap's worth of rows; counting them as it goes, findCountedPage). Past the cap
 * the matches are dense enough among the filters' rows that the page walks the sort index in order, index-only, testing the text on the
 * row of each entry that passes the filters, and stops at the page: a page of 12 among M matches
 * of F filtered rows reads ~12·F/M rows, fewer than M from where M passes √(12·F), about the cap
 * for a subject's or a city's share of a large catalogue. Unfenced, PostgreSQL 15 fetches the row
 * of every entry walked before it tests the filters the entry holds (an index scan, the text not
 * being in the index): q=sharma&subject=Physics read 5,409 rows for 12 matches, fenced 786.
 */
export interface FencedText {
  where: SQL;
  /** Whether the column's statistics hold the text's words (wordsInStatistics): a one-row query. */
  known: SQL;
}

/** PostgreSQL's estimate of how many rows `query` returns (its plan's row count; nothing is run). */
const estimateRows = async (db: DbOrTx, query: SQL): Promise<number> =>
  Number((await explainPlan(db, query))['Plan Rows'] ?? 0);

/**
 * PostgreSQL's estimate of a free-text alternative's matches, or 0 where it is a guess: a word
 * the column's statistics do not hold (FencedText's `known`, asked beside the plan) is rarer than
 * those they hold, so it is read from its matches and counted. Fenced on the guess (1,117 at 1M
 * tutors), a word that no profile holds walked the whole sort index: 7–10 s.
 */
async function estimateText(db: DbOrTx, query: SQL, fence: FencedText | undefined): Promise<number> {
  return textEstimates(db, sqlKey(fence ? sql`${query} ${fence.known}` : query), async () => {
    const [rows, held] = await Promise.all([
      estimateRows(db, query),
      fence ? queryRows<{ known: boolean }>(db, fence.known) : [{ known: true }],
    ]);
    return held[0]?.known ? rows : 0;
  });
}

/**
 * estimateText's answers, per query and values, kept as a search's vocabulary is (readUntilWrite):
 * they change with the statistics (ANALYZE, after writes) and decide only how a page is read and
 * whether a count past the cap is skipped: a few seconds' lag may pick the slower form or, as any
 * estimate may, say "1,000+" for fewer, never a wrong row.
 */
const textEstimates = readUntilWrite<number>(2_000);

/**
 * How many listed profiles teach the subject (any of its spellings), up to `cap`: its own rows in
 * fees_order_idx's order, so the count walks that index and stops, no profile read. A teacher of
 * two spellings counts once (a hash of at most a cap per spelling; one spelling needs none); a
 * spelling whose walk stops at the cap makes the count pass it.
 */
function countTeachers(t: OfferingWalk, cap: number): SQL {
  const o = offeringRows(t, 'fees');
  const walks = t.names.map(
    (name) =>
      sql`(select ${o.owner} as id from ${t.rows} o where ${o.spelled(name)} order by ${o.order} limit ${cap})`,
  );
  const counted = t.names.length === 1 ? sql`count(*)` : sql`count(distinct c.id)`;
  return sql`select ${counted}::int as n from (${sql.join(walks, sql` union all `)}) c`;
}

/**
 * The order a capped count walks: a sort's, or (`city`) the city index's, whose range holds one
 * city's profiles. Free text, which no sort index holds, is counted in none (countAlternatives): in an
 * index's order every entry walked would be tested on its table row (tens of thousands for a
 * common surname), where text_filters_idx gives the matches themselves; `word` is one word and no
 * other filter, `text` the rest (see FREE_TEXT_MARGIN).
 */
export type CountOrder = ListSort | 'city' | 'word' | 'text' | undefined;
const isText = (order: CountOrder): order is 'word' | 'text' => order === 'word' || order === 'text';
const countOrderBy = (order: Exclude<CountOrder, 'word' | 'text'>) =>
  sql`order by ${order === 'city' ? sql`lower(p.city), ${listOrder(undefined)}` : listOrder(order)}`;

/** One of the directory's points within a listing's radius (pointsWithin), `m` metres from its centre. */
interface RadiusPoint {
  lat: number;
  lng: number;
  m: number;
}

/** The points within a radius, read once per centre and radius (the directory never changes at run time). */
const radiusPoints = readOnce<readonly RadiusPoint[]>(2_000);
const findRadiusPoints = (db: DbOrTx, at: Nearby) =>
  radiusPoints(db, `${at.lat},${at.lng},${at.radiusKm}`, () => queryRows<RadiusPoint>(db, pointsWithin(at)));

/**
 * The points as a FROM item `pts` (lat, lng, m, numbered `i` from 1); with `depths`, each point's
 * own `d` too (how many profiles a page walks there).
 */
function pointsFrom(points: readonly RadiusPoint[], depths?: readonly number[]): SQL {
  const columns = [
    sqlArray(
      points.map((x) => x.lat),
      'float8',
    ),
    sqlArray(
      points.map((x) => x.lng),
      'float8',
    ),
    sqlArray(
      points.map((x) => x.m),
      'float8',
    ),
    ...(depths ? [sqlArray(depths, 'int')] : []),
  ];
  return sql`unnest(${sql.join(columns, sql`, `)}) with ordinality as pts(lat, lng, m, ${depths ? sql`d, ` : sql``}i)`;
}

/**
 * A listing near a place: the directory's points within the radius (findRadiusPoints), then the
 * page and its capped count, each joining them to the profiles at each point. The two read
 * different entries of the point indexes, so on a pool they run side by side.
 */
async function findNearListing<T>(
  db: DbOrTx,
  table: PgTable,
  near: NearListing,
  opts: {
    sort: ListSort | undefined;
    origin?: GeoPoint | undefined;
    limit: number;
    offset: number;
    countCap: number;
    forIds?: ((ids: string[]) => Promise<T>) | undefined;
  },
): Promise<ListingPage<T>> {
  const points = await findRadiusPoints(db, near.at);
  if (points.length === 0) return { ids: [], total: 0, capped: false };
  const cap = opts.countCap + 1;
  const [{ ids, loaded }, [counted]] = await Promise.all([
    readFor(findNearPage(db, table, near, points, opts), opts.forIds),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from ${pointsFrom(points)}
          join ${table} p on p.lat = pts.lat and p.lng = pts.lng
          where ${near.rest}${travelFrom(near.at)} limit ${cap}) c`,
    ),
  ]);
  return { ids, loaded, ...totalOf(ids.length, counted?.n ?? 0, opts) };
}

/** A page near a place: nearest or newest first point by point (findNearestIds), else the radius's profiles sorted. */
function findNearPage(
  db: DbOrTx,
  table: PgTable,
  near: NearListing,
  points: readonly RadiusPoint[],
  opts: { sort: ListSort | undefined; origin?: GeoPoint | undefined; limit: number; offset: number },
): Promise<{ id: string }[]> {
  if (opts.sort === 'distance' || opts.sort === undefined)
    return findNearestIds(db, table, near, points, opts.sort, opts.limit, opts.offset);
  return queryRows<{ id: string }>(
    db,
    sql`select p.user_id as id from ${pointsFrom(points)} join ${table} p on p.lat = pts.lat and p.lng = pts.lng
        where ${near.rest}${travelFrom(near.at)}
        order by ${listOrder(opts.sort, opts.origin)} limit ${opts.limit} offset ${opts.offset}`,
  );
}

interface KeyedRow {
  id: string;
  slow?: boolean;
  key?: string | null;
}

/** Which page of a listing findKeyedPage reads: its order, size, where it starts, and a subject's own walk. */
interface KeyedPageRequest {
  sort: ListSort | undefined;
  limit: number;
  offset: number;
  after?: ListCursor | undefined;
  teaching?: OfferingWalk | undefined;
}

/**
 * A page in a sort index's order with each row's place in it (slow-to-answer, key as text), so the
 * page's last row can start the next: from `offset`, or after the cursor through rangesAfter
 * (each range a walk of the sort index, the first `limit` of each, put back in order by range).
 * With several alternatives (disjoint WHEREs) each range is walked once per alternative and the
 * walks are merged in the listing's order. By fee (and newest first where the walk says so,
 * OfferingWalk's `newest`), the first alternative's teachers of one subject (`teaching`) are walked
 * from the subject's own rows (offeringWalks).
 */
function findKeyedPage(
  db: DbOrTx,
  table: PgTable,
  alternatives: SQL[],
  opts: KeyedPageRequest,
): Promise<KeyedRow[]> {
  const s = sortSpec(opts.sort);
  const order = listOrder(opts.sort);
  const keyed = sql`p.user_id as id, p.slow_to_answer as slow, ${s.key}::text as key`;
  const teaching =
    opts.sort === 'fees' || (opts.sort === undefined && opts.teaching?.newest) ? opts.teaching : undefined;
  const [only] = alternatives;
  if (!opts.after && only && alternatives.length === 1 && !teaching)
    return queryRows<KeyedRow>(
      db,
      sql`select ${keyed} from ${table} p where ${only} order by ${order} limit ${opts.limit} offset ${opts.offset}`,
    );
  // Each walk stops once it holds what the page could need of it.
  const after = opts.after;
  const ranges = (at?: OrderColumns) => (after ? rangesAfter(opts.sort, after, at) : [sql`true`]);
  const [depth, offset] = after ? [opts.limit, 0] : [opts.offset + opts.limit, opts.offset];
  const walks = alternatives.flatMap((where, a) => {
    if (a === 0 && teaching)
      return offeringWalks(table, teaching, opts.sort === 'fees' ? 'fees' : undefined, ranges, depth);
    return ranges().map(
      (range, i) =>
        sql`(select ${i} as range, ${s.key} as k, ${keyed} from ${table} p where ${where} and ${range}
             order by ${order} limit ${depth})`,
    );
  });
  // A teacher of two spellings of one subject is walked twice: each row once.
  return queryRows<KeyedRow>(
    db,
    sql`select distinct on (r.range, r.slow, r.k, r.id) r.id, r.slow, r.key
        from (${sql.join(walks, sql` union all `)}) r
        order by r.range, r.slow, r.k ${direction(s.desc)} nulls last, r.id ${direction(s.idDesc)}
        limit ${opts.limit} offset ${offset}`,
  );
}

/**
 * The offering rows `o` one subject's walk reads: its owner, a spelling's rows, and the order of
 * fees_order_idx (by fee) or newest_order_idx (newest first, `sort` undefined).
 */
function offeringRows(t: OfferingWalk, sort: 'fees' | undefined) {
  const o = (column: PgColumn) => sql`o.${sql.identifier(column.name)}`;
  const [owner, slow] = [o(t.owner), o(t.rows.ownerSlow)];
  const key = o(sort === 'fees' ? t.rows.ownerLowestFee : t.rows.ownerCreated);
  return {
    owner,
    columns: { slow, key, id: owner } satisfies OrderColumns,
    spelled: (name: string) => sql`${o(t.offering)} = ${name} and ${o(t.rows.ownerListed)}`,
    order:
      sort === 'fees'
        ? sql`${slow}, ${key} nulls last, ${owner}`
        : sql`${slow}, ${key} desc nulls last, ${owner} desc nulls last`,
  };
}

/** OfferingWalk's walks: one per spelling and range, each in its index's order (offeringRows), joined to its owner's profile. */
function offeringWalks(
  table: PgTable,
  t: OfferingWalk,
  sort: 'fees' | undefined,
  ranges: (at?: OrderColumns) => SQL[],
  depth: number,
): SQL[] {
  const o = offeringRows(t, sort);
  return ranges(o.columns).flatMap((range, i) =>
    t.names.map(
      (name) =>
        sql`(select ${i} as range, ${o.columns.key} as k, ${o.owner} as id, ${o.columns.slow} as slow,
                    ${o.columns.key}::text as key
             from ${t.rows} o join ${table} p on p.user_id = ${o.owner}
             where ${o.spelled(name)} and ${t.rest} and ${range}
             order by ${o.order} limit ${depth})`,
    ),
  );
}

/** With `withinTravel`: the profile at a point of pointsWithin travels at least that point's distance. */
const travelFrom = (n: Nearby) => (n.withinTravel ? sql` and pts.m <= p.travel_km * 1000` : sql``);

/**
 * A page near a place, nearest first or newest first: the directory's points within the radius, and
 * at each point its first matching profiles in that order (one walk of a point index each: (lat,
 * lng, id) for nearest-first, whose ties at one spot go by id as `listOrder('distance')` orders
 * them; (lat, lng, slow, created, id) for newest-first), then the best of those. The work is a few
 * entries per point, not every profile in the radius.
 *
 * Nearest first, the nearest point's profiles all come before the next point's, so each point is
 * walked as far as the page could need (`offset + limit`), nearest point first, until the page is
 * full: a busy radius costs what a quiet one does. Newest first, the page's rows come from
 * many points, so each is first walked a few rows deep. A point that gave the page fewer rows than
 * it was walked for had no unread row that could be on it; a point that gave them all (a busy
 * pincode, or one where many joined lately) is walked again as deep as the page, alone, and its rows
 * merged with what the others gave: that page is exact.
 */
async function findNearestIds(
  db: DbOrTx,
  table: PgTable,
  near: NearListing,
  points: readonly RadiusPoint[],
  sort: 'distance' | undefined,
  limit: number,
  offset: number,
): Promise<{ id: string }[]> {
  // A tutor's travel_km is in point_reach_idx only, and the outer query reads it (PostgreSQL drops
  // subquery columns nobody reads): so the nearest-first walk keeps to that index's id order
  // instead of sorting each point's entries of point_newest_idx.
  const travel = sort === 'distance' && 'travelKm' in table;
  const [columns, atPoint, overall] =
    sort === 'distance'
      ? [sql`p.user_id${travel ? sql`, p.travel_km` : sql``}`, sql`p.user_id`, sql`pts.m, k.user_id`]
      : [
          sql`p.user_id, p.slow_to_answer, p.created_at`,
          sql`p.slow_to_answer, p.created_at desc nulls last, p.user_id desc nulls last`,
          sql`k.slow_to_answer, k.created_at desc nulls last, k.user_id desc nulls last`,
        ];
  const depth = offset + limit;
  // Nearest first, the points are walked nearest first (a sorted FROM item; the nested loop keeps
  // its order) and an incremental sort puts each point's rows in id order: the walk stops at the
  // point that fills the page, however many points and profiles the radius holds.
  const from = (at: readonly RadiusPoint[], depths: readonly number[]) =>
    sort === 'distance'
      ? sql`(select * from ${pointsFrom(at, depths)} order by pts.m) pts`
      : pointsFrom(at, depths);
  // Newest first, each row's place in that order, so rows of two walks merge (the key's text sorts
  // as its time does: fixed width, UTC).
  const place =
    sort === 'distance'
      ? sql``
      : sql`, k.slow_to_answer as slow, to_char(k.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') as key`;
  const walk = (at: readonly RadiusPoint[], depths: readonly number[]) =>
    queryRows<NearRow>(
      db,
      sql`select k.user_id as id, pts.i::int as i${travel ? sql`, k.travel_km` : sql``}${place}
          from ${from(at, depths)} cross join lateral (
            select ${columns} from ${table} p
            where p.lat = pts.lat and p.lng = pts.lng and ${near.rest}${travelFrom(near.at)}
            order by ${atPoint} limit pts.d) k
          order by ${overall} limit ${depth}`,
    );
  const shallow =
    sort === 'distance' ? depth : Math.min(depth, Math.max(4, Math.ceil((3 * depth) / points.length)));
  const rows = await walk(
    points,
    points.map(() => shallow),
  );
  const given = new Map<number, number>();
  for (const { i } of rows) given.set(i, (given.get(i) ?? 0) + 1);
  const unsure = new Set([...given].filter(([, n]) => n >= shallow && n < depth).map(([i]) => i));
  if (unsure.size === 0) return rows.slice(offset);
  // Only the unsure points are walked again, as deep as the page; the others keep what they gave.
  const again = [...unsure].map((i) => points[i - 1]!);
  const deeper = await walk(
    again,
    again.map(() => depth),
  );
  return [...rows.filter((r) => !unsure.has(r.i)), ...deeper].sort(newestFirst).slice(offset, depth);
}

/** A row of a walk near a place: its point (`i`) and, newest first, its place in that order. */
interface NearRow {
  id: string;
  i: number;
  slow?: boolean;
  key?: string | null;
}

const descending = (x: string, y: string) => (x < y ? 1 : x > y ? -1 : 0);
/** The listing's default order (listOrder): slow to answer last, newest first, ties by id descending. */
const newestFirst = (a: NearRow, b: NearRow) =>
  Number(a.slow) - Number(b.slow) || descending(a.key ?? '', b.key ?? '') || descending(a.id, b.id);

/**
 * The stored spellings of a subject/course that equal `name` ignoring case ('maths' → 'Maths', 'MATHS').
 * A loose index scan: it hops from one distinct value to the next on the (value, owner) btree, so it
 * costs one index probe per distinct subject instead of reading every row; the listing then filters
 * with plain `=` on the same index.
 */
export const findSpellings = (db: DbOrTx, table: PgTable, column: PgColumn, name: string) =>
  // One text per table and column, whatever the name: prepared once per connection.
  findDistinctValues(db, table, column, (val) => sql`lower(${val}) = lower(${name})`, prepared);

/** The distinct values found (findDistinctValues), per statement and values, until a write. */
const distinctValues = readUntilWrite<string[]>(2_000);

/**
 * The distinct values of an indexed column that pass `test`, by the loose index scan findSpellings
 * describes; `mark` may mark the statement (`prepared`) when `test`'s text never changes. The
 * answer is kept, under the statement and its values, until a write (readUntilWrite): the values
 * are the catalogue's subjects and courses, a few dozen that change when a profile is saved, and a
 * listing by subject or a search asks for them each time.
 */
export function findDistinctValues(
  db: DbOrTx,
  table: PgTable,
  column: PgColumn,
  test: (val: SQL) => SQL,
  mark: (query: SQL) => SQL = (query) => query,
): Promise<string[]> {
  const query = mark(sql`
    with recursive d(val) as (
      (select ${column} from ${table} order by ${column} limit 1)
      union all
      select (select ${column} from ${table} where ${column} > d.val order by ${column} limit 1)
      from d where d.val is not null
    )
    select val from d where val is not null and ${test(sql`val`)}`);
  return distinctValues(db, sqlKey(query), async () =>
    (await queryRows<{ val: string }>(db, query)).map((r) => r.val),
  );
}
