import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { FEE_BAND_EDGES, feeBand } from '../src/modules/profiles/listing-repository.ts';
import { createTestApp } from './helpers/app.ts';
import {
  facetCountsKeptAndRebuilt,
  feeBandInDatabase,
  ratedTutorNamesByFee,
  setSlowToAnswer,
  setTutorColumns,
  tutorNamesByFee,
} from './helpers/catalogue-rows.ts';
import { setReviewStatus } from './helpers/conversation-rows.ts';
import { createCenter, createTutor } from './helpers/factories.ts';

/** A test that walks hundreds of pages one after another: past the default 30 s on a busy two-core machine. */
const WALK_TIMEOUT = 120_000;

interface ListingAnswer {
  tutors: { name: string }[];
  total: number;
  totalCapped?: boolean;
  next?: string;
}

/** The all-tutors listing of an app, by query string. */
const listingOf =
  (app: FastifyInstance) =>
  async (query: string): Promise<ListingAnswer> =>
    (await app.inject(`/api/tutors/all-tutors?${query}`)).json();
const names = (page: ListingAnswer) => page.tutors.map((t) => t.name);

/** Every name of a listing, page by page through `next`, each page given to `check` first. */
async function walkPages(
  list: (query: string) => Promise<ListingAnswer>,
  query: string,
  check: (page: ListingAnswer) => void = () => {},
): Promise<string[]> {
  const seen: string[] = [];
  let after = '';
  for (let i = 0; i < 1000; i++) {
    const page = await list(`${query}${after}`);
    check(page);
    seen.push(...names(page));
    if (!page.next) break;
    after = `&after=${encodeURIComponent(page.next)}`;
  }
  return seen;
}

/**
 * Issue 16: a listing by several filters no index bounds (subject, class, board, availability,
 * mode) knows its exact total from listing_facet_counts, kept by triggers on every write, and pages
 * every match once whether its page walks the sort index or reads the matches.
 */
describe('listings by several filters: totals kept per combination', async () => {
  const app = await createTestApp({ LISTING_COUNT_CAP: '200' });
  const subject = `Facet ${Date.now()}`;
  const s = encodeURIComponent(subject);
  const list = listingOf(app);
  /** Every name of a listing, each page checked for the total. */
  const walk = (query: string, total: number) =>
    walkPages(list, query, (page) => expect(page, query).toMatchObject({ total }));
  const created = (i: number) => new Date(Date.UTC(2026, 0, 1 + i));
  // 130 teach the subject to XI-XII on CBSE (every fifth also ICSE), 2 teach it to IX-X, 1 another subject.
  const senior: { id: string; headers: Record<string, string> }[] = [];
  for (let i = 0; i < 130; i++)
    senior.push(
      await createTutor(app, {
        name: `Senior ${String(i).padStart(3, '0')}`,
        subjects: { [subject]: 400 + ((i * 7) % 11) * 50 },
        classLevels: ['XI-XII'],
        boards: i % 5 === 0 ? ['CBSE', 'ICSE'] : ['CBSE'],
        availability: i % 2 ? 'Evening' : 'Morning',
        modes: ['Home'],
        createdAt: created(i),
      }),
    );
  for (let i = 0; i < 2; i++)
    await createTutor(app, {
      name: `Junior ${i}`,
      subjects: { [subject]: 500 },
      classLevels: ['IX-X'],
      boards: ['CBSE'],
      createdAt: created(140 + i),
    });
  await createTutor(app, { name: 'Elsewhere', subjects: { Sanskrit: 500 }, classLevels: ['XI-XII'] });
  await createCenter(app, { name: 'Facet Center', courses: { [subject]: 900 }, classLevels: ['XI-XII'] });

  it('tells the exact total of any combination, and answers a combination nobody matches with no rows', async () => {
    expect(await list(`subject=${s}&classLevel=XI-XII`)).toMatchObject({ total: 130 });
    expect(await list(`subject=${s}&classLevel=XI-XII&board=ICSE`)).toMatchObject({ total: 26 });
    expect(await list(`subject=${s}&classLevel=XI-XII&availability=Evening&mode=Home`)).toMatchObject({
      total: 65,
    });
    expect(await list(`subject=${s}&board=CBSE`)).toMatchObject({ total: 132 });
    const none = await list(`subject=${s}&classLevel=College`);
    expect(none).toMatchObject({ total: 0, tutors: [] });
    expect(none).not.toHaveProperty('totalCapped');
    // Centers are counted on their own.
    const centers = (await app.inject(`/api/tuition-centers/all?course=${s}&classLevel=XI-XII`)).json();
    expect(centers).toMatchObject({ total: 1 });
  });

  it(
    'pages every match once in the listing order, walked or read from the matches',
    async () => {
      const query = `subject=${s}&classLevel=XI-XII&board=CBSE`;
      const newest = Array.from({ length: 130 }, (_, i) => `Senior ${String(129 - i).padStart(3, '0')}`);
      // One row a page: 130 matches walk the sort index; two rows a page: they are read and sorted.
      expect(await walk(`${query}&limit=1`, 130)).toEqual(newest);
      expect(await walk(`${query}&limit=2`, 130)).toEqual(newest);
      expect(names(await list(`${query}&limit=2&page=3`))).toEqual(newest.slice(4, 6));
      for (const sort of ['fees', 'name', 'ratings']) {
        const walked = await walk(`${query}&limit=1&sort=${sort}`, 130);
        expect(walked, sort).toHaveLength(130);
        expect(new Set(walked).size, sort).toBe(130);
        expect(await walk(`${query}&limit=3&sort=${sort}`, 130), sort).toEqual(walked);
      }
    },
    WALK_TIMEOUT,
  );

  it(
    'knows the total up to a fee at a band edge, reads a few matches past any other fee, a city or a rating, and pages them in order',
    async () => {
      // ₹500 ends a fee band (whole bands: known exactly); ₹550 does not (tested on each band's rows).
      for (const maxFee of [500, 550]) {
        const query = `subject=${s}&classLevel=XI-XII&maxFee=${maxFee}`;
        const newest = Array.from({ length: 130 }, (_, i) => 129 - i)
          .filter((i) => 400 + ((i * 7) % 11) * 50 <= maxFee)
          .map((i) => `Senior ${String(i).padStart(3, '0')}`);
        expect(newest.length).toBeGreaterThan(20);
        expect(await walk(`${query}&limit=4`, newest.length)).toEqual(newest);
        expect(names(await list(`${query}&limit=3&page=2`))).toEqual(newest.slice(3, 6));
        const byFee = await walk(`${query}&limit=5&sort=fees`, newest.length);
        expect([...byFee].sort()).toEqual([...newest].sort());
        expect(await walk(`${query}&limit=2&sort=fees`, newest.length)).toEqual(byFee);
      }
      for (const narrowed of ['minRating=1', 'minRating=1.5', 'city=Nowhere', 'maxFee=100', 'maxFee=399'])
        expect(await list(`subject=${s}&classLevel=XI-XII&${narrowed}`), narrowed).toMatchObject({
          total: 0,
          tutors: [],
        });
    },
    WALK_TIMEOUT,
  );

  it('keeps each total as profiles change, are hidden and come back', async () => {
    const query = `subject=${s}&classLevel=XI-XII`;
    const [first, second] = senior;
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/tutors/update-tutor/${first!.id}`,
      headers: first!.headers,
      payload: { classLevels: ['College'] },
    });
    expect(edit.statusCode).toBe(200);
    expect(await list(query)).toMatchObject({ total: 129 });
    expect(await list(`subject=${s}&classLevel=College`)).toMatchObject({
      total: 1,
      tutors: [{ name: 'Senior 000' }],
    });
    await setReviewStatus(app, second!.id, 'tutor', 'pending');
    expect(await list(query)).toMatchObject({ total: 128 });
    await setReviewStatus(app, second!.id, 'tutor', 'approved');
    expect(await list(query)).toMatchObject({ total: 129 });
    // What the triggers kept is what counting every profile again gives.
    const { kept, rebuilt } = await facetCountsKeptAndRebuilt(app);
    expect(rebuilt).toEqual(kept);
  });
});

/**
 * Issue 16: by fee, a listing of those filters knows how many of its matches are in each fee band,
 * skips the bands before its page and reads each band that holds part of it (a band with more
 * matches than the count cap is walked in the fee index, one with fewer read whole): the page
 * is the listing's order all the same, by page number and by cursor.
 */
describe('listings by fee: matches counted per fee band', async () => {
  const app = await createTestApp({ LISTING_COUNT_CAP: '20' });
  const subject = `Band ${Date.now()}`;
  const teaching = { classLevels: ['Competitive'], boards: ['IB'] };
  const slow: string[] = [];
  // 40 at ₹500 (one band, more than the cap: walked), 6 at ₹1,000–1,050 and 5 from ₹3,000 (read),
  // 3 slow to answer at ₹500 (after every other), 2 with no subject and so no fee (last of each).
  for (let i = 0; i < 40; i++)
    await createTutor(app, { name: `Even ${i}`, subjects: { [subject]: 500 }, ...teaching });
  for (let i = 0; i < 6; i++)
    await createTutor(app, { name: `Mid ${i}`, subjects: { [subject]: 1000 + (i % 2) * 50 }, ...teaching });
  for (let i = 0; i < 5; i++)
    await createTutor(app, { name: `Dear ${i}`, subjects: { [subject]: 3000 + i * 700 }, ...teaching });
  for (let i = 0; i < 3; i++)
    slow.push((await createTutor(app, { name: `Slow ${i}`, subjects: { [subject]: 500 }, ...teaching })).id);
  for (let i = 0; i < 2; i++) await createTutor(app, { name: `Free ${i}`, subjects: {}, ...teaching });
  for (const id of slow) await setSlowToAnswer(app, id, true);
  await createTutor(app, { name: 'Other board', subjects: { [subject]: 100 }, classLevels: ['Competitive'] });
  const query = 'classLevel=Competitive&board=IB&sort=fees';
  const list = listingOf(app);

  it(
    'pages the fee order exactly, band by band, by page number and by cursor',
    async () => {
      const expected = await tutorNamesByFee(app, 'Competitive', 'IB');
      expect(expected).toHaveLength(56);
      expect(expected.slice(-3).sort()).toEqual(['Slow 0', 'Slow 1', 'Slow 2']);
      expect(expected.slice(-5, -3).sort()).toEqual(['Free 0', 'Free 1']);
      for (const limit of [1, 3, 7]) {
        const seen = await walkPages(list, `${query}&limit=${limit}`, (page) =>
          expect(page).toMatchObject({ total: 20, totalCapped: true }),
        );
        expect(seen, `limit ${limit}`).toEqual(expected);
      }
      for (let page = 1; page <= 4; page++) {
        const answer = await list(`${query}&limit=5&page=${page}`);
        expect(names(answer), `page ${page}`).toEqual(expected.slice((page - 1) * 5, page * 5));
      }
    },
    WALK_TIMEOUT,
  );

  it('bands fees as listing_fee_band does in the database', async () => {
    const cases: [boolean, number | null][] = [
      [false, null],
      [true, null],
      [false, 0],
      [true, 1_000_000],
    ];
    for (const edge of FEE_BAND_EDGES)
      cases.push([false, edge - 1], [false, edge], [false, edge + 1], [true, edge]);
    for (const [slowToAnswer, fee] of cases) {
      expect(await feeBandInDatabase(app, slowToAnswer, fee), `${slowToAnswer} ${fee}`).toBe(
        feeBand(slowToAnswer, fee),
      );
    }
  });
});

/**
 * Issue 16: a lowest rating of whole stars (the filter panel's) beside those filters is whole cells
 * of the counts, kept per star as reviews move a rating across one: exact totals and pages in every
 * order; any other lowest rating is tested on the rows of the stars that can hold it.
 */
describe('listings by rating: matches counted per whole star', async () => {
  const app = await createTestApp({ LISTING_COUNT_CAP: '25' });
  const subject = `Stars ${Date.now()}`;
  const s = encodeURIComponent(subject);
  const list = listingOf(app);
  // 66 tutors rated 0 to 5 in half stars (six of each), at fees across several bands, newest last;
  // in Pune (spelt two ways), in Delhi, and with no city.
  const cities = ['Pune', 'pune', 'Delhi', undefined];
  const rated: { id: string; name: string; ratings: number; city: string | undefined }[] = [];
  for (let i = 0; i < 66; i++) {
    const ratings = (i % 11) / 2;
    const name = `Rated ${String(i).padStart(2, '0')}`;
    const city = cities[i % 4];
    const { id } = await createTutor(app, {
      name,
      ratings,
      ...(city ? { city } : {}),
      subjects: { [subject]: 400 + ((i * 7) % 13) * 100 },
      classLevels: ['College'],
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    });
    rated.push({ id, name, ratings, city });
  }
  const newest = (minRating: number, city?: string) =>
    rated
      .filter((t) => t.ratings >= minRating && (!city || t.city?.toLowerCase() === city.toLowerCase()))
      .map((t) => t.name)
      .reverse();
  /** Every name of a listing, each page checked for the total (the cap of 25 past it). */
  const walk = (query: string, total: number, capped: boolean) =>
    walkPages(list, query, (page) =>
      expect(page, query).toMatchObject({
        total: Math.min(total, 25),
        ...(capped ? { totalCapped: true } : {}),
      }),
    );

  it(
    'pages every match of a lowest rating, whole stars or not, in every order',
    async () => {
      // Past the cap (1, 3), within it (4, 5), and tested on each row: with few (3.5, 4.5) or, with
      // more than twice the cap in its stars (1.5), by the listing's own walk and count.
      for (const minRating of [1, 1.5, 3, 3.5, 4, 4.5, 5]) {
        const query = `subject=${s}&classLevel=College&minRating=${minRating}`;
        const expected = newest(minRating);
        const capped = expected.length > 25;
        expect(await walk(`${query}&limit=4`, expected.length, capped), query).toEqual(expected);
        expect(names(await list(`${query}&limit=3&page=2`))).toEqual(expected.slice(3, 6));
        expect(await walk(`${query}&limit=5&sort=fees`, expected.length, capped), query).toEqual(
          await ratedTutorNamesByFee(app, subject, minRating),
        );
        const inPune = newest(minRating, 'PUNE');
        expect(await walk(`${query}&city=PUNE&limit=4`, inPune.length, inPune.length > 25)).toEqual(inPune);
        const best = await walk(`${query}&limit=5&sort=ratings`, expected.length, capped);
        expect([...best].sort()).toEqual([...expected].sort());
        const ratingOf = new Map(rated.map((t) => [t.name, t.ratings]));
        const order = best.map((n) => ratingOf.get(n) ?? -1);
        expect(order).toEqual([...order].sort((a, b) => b - a));
      }
    },
    WALK_TIMEOUT,
  );

  it('moves a tutor between stars as a review changes the rating, and keeps every total', async () => {
    const total = async (minRating: number) =>
      (await list(`subject=${s}&classLevel=College&minRating=${minRating}&limit=1`)).total;
    const [lowest] = rated; // rated 0
    const before = [await total(4), await total(5)];
    await setTutorColumns(app, lowest!.id, { ratings: 4.9 });
    expect([await total(4), await total(5)]).toEqual([before[0]! + 1, before[1]]);
    await setTutorColumns(app, lowest!.id, { ratings: 5 });
    expect([await total(4), await total(5)]).toEqual([before[0]! + 1, before[1]! + 1]);
    await setTutorColumns(app, lowest!.id, { ratings: 0 });
    expect([await total(4), await total(5)]).toEqual(before);
    const { kept, rebuilt } = await facetCountsKeptAndRebuilt(app);
    expect(rebuilt).toEqual(kept);
  });
});

/**
 * Issue 16: the counts and keys know each profile's city (lowercased, as the filter compares it),
 * so those filters in a city, with a fee and a rating, are exact cells too.
 */
describe('listings in a city: matches counted per city', async () => {
  const app = await createTestApp({ LISTING_COUNT_CAP: '8' });
  const subject = `City ${Date.now()}`;
  const s = encodeURIComponent(subject);
  const list = listingOf(app);
  const cities = ['Pune', 'PUNE', 'pune', 'Delhi', undefined];
  const tutors: { id: string; name: string; city: string | undefined; fee: number; ratings: number }[] = [];
  for (let i = 0; i < 40; i++) {
    const city = cities[i % 5];
    const fee = 500 + (i % 6) * 300;
    const ratings = (i % 5) + 0.5;
    const name = `Placed ${String(i).padStart(2, '0')}`;
    const { id } = await createTutor(app, {
      name,
      ratings,
      ...(city ? { city } : {}),
      subjects: { [subject]: fee },
      classLevels: ['College'],
      boards: ['IB'],
      createdAt: new Date(Date.UTC(2026, 1, 1 + i)),
    });
    tutors.push({ id, name, city, fee, ratings });
  }
  const expected = (city: string, maxFee = Infinity, minRating = 0) =>
    tutors
      .filter(
        (t) => t.city?.toLowerCase() === city.toLowerCase() && t.fee <= maxFee && t.ratings >= minRating,
      )
      .map((t) => t.name)
      .reverse();
  const walk = (query: string) => walkPages(list, query);

  it(
    'tells the exact total in a city whatever its spelling, and pages its matches in every order',
    async () => {
      for (const [city, maxFee, minRating] of [
        ['pune', undefined, undefined],
        ['PUNE', 1000, undefined],
        ['Delhi', undefined, 3],
        ['Delhi', 2000, 2],
        ['Nowhere', undefined, undefined],
      ] as const) {
        const query = `subject=${s}&classLevel=College&board=IB&city=${city}${maxFee ? `&maxFee=${maxFee}` : ''}${minRating ? `&minRating=${minRating}` : ''}`;
        const want = expected(city, maxFee, minRating);
        const first = await list(`${query}&limit=3`);
        expect(first, query).toMatchObject({ total: Math.min(want.length, 8) });
        expect(await walk(`${query}&limit=3`), query).toEqual(want);
        const byFee = await walk(`${query}&limit=2&sort=fees`);
        const feeOf = new Map(tutors.map((t) => [t.name, t.fee]));
        expect([...byFee].sort(), query).toEqual([...want].sort());
        const fees = byFee.map((n) => feeOf.get(n) ?? 0);
        expect(fees).toEqual([...fees].sort((a, b) => a - b));
      }
    },
    WALK_TIMEOUT,
  );

  it('moves a tutor between cities as the profile moves, and keeps every total', async () => {
    const total = async (city: string) =>
      (await list(`subject=${s}&classLevel=College&maxFee=500&city=${city}&limit=1`)).total;
    const before = [await total('Pune'), await total('Delhi')];
    expect(before).toEqual([5, 1]);
    const mover = tutors.find((t) => t.city === 'Pune' && t.fee === 500);
    await setTutorColumns(app, mover!.id, { city: 'Delhi' });
    expect([await total('Pune'), await total('Delhi')]).toEqual([before[0]! - 1, before[1]! + 1]);
    await setTutorColumns(app, mover!.id, { city: null });
    expect([await total('Pune'), await total('Delhi')]).toEqual([before[0]! - 1, before[1]]);
    const { kept, rebuilt } = await facetCountsKeptAndRebuilt(app);
    expect(rebuilt).toEqual(kept);
  });
});
