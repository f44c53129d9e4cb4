import type { TutorCard } from '@tuitionhub/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { setSlowToAnswer } from './helpers/catalogue-rows.ts';
import { createTutor } from './helpers/factories.ts';

/**
 * Issue 16, decision 018: a listing's one-word `q` is answered as two disjoint parts (who teaches a
 * subject holding the word; who only mentions it in their name or bio) merged in the listing's
 * order. The answer must be exactly the profiles whose text holds the word, once each, in order,
 * on numbered and keyset pages alike, and must follow profile edits.
 */
describe('a one-word listing query', async () => {
  const app = await createTestApp();
  const word = 'rudraveena';
  const make = (name: string, subjects: Record<string, number>, bio = 'Experienced tutor') =>
    createTutor(app, { name, subjects, bio });
  const teaches = await make('Anand Rao', { Rudraveena: 500 });
  // A subject that holds the word among others.
  const theory = await make('Bhavna Shetty', { 'Rudraveena Theory': 400, Vocals: 450 });
  // Only the bio mentions it.
  const bioOnly = await make('Chetan Pillai', { Piano: 300 }, 'Piano, with some rudraveena for beginners.');
  // Only the name holds it.
  const named = await make('Rudraveena Menon', { Hindi: 900 });
  // Teaches it and mentions it: listed once.
  const both = await make('Divya Gowda', { Rudraveena: 700 }, 'Rudraveena since I was six.');
  const unrelated = await make('Farhan Qureshi', { Piano: 350 });
  // Listed after every other match, whatever the sort.
  await setSlowToAnswer(app, bioOnly.id, true);
  const matches = [teaches, theory, bioOnly, named, both].map((t) => t.id);

  const base = `/api/tutors/all-tutors?q=${word}`;
  const get = async (url: string) => {
    const res = await app.inject(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as { tutors: TutorCard[]; next?: string; total: number };
  };
  const ids = async (url: string) => (await get(url)).tutors.map((t) => t._id);

  it('answers every profile holding the word once, by fee with the slow-to-answer last', async () => {
    const page = await get(`${base}&sort=fees&limit=50`);
    expect(page.tutors.map((t) => t._id)).toEqual([theory.id, teaches.id, both.id, named.id, bioOnly.id]);
    expect(page.total).toBe(5);
    expect(page.tutors.map((t) => t._id)).not.toContain(unrelated.id);
  });

  it.each(['', '&sort=fees', '&sort=name', '&sort=ratings', '&sort=response'])(
    'numbered and keyset pages of 2 (%s) answer the order of one long page',
    async (sort) => {
      const whole = await ids(`${base}&limit=50${sort}`);
      expect([...whole].sort()).toEqual([...matches].sort());
      const numbered = [
        ...(await ids(`${base}&limit=2&page=1${sort}`)),
        ...(await ids(`${base}&limit=2&page=2${sort}`)),
        ...(await ids(`${base}&limit=2&page=3${sort}`)),
      ];
      expect(numbered).toEqual(whole);
      const walked: string[] = [];
      let url = `${base}&limit=2${sort}`;
      for (let i = 0; i < 5; i++) {
        const page = await get(url);
        walked.push(...page.tutors.map((t) => t._id));
        if (!page.next) break;
        url = `${base}&limit=2${sort}&after=${encodeURIComponent(page.next)}`;
      }
      expect(walked).toEqual(whole);
    },
  );

  it('keeps the other filters on both parts', async () => {
    expect(await ids(`${base}&subject=Rudraveena&sort=fees`)).toEqual([teaches.id, both.id]);
    expect(await ids(`${base}&maxFee=450&sort=fees`)).toEqual([theory.id, bioOnly.id]);
  });

  it('follows edits: a new mention appears, a dropped subject leaves', async () => {
    const put = (id: string, headers: Record<string, string>, body: object) =>
      app.inject({ method: 'PUT', url: `/api/tutors/update-tutor/${id}`, headers, payload: body });
    expect(
      (await put(unrelated.id, unrelated.headers, { bio: 'Now learning the rudraveena too.' })).statusCode,
    ).toBe(200);
    expect(
      (await put(teaches.id, teaches.headers, { subjects: ['Sitar'], fees: { Sitar: 500 } })).statusCode,
    ).toBe(200);
    const now = await ids(`${base}&limit=50`);
    expect(now).toContain(unrelated.id);
    expect(now).not.toContain(teaches.id);
    expect(now).toHaveLength(5);
  });
});
