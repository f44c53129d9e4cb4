import { describe, expect, it } from 'vitest';
import { refreshProfileDerived } from '../src/modules/profile-rows/repository.ts';
import { createTestApp } from './helpers/app.ts';
import { createStudent, createTutor } from './helpers/factories.ts';
import { deleteUserRow, setSubjectFees } from './helpers/stored-rows.ts';

describe('watchlist', async () => {
  const app = await createTestApp();

  const put = (headers: Record<string, string>, tutorId: string, body: unknown) =>
    app.inject({ method: 'PUT', url: `/api/watchlist/${tutorId}`, headers, payload: body as object });
  const list = async (headers: Record<string, string>) => {
    const res = await app.inject({ url: '/api/watchlist', headers });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      items: { tutorId: string; subject: string; fee: number; tutorName: string }[];
      total: number;
    };
  };

  it('refuses visitors', async () => {
    const tutor = await createTutor(app);
    expect((await app.inject('/api/watchlist')).statusCode).toBe(401);
    expect((await put({}, tutor.id, { subject: 'Mathematics' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: `/api/watchlist/${tutor.id}` })).statusCode).toBe(401);
  });

  it('adds items with the fee from the tutor, ignoring a fee in the body, and totals them', async () => {
    const student = await createStudent(app);
    const a = await createTutor(app, { name: 'Asha Rao', subjects: { Maths: 500, Physics: 700 } });
    const b = await createTutor(app, { subjects: { Chemistry: 1200 } });
    const res = await put(student.headers, a.id, { subject: 'Physics', fee: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      items: [{ tutorId: a.id, tutorName: 'Asha Rao', subject: 'Physics', fee: 700 }],
      total: 700,
    });
    await put(student.headers, b.id, { subject: 'Chemistry', fee: 0 });
    const body = await list(student.headers);
    expect(body.items.map((i) => [i.subject, i.fee])).toEqual([
      ['Physics', 700],
      ['Chemistry', 1200],
    ]);
    expect(body.total).toBe(1900);
    expect(body.items[0]).toHaveProperty('tutorPhoto');
  });

  it('replaces the item when the same tutor is added again', async () => {
    const student = await createStudent(app);
    const tutor = await createTutor(app, { subjects: { Maths: 500, Physics: 700 } });
    await put(student.headers, tutor.id, { subject: 'Maths' });
    await put(student.headers, tutor.id, { subject: 'Physics' });
    const body = await list(student.headers);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ subject: 'Physics', fee: 700 });
    expect(body.total).toBe(700);
  });

  it("keeps each user's watchlist to that user", async () => {
    const one = await createStudent(app);
    const two = await createStudent(app);
    const tutor = await createTutor(app, { subjects: { Maths: 500 } });
    await put(one.headers, tutor.id, { subject: 'Maths' });
    expect((await list(one.headers)).items).toHaveLength(1);
    expect(await list(two.headers)).toEqual({ items: [], total: 0 });
    // The second user removing the tutor touches only their own (empty) list.
    await app.inject({ method: 'DELETE', url: `/api/watchlist/${tutor.id}`, headers: two.headers });
    expect((await list(one.headers)).items).toHaveLength(1);
  });

  it("answers 'Please select a subject.' for a missing or unknown subject", async () => {
    const student = await createStudent(app);
    const tutor = await createTutor(app, { subjects: { Maths: 500 } });
    for (const body of [{}, { subject: '' }, { subject: '   ' }, { subject: 'Biology' }, undefined]) {
      const res = await put(student.headers, tutor.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        message: 'Please select a subject.',
      });
    }
    expect((await list(student.headers)).items).toEqual([]);
  });

  it('answers 404 for an unknown tutor and 400 for a malformed id', async () => {
    const student = await createStudent(app);
    const notATutor = await createStudent(app);
    expect((await put(student.headers, notATutor.id, { subject: 'Maths' })).statusCode).toBe(404);
    expect(
      (await put(student.headers, '4f7d1c1e-0000-4000-8000-000000000000', { subject: 'Maths' })).statusCode,
    ).toBe(404);
    expect((await put(student.headers, 'not-a-uuid', { subject: 'Maths' })).statusCode).toBe(400);
  });

  it('removes an item', async () => {
    const student = await createStudent(app);
    const a = await createTutor(app, { subjects: { Maths: 500 } });
    const b = await createTutor(app, { subjects: { Maths: 800 } });
    await put(student.headers, a.id, { subject: 'Maths' });
    await put(student.headers, b.id, { subject: 'Maths' });
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/watchlist/${a.id}`,
      headers: student.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, items: [{ tutorId: b.id }], total: 800 });
  });

  it('shows a changed fee, and drops items whose subject or tutor is gone', async () => {
    const student = await createStudent(app);
    const a = await createTutor(app, { subjects: { Maths: 500, Physics: 600 } });
    const b = await createTutor(app, { subjects: { Chemistry: 900 } });
    const c = await createTutor(app, { subjects: { English: 400 } });
    await put(student.headers, a.id, { subject: 'Maths' });
    await put(student.headers, b.id, { subject: 'Chemistry' });
    await put(student.headers, c.id, { subject: 'English' });
    expect((await list(student.headers)).total).toBe(1800);

    await setSubjectFees(app, a.id, 650);
    await setSubjectFees(app, b.id, null);
    await refreshProfileDerived(app.db, 'tutor', [a.id, b.id]);
    await deleteUserRow(app, c.id);

    const body = await list(student.headers);
    expect(body.items.map((i) => [i.tutorId, i.fee])).toEqual([[a.id, 650]]);
    expect(body.total).toBe(650);
  });

  it('does not let a tutor shortlist themselves', async () => {
    const tutor = await createTutor(app, { subjects: { Maths: 500 } });
    expect((await put(tutor.headers, tutor.id, { subject: 'Maths' })).statusCode).toBe(403);
  });
});
