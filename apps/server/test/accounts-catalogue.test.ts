import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditLog, centerProfiles, tutorProfiles, users, watchlistItems } from '../src/db/schema/index.ts';
import { createTestApp } from './helpers/app.ts';
import { createAdmin, createCenter, createStudent, createTutor } from './helpers/factories.ts';

const put = (
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
) => app.inject({ method: 'PUT', url, headers, payload });
const tutorIds = async (app: FastifyInstance, query: string) =>
  ((await app.inject(`/api/tutors/all-tutors?${query}`)).json().tutors as { _id: string }[]).map(
    (t) => t._id,
  );
const searchTutorIds = async (app: FastifyInstance, q: string) =>
  ((await app.inject(`/api/search?q=${encodeURIComponent(q)}`)).json().tutors as { _id: string }[]).map(
    (t) => t._id,
  );
const searchCenterIds = async (app: FastifyInstance, q: string) =>
  (
    (await app.inject(`/api/search?q=${encodeURIComponent(q)}`)).json().tuitionCenters as { _id: string }[]
  ).map((c) => c._id);

describe('accounts: tutor profile writes', async () => {
  const app = await createTestApp();

  it('lets the tutor edit bio, availability, subjects and fees; listings and search follow', async () => {
    const tutor = await createTutor(app, { name: 'Meera Iyer', subjects: { Maths: 2500 } });
    expect(await tutorIds(app, 'maxFee=1000')).not.toContain(tutor.id);

    const res = await put(app, `/api/tutors/update-tutor/${tutor.id}`, tutor.headers, {
      bio: 'Carnatic music and Sanskrit',
      availability: 'Afternoon',
      subjects: ['Sanskrit', 'Music'],
      fees: { Sanskrit: 800, Music: 1500 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      tutor: {
        _id: tutor.id,
        bio: 'Carnatic music and Sanskrit',
        availability: 'Afternoon',
        subjects: ['Music', 'Sanskrit'],
        fees: { Sanskrit: 800, Music: 1500 },
      },
    });
    expect(res.body).not.toMatch(/\$argon2|passwordHash/);
    const [p] = await app.db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, tutor.id));
    expect(p!.lowestFee).toBe(800);
    expect(await tutorIds(app, 'maxFee=1000')).toContain(tutor.id);
    expect(await tutorIds(app, 'subject=Maths')).not.toContain(tutor.id);
    expect(await tutorIds(app, 'availability=Afternoon')).toContain(tutor.id);
    expect(await searchTutorIds(app, 'sanskrit')).toContain(tutor.id);
    expect(await searchTutorIds(app, 'carnatic')).toContain(tutor.id);

    // A rename reaches the listing and search too.
    await put(app, `/api/tutors/update-tutor/${tutor.id}`, tutor.headers, { name: 'Meera Subramaniam' });
    expect(await searchTutorIds(app, 'Subramaniam')).toContain(tutor.id);
  });

  it("requires fees for every subject ('Please provide fees for all subjects.')", async () => {
    const tutor = await createTutor(app);
    const res = await put(app, `/api/tutors/update-tutor/${tutor.id}`, tutor.headers, {
      subjects: ['Physics', 'Chemistry'],
      fees: { Physics: 900 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please provide fees for all subjects.');
    const bad = await put(app, `/api/tutors/update-tutor/${tutor.id}`, tutor.headers, {
      availability: 'Night',
    });
    expect(bad.json().message).toBe('Please choose Morning, Afternoon or Evening');
  });

  it('drops shortlist entries for subjects the tutor no longer teaches', async () => {
    const tutor = await createTutor(app, { subjects: { Maths: 500, Physics: 600 } });
    const a = await createStudent(app);
    const b = await createStudent(app);
    await app.db.insert(watchlistItems).values([
      { userId: a.id, tutorId: tutor.id, subject: 'Maths', fee: 500 },
      { userId: b.id, tutorId: tutor.id, subject: 'Physics', fee: 600 },
    ]);
    await put(app, `/api/tutors/update-tutor/${tutor.id}`, tutor.headers, { fees: { Maths: 700 } });
    const left = await app.db.select().from(watchlistItems).where(eq(watchlistItems.tutorId, tutor.id));
    expect(left.map((i) => i.subject)).toEqual(['Maths']);
  });

  it('refuses other users (403) and visitors (401); lets an admin edit (audited)', async () => {
    const tutor = await createTutor(app, { subjects: { Maths: 500 } });
    const otherTutor = await createTutor(app);
    const student = await createStudent(app);
    const admin = await createAdmin(app);
    for (const actor of [otherTutor, student]) {
      const res = await put(app, `/api/tutors/update-tutor/${tutor.id}`, actor.headers, { bio: 'Hijacked' });
      expect(res.statusCode).toBe(403);
    }
    const anon = await app.inject({
      method: 'PUT',
      url: `/api/tutors/update-tutor/${tutor.id}`,
      payload: { bio: 'Hijacked' },
    });
    expect(anon.statusCode).toBe(401);
    const [p] = await app.db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, tutor.id));
    expect(p!.bio).not.toBe('Hijacked');

    const byAdmin = await put(app, `/api/tutors/update-tutor/${tutor.id}`, admin.headers, {
      bio: 'Checked by admin',
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().tutor.bio).toBe('Checked by admin');
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.targetId, tutor.id));
    expect(audit.map((a) => a.action)).toContain('tutor.update');
    // A student's id is not a tutor.
    expect(
      (await put(app, `/api/tutors/update-tutor/${student.id}`, admin.headers, { bio: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await put(app, '/api/tutors/update-tutor/not-a-uuid', admin.headers, { bio: 'x' })).statusCode,
    ).toBe(400);
  });

  it('deletes a tutor: by itself or an admin, never by others', async () => {
    const tutor = await createTutor(app, { name: 'Leaving Tutor' });
    const other = await createTutor(app);
    const admin = await createAdmin(app);
    const student = await createStudent(app);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/tutors/delete/${tutor.id}`, headers: other.headers }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/api/tutors/delete/${tutor.id}` })).statusCode).toBe(
      401,
    );
    // The tutor route does not delete students, even for an admin.
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/tutors/delete/${student.id}`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(404);

    const own = await app.inject({
      method: 'DELETE',
      url: `/api/tutors/delete/${tutor.id}`,
      headers: tutor.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ success: true, message: 'Tutor deleted successfully' });
    expect(await app.db.select().from(users).where(eq(users.id, tutor.id))).toEqual([]);
    expect((await app.inject({ url: '/api/user/me', headers: tutor.headers })).statusCode).toBe(401);
    expect(await searchTutorIds(app, 'Leaving Tutor')).not.toContain(tutor.id);

    const byAdmin = await app.inject({
      method: 'DELETE',
      url: `/api/tutors/delete/${other.id}`,
      headers: admin.headers,
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/tutors/delete/${other.id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(404);
  });
});

describe('accounts: tuition center profile writes', async () => {
  const app = await createTestApp();

  it('lets the center edit its profile and courses; lowest fee and search follow', async () => {
    const center = await createCenter(app, { name: 'Sunrise Classes', courses: { 'IIT-JEE': 5000 } });
    const res = await put(app, `/api/tuition-centers/update/${center.id}`, center.headers, {
      location: 'Jayanagar, Bengaluru',
      description: 'Olympiad training',
      contactNumber: '080-2345 6789',
      courses: ['Olympiad Maths', 'Spoken English'],
      fees: { 'Olympiad Maths': 1800, 'Spoken English': 900 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().tuitionCenter).toMatchObject({
      location: 'Jayanagar, Bengaluru',
      contactNumber: '080-2345 6789',
      courses: ['Olympiad Maths', 'Spoken English'],
      fees: { 'Olympiad Maths': 1800, 'Spoken English': 900 },
    });
    const [p] = await app.db.select().from(centerProfiles).where(eq(centerProfiles.userId, center.id));
    expect(p!.lowestFee).toBe(900);
    expect(await searchCenterIds(app, 'olympiad')).toContain(center.id);
    expect(await searchCenterIds(app, 'Bengaluru')).toContain(center.id);
    expect(await searchCenterIds(app, 'IIT-JEE')).not.toContain(center.id);
  });

  it("needs a fee for every course ('Please enter both course name and fee.')", async () => {
    const center = await createCenter(app);
    const res = await put(app, `/api/tuition-centers/update/${center.id}`, center.headers, {
      courses: ['NEET'],
      fees: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter both course name and fee.');
  });

  it('refuses others, lets an admin edit, and deletes by owner or admin', async () => {
    const center = await createCenter(app);
    const other = await createCenter(app);
    const tutor = await createTutor(app);
    const admin = await createAdmin(app);
    for (const actor of [other, tutor]) {
      expect(
        (await put(app, `/api/tuition-centers/update/${center.id}`, actor.headers, { description: 'x' }))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await app.inject({
            method: 'DELETE',
            url: `/api/tuition-centers/delete/${center.id}`,
            headers: actor.headers,
          })
        ).statusCode,
      ).toBe(403);
    }
    const byAdmin = await put(app, `/api/tuition-centers/update/${center.id}`, admin.headers, {
      location: 'Goa',
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(
      (await put(app, `/api/tuition-centers/update/${tutor.id}`, admin.headers, { location: 'Goa' }))
        .statusCode,
    ).toBe(404);

    const own = await app.inject({
      method: 'DELETE',
      url: `/api/tuition-centers/delete/${center.id}`,
      headers: center.headers,
    });
    expect(own.json()).toEqual({ success: true, message: 'Tuition Center deleted successfully' });
    const adminDelete = await app.inject({
      method: 'DELETE',
      url: `/api/tuition-centers/delete/${other.id}`,
      headers: admin.headers,
    });
    expect(adminDelete.statusCode).toBe(200);
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.targetId, other.id));
    expect(audit.map((a) => a.action)).toContain('center.delete');
  });
});
