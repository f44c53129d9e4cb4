import { staleCursorMessage } from '@tuitionhub/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { setSlowToAnswer } from './helpers/catalogue-rows.ts';
import { setResponseMinutes } from './helpers/conversation-rows.ts';
import { createCenter, createTutor } from './helpers/factories.ts';

/**
 * Issue 16, decision 017: a full listing page gives `next`, and `after=<next>` answers the rows that
 * follow in the same order, at any depth (past the page cap too), without walking the rows before.
 */
describe('keyset pages', async () => {
  // A cap of 3: numbered pages stop after the 3rd match, keyset pages go on.
  const app = await createTestApp({ LISTING_COUNT_CAP: '3' });
  const subject = `Keyset ${Date.now()}`;
  // Fee ties (500 ×3, 300 ×2) so that pages split inside a tie and ties go by id.
  const fees = [500, 500, 500, 700, 300, 300, 900];
  const tutors: Awaited<ReturnType<typeof createTutor>>[] = [];
  for (const [i, fee] of fees.entries())
    tutors.push(await createTutor(app, { name: `Keyset ${'GFEDCBA'[i]}`, subjects: { [subject]: fee } }));
  // Some answer quickly (a response key), the rest have none (null, last); one is listed last of all.
  await setResponseMinutes(app, tutors[0]!.id, 30);
  await setResponseMinutes(app, tutors[3]!.id, 30);
  await setResponseMinutes(app, tutors[5]!.id, 10);
  await setSlowToAnswer(app, tutors[1]!.id, true);
  const base = `/api/tutors/all-tutors?subject=${encodeURIComponent(subject)}`;
  const get = async (url: string) => {
    const res = await app.inject(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as { tutors: { _id: string }[]; next?: string; total: number; totalCapped?: true };
  };

  /** Every page of 2 by following `next`, from the first page to the one that has none. */
  async function walk(query: string): Promise<string[]> {
    const ids: string[] = [];
    let url = `${base}&limit=2${query}`;
    for (let pages = 0; pages < 10; pages++) {
      const page = await get(url);
      ids.push(...page.tutors.map((t) => t._id));
      if (!page.next) return ids;
      expect(page.tutors).toHaveLength(2);
      url = `${base}&limit=2${query}&after=${encodeURIComponent(page.next)}`;
    }
    throw new Error('next never ended');
  }

  it.each(['', '&sort=fees', '&sort=name', '&sort=ratings', '&sort=response'])(
    'following next%s answers every match once, in the order of one long page',
    async (sort) => {
      const whole = (await get(`${base}&limit=50${sort}`)).tutors.map((t) => t._id);
      expect(whole).toHaveLength(fees.length);
      // The slow-to-answer tutor is last whatever the sort, so the walk crosses that boundary too.
      expect(whole.at(-1)).toBe(tutors[1]!.id);
      expect(await walk(sort)).toEqual(whole);
    },
  );

  it('keyset pages go past the page cap, and still tell the capped total', async () => {
    const first = await get(`${base}&limit=2&sort=fees`);
    const second = await get(`${base}&limit=2&sort=fees&page=2&after=${encodeURIComponent(first.next!)}`);
    expect(second).toMatchObject({ total: 3, totalCapped: true, page: 2 });
    const third = await get(`${base}&limit=2&sort=fees&page=3&after=${encodeURIComponent(second.next!)}`);
    expect(third.tutors).toHaveLength(2);
    // The same page by number is refused: it starts past the 3 matches counted.
    expect((await app.inject(`${base}&limit=2&sort=fees&page=3`)).statusCode).toBe(400);
  });

  it('the last page has no next, nor has a page that is not full', async () => {
    const all = await get(`${base}&limit=50`);
    expect(all).not.toHaveProperty('next');
    const one = await get(
      `/api/tutors/all-tutors?q=${encodeURIComponent('keyset a')}&subject=${encodeURIComponent(subject)}`,
    );
    expect(one).not.toHaveProperty('next');
  });

  it('centers page the same way', async () => {
    const course = `Keyset course ${Date.now()}`;
    for (const fee of [800, 800, 600]) await createCenter(app, { courses: { [course]: fee } });
    const url = `/api/tuition-centers/all?course=${encodeURIComponent(course)}&limit=2&sort=fees`;
    const first = (await app.inject(url)).json();
    expect(first.next).toEqual(expect.any(String));
    const rest = (await app.inject(`${url}&after=${encodeURIComponent(first.next)}`)).json();
    const whole = (await app.inject(`${url.replace('limit=2', 'limit=10')}`)).json();
    expect([...first.tuitionCenters, ...rest.tuitionCenters].map((c: { _id: string }) => c._id)).toEqual(
      whole.tuitionCenters.map((c: { _id: string }) => c._id),
    );
    expect(rest).not.toHaveProperty('next');
  });

  it('an altered cursor, one from another sort, one whose key its column cannot hold, or one sent near a place is a 400 naming after', async () => {
    const { next } = await get(`${base}&limit=2&sort=fees`);
    const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forged = cursor(['fees', false, '1; drop table users', 'x']);
    const id = tutors[0]!.id;
    // Well-formed cursors whose key the sort's column cannot hold: refused before any SQL runs.
    const badKeys = [
      `${base}&sort=fees&after=${cursor(['fees', false, 'abc', id])}`,
      `${base}&sort=fees&after=${cursor(['fees', false, '99999999999999', id])}`,
      `${base}&sort=ratings&after=${cursor(['ratings', false, '9.9', id])}`,
      `${base}&sort=ratings&after=${cursor(['ratings', false, null, id])}`,
      `${base}&after=${cursor(['newest', false, '2026-02-30 10:00:00+00', id])}`,
      `${base}&after=${cursor(['newest', false, 'yesterday', id])}`,
      `${base}&sort=name&after=${cursor(['name', false, 'A\u0000B', id])}`,
    ];
    for (const url of [
      `${base}&sort=fees&after=not-a-cursor`,
      `${base}&sort=fees&after=${forged}`,
      `${base}&sort=name&after=${encodeURIComponent(next!)}`,
      `${base}&after=${encodeURIComponent(next!)}`,
      `${base}&sort=fees&near=411038&after=${encodeURIComponent(next!)}`,
      ...badKeys,
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors, url).toEqual([{ path: 'after', message: staleCursorMessage }]);
    }
  });
});
