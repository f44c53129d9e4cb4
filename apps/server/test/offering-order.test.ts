import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { setSlowToAnswer, teachersByFee } from './helpers/catalogue-rows.ts';
import { createAdmin, createCenter, createTutor, tutorSignUpBody } from './helpers/factories.ts';

/**
 * Issue 16: a listing of one subject by fee walks that subject's own rows, each carrying its owner's
 * place in the order (listed, slow to answer, lowest fee; migration 0019). Whatever changes an owner
 * (an edit of the fees, a subject added, the admin's approval, the slow-to-answer flag), the listing
 * follows, and every page equals the plain order of all the subject's teachers.
 */
describe('a subject listed by fee', async () => {
  const app = await createTestApp({ PROFILE_REVIEW: 'true', REGISTER_MAX_PER_HOUR: '100' });
  const admin = await createAdmin(app);
  // Cheaper tutors who do not teach it come first in the fee order of all profiles.
  for (const fee of [100, 120, 140, 160]) await createTutor(app, { subjects: { Mathematics: fee } });
  const sitar = await Promise.all([
    createTutor(app, { subjects: { Sitar: 1500 } }),
    createTutor(app, { subjects: { Sitar: 900 } }),
    createTutor(app, { subjects: { Sitar: 900 } }),
    // Taught cheaply elsewhere: the lowest fee, 150, places this teacher.
    createTutor(app, { subjects: { Sitar: 2000, Mathematics: 150 } }),
    // Two spellings of one subject: listed once.
    createTutor(app, { subjects: { Sitar: 1100, SITAR: 1200 } }),
    createTutor(app, { subjects: { Sitar: 700 } }),
  ]);
  await setSlowToAnswer(app, sitar[5]!.id, true);

  const ids = async (url: string) => {
    const res = await app.inject(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    const body = res.json() as { tutors: { _id: string }[]; next?: string; total: number };
    return { ids: body.tutors.map((t) => t._id), next: body.next, total: body.total };
  };
  const plain = () => teachersByFee(app, 'tutor', ['Sitar', 'SITAR']);
  /** The listing by following `next` in pages of 2. */
  async function paged(query: string): Promise<string[]> {
    const all: string[] = [];
    let url = `/api/tutors/all-tutors?${query}&sort=fees&limit=2`;
    for (let pages = 0; pages < 20; pages++) {
      const page = await ids(url);
      all.push(...page.ids);
      if (!page.next) return all;
      url = `/api/tutors/all-tutors?${query}&sort=fees&limit=2&after=${encodeURIComponent(page.next)}`;
    }
    throw new Error('next never ended');
  }
  async function expectListedInPlainOrder() {
    const expected = await plain();
    expect((await ids('/api/tutors/all-tutors?subject=sitar&sort=fees&limit=50')).ids).toEqual(expected);
    // Counted from the subject's rows: a teacher of two spellings once. A full page does not tell the total itself.
    expect((await ids(`/api/tutors/all-tutors?subject=sitar&limit=${expected.length}`)).total).toBe(
      expected.length,
    );
    expect((await ids('/api/tutors/all-tutors?q=sitar&sort=fees&limit=50')).ids).toEqual(expected);
    expect(await paged('subject=Sitar')).toEqual(expected);
    expect(await paged('q=sitar')).toEqual(expected);
    return expected;
  }

  it('lists every teacher once, in the plain fee order, on one page and page after page', async () => {
    const expected = await expectListedInPlainOrder();
    expect(expected).toHaveLength(6);
    expect(expected[0]).toBe(sitar[3]!.id);
    expect(expected.at(-1)).toBe(sitar[5]!.id);
    // Filters beside the subject still apply.
    expect((await ids('/api/tutors/all-tutors?subject=Sitar&sort=fees&maxFee=1000')).ids).toEqual(
      expected.filter((id) => [sitar[1]!.id, sitar[2]!.id, sitar[3]!.id, sitar[5]!.id].includes(id)),
    );
  });

  it("follows an owner's new fees, a subject added and the slow-to-answer flag", async () => {
    const [first] = sitar;
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/tutors/update-tutor/${first!.id}`,
      headers: first!.headers,
      payload: { fees: { Sitar: 50 } },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await expectListedInPlainOrder())[0]).toBe(first!.id);

    const other = await createTutor(app, { subjects: { Mathematics: 130 } });
    const added = await app.inject({
      method: 'PUT',
      url: `/api/tutors/update-tutor/${other.id}`,
      headers: other.headers,
      payload: { subjects: ['Mathematics', 'Sitar'], fees: { Mathematics: 130, Sitar: 3000 } },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await expectListedInPlainOrder()).slice(0, 2)).toEqual([first!.id, other.id]);

    await setSlowToAnswer(app, first!.id, true);
    await setSlowToAnswer(app, sitar[5]!.id, false);
    // On a new turn of the event loop: reads made before these direct writes are not shared (lib/single-flight.ts).
    await nextTurn();
    const order = await expectListedInPlainOrder();
    expect(order.at(-1)).toBe(first!.id);
    expect(order).toHaveLength(7);
  });

  it('lists a new teacher once the admin approves the profile, not before', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: tutorSignUpBody({
        name: 'Ravi Shankar Rao',
        bio: 'Sitar for beginners',
        subjects: ['Sitar'],
        fees: { Sitar: 400 },
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().user._id as string;
    expect(await expectListedInPlainOrder()).not.toContain(id);
    const approved = await app.inject({
      method: 'POST',
      url: `/api/admin/profiles/${id}/approve`,
      headers: admin.headers,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const order = await expectListedInPlainOrder();
    // 400 is the lowest fee among those not slow to answer but the edited first one's 50.
    expect(order).toContain(id);
    expect(order.indexOf(id)).toBeLessThan(order.indexOf(sitar[1]!.id));
  });

  it('centers: a course by fee follows the same rows', async () => {
    const centers = [
      await createCenter(app, { courses: { Veena: 2500 } }),
      await createCenter(app, { courses: { Veena: 1800, 'IIT-JEE': 900 } }),
      await createCenter(app, { courses: { Veena: 1200 } }),
    ];
    const url = '/api/tuition-centers/all?course=Veena&sort=fees&limit=50';
    const listed = ((await app.inject(url)).json().tuitionCenters as { _id: string }[]).map((c) => c._id);
    expect(listed).toEqual([centers[1]!.id, centers[2]!.id, centers[0]!.id]);
    expect(listed).toEqual(await teachersByFee(app, 'center', ['Veena']));
  });
});
