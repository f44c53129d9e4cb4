import { type Board, type ClassLevel, type TeachingMode, teachingModes } from '@tuitionhub/contracts';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../client.ts';
import { cities, type SubjectInfo } from './data.ts';
import type { Random } from './random.ts';

export interface SeedPlace {
  city: string;
  locality: string;
  pincode: string;
  lat: number;
  lng: number;
}

/** A city's places: its well-known localities first (the demo uses those), then every other town office. */
interface CityPlaces {
  city: string;
  population: number;
  named: SeedPlace[];
  all: SeedPlace[];
}

/**
 * The seeded cities' real localities and pincodes, from the place directory (loaded by the
 * migrations). A city the directory does not know is left out.
 */
export async function loadSeedPlaces(db: DbOrTx): Promise<CityPlaces[]> {
  // Every town office of the cities: a pincode has several localities, and the wanted one
  // (Kothrud of 411038) must not lose to the alphabetically first (Bhusari Colony).
  const rows = await queryRows<SeedPlace>(
    db,
    sql`select city, locality, pincode, lat, lng from places
        where rank = 1 and city in ${sql`(${sql.join(
          cities.map((c) => sql`${c.city}`),
          sql`, `,
        )})`}
        order by pincode, locality`,
  );
  const onePerPincode = (list: SeedPlace[]) =>
    list.filter((p, k) => list.findIndex((q) => q.pincode === p.pincode) === k);
  return cities.flatMap((c) => {
    const inCity = rows.filter((p) => p.city === c.city);
    if (inCity.length === 0) return [];
    const wanted = new Set(c.areas.map((a) => a.toLowerCase()));
    const named = onePerPincode(inCity.filter((p) => wanted.has(p.locality.toLowerCase())));
    const all = onePerPincode(inCity);
    return [{ city: c.city, population: c.population, named: named.length ? named : all.slice(0, 5), all }];
  });
}

/**
 * Where the i-th profile is. The demo walks the cities in turn and their well-known localities, so
 * every city has profiles a parent would recognise; a large seed draws the city by population and
 * any of its town offices, so density is realistic (many in Delhi, few in Kota).
 */
export function drawPlace(r: Random, places: CityPlaces[], i: number, large: boolean): SeedPlace | null {
  if (places.length === 0) return null;
  if (!large) {
    // The walk starts in Pune, so the first tutor (Mathematics) is there: the demo then answers
    // the example searches ('maths tutor in pune', a parent at 411038 Kothrud).
    const start = Math.max(
      0,
      places.findIndex((c) => c.city === 'Pune'),
    );
    const city = places[(i + start) % places.length]!;
    return city.named[Math.floor(i / places.length) % city.named.length]!;
  }
  const total = places.reduce((n, c) => n + c.population, 0);
  const x = r.next() * total;
  let below = 0;
  const city =
    places.find((c) => {
      below += c.population;
      return x < below;
    }) ?? places[places.length - 1]!;
  // Most tutors live in the central localities; the rest anywhere in the district.
  return r.chance(0.5) ? r.pick(city.named) : r.pick(city.all);
}

/**
 * How a tutor teaches: most come home and teach online too; a home tutor travels 3–15 km. What the
 * bio promises ("Available for home tuition and online classes", "a free demo class at your home")
 * is always among the modes.
 */
export function drawTeaching(r: Random, bio: string): { modes: TeachingMode[]; travelKm: number } {
  const x = r.next();
  const drawn: TeachingMode[] =
    x < 0.55
      ? ['Home', 'Online']
      : x < 0.75
        ? ['Home']
        : x < 0.85
          ? ['Online']
          : x < 0.93
            ? ['AtTutor', 'Online']
            : ['Home', 'AtTutor'];
  const promised: TeachingMode[] = [
    ...(/home tuition|at your home/.test(bio) ? (['Home'] as const) : []),
    ...(/online classes/.test(bio) ? (['Online'] as const) : []),
  ];
  const modes = teachingModes.filter((m) => drawn.includes(m) || promised.includes(m));
  return { modes, travelKm: modes.includes('Home') ? r.pick([3, 5, 5, 8, 10, 10, 15]) : 0 };
}

const BIO_LEVELS: Record<string, ClassLevel[]> = {
  'KG–Class V': ['KG-V'],
  'Class I–V': ['KG-V'],
  'Class VI–VIII': ['VI-VIII'],
  'Class VI–X': ['VI-VIII', 'IX-X'],
  'Class IX–X': ['IX-X'],
  'Class XI–XII': ['XI-XII'],
  'Class IX–XII': ['IX-X', 'XI-XII'],
};
const BIO_BOARDS: Record<string, Board[]> = {
  CBSE: ['CBSE'],
  ICSE: ['ICSE'],
  'CBSE and ICSE': ['CBSE', 'ICSE'],
  'state board': ['State'],
  'IB and IGCSE': ['IB', 'IGCSE'],
};

/**
 * The classes and boards a school tutor's bio states ("Teaching Class IX–X students (ICSE)"), so
 * the card's facts and the bio agree; null when the bio names none.
 */
export function levelsFromBio(bio: string): { classLevels: ClassLevel[]; boards: Board[] } | null {
  const m = /Teaching (.+?) students \((.+?)\)/.exec(bio);
  const classLevels = m && Object.hasOwn(BIO_LEVELS, m[1]!) ? BIO_LEVELS[m[1]!]! : null;
  const boards = m && Object.hasOwn(BIO_BOARDS, m[2]!) ? BIO_BOARDS[m[2]!]! : null;
  return classLevels && boards ? { classLevels, boards } : null;
}

/** The classes and boards that go with a subject (when the bio states none). */
export function drawLevels(r: Random, subject: SubjectInfo): { classLevels: ClassLevel[]; boards: Board[] } {
  const schoolBoards = (): Board[] =>
    r
      .shuffle<Board>(['CBSE', 'ICSE', 'State', 'CBSE', 'IGCSE', 'IB'])
      .slice(0, r.int(1, 3))
      .filter((b, k, a) => a.indexOf(b) === k);
  switch (subject.kind) {
    case 'school':
      return {
        classLevels: r.pick<ClassLevel[]>([
          ['IX-X', 'XI-XII'],
          ['VI-VIII', 'IX-X'],
          ['KG-V', 'VI-VIII'],
          ['XI-XII'],
          ['IX-X', 'XI-XII', 'College'],
        ]),
        boards: schoolBoards(),
      };
    case 'exam':
      return { classLevels: ['XI-XII', 'Competitive'], boards: schoolBoards() };
    case 'language':
      return {
        classLevels: r.pick<ClassLevel[]>([['Hobby'], ['VI-VIII', 'IX-X', 'Hobby'], ['College', 'Hobby']]),
        boards: [],
      };
    default:
      return { classLevels: ['Hobby'], boards: [] };
  }
}
