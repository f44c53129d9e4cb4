import type { Place } from '@tuitionhub/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { places } from '../../db/schema/index.ts';
import { readOnce } from '../../lib/read-once.ts';
import { aliasCitiesStartingWith, normaliseCity } from './names.ts';

export { normaliseCity } from './names.ts';

/** A row of the directory as it is loaded (modules/places/directory.ts builds them). */
export type PlaceRow = Omit<typeof places.$inferInsert, 'id'> & { rank: number };

/** Rows per insert: one JSON parameter each (about 1 MB of text). */
const ROWS_PER_STATEMENT = 10_000;

/**
 * Inserts the directory's rows when `places` is empty, all in one transaction. The table lock makes
 * a second instance starting at the same time wait, then find the rows and insert nothing.
 * `build` runs only when the rows are needed. Returns how many rows were inserted.
 */
export async function loadPlacesIfEmpty(db: DbOrTx, build: () => PlaceRow[]): Promise<number> {
  const [present] = await queryRows<{ present: boolean }>(
    db,
    sql`select exists (select 1 from ${places}) as present`,
  );
  if (present?.present) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${places} in share row exclusive mode`);
    const [again] = await queryRows<{ present: boolean }>(
      tx,
      sql`select exists (select 1 from ${places}) as present`,
    );
    if (again?.present) return 0;
    const rows = build();
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      const batch = JSON.stringify(rows.slice(i, i + ROWS_PER_STATEMENT));
      await tx.execute(sql`insert into ${places} (pincode, locality, city, state, lat, lng, rank)
        select pincode, locality, city, state, lat, lng, rank
        from json_to_recordset(${batch}::json)
          as r(pincode text, locality text, city text, state text, lat float8, lng float8, rank int)`);
    }
    await tx.execute(sql`analyze ${places}`);
    return rows.length;
  });
}

interface PlaceRecord {
  pincode: string;
  locality: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
}

/**
 * `Kothrud, Pune 411038`; a locality named like its city reads `Pune 411001`; a whole city (no
 * locality) reads `Pune, Maharashtra` (`Delhi` when the state has the city's name).
 */
export function placeLabel(p: PlaceRecord): string {
  if (!p.locality) return p.state.toLowerCase() === p.city.toLowerCase() ? p.city : `${p.city}, ${p.state}`;
  if (p.locality.toLowerCase() === p.city.toLowerCase()) return `${p.city} ${p.pincode}`;
  return `${p.locality}, ${p.city} ${p.pincode}`;
}

const toPlace = (p: PlaceRecord): Place => ({
  label: placeLabel(p),
  city: p.city,
  locality: p.locality,
  pincode: p.pincode,
  state: p.state,
  lat: Number(p.lat),
  lng: Number(p.lng),
});

const columns = sql`pincode, locality, city, state, lat, lng`;

/** A LIKE pattern matching text that starts with `prefix` literally (%, _ and \ escaped). */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The pincodes from `prefix` up to the next prefix: `4110` → ['4110', '4111'] (a btree range, any collation). */
function pincodeRange(prefix: string): [from: string, to: string | null] {
  if (/^9+$/.test(prefix)) return [prefix, null];
  const next = String(Number(prefix) + 1).padStart(prefix.length, '0');
  return [prefix, next];
}

/**
 * A pincode's localities best first: head and sub offices before branch offices, then the shortest
 * name. Its first is the place the pincode locates (locatePincode), where a profile there stands.
 */
export const bestLocalityFirst = sql`rank, length(locality), locality`;

/** Pincodes starting with the digits: one row per pincode (its best locality) unless the pincode is whole. */
async function findByPincode(db: DbOrTx, digits: string, limit: number): Promise<Place[]> {
  if (digits.length === 6) return findPincodeLocalities(db, digits, limit);
  const [from, to] = pincodeRange(digits);
  const rows = await queryRows<PlaceRecord>(
    db,
    sql`select distinct on (pincode) ${columns} from ${places}
      where pincode >= ${from} ${to ? sql`and pincode < ${to}` : sql``}
      order by pincode, ${bestLocalityFirst}
      limit ${limit}`,
  );
  return rows.map(toPlace);
}

async function findPincodeLocalities(db: DbOrTx, pincode: string, limit: number): Promise<Place[]> {
  const rows = await queryRows<PlaceRecord>(
    db,
    sql`select ${columns} from ${places} where pincode = ${pincode}
      order by ${bestLocalityFirst} limit ${limit}`,
  );
  return rows.map(toPlace);
}

/** How many prefix matches are ranked: the first ones in index order (the shortest names come first). */
const PREFIX_CANDIDATES = 200;

/** `name` or `name, city` (a label typed back, its pincode dropped). */
function parseText(q: string): { name: string; within?: string } {
  const text = q
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s,]*\b\d{6}$/, '');
  const comma = text.indexOf(',');
  if (comma < 0) return { name: text };
  const within = text.slice(comma + 1).trim();
  return { name: text.slice(0, comma).trim(), ...(within ? { within } : {}) };
}

/**
 * One row per city starting with `name` (its first `limit` names, alphabetical) or known by an old
 * name starting with it, at the city's main office (a head or sub office, lowest pincode): an exact
 * name is tier 0, a prefix tier 2. The names come from a skip scan of the city index (each step one
 * index probe), so a one-letter prefix does not read every row of every matching city.
 */
function matchingCities(name: string, limit: number): SQL {
  const alias = normaliseCity(name).toLowerCase();
  const aliases = [...new Set([alias, ...aliasCitiesStartingWith(name).map((c) => c.toLowerCase())])];
  const pattern = startsWith(name);
  return sql`select r.* from (
      (with recursive names(lc) as (
        (select lower(city) from ${places} where lower(city) like ${pattern}
          order by lower(city) using ~<~ limit 1)
        union all
        select (select lower(city) from ${places} where lower(city) ~>~ n.lc and lower(city) like ${pattern}
          order by lower(city) using ~<~ limit 1)
        from names n where n.lc is not null
      )
      select lc from names where lc is not null limit ${limit})
      union
      select lc from (values ${sql.join(
        aliases.map((a) => sql`(${a})`),
        sql`, `,
      )}) v(lc)
    ) n
    cross join lateral (
      select distinct on (state) pincode, '' as locality, city, state, lat, lng, 0 as rank,
        case when n.lc in (${name}, ${alias}) then 0 else 2 end as tier
      from ${places} where lower(city) = n.lc
      order by state, rank, pincode
    ) r`;
}

/**
 * Localities and cities starting with the words, best first: the city of that name, a locality of
 * that name (head and sub offices before branch offices), then cities and localities starting with
 * it (shorter names first). Old city names find today's (`bangalore` → Bengaluru).
 */
async function findByName(db: DbOrTx, q: string, limit: number): Promise<Place[]> {
  const { name, within } = parseText(q);
  if (!name) return [];
  const pattern = startsWith(name);
  const inCity: SQL = within
    ? sql`and (lower(city) like ${startsWith(within)} or lower(state) like ${startsWith(within)}
        or lower(city) = ${normaliseCity(within).toLowerCase()})`
    : sql``;
  const cities: SQL = within
    ? sql``
    : sql`union all
      select * from (${matchingCities(name, limit)}) c`;
  const rows = await queryRows<PlaceRecord>(
    db,
    sql`select ${columns} from (
        select * from (
          select ${columns}, rank, 1 as tier from ${places}
          where lower(locality) = ${name} ${inCity}
          order by rank, pincode limit ${limit}
        ) e
        union all
        select * from (
          select ${columns}, rank, 3 as tier from ${places}
          where lower(locality) like ${pattern} and lower(locality) <> ${name} ${inCity}
          order by lower(locality) using ~<~ limit ${PREFIX_CANDIDATES}
        ) p
        ${cities}
      ) found
      order by tier, rank, length(locality), locality, city, pincode
      limit ${limit}`,
  );
  return rows.map(toPlace);
}

/**
 * Autocomplete (GET /api/places): 1–6 digits are a pincode prefix; other text a locality or city
 * prefix, case-insensitive. Both read the directory's btree indexes, never the whole table.
 */
export async function findPlaces(db: DbOrTx, q: string, limit: number): Promise<Place[]> {
  const text = q.trim();
  if (!text || limit < 1) return [];
  if (/^\d{1,6}$/.test(text)) return findByPincode(db, text, limit);
  return findByName(db, text, limit);
}

/** The pincode's best locality (a head or sub office first) with the pincode's coordinates; null when unknown. */
export async function locatePincode(db: DbOrTx, pincode: string): Promise<Place | null> {
  if (!/^\d{6}$/.test(pincode)) return null;
  const { place } = await located(db, pincode, async () => {
    const [first] = await findPincodeLocalities(db, pincode, 1);
    return { place: first ?? null };
  });
  return place;
}

/** What each pincode locates, read once (the directory never changes at run time; India has about 19,000 pincodes). */
const located = readOnce<{ place: Place | null }>(20_000);

/** The directory's spelling of a city named in any case, or by its old name (`bangalore` → `Bengaluru`); null when unknown. */
export async function findKnownCity(db: DbOrTx, name: string): Promise<string | null> {
  const wanted = normaliseCity(name).toLowerCase();
  if (!wanted) return null;
  const [row] = await queryRows<{ city: string }>(
    db,
    sql`select city from ${places} where lower(city) = ${wanted} limit 1`,
  );
  return row?.city ?? null;
}

/**
 * A locality of exactly that name (any case): in the given city when it has one, else anywhere;
 * head and sub offices before branch offices.
 */
export async function findLocality(db: DbOrTx, name: string, city?: string): Promise<Place | null> {
  const wanted = name.replace(/\s+/g, ' ').trim().toLowerCase();
  if (!wanted) return null;
  const preferred = city ? normaliseCity(city).toLowerCase() : null;
  const [row] = await queryRows<PlaceRecord>(
    db,
    sql`select ${columns} from ${places} where lower(locality) = ${wanted}
      order by ${preferred ? sql`(lower(city) = ${preferred}) desc,` : sql``} rank, pincode
      limit 1`,
  );
  return row ? toPlace(row) : null;
}
