import { nearSchema, readNear, tutorKind } from '@tuitionhub/contracts';
import { describe, expect, it } from 'vitest';
import { type FilterKind, readFilters } from './list-filters.ts';

const tutors: FilterKind = { kind: tutorKind, filtersByAvailability: true, filtersByMode: true };

/** Pincodes and coordinates, well formed or not, with the characters trimming and `text()` treat apart. */
const places = ['411038', '011038', '41103', '4110381', '18.507,73.808', '18 , 73', '51.5,-0.1', '-18,73'];
const around = [
  '',
  ' ',
  '\t',
  '\n',
  '\u000B',
  '\u000C',
  '\u0000',
  '\u001F',
  '\u00A0',
  '\uFEFF',
  '\u200B',
  '\uD800',
];
const cases = [
  ...places.flatMap((place) => around.flatMap((a) => [`${a}${place}`, `${place}${a}`])),
  '18.507\u000B,73.808',
  '18.507\u00A0,\u200973.808',
  '１１１１１１',
  'Pune',
  '',
];

describe("a listing's near, read from the URL", () => {
  it('is what the server’s nearSchema accepts, trimmed, without Zod on the page', () => {
    for (const value of cases) {
      const parsed = nearSchema.safeParse(value);
      const expected = parsed.success ? parsed.data : null;
      expect(readNear(value), JSON.stringify(value)).toBe(expected);
      const filters = readFilters(tutors, new URLSearchParams({ near: value, sort: 'distance' }));
      expect(filters.near, JSON.stringify(value)).toBe(expected ?? undefined);
      // Nearest needs a place: without one the sort is dropped.
      expect(filters.sort, JSON.stringify(value)).toBe(expected ? 'distance' : undefined);
    }
    // The cases cover both answers.
    expect(cases.filter((v) => readNear(v) !== null).length).toBeGreaterThan(10);
    expect(cases.filter((v) => readNear(v) === null).length).toBeGreaterThan(10);
  });
});
