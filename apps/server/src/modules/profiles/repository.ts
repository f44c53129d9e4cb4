import {
  type Availability,
  type Board,
  type CenterCard,
  type ClassLevel,
  type ProfileKind,
  type ProfileKindDescriptor,
  profileKinds,
  type ReviewStatus,
  type TeachingMode,
  type TutorCard,
} from '@tuitionhub/contracts';
import { and, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, prepared, queryRows } from '../../db/client.ts';
import {
  demoBookings,
  hires,
  listingFacetCounts,
  NO_TUTOR_FACETS,
  payments,
  type tutorProfiles,
  watchlistItems,
} from '../../db/schema/index.ts';
import { sqlArray } from '../../lib/query-repository.ts';
import { readUntilWrite } from '../../lib/read-once.ts';
import { type ProfileRowChanges, profileTables } from '../profile-rows/repository.ts';
import {
  bandFees,
  type CountOrder,
  distanceMetres,
  FEE_BAND_EDGES,
  type FencedText,
  findDistinctValues,
  findListingPage,
  findPincodesWithin,
  findSpellings,
  type GeoPoint,
  type KnownMatches,
  type ListCursor,
  type ListingPage,
  type ListSort,
  listOrder,
  type Nearby,
  type OfferingWalk,
  withinRadius,
} from './listing-repository.ts';
import {
  findRankedMatchIds,
  isOneWord,
  mentionMatches,
  type TextColumn,
  textHolds,
  textMatches,
  wordsInStatistics,
} from './text-match-repository.ts';

export type CardOf<K extends ProfileKind> = { tutor: TutorCard; center: CenterCard }[K];

export interface ProfileFilter {
  /**
   * Subjects/courses the profile must offer, each as its stored spellings (see
   * findOfferingSpellings; any spelling matches): one for `subject=`, several for a search naming
   * several, one more for the subjects holding a one-word query (listingWhere).
   */
  offerings?: string[][];
  /** Tutors only. */
  availability?: Availability;
  maxFee?: number;
  minRating?: number;
  q?: string;
  near?: Nearby;
  /** Tutors only. */
  mode?: TeachingMode;
  /** Exact city, case-insensitive. */
  city?: string;
  classLevel?: ClassLevel;
  board?: Board;
}

function where(f: ProfileFilter): SQL {
  // Only approved profiles are listed or searched (api-2 §6); the listing indexes hold only those.
  const parts: SQL[] = [sql`p.review_status = 'approved'`];
  // The profile's copy of its subjects/courses: tested inside the sort index, no join (see the schema).
  for (const spellings of f.offerings ?? [])
    parts.push(sql`p.offering_names && ${sqlArray(spellings, 'text')}`);
  if (f.availability) parts.push(sql`p.availability = ${f.availability}`);
  if (f.maxFee !== undefined) parts.push(sql`p.lowest_fee <= ${f.maxFee}`);
  if (f.minRating !== undefined) parts.push(sql`p.ratings >= ${f.minRating}`);
  if (f.q) parts.push(textMatches(f.q));
  if (f.near) parts.push(withinRadius(f.near));
  if (f.mode) parts.push(sql`p.modes @> array[${f.mode}]::text[]`);
  if (f.city) parts.push(sql`lower(p.city) = lower(${f.city})`);
  if (f.classLevel) parts.push(sql`p.class_levels @> array[${f.classLevel}]::text[]`);
  if (f.board) parts.push(sql`p.boards @> array[${f.board}]::text[]`);
  return sql.join(parts, sql` and `);
}

/** Whether a filter keeps every listed profile (no condition set). */
const filtersNothing = (f: ProfileFilter) => Object.values(f).every((v) => v === undefined);

export const findOfferingSpellings = (db: DbOrTx, kind: ProfileKind, name: string) =>
  findSpellings(db, profileTables[kind].offerings, profileTables[kind].offering, name);

/**
 * The stored spellings of the subjects/courses named by each of `names` (any case), per kind:
 * one loose index scan per kind over the distinct names (findSpellings) for all of them. Keys
 * are the names lower-cased; a name no kind offers is absent.
 */
export async function findOfferingsNamed(
  db: DbOrTx,
  names: string[],
): Promise<Map<string, Record<ProfileKind, string[]>>> {
  const named = new Map<string, Record<ProfileKind, string[]>>();
  if (names.length === 0) return named;
  const wanted = sqlArray(
    names.map((n) => n.toLowerCase()),
    'text',
  );
  // One statement per kind, side by side on a pool; one text per kind however many names are
  // asked, so each is prepared once per connection.
  const found = await Promise.all(
    profileKinds.map((kind) => {
      const { offerings, offering } = profileTables[kind];
      return findDistinctValues(db, offerings, offering, (v) => sql`lower(${v}) = any(${wanted})`, prepared);
    }),
  );
  for (const [k, kind] of profileKinds.entries())
    for (const val of found[k] ?? []) {
      const key = val.toLowerCase();
      const entry = named.get(key) ?? { tutor: [], center: [] };
      entry[kind].push(val);
      named.set(key, entry);
    }
  return named;
}

/**
 * The index a capped count walks. A city's profiles are one range of the city index; otherwise a
 * bound on a sort key puts the matches at the start of that order (`minRating`: the best rated
 * first; `maxFee`: the cheapest first); without either, newest first, which no filter correlates
 * with. In the page's own order a subject whose fees run high is met late: at 1M tutors, Physics
 * by fee counted in 59 ms against 8 newest first, four filters (with minRating) newest first in
 * 110 ms against 27 by rating, and Pune's online tutors newest first in 41 ms (23,748 entries
 * read for 1,001 matches).
 */
const countOrder = (f: ProfileFilter): CountOrder =>
  f.city !== undefined
    ? 'city'
    : f.minRating !== undefined
      ? 'ratings'
      : f.maxFee !== undefined
        ? 'fees'
        : undefined;

/**
 * Whether a listing's filters are several that no index bounds: two or more of a subject, a
 * class, a board, the availability and the mode, and no text, place, city, fee or rating (each of
 * which a count's walk or index starts from). Their matches can be any share of the catalogue,
 * none at all (a subject nobody teaches at that class), and their total is read from
 * listing_facet_counts (facetCombination); where it cannot say (two subjects, from a search), it
 * is PostgreSQL's estimate past a margin (FILTERS_MARGIN).
 */
const isSparse = (f: ProfileFilter): boolean => {
  if (f.q || f.near || f.city !== undefined || f.maxFee !== undefined || f.minRating !== undefined)
    return false;
  const tested = [...(f.offerings ?? []), f.classLevel, f.board, f.availability, f.mode];
  return tested.filter((v) => v !== undefined).length >= 2;
};

/**
 * A listing's combination of filters as listing_facet_counts keys it ('' for a filter it leaves
 * out; the city as the listing names it, which the counts keep lowercased).
 */
interface FacetCombination {
  offering: string;
  classLevel: string;
  board: string;
  availability: string;
  mode: string;
  city: string;
}

/**
 * The combination of a listing by one or more of subject, class, board, availability and mode,
 * without text or a place, in a city or not; undefined for any other listing. A fee or rating
 * between the counts' cells is left to the listing (KnownMatches' `narrowed`). A subject stored
 * under two spellings ('Sitar', 'SITAR') is not one: its teacher of both is counted under each.
 */
function facetCombination(f: ProfileFilter): FacetCombination | undefined {
  if (f.q || f.near) return undefined;
  const [spellings, ...more] = f.offerings ?? [];
  const tested = [spellings, f.classLevel, f.board, f.availability, f.mode];
  if (more.length > 0 || (spellings && spellings.length !== 1) || tested.every((v) => v === undefined))
    return undefined;
  return {
    offering: spellings?.[0] ?? '',
    classLevel: f.classLevel ?? '',
    board: f.board ?? '',
    availability: f.availability ?? '',
    mode: f.mode ?? '',
    city: f.city ?? '',
  };
}

/**
 * What of a listing the counts per fee band and stars know: which bands can hold its matches
 * (`holds`: with a highest fee, those that start below it), which stars (`rated`: with a lowest
 * rating, its whole stars and more) and, as a WHERE on `p`, its highest fee and lowest rating
 * where they do not (`narrowed`): a highest fee at a band's edge is whole bands (the filter panel's
 * fees are edges) and a lowest rating of whole stars whole cells (the panel's are), any other is
 * tested on the rows of the cells that can hold it. The city is a dimension of the counts.
 */
function narrowing(f: ProfileFilter): Narrowing {
  const { maxFee, minRating } = f;
  const holds = (band: number) => {
    if (maxFee === undefined) return true;
    const fees = bandFees(band);
    return fees !== null && (fees.above === undefined || fees.above < maxFee);
  };
  const rated = (stars: number) => minRating === undefined || stars >= Math.floor(minRating);
  const wholeBands = maxFee === undefined || (FEE_BAND_EDGES as readonly number[]).includes(maxFee);
  const wholeStars = minRating === undefined || Number.isInteger(minRating);
  const tested = {
    minRating: wholeStars ? undefined : minRating,
    maxFee: wholeBands ? undefined : maxFee,
  };
  const untold = Object.values(tested).some((v) => v !== undefined);
  return { holds, rated, ...(untold ? { narrowed: where(tested) } : {}) };
}

interface Narrowing {
  holds: (band: number) => boolean;
  rated: (stars: number) => boolean;
  narrowed?: SQL;
}

/**
 * How many listed profiles of a combination (in a city: as the counts keep it) are in a fee band
 * with a rating of so many whole stars.
 */
interface CellCount {
  city: string;
  band: number;
  stars: number;
  n: number;
}

/**
 * How many listed profiles of a kind match a combination, per fee band (one probe of
 * listing_facet_counts, summed over the stars it keeps; with a highest fee, the bands that can hold
 * a match), and the condition that reads a set of bands' matches through their own keys of
 * `*_facet_keys_idx` (listing_facet_keys, as the schema indexes it: one per band and stars that
 * holds a match); `narrowed` as `narrowing` says.
 */
async function knownMatches(
  db: DbOrTx,
  kind: ProfileKind,
  c: FacetCombination,
  { holds, rated, narrowed }: Narrowing,
): Promise<KnownMatches> {
  // By equality: `offering = any(…)` left the generic plan free to filter on it instead, walking
  // every cell of the kind (6–13 ms at 1M tutors until the table had statistics, 0.03 by the key).
  const cells = await queryRows<CellCount>(
    db,
    prepared(sql`select f.city, f.band, f.stars, f.n from ${listingFacetCounts} f
        where f.kind = ${kind} and f.offering = ${c.offering} and f.class_level = ${c.classLevel}
          and f.board = ${c.board} and f.availability = ${c.availability} and f.mode = ${c.mode}
          and f.city = lower(${c.city})`),
  );
  const kept = cells.filter(({ band, stars, n }) => n > 0 && holds(band) && rated(stars));
  const perBand = new Map<number, number>();
  for (const { band, n } of kept) perBand.set(band, (perBand.get(band) ?? 0) + n);
  const bands = [...perBand].map(([band, n]) => ({ band, n })).sort((a, b) => a.band - b.band);
  const tutorOnly = kind === 'tutor' ? sql`p.availability, p.modes` : NO_TUTOR_FACETS;
  // As listing_facet_keys spells them: the five values, the city (as the counts keep it), the band
  // and the stars joined by the unit separator.
  const keys = (of: readonly number[]) =>
    kept
      .filter((cell) => of.includes(cell.band))
      .map(({ city, band, stars }) =>
        [c.offering, c.classLevel, c.board, c.availability, c.mode, city, band, stars].join('\u001f'),
      );
  return {
    total: bands.reduce((n, b) => n + b.n, 0),
    bands,
    read: (of) => sql`p.review_status = 'approved' and listing_facet_keys(p.offering_names, p.class_levels,
      p.boards, ${tutorOnly}, p.city, p.slow_to_answer, p.lowest_fee, p.ratings) && ${sqlArray(keys(of), 'text')}`,
    ...(narrowed ? { narrowed } : {}),
  };
}

/** One page of profile ids in listing order, and how many match in all. */
export const findProfilePage = async <T = undefined>(
  db: DbOrTx,
  kind: ProfileKind,
  filter: ProfileFilter,
  page: {
    sort: ListSort | undefined;
    origin?: GeoPoint | undefined;
    limit: number;
    offset: number;
    after?: ListCursor | undefined;
    countCap: number;
    /** Read for the page's ids as soon as they are known (ListingPage's `loaded`). */
    forIds?: ((ids: string[]) => Promise<T>) | undefined;
  },
): Promise<ListingPage<T>> => {
  // Free text near a place names the radius by its pincodes, which the text-with-filters index holds.
  const near = filter.near;
  const listed =
    near && filter.q
      ? { ...filter, near: { ...near, pincodes: await findPincodesWithin(db, near) } }
      : filter;
  const facets = facetCombination(filter);
  const [{ alternatives, teaching, textual, fenced }, known] = await Promise.all([
    listingWhere(db, kind, listed, page.sort),
    facets && knownMatches(db, kind, facets, narrowing(filter)),
  ]);
  const order = countOrder(filter);
  return findListingPage(db, profileTables[kind].profiles, alternatives, {
    near: near && { at: near, rest: where({ ...filter, near: undefined }) },
    countSorts: textual.map((text) => text || order),
    fenced,
    sparse: isSparse(filter),
    known,
    teaching,
    ...page,
  });
};

/**
 * A listing's WHERE. A one-word text query (`q=guitar`) becomes two disjoint alternatives
 * (decision 018): who teaches a subject/course holding the word, a filter the sort indexes test on
 * their own entries (offering_names), and who only mentions it, which the mention_search GIN index
 * finds (far fewer rows than the word's teachers, as a subject's word is mostly in its teachers'
 * subjects; physics: 24,000 against 150,000 at 1M). Tested as one
 * condition, the word sent each walk of a sort index to the table for every row it passed, and a
 * subject whose teachers come late in that order (guitar by fee) read tens of thousands of rows.
 * Near a place the radius already bounds the rows, so the condition stays whole there.
 * The first alternative's teachers of one subject (`teaching`) can also be walked from that
 * subject's own rows (OfferingWalk).
 */
async function listingWhere(
  db: DbOrTx,
  kind: ProfileKind,
  f: ProfileFilter,
  /** The page's order: which sort index a fenced page walks (see `fence`). */
  sort: ListSort | undefined,
): Promise<{
  alternatives: SQL[];
  /** Whether each alternative tests free text: one word alone (`word`) or with more (`text`); see CountOrder. */
  textual: ('word' | 'text' | false)[];
  /** Each free-text alternative with its text tested on the profile's own row. */
  fenced: (FencedText | undefined)[];
  teaching?: OfferingWalk | undefined;
}> {
  const t = profileTables[kind];
  const teach = (filter: ProfileFilter): OfferingWalk | undefined => {
    const [names, ...others] = filter.offerings ?? [];
    if (!names || filter.near) return undefined;
    const { offerings: _, ...more } = filter;
    const rest = where({ ...more, offerings: others });
    const alone = others.length === 0 && filtersNothing(more);
    return { rows: t.offerings, owner: t.owner, offering: t.offering, names, rest, alone };
  };
  const q = f.q;
  if (!q) return { alternatives: [where(f)], textual: [false], fenced: [undefined], teaching: teach(f) };
  const rest: ProfileFilter = { ...f, q: undefined };
  // The text tested on the profile's own row, looked up by id, the filters on the walked index's
  // entries. Except beside a city alone, newest first: city_newest_idx is keyed by the city, so every
  // entry that walk reads is in the city, and the text is tested on the row it reads anyway (a lookup
  // by id would descend the primary key to the same row: q=sharma&city=Pune at 1M tutors, 643
  // entries, 3,174 buffers and 3.2 ms fenced, 667 buffers and 0.7 ms not).
  const inCity =
    sort === undefined && rest.city !== undefined && filtersNothing({ ...rest, city: undefined });
  const fence = (test: (row: SQL) => SQL, column: TextColumn): FencedText => ({
    where: inCity
      ? sql`${where(rest)} and ${test(sql`p`)}`
      : sql`${where(rest)} and exists (select from ${t.profiles} m where m.user_id = p.user_id and ${test(sql`m`)})`,
    known: wordsInStatistics(t.profiles, column, q),
  });
  if (f.near || !isOneWord(q))
    return {
      alternatives: [where(f)],
      textual: ['text'],
      fenced: [fence((row) => textMatches(q, row), 'search')],
      teaching: teach(f),
    };
  // One text whatever the word (a parameter): prepared once per connection.
  const holding = await findDistinctValues(db, t.offerings, t.offering, (val) => textHolds(val, q), prepared);
  const mentions = sql`${where(rest)} and ${mentionMatches(q)}`;
  const fencedMentions = fence((row) => mentionMatches(q, row), 'mention_search');
  const counted = filtersNothing(rest) ? 'word' : 'text';
  if (!holding.length) {
    // A subject beside the word: by fee, past the cap, its own rows are walked, the word tested on each teacher.
    const walk = teach(rest);
    // Newest first too where the subject is the word's only filter (OfferingWalk's `newest`).
    const teaching = walk && {
      ...walk,
      rest: sql`${walk.rest} and ${mentionMatches(q)}`,
      alone: false,
      newest: walk.alone,
    };
    return { alternatives: [mentions], textual: [counted], fenced: [fencedMentions], teaching };
  }
  const teachers: ProfileFilter = { ...rest, offerings: [holding, ...(f.offerings ?? [])] };
  return {
    alternatives: [where(teachers), mentions],
    textual: [false, counted],
    fenced: [undefined, fencedMentions],
    teaching: teach(teachers),
  };
}

export async function findLatestProfileIds(db: DbOrTx, kind: ProfileKind, limit: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select p.user_id as id from ${profileTables[kind].profiles} p where p.review_status = 'approved'
        order by ${listOrder(undefined)} limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

/** Best matches first (see findRankedMatchIds) among those the filter keeps; runs inside withTextSearch. */
export const searchProfileIds = (
  db: DbOrTx,
  kind: ProfileKind,
  q: string,
  limit: number,
  filter: ProfileFilter = {},
) => findRankedMatchIds(db, profileTables[kind].profiles, q, limit, where(filter));

/**
 * Listed profiles whose name is the typed words or starts with them as whole words (`priya sharma`
 * finds Priya Sharma and Priya Sharma Iyer, not Priya Sharmaji), any case, in the lower-cased name's
 * byte order then id: one range of name_prefix_idx (`>= text` and `< text + '!'`, '!' being the
 * character after the space), so it reads at most `limit` entries however many profiles there are.
 */
export async function findNamePrefixIds(
  db: DbOrTx,
  kind: ProfileKind,
  text: string,
  limit: number,
): Promise<string[]> {
  const words = text.trim().split(/\s+/u).join(' ');
  if (!words) return [];
  const name = sql`lower(p.name) collate "C"`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select p.user_id as id from ${profileTables[kind].profiles} p
        where p.review_status = 'approved' and ${name} >= lower(${words}) and ${name} < lower(${words}) || '!'
        order by ${name}, p.user_id limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

/**
 * The public card of each profile, in the order of `ids` (ids of other kinds or roles are left out).
 * With an origin, each located card says how far it is (km, one decimal); never the coordinates.
 */
export async function loadProfileCards<K extends ProfileKind>(
  db: DbOrTx,
  kind: ProfileKindDescriptor<K>,
  userIds: string[],
  origin?: GeoPoint,
): Promise<CardOf<K>[]> {
  if (userIds.length === 0) return [];
  const t = profileTables[kind.kind];
  const rows = await queryRows<{
    id: string;
    createdMs: number;
    memberSinceMs: number;
    offerings: { name: string; fee: number }[] | null;
    distanceKm: number | null;
    verifiedMs: number | null;
    verifiedIdentity: boolean;
    verifiedQualification: boolean;
  }>(
    db,
    prepared(
      sql`select p.user_id as id, p.name, u.photo, ${t.columns},
          p.lowest_fee as "lowestFee", p.ratings::float8 as ratings, p.review_count as "reviewCount",
          (extract(epoch from p.created_at) * 1000)::float8 as "createdMs",
          (extract(epoch from u.created_at) * 1000)::float8 as "memberSinceMs",
          (extract(epoch from p.verified_at) * 1000)::float8 as "verifiedMs",
          p.verified_identity as "verifiedIdentity", p.verified_qualification as "verifiedQualification",
          (select count(*) from ${demoBookings} b where b.entity_id = p.user_id and b.status = 'done')::int as "demosHeld",
          (select count(distinct h.student_id) from ${hires} h join ${payments} pay on pay.id = h.payment_id
             where h.tutor_id = p.user_id and pay.status = 'paid')::int as "studentsHired",
          ${origin ? sql`round((${distanceMetres(origin)} / 1000)::numeric, 1)::float8` : sql`null::float8`} as "distanceKm",
          (select json_agg(json_build_object('name', ${t.offering}, 'fee', fee) order by ${t.offering})
             from ${t.offerings} where ${t.owner} = p.user_id) as offerings
        from ${t.profiles} p join users u on u.id = p.user_id
        where p.user_id = any(${sqlArray(userIds, 'uuid')})`,
    ),
  );
  const byId = new Map(
    rows.map(({ id, createdMs, memberSinceMs, offerings, distanceKm, ...row }) => {
      const { verifiedMs, verifiedIdentity, verifiedQualification, ...own } = row;
      const list = offerings ?? [];
      const card = {
        _id: id,
        ...own,
        verified:
          verifiedMs === null
            ? null
            : {
                identity: verifiedIdentity,
                qualification: verifiedQualification,
                at: new Date(verifiedMs).toISOString(),
              },
        memberSince: new Date(memberSinceMs).toISOString(),
        ...(distanceKm !== null ? { distanceKm } : {}),
        [kind.offeringsField]: list.map((o) => o.name),
        fees: Object.fromEntries(list.map((o) => [o.name, o.fee])),
        createdAt: new Date(createdMs).toISOString(),
      };
      // The row holds exactly the card fields of this kind (the columns above); the answer's schema checks them.
      return [id, card as unknown as CardOf<K>];
    }),
  );
  return userIds.flatMap((id) => byId.get(id) ?? []);
}

/** A profile's review state (api-2 §6); null when there is no such profile. */
export async function findReviewStatus(
  db: DbOrTx,
  kind: ProfileKind,
  userId: string,
): Promise<ReviewStatus | null> {
  const profiles = profileTables[kind].profiles as typeof tutorProfiles;
  const [row] = await db
    .select({ status: profiles.reviewStatus })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.status ?? null;
}

export async function updateProfileRow(
  db: DbOrTx,
  kind: ProfileKind,
  userId: string,
  changes: ProfileRowChanges,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  const profiles = profileTables[kind].profiles as typeof tutorProfiles;
  await db.update(profiles).set(changes).where(eq(profiles.userId, userId));
}

/** Removes shortlist entries of a tutor's subjects that are not in `subjects` any more. */
export async function deleteShortlistedOutside(
  db: DbOrTx,
  tutorId: string,
  subjects: string[],
): Promise<void> {
  await db
    .delete(watchlistItems)
    .where(and(eq(watchlistItems.tutorId, tutorId), notInArray(watchlistItems.subject, subjects)));
}

/** A city or locality a listed profile names (findListedPlaces). */
export interface ListedPlace {
  city: string | null;
  locality: string | null;
}

/**
 * Whether a listed profile (either kind) names each of these cities or localities,
 * case-insensitively: a search word is read as a place only where profiles are (`anand` is a
 * city, and a first name). A city is preferred to a locality of the same name. One statement for
 * every name: each is a few probes of the lower(city) and lower(locality) indexes.
 */
export async function findListedPlaces(
  db: DbOrTx,
  names: string[],
): Promise<ReadonlyMap<string, ListedPlace>> {
  if (names.length === 0) return new Map();
  // The places listed profiles name change when one is saved: the same names are looked up once until then.
  return listedPlacesOf(db, JSON.stringify(names), () => readListedPlaces(db, names));
}

/** findListedPlaces' answers, per list of names, until a write (readUntilWrite). */
const listedPlacesOf = readUntilWrite<ReadonlyMap<string, ListedPlace>>(2_000);

async function readListedPlaces(db: DbOrTx, names: string[]): Promise<Map<string, ListedPlace>> {
  const found = new Map<string, ListedPlace>();
  // Each name is its own probe with the name as a value, not a row of unnest(): planned for an
  // unknown value, `lower(city) = name limit 1` looked cheapest as a sequential scan that stops at
  // the first match (a city holds ~8% of 1M profiles), and read every row when none matched.
  const probe = (column: 'city' | 'locality', name: string) =>
    sql.join(
      profileKinds.map(
        (kind) =>
          sql`(select p.city, p.locality from ${profileTables[kind].profiles} p
               where lower(p.${sql.raw(column)}) = ${name} limit 1)`,
      ),
      sql` union all `,
    );
  const rows = await queryRows<{
    name: string;
    city: string | null;
    locality: string | null;
    c: string | null;
  }>(
    db,
    sql.join(
      [...new Set(names.map((n) => n.toLowerCase()))].map(
        (name) => sql`(select ${name}::text as name, c.city as c, l.city, l.locality from (select) one
          left join lateral (${probe('city', name)} limit 1) c on true
          left join lateral (${probe('locality', name)} limit 1) l on true)`,
      ),
      sql` union all `,
    ),
  );
  for (const r of rows) {
    if (r.c !== null) found.set(r.name, { city: r.c, locality: null });
    else if (r.locality !== null) found.set(r.name, { city: r.city, locality: r.locality });
  }
  return found;
}
