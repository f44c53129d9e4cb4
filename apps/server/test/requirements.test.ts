import { contactHidden } from '@tuitionhub/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { setReviewStatus } from './helpers/conversation-rows.ts';
import { type Actor, createAdmin, createCenter, createStudent, createTutor } from './helpers/factories.ts';

const KOTHRUD = '411038';
const MUMBAI = '400001';

interface Point {
  lat: number;
  lng: number;
  city: string;
  pincode: string;
}
/** About `km` north of a point (1° of latitude is ~111.2 km). */
const north = (p: Point, km: number): Point => ({ ...p, lat: p.lat + km / 111.2, pincode: '000000' });

const requirementBody = (over: Record<string, unknown> = {}) => ({
  subject: 'Mathematics',
  classLevel: 'IX-X',
  board: 'CBSE',
  modes: ['Home'],
  pincode: KOTHRUD,
  budget: 2000,
  schedule: 'Weekday evenings',
  details: 'Class 9 CBSE, weak in algebra. Call 98765 43210 or asha.parent@example.com',
  ...over,
});

describe('learning requirements (api-2 §3)', async () => {
  const app = await createTestApp();
  const places: Record<string, Point> = {};
  let admin: Actor;

  beforeAll(async () => {
    for (const pincode of [KOTHRUD, MUMBAI]) {
      const [place] = (await app.inject(`/api/places?q=${pincode}`)).json().places;
      places[pincode] = { lat: place.lat, lng: place.lng, city: place.city, pincode };
    }
    admin = await createAdmin(app);
  });

  async function post(student: Actor, over: Record<string, unknown> = {}) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/requirements',
      headers: student.headers,
      payload: requirementBody(over),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().requirement as { _id: string; [k: string]: unknown };
  }
  const leadsOf = async (who: Actor) => {
    const res = await app.inject({ url: '/api/requirements?limit=100', headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().requirements as { _id: string; details: string; [k: string]: unknown }[];
  };
  const respond = (who: Actor, id: string, fee = 1800) =>
    app.inject({
      method: 'POST',
      url: `/api/requirements/${id}/responses`,
      headers: who.headers,
      payload: { message: 'I can help with algebra', fee },
    });

  it('a student posts one (place from the pincode); others may not', async () => {
    const student = await createStudent(app);
    const r = await post(student);
    expect(r).toMatchObject({
      status: 'open',
      subject: 'Mathematics',
      classLevel: 'IX-X',
      board: 'CBSE',
      modes: ['Home'],
      city: 'Pune',
      budget: 2000,
      responseCount: 0,
      student: { _id: student.id, name: student.name },
    });
    // Its student reads the details as written.
    expect(r.details).toContain('98765 43210');
    for (const who of [await createTutor(app), await createCenter(app), admin]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/requirements',
        headers: who.headers,
        payload: requirementBody(),
      });
      expect(res.statusCode).toBe(403);
    }
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/requirements',
      headers: student.headers,
      payload: requirementBody({ pincode: '999999' }),
    });
    expect(unknown.statusCode).toBe(400);
    const noModes = await app.inject({
      method: 'POST',
      url: '/api/requirements',
      headers: student.headers,
      payload: requirementBody({ modes: [] }),
    });
    expect(noModes.statusCode).toBe(400);
    const mine = await leadsOf(student);
    expect(mine.map((x) => x._id)).toEqual([r._id]);
    expect((await leadsOf(admin)).map((x) => x._id)).toContain(r._id);
    expect((await leadsOf(await createStudent(app))).map((x) => x._id)).toEqual([]);
  });

  type TutorSpec = {
    kind?: 'tutor' | 'center';
    subject?: string;
    classLevels?: string[];
    modes?: string[];
    travelKm?: number;
    at?: (p: Record<string, Point>) => Point | null;
    city?: string;
  };
  const kothrud = (p: Record<string, Point>) => p[KOTHRUD]!;
  const km7 = (p: Record<string, Point>) => north(p[KOTHRUD]!, 7);
  const km15 = (p: Record<string, Point>) => north(p[KOTHRUD]!, 15);
  const mumbai = (p: Record<string, Point>) => p[MUMBAI]!;
  /** A point `km` north of Kothrud in a town of its own (a center there matches only within 10 km). */
  const nextTown = (km: number) => (p: Record<string, Point>) => ({
    ...north(p[KOTHRUD]!, km),
    city: 'Pimpri',
  });

  // [case, the teacher, the requirement's changes, matches]
  const table: [string, TutorSpec, Record<string, unknown>, boolean][] = [
    ['same subject, class, Home within travel', { travelKm: 5, at: kothrud }, {}, true],
    ['subject in another case', { subject: 'mathematics', travelKm: 5, at: kothrud }, {}, true],
    ['another subject', { subject: 'Physics', travelKm: 5, at: kothrud }, {}, false],
    ['another class level', { classLevels: ['XI-XII'], travelKm: 5, at: kothrud }, {}, false],
    ['one of several class levels', { classLevels: ['VI-VIII', 'IX-X'], travelKm: 5, at: kothrud }, {}, true],
    ['Home 7 km away, travels 5', { travelKm: 5, at: km7 }, {}, false],
    ['Home 7 km away, travels 10', { travelKm: 10, at: km7 }, {}, true],
    ['Home in another city', { travelKm: 50, at: mumbai }, {}, false],
    ['Home, tutor teaches only online', { modes: ['Online'], at: kothrud }, {}, false],
    ['Home, tutor without a place', { travelKm: 10, at: () => null }, {}, false],
    ['Online, tutor in another city', { modes: ['Online'], at: mumbai }, { modes: ['Online'] }, true],
    ['Online, tutor without a place', { modes: ['Online'], at: () => null }, { modes: ['Online'] }, true],
    ['Online, tutor only at homes', { travelKm: 10, at: kothrud }, { modes: ['Online'] }, false],
    [
      'Home or Online, online tutor far away',
      { modes: ['Online'], at: mumbai },
      { modes: ['Home', 'Online'] },
      true,
    ],
    ["At the tutor's, 7 km", { modes: ['AtTutor'], at: km7 }, { modes: ['AtTutor'] }, true],
    ["At the tutor's, 15 km", { modes: ['AtTutor'], at: km15 }, { modes: ['AtTutor'] }, false],
    ['center, same city, at its place', { kind: 'center', at: kothrud }, { modes: ['AtTutor'] }, true],
    [
      'center, same city named, no point',
      { kind: 'center', at: () => null, city: 'Pune' },
      { modes: ['AtTutor'] },
      true,
    ],
    ['center, another city', { kind: 'center', at: mumbai }, { modes: ['AtTutor'] }, false],
    ['center, another city 7 km away', { kind: 'center', at: nextTown(7) }, { modes: ['AtTutor'] }, true],
    ['center, another city 15 km away', { kind: 'center', at: nextTown(15) }, { modes: ['AtTutor'] }, false],
    ['center, same city 15 km away', { kind: 'center', at: km15 }, { modes: ['AtTutor'] }, true],
    ['center, home tuition only', { kind: 'center', at: kothrud }, { modes: ['Home'] }, false],
    [
      'center, another course',
      { kind: 'center', subject: 'NEET', at: kothrud },
      { modes: ['AtTutor'] },
      false,
    ],
    [
      'center, another class level',
      { kind: 'center', classLevels: ['College'], at: kothrud },
      { modes: ['AtTutor'] },
      false,
    ],
  ];

  it.each(table)('matching: %s', async (_name, spec, over, expected) => {
    const at = spec.at ? spec.at(places) : null;
    const place = at
      ? { lat: at.lat, lng: at.lng, pincode: at.pincode, city: at.city }
      : spec.city
        ? { city: spec.city }
        : {};
    const offering = { [spec.subject ?? 'Mathematics']: 1500 };
    const teacher =
      spec.kind === 'center'
        ? await createCenter(app, { ...place, courses: offering, classLevels: spec.classLevels ?? ['IX-X'] })
        : await createTutor(app, {
            ...place,
            subjects: offering,
            classLevels: spec.classLevels ?? ['IX-X'],
            modes: spec.modes ?? ['Home'],
            travelKm: spec.travelKm ?? 0,
          });
    const r = await post(await createStudent(app), over);
    expect((await leadsOf(teacher)).some((x) => x._id === r._id)).toBe(expected);
    const res = await respond(teacher, r._id);
    expect(res.statusCode, res.body).toBe(expected ? 201 : 403);
    const detail = await app.inject({ url: `/api/requirements/${r._id}`, headers: teacher.headers });
    expect(detail.statusCode).toBe(expected ? 200 : 403);
  });

  it("a lead never carries the student's e-mail, phone, name or pincode", async () => {
    const student = await createStudent(app, { name: 'Asha Kulkarni' });
    const r = await post(student);
    const tutor = await createTutor(app, {
      ...places[KOTHRUD]!,
      classLevels: ['IX-X'],
      modes: ['Home'],
      travelKm: 5,
    });
    const [lead] = (await leadsOf(tutor)).filter((x) => x._id === r._id);
    expect(lead).toBeDefined();
    const json = JSON.stringify(lead);
    for (const secret of [
      student.email,
      student.name,
      student.id,
      KOTHRUD,
      '98765',
      'asha.parent@example.com',
    ])
      expect(json).not.toContain(secret);
    expect(lead!.details).toContain(contactHidden);
    expect(lead).toMatchObject({ city: 'Pune', responded: false, distanceKm: 0 });
    expect(lead).not.toHaveProperty('student');
    const detail = await app.inject({ url: `/api/requirements/${r._id}`, headers: tutor.headers });
    const text = detail.body;
    for (const secret of [student.email, student.name, KOTHRUD, '98765']) expect(text).not.toContain(secret);
  });

  it('a tutor or center still waiting for review gets no leads and cannot respond (api-2 §6)', async () => {
    const r = await post(await createStudent(app));
    const reach = { ...places[KOTHRUD]!, classLevels: ['IX-X'] as ['IX-X'] };
    const tutor = await createTutor(app, { ...reach, modes: ['Home'], travelKm: 5 });
    const center = await createCenter(app, reach);
    await setReviewStatus(app, tutor.id, 'tutor', 'pending');
    await setReviewStatus(app, center.id, 'center', 'rejected');
    for (const who of [tutor, center]) {
      expect((await leadsOf(who)).some((x) => x._id === r._id)).toBe(false);
      expect((await respond(who, r._id)).statusCode).toBe(403);
    }
    await setReviewStatus(app, tutor.id, 'tutor', 'approved');
    expect((await leadsOf(tutor)).some((x) => x._id === r._id)).toBe(true);
  });

  it('one response per responder; exactly 5 of 10 concurrent responders, then no longer a lead', async () => {
    const r = await post(await createStudent(app), { modes: ['Online'] });
    const tutors = await Promise.all(
      Array.from({ length: 11 }, () => createTutor(app, { classLevels: ['IX-X'], modes: ['Online'] })),
    );
    const first = await respond(tutors[0]!, r._id);
    expect(first.statusCode).toBe(201);
    const second = await respond(tutors[0]!, r._id);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You have already responded to this requirement');
    const results = await Promise.all(tutors.slice(1, 11).map((t) => respond(t, r._id)));
    const codes = results.map((x) => x.statusCode).sort();
    expect(codes).toEqual([...Array(4).fill(201), ...Array(6).fill(409)]);
    for (const refused of results.filter((x) => x.statusCode === 409))
      expect(refused.json().message).toBe('This requirement has enough responses');
    const owner = await app.inject({ url: `/api/requirements/${r._id}`, headers: admin.headers });
    expect(owner.json().requirement.responseCount).toBe(5);
    expect(owner.json().responses).toHaveLength(5);
    const late = await createTutor(app, { classLevels: ['IX-X'], modes: ['Online'] });
    expect((await leadsOf(late)).some((x) => x._id === r._id)).toBe(false);
    expect((await respond(late, r._id)).statusCode).toBe(409);
  });

  it('exactly 5 under 10 concurrent first responders', async () => {
    const r = await post(await createStudent(app), { modes: ['Online'] });
    const tutors = await Promise.all(
      Array.from({ length: 10 }, () => createTutor(app, { classLevels: ['IX-X'], modes: ['Online'] })),
    );
    const results = await Promise.all(tutors.map((t) => respond(t, r._id)));
    expect(results.filter((x) => x.statusCode === 201)).toHaveLength(5);
    expect(results.filter((x) => x.statusCode === 409)).toHaveLength(5);
  });

  it('the student compares responses, accepts one: contact shared and their conversation unmasked', async () => {
    const student = await createStudent(app);
    const r = await post(student, { modes: ['Online'] });
    const [a, b] = [
      await createTutor(app, { classLevels: ['IX-X'], modes: ['Online'] }),
      await createTutor(app, { classLevels: ['IX-X'], modes: ['Online'] }),
    ];
    const ra = (await respond(a, r._id, 1500)).json().response;
    await respond(b, r._id, 1900);
    const view = (await app.inject({ url: `/api/requirements/${r._id}`, headers: student.headers })).json();
    expect(view.responses.map((x: { fee: number }) => x.fee)).toEqual([1500, 1900]);
    expect(view.responses[0]).toMatchObject({
      responder: { _id: a.id, role: 'Tutor', ratings: 0, responseMinutes: null },
      message: 'I can help with algebra',
      accepted: false,
    });
    // A responder sees only its own response, and no contact before acceptance.
    const aView = (await app.inject({ url: `/api/requirements/${r._id}`, headers: a.headers })).json();
    expect(aView.responses).toHaveLength(1);
    expect(aView.responses[0].studentContact).toBeUndefined();
    // Only its student accepts.
    const url = `/api/requirements/${r._id}/responses/${ra._id}/accept`;
    expect((await app.inject({ method: 'POST', url, headers: a.headers })).statusCode).toBe(403);
    const accepted = await app.inject({ method: 'POST', url, headers: student.headers });
    expect(accepted.statusCode).toBe(200);
    const { conversationId } = accepted.json();
    const again = await app.inject({ method: 'POST', url, headers: student.headers });
    expect(again.json().conversationId).toBe(conversationId);
    const after = (await app.inject({ url: `/api/requirements/${r._id}`, headers: a.headers })).json();
    expect(after.responses[0]).toMatchObject({
      accepted: true,
      conversationId,
      studentContact: { name: student.name, email: student.email },
    });
    // The pair's conversation shows phone numbers plainly; the other responder's would not.
    const send = await app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: student.headers,
      payload: { text: 'Call 98765 43210' },
    });
    expect(send.statusCode).toBe(201);
    const messages = (
      await app.inject({ url: `/api/conversations/${conversationId}/messages`, headers: a.headers })
    ).json().messages;
    expect(messages[0].text).toBe('Call 98765 43210');
    const withB = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: student.headers,
      payload: { entityType: 'Tutor', entityId: b.id, text: 'Call 98765 43210' },
    });
    const bSees = (
      await app.inject({
        url: `/api/conversations/${withB.json().conversationId}/messages`,
        headers: b.headers,
      })
    ).json().messages;
    expect(bSees[0].text).toBe(`Call ${contactHidden}`);
  });

  it('its student closes it: no longer a lead, no more responses, closing twice is 409', async () => {
    const student = await createStudent(app);
    const r = await post(student, { modes: ['Online'] });
    const tutor = await createTutor(app, { classLevels: ['IX-X'], modes: ['Online'] });
    expect((await leadsOf(tutor)).some((x) => x._id === r._id)).toBe(true);
    const close = (who: Actor) =>
      app.inject({ method: 'POST', url: `/api/requirements/${r._id}/close`, headers: who.headers });
    expect((await close(tutor)).statusCode).toBe(403);
    const closed = await close(student);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().requirement.status).toBe('closed');
    expect((await close(student)).statusCode).toBe(409);
    expect((await leadsOf(tutor)).some((x) => x._id === r._id)).toBe(false);
    expect((await respond(tutor, r._id)).statusCode).toBe(409);
  });

  it("the admin lists every student's, newest first, with the student, filtered by status", async () => {
    const asha = await createStudent(app);
    const ravi = await createStudent(app);
    const older = await post(asha, { subject: 'Chemistry' });
    const newer = await post(ravi, { subject: 'Biology' });
    await app.inject({ method: 'POST', url: `/api/requirements/${older._id}/close`, headers: asha.headers });
    const list = async (query: string) => {
      const res = await app.inject({ url: `/api/requirements?limit=100${query}`, headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { requirements: { _id: string; [k: string]: unknown }[]; total: number };
    };

    const all = await list('');
    expect(all.total).toBe(all.requirements.length);
    const ids = all.requirements.map((x) => x._id);
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
    expect(all.requirements.find((x) => x._id === newer._id)).toMatchObject({
      status: 'open',
      student: { _id: ravi.id, name: ravi.name },
      // The admin reads the details as written.
      details: requirementBody().details,
    });

    const closed = await list('&status=closed');
    expect(closed.requirements.map((x) => x._id)).toContain(older._id);
    expect(closed.requirements.every((x) => x.status === 'closed')).toBe(true);
    const open = await list('&status=open');
    expect(open.requirements.map((x) => x._id)).toContain(newer._id);
    expect(open.requirements.every((x) => x.status === 'open')).toBe(true);
    expect(open.total + closed.total).toBe(all.total);

    const page = await app.inject({ url: '/api/requirements?limit=1&page=2', headers: admin.headers });
    expect(page.json()).toMatchObject({ page: 2, pageSize: 1, total: all.total });
    expect(page.json().requirements).toHaveLength(1);

    const bad = await app.inject({ url: '/api/requirements?status=pending', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
    // A student's filter still reads only their own.
    const own = (await app.inject({ url: '/api/requirements?status=closed', headers: asha.headers })).json();
    expect(own.requirements.map((x: { _id: string }) => x._id)).toEqual([older._id]);
  });

  it('another student cannot read it; an unknown id is 404', async () => {
    const r = await post(await createStudent(app));
    const other = await app.inject({
      url: `/api/requirements/${r._id}`,
      headers: (await createStudent(app)).headers,
    });
    expect(other.statusCode).toBe(403);
    const missing = await app.inject({
      url: '/api/requirements/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});
