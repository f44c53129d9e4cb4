import { accountMessages } from '@tuitionhub/contracts';
import { describe, expect, it } from 'vitest';
import { mailsTo, userRow } from './helpers/account-rows.ts';
import { createTestApp } from './helpers/app.ts';
import { insertDemo, insertHire } from './helpers/conversation-rows.ts';
import {
  createAdmin,
  createStudent,
  createTutor,
  tutorSignUpBody as tutorBody,
} from './helpers/factories.ts';

describe('profile review (api-2 §6): new profiles wait for the admin', async () => {
  const app = await createTestApp({ PROFILE_REVIEW: 'true', REGISTER_MAX_PER_HOUR: '100' });
  const admin = await createAdmin(app);
  const student = await createStudent(app);

  async function signUp(over: Record<string, unknown> = {}) {
    const body = tutorBody(over);
    const res = await app.inject({ method: 'POST', url: '/api/user/register', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: body.email, password: body.password },
    });
    const token = login.json().token as string;
    return {
      id: res.json().user._id as string,
      email: body.email,
      name: body.name,
      user: res.json().user,
      headers: { authorization: `Bearer ${token}` },
    };
  }
  const listedIds = async () =>
    (
      (await app.inject('/api/tutors/all-tutors?subject=Chemistry&limit=100')).json().tutors as {
        _id: string;
      }[]
    ).map((t) => t._id);
  const decide = (
    id: string,
    action: string,
    payload?: object,
    who: { headers: { authorization: string } } = admin,
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/profiles/${id}/${action}`,
      headers: who.headers,
      ...(payload ? { payload } : {}),
    });

  it('a signed-up tutor is pending: not listed, searched, shown, shortlisted or bookable until approved', async () => {
    const tutor = await signUp();
    expect(tutor.user).toMatchObject({ reviewStatus: 'pending', reviewReason: null, verified: null });
    expect(await listedIds()).not.toContain(tutor.id);
    const latest = (await app.inject('/api/tutors/latest-tutors')).json();
    expect(JSON.stringify(latest)).not.toContain(tutor.id);
    const search = (await app.inject(`/api/tutors/search?name=${encodeURIComponent(tutor.name)}`)).json();
    expect(JSON.stringify(search)).not.toContain(tutor.id);
    // To a visitor or a student the profile does not exist; its owner and the admin see it.
    expect((await app.inject(`/api/tutors/get-tutor/${tutor.id}`)).statusCode).toBe(404);
    expect(
      (await app.inject({ url: `/api/tutors/get-tutor/${tutor.id}`, headers: student.headers })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ url: `/api/tutors/get-tutor/${tutor.id}`, headers: tutor.headers })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ url: `/api/tutors/get-tutor/${tutor.id}`, headers: admin.headers })).statusCode,
    ).toBe(200);
    // Arriving together (when readers of a public profile share one read), each still gets their own answer.
    const together = await Promise.all(
      [undefined, tutor.headers, student.headers, admin.headers, undefined].map((headers) =>
        app.inject({ url: `/api/tutors/get-tutor/${tutor.id}`, ...(headers ? { headers } : {}) }),
      ),
    );
    expect(together.map((r) => r.statusCode)).toEqual([404, 200, 404, 200, 404]);
    const shortlist = await app.inject({
      method: 'PUT',
      url: `/api/watchlist/${tutor.id}`,
      headers: student.headers,
      payload: { subject: 'Chemistry' },
    });
    expect(shortlist.statusCode).toBe(404);
    expect((await app.inject(`/api/demo/open-slots/Tutor/${tutor.id}`)).statusCode).toBe(404);
    // The owner can still set up demo times while waiting.
    expect(
      (await app.inject({ url: `/api/demo/availability/Tutor/${tutor.id}`, headers: tutor.headers }))
        .statusCode,
    ).toBe(200);

    const queue = (
      await app.inject({ url: '/api/admin/profiles?status=pending', headers: admin.headers })
    ).json();
    expect(queue.profiles).toContainEqual(
      expect.objectContaining({
        _id: tutor.id,
        role: 'Tutor',
        reviewStatus: 'pending',
        offerings: ['Chemistry'],
        qualification: 'M.Sc. Chemistry',
      }),
    );

    const approved = await decide(tutor.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      message: 'Profile approved',
      profile: { reviewStatus: 'approved' },
    });
    expect(await listedIds()).toContain(tutor.id);
    expect((await app.inject(`/api/tutors/get-tutor/${tutor.id}`)).statusCode).toBe(200);
    const [mail] = await mailsTo(app, tutor.email);
    expect(mail!.subject).toBe('Your TuitionHub profile is live');
    const audit = (
      await app.inject({ url: '/api/admin/audit?q=tutor.approve', headers: admin.headers })
    ).json();
    expect(audit.entries.some((e: { targetId: string }) => e.targetId === tutor.id)).toBe(true);
    // Nothing left to approve.
    expect((await decide(tutor.id, 'approve')).statusCode).toBe(409);
  });

  it('a rejection needs a reason, e-mails it, shows on the dashboard, and a fixed profile waits again', async () => {
    const tutor = await signUp();
    const short = await decide(tutor.id, 'reject', { reason: 'no' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 5 characters/);
    const res = await decide(tutor.id, 'reject', { reason: 'Please add your qualification certificate.' });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo(app, tutor.email);
    expect(mail!.subject).toBe('Your TuitionHub profile needs changes');
    expect(mail!.textBody).toContain('Reason: Please add your qualification certificate.');
    const me = (await app.inject({ url: '/api/user/me', headers: tutor.headers })).json().user;
    expect(me).toMatchObject({
      reviewStatus: 'rejected',
      reviewReason: 'Please add your qualification certificate.',
    });
    expect(await listedIds()).not.toContain(tutor.id);
    // A second decision on a rejected profile is refused; the owner's edit sends it back to the queue.
    expect((await decide(tutor.id, 'reject', { reason: 'Still missing things' })).statusCode).toBe(409);
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/tutors/update-tutor/${tutor.id}`,
      headers: tutor.headers,
      payload: { qualification: 'M.Sc. Chemistry (certificate attached)' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().tutor).toMatchObject({
      reviewStatus: 'pending',
      qualification: 'M.Sc. Chemistry (certificate attached)',
    });
  });

  it('only the admin decides; an unknown or non-profile id is 404', async () => {
    const tutor = await signUp();
    expect((await decide(tutor.id, 'approve', undefined, student)).statusCode).toBe(403);
    expect((await decide(tutor.id, 'approve', undefined, tutor)).statusCode).toBe(403);
    expect((await decide(student.id, 'approve')).statusCode).toBe(404);
    expect((await decide('00000000-0000-4000-8000-000000000000', 'approve')).statusCode).toBe(404);
    expect(
      (await app.inject({ url: '/api/admin/profiles?status=maybe', headers: admin.headers })).statusCode,
    ).toBe(400);
  });

  it('Verified shows what the admin checked, with trust facts from the product’s own records', async () => {
    const tutor = await createTutor(app, { name: 'Verified Tutor', subjects: { Chemistry: 900 } });
    const bad = await decide(tutor.id, 'verify', { checked: [] });
    expect(bad.statusCode).toBe(400);
    const res = await decide(tutor.id, 'verify', { checked: ['identity', 'qualification'] });
    expect(res.statusCode).toBe(200);
    await insertDemo(app, { studentId: student.id, entityId: tutor.id }, 'done');
    await insertDemo(app, { studentId: student.id, entityId: tutor.id }, 'cancelled');
    await insertHire(app, { studentId: student.id, tutorId: tutor.id });
    await insertHire(app, { studentId: student.id, tutorId: tutor.id });
    const card = (await app.inject(`/api/tutors/get-tutor/${tutor.id}`)).json();
    expect(card).toMatchObject({
      verified: { identity: true, qualification: true, at: expect.any(String) },
      demosHeld: 1,
      // The same student paying twice is one student.
      studentsHired: 1,
      memberSince: expect.any(String),
    });
    expect(card).not.toHaveProperty('reviewStatus');
  });
});

describe('sign-up agreement and trust facts', async () => {
  const app = await createTestApp({ REGISTER_MAX_PER_HOUR: '100' });

  it('refuses a sign-up without agreeing to the terms, and stores when it was agreed', async () => {
    const { acceptTerms: _a, ...without } = tutorBody();
    const refused = await app.inject({ method: 'POST', url: '/api/user/register', payload: without });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(accountMessages.acceptTerms);
    const no = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: tutorBody({ acceptTerms: false }),
    });
    expect(no.statusCode).toBe(400);

    const before = Date.now();
    const res = await app.inject({ method: 'POST', url: '/api/user/register', payload: tutorBody() });
    expect(res.statusCode).toBe(201);
    const row = await userRow(app, res.json().user._id);
    expect(row!.termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // With review off (PROFILE_REVIEW=false) the profile is live at once, with what the tutor stated.
    const card = (await app.inject(`/api/tutors/get-tutor/${res.json().user._id}`)).json();
    expect(card).toMatchObject({
      qualification: 'M.Sc. Chemistry',
      experienceYears: 6,
      languages: ['English', 'Marathi'],
      verified: null,
      demosHeld: 0,
      studentsHired: 0,
    });
  });

  it('checks the trust facts a tutor states', async () => {
    for (const [over, message] of [
      [{ experienceYears: 61 }, 'Years of experience must be at most 60'],
      [{ experienceYears: 2.5 }, 'Years of experience must be a whole number'],
      [{ languages: Array.from({ length: 9 }, (_, i) => `Language ${i}`) }, 'List at most 8 languages'],
      [{ qualification: 'x'.repeat(121) }, 'Qualification must be at most 120 characters'],
    ] as const) {
      const res = await app.inject({ method: 'POST', url: '/api/user/register', payload: tutorBody(over) });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});
