import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { createCenter, createTutor } from './helpers/factories.ts';
import { vacuumAnalyze } from './helpers/query-plans.ts';

/** Issue 16: a listing counts matches exactly up to LISTING_COUNT_CAP, never the whole catalogue. */
describe('listing totals are capped', async () => {
  const app = await createTestApp({ LISTING_COUNT_CAP: '3' });
  const subject = `Capped ${Date.now()}`;
  for (let i = 0; i < 5; i++)
    await createTutor(app, { name: `Capped Tutor ${i}`, subjects: { [subject]: 500 + i } });
  await createTutor(app, { name: 'Other Subject', subjects: { Sanskrit: 700 } });
  await createCenter(app, { name: 'One Center', courses: { [subject]: 900 } });
  const list = async (query: string) => (await app.inject(`/api/tutors/all-tutors?${query}`)).json();
  /** The names on a listing's pages, each page's `next` followed; every page says the total is the cap, capped. */
  const walkNames = async (query: string) => {
    const names: string[] = [];
    let after = '';
    for (let i = 0; i < 20; i++) {
      const page = await list(`${query}${after}`);
      expect(page, query).toMatchObject({ total: 3, totalCapped: true });
      names.push(...page.tutors.map((t: { name: string }) => t.name));
      if (!page.next) break;
      after = `&after=${encodeURIComponent(page.next)}`;
    }
    return names;
  };

  it('beyond the cap: total is the cap and totalCapped says there are more', async () => {
    const body = await list(`subject=${encodeURIComponent(subject)}&limit=2`);
    expect(body).toMatchObject({ total: 3, totalCapped: true, page: 1, pageSize: 2 });
    expect(body.tutors).toHaveLength(2);
    // Every sort and the free-text path count the same way.
    for (const q of ['sort=fees', 'sort=name', 'sort=ratings', `q=${encodeURIComponent('capped tutor')}`]) {
      const res = await list(`${q}&subject=${encodeURIComponent(subject)}&limit=2`);
      expect(res, q).toMatchObject({ total: 3, totalCapped: true });
    }
  });

  it('free text that far more profiles hold than the cap is not counted: the cap, capped; a rarer word is counted', async () => {
    for (let i = 0; i < 16; i++)
      await createTutor(app, {
        name: `Sitar Pupil ${i}`,
        bio: 'Sitar riyaz every morning.',
        subjects: { Music: 600 },
      });
    await createTutor(app, { name: 'Santoor One', bio: 'Santoor and tabla.', subjects: { Music: 600 } });
    await createTutor(app, { name: 'Santoor Two', bio: 'Santoor for beginners.', subjects: { Music: 600 } });
    // The estimate (sixteen, more than three times the cap) comes from the column's statistics.
    await vacuumAnalyze(app.db);
    for (const sort of ['', '&sort=ratings', '&sort=fees']) {
      const common = await list(`q=riyaz&limit=2${sort}`);
      expect(common, sort).toMatchObject({ total: 3, totalCapped: true });
      expect(common.tutors, sort).toHaveLength(2);
    }
    const rare = await list('q=santoor');
    expect(rare).toMatchObject({ total: 2 });
    expect(rare).not.toHaveProperty('totalCapped');
    const counted = await list('q=santoor&limit=1');
    expect(counted).toMatchObject({ total: 2 });
    expect(counted).not.toHaveProperty('totalCapped');
  });

  it('a word beside a filter past the cap pages every match once, in the order of the listing (decision 027)', async () => {
    // Six Music tutors hold the word: past the cap of 3, so pages walk a sort index and test the
    // word on each Music tutor's own row. Others hold the word without the subject, or the subject
    // without the word.
    const holders: string[] = [];
    for (let i = 0; i < 6; i++) {
      const name = `Tanpura Holder ${i}`;
      await createTutor(app, {
        name,
        bio: 'Tanpura practice daily.',
        subjects: { Music: 610 + ((i * 5) % 6) },
      });
      holders.push(name);
    }
    await createTutor(app, { name: 'Tanpura Hindi', bio: 'Tanpura on Sundays.', subjects: { Hindi: 600 } });
    await createTutor(app, { name: 'Music Only', bio: 'Scales and ragas.', subjects: { Music: 600 } });
    // The page's form follows PostgreSQL's estimate of the matches, from the column's statistics.
    await vacuumAnalyze(app.db);
    const walk = (query: string) => walkNames(`q=tanpura&subject=Music&limit=2${query}`);
    // Newest first: the last created first.
    expect(await walk('')).toEqual([...holders].reverse());
    // By fee (610, 615, 614, 613, 612, 611 for holders 0..5), ties none.
    const byFee = await walk('&sort=fees');
    expect(byFee).toEqual(['Tanpura Holder 0', ...[5, 4, 3, 2, 1].map((i) => `Tanpura Holder ${i}`)]);
    // A numbered page reads the same rows as the walk.
    const second = await list('q=tanpura&subject=Music&limit=2&page=2&sort=fees');
    expect(second.tutors.map((t: { name: string }) => t.name)).toEqual(byFee.slice(2, 4));
  });

  it('a word beside a city past the cap pages every match in the city once, newest first and by rating', async () => {
    // Newest first the city's own index is walked and the word tested on each row it reads; by
    // rating the city is tested on the sort index's entries and the word on the rows that pass.
    const inCity: string[] = [];
    for (let i = 0; i < 20; i++) {
      const name = `Dilruba Nashik ${i}`;
      await createTutor(app, { name, city: 'Nashik', ratings: (i * 7) % 5, bio: 'Dilruba daily.' });
      inCity.push(name);
    }
    await createTutor(app, { name: 'Dilruba Elsewhere', city: 'Satara', bio: 'Dilruba daily.' });
    await createTutor(app, { name: 'Nashik Sitar', city: 'Nashik', bio: 'Sitar daily.' });
    await vacuumAnalyze(app.db);
    const walk = (query: string) => walkNames(`q=dilruba&city=nashik&limit=3${query}`);
    expect(await walk('')).toEqual([...inCity].reverse());
    // Best rated first, ties by id: every one once, ratings never rising.
    const byRating = await walk('&sort=ratings');
    expect([...byRating].sort()).toEqual([...inCity].sort());
    const rating = (name: string) => (inCity.indexOf(name) * 7) % 5;
    expect(byRating.map(rating)).toEqual(byRating.map(rating).sort((a, b) => b - a));
  });

  it('free text within the cap: every page, and one past its last match, tells the exact total', async () => {
    // Rare enough to be read from its matches, which the page counts as it reads them.
    const music: string[] = [];
    for (let i = 0; i < 2; i++) {
      const name = `Veena Player ${i}`;
      await createTutor(app, { name, bio: 'Veena lessons.', subjects: { Music: 620 } });
      music.unshift(name);
    }
    await createTutor(app, { name: 'Veena Hindi', bio: 'Veena and Hindi.', subjects: { Hindi: 620 } });
    await vacuumAnalyze(app.db);
    const all = await list('q=veena');
    expect(all).toMatchObject({ total: 3 });
    expect(all).not.toHaveProperty('totalCapped');
    const pages = [];
    for (let page = 1; page <= 3; page++)
      pages.push(await list(`q=veena&subject=Music&limit=1&page=${page}`));
    expect(pages.map((p) => p.total)).toEqual([2, 2, 2]);
    expect(pages.map((p) => p.tutors.map((t: { name: string }) => t.name))).toEqual([
      [music[0]],
      [music[1]],
      [],
    ]);
    for (const p of pages) expect(p).not.toHaveProperty('totalCapped');
    // A full page says where the next starts; that keyset page is counted the same way.
    const next = await list(`q=veena&subject=Music&limit=1&after=${encodeURIComponent(pages[0].next)}`);
    expect(next.tutors.map((t: { name: string }) => t.name)).toEqual([music[1]]);
  });

  it('within the cap: the exact total, and no totalCapped', async () => {
    const body = await list(`subject=Sanskrit`);
    expect(body).toEqual({
      tutors: [expect.objectContaining({ name: 'Other Subject' })],
      total: 1,
      page: 1,
      pageSize: 12,
    });
    const centers = (
      await app.inject(`/api/tuition-centers/all?course=${encodeURIComponent(subject)}`)
    ).json();
    expect(centers).toMatchObject({ total: 1 });
    expect(centers).not.toHaveProperty('totalCapped');
  });

  it('the last page within the cap answers its rows; a page that starts past the cap is a 400 naming page', async () => {
    const last = await list(`subject=${encodeURIComponent(subject)}&limit=2&page=2`);
    expect(last.tutors).toHaveLength(2);
    expect(last).toMatchObject({ total: 3, totalCapped: true, page: 2 });
    for (const url of [
      `/api/tutors/all-tutors?subject=${encodeURIComponent(subject)}&limit=2&page=3`,
      '/api/tutors/all-tutors?page=100000',
      '/api/tuition-centers/all?page=4',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors, url).toEqual([
        {
          path: 'page',
          message: 'Only the first 3 matches can be browsed. Narrow the search with a filter to see others.',
        },
      ]);
    }
  });
});
