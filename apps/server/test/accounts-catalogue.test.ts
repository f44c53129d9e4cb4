import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import {
  auditActions,
  insertWatchlistItems,
  profileRow,
  userExists,
  watchlistSubjects,
} from './helpers/catalogue-rows.ts';
import { createAdmin, createCenter, createStudent, createTutor } from './helpers/factories.ts';

const put = (
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
) => app.inject({ method: 'PUT', url, headers, payload });
const remove = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'DELETE', url, headers });
const tutorIds = async (app: FastifyInstance, query: string) =>
  ((await app.inject(`/api/tutors/all-tutors?${query}`)).json().tutors as { _id: string }[]).map(
    (t) => t._id,
  );
const searchIds = async (app: FastifyInstance, key: 'tutors' | 'tuitionCenters', q: string) =>
  ((await app.inject(`/api/search?q=${encodeURIComponent(q)}`)).json()[key] as { _id: string }[]).map(
    (p) => p._id,
  );
const searchTutorIds = (app: FastifyInstance, q: string) => searchIds(app, 'tutors', q);
const searchCenterIds = (app: FastifyInstance, q: string) => searchIds(app, 'tuitionCenters', q);

describe('accounts: tutor and center profile writes', async () => {
  const app = await createTestApp();

  /** What the write routes of both kinds share, spelled as api.md spells each. */
  const kinds = [
    {
      kind: 'tutor',
      create: createTutor,
      createOtherKind: createCenter,
      update: '/api/tutors/update-tutor/',
      delete: '/api/tutors/delete/',
      get: '/api/tutors/get-tutor/',
      writeKey: 'tutor',
      searchKey: 'tutors',
      field: 'bio',
      deleted: 'Tutor deleted successfully',
    },
    {
      kind: 'center',
      create: createCenter,
      createOtherKind: createTutor,
      update: '/api/tuition-centers/update/',
      delete: '/api/tuition-centers/delete/',
      get: '/api/tuition-centers/get-profile/',
      writeKey: 'tuitionCenter',
      searchKey: 'tuitionCenters',
      field: 'description',
      deleted: 'Tuition Center deleted successfully',
    },
  ] as const;

  it.each(kinds)(
    '$kind: refuses others (403) and visitors (401); lets an admin edit (audited); 404 for another role, 400 for a malformed id',
    async (k) => {
      const profile = await k.create(app);
      const sameKind = await k.create(app);
      const otherKind = await k.createOtherKind(app);
      const student = await createStudent(app);
      const admin = await createAdmin(app);
      for (const actor of [sameKind, otherKind, student]) {
        const res = await put(app, `${k.update}${profile.id}`, actor.headers, { [k.field]: 'Hijacked' });
        expect(res.statusCode).toBe(403);
      }
      expect((await put(app, `${k.update}${profile.id}`, {}, { [k.field]: 'Hijacked' })).statusCode).toBe(
        401,
      );
      expect((await app.inject(`${k.get}${profile.id}`)).json()[k.field]).not.toBe('Hijacked');

      const byAdmin = await put(app, `${k.update}${profile.id}`, admin.headers, {
        [k.field]: 'Checked by admin',
      });
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json()[k.writeKey][k.field]).toBe('Checked by admin');
      expect(await auditActions(app, profile.id)).toContain(`${k.kind}.update`);
      // A student's id, or the other kind's, is not a profile of this kind.
      for (const id of [student.id, otherKind.id])
        expect((await put(app, `${k.update}${id}`, admin.headers, { [k.field]: 'x' })).statusCode).toBe(404);
      expect((await put(app, `${k.update}not-a-uuid`, admin.headers, { [k.field]: 'x' })).statusCode).toBe(
        400,
      );
    },
  );

  it.each(kinds)(
    '$kind: deleted by itself (signed out) or an admin (audited), never by others',
    async (k) => {
      const profile = await k.create(app, { name: `Leaving ${k.kind}` });
      const other = await k.create(app);
      const otherKind = await k.createOtherKind(app);
      const admin = await createAdmin(app);
      const student = await createStudent(app);
      for (const actor of [other, otherKind])
        expect((await remove(app, `${k.delete}${profile.id}`, actor.headers)).statusCode).toBe(403);
      expect((await remove(app, `${k.delete}${profile.id}`)).statusCode).toBe(401);
      // This route deletes no other role, even for an admin.
      expect((await remove(app, `${k.delete}${student.id}`, admin.headers)).statusCode).toBe(404);

      const own = await remove(app, `${k.delete}${profile.id}`, profile.headers);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual({ success: true, message: k.deleted });
      expect(await userExists(app, profile.id)).toBe(false);
      expect((await app.inject({ url: '/api/user/me', headers: profile.headers })).statusCode).toBe(401);
      expect(await searchIds(app, k.searchKey, `Leaving ${k.kind}`)).not.toContain(profile.id);

      const byAdmin = await remove(app, `${k.delete}${other.id}`, admin.headers);
      expect(byAdmin.statusCode).toBe(200);
      expect(await auditActions(app, other.id)).toContain(`${k.kind}.delete`);
      expect((await remove(app, `${k.delete}${other.id}`, admin.headers)).statusCode).toBe(404);
    },
  );

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
    expect((await profileRow(app, 'tutor', tutor.id))!.lowestFee).toBe(800);
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
    await insertWatchlistItems(app, [
      { userId: a.id, tutorId: tutor.id, subject: 'Maths', fee: 500 },
      { userId: b.id, tutorId: tutor.id, subject: 'Physics', fee: 600 },
    ]);
    await put(app, `/api/tutors/update-tutor/${tutor.id}`, tutor.headers, { fees: { Maths: 700 } });
    expect(await watchlistSubjects(app, tutor.id)).toEqual(['Maths']);
  });

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
    expect((await profileRow(app, 'center', center.id))!.lowestFee).toBe(900);
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
});
