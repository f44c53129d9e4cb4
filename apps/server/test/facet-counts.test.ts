import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { facetCountsKeptAndRebuilt } from './helpers/catalogue-rows.ts';
import { setReviewStatus } from './helpers/conversation-rows.ts';
import { createCenter, createTutor } from './helpers/factories.ts';

/**
 * Issue 16: a listing by several filters no index bounds (subject, class, board, availability,
 * mode) knows its exact total from listing_facet_counts, kept by triggers on every write, and pages
 * every match once whether its page walks the sort index or reads the matches.
 */
describe('listings by several filters: totals kept per combination', async () => {
  const app = await createTestApp({ LISTING_COUNT_CAP: '200' });
  const subject = `Facet ${Date.now()}`;
  const s = encodeURIComponent(subject);
  const list = async (query: string) => (await app.inject(`/api/tutors/all-tutors?${query}`)).json();
  const names = (page: { tutors: { name: string }[] }) => page.tutors.map((t) => t.name);
  /** Every name of a listing, page by page through `next`, each page checked for the total. */
  const walk = async (query: string, total: number) => {
    const seen: string[] = [];
    let after = '';
    for (let i = 0; i < 200; i++) {
      const page = await list(`${query}${after}`);
      expect(page, query).toMatchObject({ total });
      seen.push(...names(page));
      if (!page.next) break;
      after = `&after=${encodeURIComponent(page.next)}`;
    }
    return seen;
  };
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

  it('pages every match once in the listing order, walked or read from the matches', async () => {
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
  });

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
