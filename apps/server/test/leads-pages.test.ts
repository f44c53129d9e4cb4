import { pageBeyondCapMessage } from '@tuitionhub/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { type Actor, createCenter, createStudent, createTutor } from './helpers/factories.ts';

/**
 * Issue 16: a tutor's or center's leads are counted as a listing is (up to LISTING_COUNT_CAP, then
 * "N+"), and their page is read walk by walk (one per subject and class level the viewer teaches),
 * newest first across all of them.
 */
describe('leads: pages across subjects and class levels, a capped count', async () => {
  const app = await createTestApp({ LISTING_COUNT_CAP: '3' });
  const tag = Date.now();
  const physics = `Physics ${tag}`;
  const maths = `Mathematics ${tag}`;

  const post = async (student: Actor, subject: string, classLevel: string, modes = ['Online']) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/requirements',
      headers: student.headers,
      payload: {
        subject,
        classLevel,
        modes,
        pincode: '411038',
        budget: 2000,
        schedule: 'Weekday evenings',
        details: 'Regular classes, twice a week.',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().requirement._id as string;
  };
  const list = async (who: Actor, query: string) => {
    const res = await app.inject({ url: `/api/requirements?${query}`, headers: who.headers });
    return { status: res.statusCode, body: res.json() };
  };
  const ids = (body: { requirements: { _id: string }[] }) => body.requirements.map((r) => r._id);

  // A tutor teaching two subjects (one of them under two spellings) to two class levels, online.
  const tutor = await createTutor(app, {
    subjects: { [maths]: 900, [maths.toLowerCase()]: 950, [physics]: 1000 },
    classLevels: ['IX-X', 'XI-XII'],
    modes: ['Online'],
  });
  const student = await createStudent(app);
  // Posted one after another, so newest first is the reverse of this order; the pairs interleave.
  const posted = [
    await post(student, maths, 'IX-X'),
    await post(student, physics, 'XI-XII'),
    await post(student, `Chemistry ${tag}`, 'IX-X'), // not taught: never a lead
    await post(student, physics, 'IX-X'),
    await post(student, maths, 'XI-XII'),
    await post(student, maths, 'College'), // a class level not taught: never a lead
    await post(student, maths, 'IX-X'),
  ];
  const newestFirst = [posted[6], posted[4], posted[3], posted[1], posted[0]];

  it('pages walk every subject and class level newest first, each lead once', async () => {
    const whole = await list(tutor, 'limit=10');
    expect(whole.status).toBe(200);
    expect(ids(whole.body)).toEqual(newestFirst);
    const first = await list(tutor, 'limit=2');
    const second = await list(tutor, 'page=2&limit=2');
    expect([...ids(first.body), ...ids(second.body)]).toEqual(newestFirst.slice(0, 4));
  });

  it('past the cap the total is the cap, with totalCapped; a page starting past it is refused', async () => {
    const first = await list(tutor, 'limit=2');
    expect(first.body).toMatchObject({ total: 3, totalCapped: true, page: 1, pageSize: 2 });
    const beyond = await list(tutor, 'page=3&limit=2');
    expect(beyond.status).toBe(400);
    expect(beyond.body.errors).toEqual([{ path: 'page', message: pageBeyondCapMessage(3) }]);
  });

  it('within the cap: the exact total, and no totalCapped', async () => {
    const center = await createCenter(app, {
      city: 'Pune',
      courses: { [physics]: 1500 },
      classLevels: ['IX-X', 'XI-XII'],
    });
    const other = await createStudent(app);
    const near = [
      await post(other, physics, 'IX-X', ['AtTutor']),
      await post(other, physics, 'XI-XII', ['AtTutor']),
    ];
    const { status, body } = await list(center, 'limit=10');
    expect(status).toBe(200);
    expect(body).toEqual(expect.not.objectContaining({ totalCapped: expect.anything() }));
    expect(body.total).toBe(2);
    expect(ids(body)).toEqual([near[1], near[0]]);
  });

  it("a student's own list is never capped", async () => {
    const { body } = await list(student, 'limit=10');
    expect(body.total).toBe(posted.length);
    expect(body.totalCapped).toBeUndefined();
    expect(ids(body)).toEqual([...posted].reverse());
  });
});
