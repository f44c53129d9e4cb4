import {
  type Availability,
  availabilities,
  type Board,
  boards,
  type ClassLevel,
  classLevels,
  limits,
  placeLimits,
  readNear,
  type TeachingMode,
  teachingModes,
  tutorSorts,
} from '@tuitionhub/contracts';
import { byName } from '../../../lib/format.ts';
import type { AnyProfileView } from './profile-views.tsx';

/** What the filters read from a kind: the offering filter's name (`subject`/`course`) and whether it has availability. */
export type FilterKind = Pick<AnyProfileView, 'kind' | 'filtersByAvailability' | 'filtersByMode'>;
export type CatalogueSort = (typeof tutorSorts)[number];

/** The filters of All Tutors / All Tuition Centers as they live in the URL (spec §5 Filters). */
export interface CatalogueFilters {
  /** The subject (tutors) or course (centers). */
  topic?: string;
  /** Tutors only. */
  availability?: Availability;
  maxFee?: number;
  minRating?: number;
  sort?: CatalogueSort;
  q?: string;
  /** A pincode, or `lat,lng` from "Use my location" (api-2 §1). */
  near?: string;
  /** Only with `near`; the server's default (10 km) is left out of the URL. */
  radiusKm?: number;
  /** Tutors only. */
  mode?: TeachingMode;
  classLevel?: ClassLevel;
  board?: Board;
  page: number;
  /**
   * A keyset page past the counted ones (decision 017): the `next` of the page before. `page` is
   * then only our own count, shown to the user; the server echoes it.
   */
  after?: string;
}

/** The radius choices offered with a place, in km. */
export const RADIUS_CHOICES = [2, 5, 10, 20, 50] as const;

export const PAGE_SIZE = 12;

const oneOf = <T extends string | number>(choices: readonly T[], value: T | null | undefined) =>
  value != null && choices.includes(value) ? value : undefined;

/** Reads filters from a query string; anything malformed is ignored, never an error. */
export function readFilters(view: FilterKind, params: URLSearchParams): CatalogueFilters {
  const filters: CatalogueFilters = { page: 1 };
  const topic = params.get(view.kind.offeringFilter)?.trim().slice(0, 80);
  if (topic) filters.topic = topic;
  if (view.filtersByAvailability) {
    const availability = oneOf(availabilities, params.get('availability') as Availability | null);
    if (availability) filters.availability = availability;
  }
  const maxFee = oneOf(limits.feeFilterChoices, Number(params.get('maxFee')));
  if (maxFee) filters.maxFee = maxFee;
  const minRating = oneOf(limits.ratingFilterChoices, Number(params.get('minRating')));
  if (minRating) filters.minRating = minRating;
  const sort = oneOf(tutorSorts, params.get('sort') as CatalogueSort | null);
  if (sort) filters.sort = sort;
  const q = params.get('q')?.trim().slice(0, 200);
  if (q) filters.q = q;
  // What the server's nearSchema accepts, read without Zod (the page's first screen loads none).
  const near = readNear(params.get('near') ?? '');
  if (near) {
    filters.near = near;
    const radiusKm = oneOf(RADIUS_CHOICES, Number(params.get('radiusKm')) as (typeof RADIUS_CHOICES)[number]);
    if (radiusKm && radiusKm !== placeLimits.radiusKmDefault) filters.radiusKm = radiusKm;
  } else if (sort === 'distance') {
    // Nearest needs a place to measure from.
    delete filters.sort;
  }
  if (view.filtersByMode) {
    const mode = oneOf(teachingModes, params.get('mode') as TeachingMode | null);
    if (mode) filters.mode = mode;
  }
  const classLevel = oneOf(classLevels, params.get('classLevel') as ClassLevel | null);
  if (classLevel) filters.classLevel = classLevel;
  const board = oneOf(boards, params.get('board') as Board | null);
  if (board) filters.board = board;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  // Listings near a place have no keyset pages (the radius bounds them): a cursor there is ignored.
  const after = params.get('after')?.trim();
  if (after && after.length <= limits.listingCursorMaxLength && !filters.near) filters.after = after;
  return filters;
}

/** The list call's query for a set of filters (empty values are left out). */
export function toApiQuery(view: FilterKind, f: CatalogueFilters) {
  return {
    ...(f.topic ? { [view.kind.offeringFilter]: f.topic } : {}),
    ...(view.filtersByAvailability && f.availability ? { availability: f.availability } : {}),
    ...(f.maxFee ? { maxFee: f.maxFee } : {}),
    ...(f.minRating ? { minRating: f.minRating } : {}),
    ...(f.sort && (f.sort !== 'distance' || f.near) ? { sort: f.sort } : {}),
    ...(f.q ? { q: f.q } : {}),
    ...(f.near ? { near: f.near, ...(f.radiusKm ? { radiusKm: f.radiusKm } : {}) } : {}),
    ...(view.filtersByMode && f.mode ? { mode: f.mode } : {}),
    ...(f.classLevel ? { classLevel: f.classLevel } : {}),
    ...(f.board ? { board: f.board } : {}),
    ...(f.after ? { after: f.after } : {}),
    page: f.page,
    limit: PAGE_SIZE,
  };
}

/** The query string for a set of filters: the list call's, less the page size and page 1, so URLs stay short. */
export function writeFilters(view: FilterKind, f: CatalogueFilters): URLSearchParams {
  const { page, limit, ...filters } = toApiQuery(view, f);
  const params = new URLSearchParams(Object.entries(filters).map(([key, value]) => [key, String(value)]));
  if (page > 1) params.set('page', String(page));
  return params;
}

export const hasActiveFilters = (f: CatalogueFilters) =>
  Boolean(
    f.topic ||
      f.availability ||
      f.maxFee ||
      f.minRating ||
      f.sort ||
      f.q ||
      f.near ||
      f.mode ||
      f.classLevel ||
      f.board,
  );

/** Whether `near` is coordinates ("Use my location") rather than a pincode. */
export const isCoordinates = (near: string) => near.includes(',');

/** `lat,lng` to 3 decimals (about 100 m): enough for "near me", no more precise than needed. */
export const coordinatesNear = (lat: number, lng: number) => `${lat.toFixed(3)},${lng.toFixed(3)}`;

/**
 * Subjects and courses offered in the filter (centers teach the same subjects, often as exam
 * courses). The server has no list of them, so the subjects the product's tutors and centers teach are merged with what the newest listings actually offer and
 * whatever the URL asks for.
 */
export const COMMON_SUBJECTS = [
  'Mathematics',
  'Physics',
  'Chemistry',
  'Biology',
  'Science',
  'English',
  'Hindi',
  'Sanskrit',
  'Social Studies',
  'Accountancy',
  'Economics',
  'Computer Science',
  'IIT-JEE',
  'NEET',
  'French',
  'German',
  'Spanish',
  'Guitar',
  'Keyboard',
  'Carnatic Vocal',
  'Tabla',
] as const;

export function topicOptions(base: readonly string[], ...extra: (readonly string[] | string | undefined)[]) {
  const seen = new Map<string, string>();
  for (const name of [...base, ...extra.flat()]) {
    const clean = name?.trim();
    if (clean && !seen.has(clean.toLowerCase())) seen.set(clean.toLowerCase(), clean);
  }
  return [...seen.values()].sort(byName);
}
