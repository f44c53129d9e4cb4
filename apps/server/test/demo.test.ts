import { type DemoBooking, demoMessages, type OpenSlot } from '@tuitionhub/contracts';
import { describe, expect, it } from 'vitest';
import { seedDemoAvailability } from '../src/db/seed/demo-availability.ts';
import { expireDemoRequests, sendDemoReminders } from '../src/modules/demo/jobs.ts';
import { medianResponseMinutes } from '../src/modules/demo/slots.ts';
import { findOutbox } from '../src/providers/mail-repository.ts';
import { createTestApp } from './helpers/app.ts';
import { backdateDemoRequest, demoBookingRow, demoBookingsOf, moveDemoStart } from './helpers/demo-rows.ts';
import { type Actor, createAdmin, createCenter, createStudent, createTutor } from './helpers/factories.ts';

const HOUR = 3_600_000;
const ORIGIN = { lat: 18.5, lng: 73.8 };
const north = (km: number) => ({ lat: ORIGIN.lat + km / 111.2, lng: ORIGIN.lng });

/** Every day, a one-hour slot every two hours, modes in turn: there is always one within 12 h and many after. */
const everyTwoHours = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
  Array.from({ length: 12 }, (_, i) => ({
    weekday,
    start: `${String(i * 2).padStart(2, '0')}:00`,
    end: `${String(i * 2 + 1).padStart(2, '0')}:00`,
    mode: (['Online', 'Home', 'AtTutor'] as const)[i % 3],
  })),
);

describe('free demo classes (api-2 §2)', async () => {
  const app = await createTestApp();

  const put = (actor: Actor | null, url: string, payload: object) =>
    app.inject({ method: 'PUT', url, payload, headers: actor?.headers ?? {} });
  const post = (actor: Actor | null, url: string, payload?: object) =>
    app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers: actor?.headers ?? {} });
  const get = (actor: Actor | null, url: string) =>
    app.inject({ method: 'GET', url, headers: actor?.headers ?? {} });

  async function tutorWithSlots(input: Parameters<typeof createTutor>[1] = {}, slots = everyTwoHours) {
    const tutor = await createTutor(app, { subjects: { Mathematics: 800 }, ...input });
    const res = await put(tutor, '/api/demo/availability', { slots });
    expect(res.statusCode).toBe(200);
    return tutor;
  }
  async function openSlots(entityId: string, mode?: string, entityType = 'Tutor'): Promise<OpenSlot[]> {
    const res = await get(null, `/api/demo/open-slots/${entityType}/${entityId}`);
    expect(res.statusCode).toBe(200);
    const slots = res.json().slots as OpenSlot[];
    return mode ? slots.filter((s) => s.mode === mode) : slots;
  }
  const book = (student: Actor, tutor: Actor, slot: OpenSlot, extra: object = {}) =>
    post(student, '/api/demo/bookings', {
      entityType: 'Tutor',
      entityId: tutor.id,
      start: slot.start,
      mode: slot.mode,
      subject: 'Mathematics',
      ...(slot.mode === 'Home' ? { address: 'Flat 2, Karve Road, Pune' } : {}),
      ...extra,
    });
  async function booked(student: Actor, tutor: Actor, mode = 'Online', index = 0): Promise<DemoBooking> {
    const slot = (await openSlots(tutor.id, mode))[index]!;
    const res = await book(student, tutor, slot);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().booking;
  }
  const moveStart = (id: string, start: Date) => moveDemoStart(app, id, start);

  describe('availability', () => {
    it('a tutor sets its weekly slots; anyone reads them back in HH:MM', async () => {
      const tutor = await createTutor(app);
      const slots = [
        { weekday: 2, start: '17:00', end: '18:00', mode: 'Home' },
        { weekday: 0, start: '09:30', end: '11:00', mode: 'Online' },
      ];
      expect((await put(tutor, '/api/demo/availability', { slots })).json()).toEqual({
        slots: [slots[1], slots[0]],
      });
      expect((await get(null, `/api/demo/availability/Tutor/${tutor.id}`)).json()).toEqual({
        slots: [slots[1], slots[0]],
      });
      // Replaced, not added to.
      await put(tutor, '/api/demo/availability', { slots: [slots[0]] });
      expect((await get(null, `/api/demo/availability/Tutor/${tutor.id}`)).json().slots).toEqual([slots[0]]);
    });

    it('a center sets its own too', async () => {
      const center = await createCenter(app);
      const slots = [{ weekday: 6, start: '10:00', end: '11:00', mode: 'AtTutor' }];
      expect((await put(center, '/api/demo/availability', { slots })).statusCode).toBe(200);
      expect((await get(null, `/api/demo/availability/TuitionCenter/${center.id}`)).json().slots).toEqual(
        slots,
      );
    });

    it.each([
      [[{ weekday: 1, start: '17:00', end: '17:20', mode: 'Online' }], 'A slot lasts 30 minutes to 3 hours'],
      [[{ weekday: 1, start: '09:00', end: '13:00', mode: 'Online' }], 'A slot lasts 30 minutes to 3 hours'],
      [
        [
          { weekday: 1, start: '17:00', end: '18:00', mode: 'Online' },
          { weekday: 1, start: '17:30', end: '18:30', mode: 'Home' },
        ],
        'Slots on the same day must not overlap',
      ],
      [[{ weekday: 7, start: '17:00', end: '18:00', mode: 'Online' }], 'weekday: 0 (Sunday) to 6 (Saturday)'],
      [[{ weekday: 1, start: '5pm', end: '18:00', mode: 'Online' }], demoMessages.slotTime],
      [
        [{ weekday: 1, start: '17:00', end: '18:00', mode: 'Bus' }],
        'mode: choose from Home, Online, AtTutor',
      ],
    ])('refuses bad slots with a clear message: %j', async (slots, message) => {
      const tutor = await createTutor(app);
      const res = await put(tutor, '/api/demo/availability', { slots });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
      expect((await get(null, `/api/demo/availability/Tutor/${tutor.id}`)).json().slots).toEqual([]);
    });

    it('an unknown tutor is 404', async () => {
      const student = await createStudent(app);
      expect((await get(null, `/api/demo/availability/Tutor/${student.id}`)).statusCode).toBe(404);
      expect((await get(null, `/api/demo/open-slots/Tutor/${student.id}`)).statusCode).toBe(404);
    });
  });

  describe('open slots', () => {
    it('are the next 14 days of the pattern in India time, none within 12 hours', async () => {
      const tutor = await tutorWithSlots();
      const slots = await openSlots(tutor.id);
      const now = Date.now();
      const starts = slots.map((s) => new Date(s.start).getTime());
      expect(slots.every((s) => s.start.endsWith('+05:30') && /T\d[02468]:00:00/.test(s.start))).toBe(true);
      expect(Math.min(...starts)).toBeGreaterThanOrEqual(now + 12 * HOUR - 60_000);
      expect(Math.max(...starts)).toBeLessThan(now + 14 * 24 * HOUR);
      // 14 days of 12 slots a day, less the ~6 inside the notice period.
      expect(slots.length).toBeGreaterThanOrEqual(14 * 12 - 7);
      expect(slots.length).toBeLessThanOrEqual(14 * 12 - 5);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    });

    it('honour days and from, and refuse days out of 1–28', async () => {
      const tutor = await tutorWithSlots();
      const from = new Date(Date.now() + 3 * 24 * HOUR).toISOString();
      const res = await get(
        null,
        `/api/demo/open-slots/Tutor/${tutor.id}?days=1&from=${encodeURIComponent(from)}`,
      );
      expect(res.json().slots).toHaveLength(12);
      expect((await get(null, `/api/demo/open-slots/Tutor/${tutor.id}?days=29`)).statusCode).toBe(400);
      expect((await get(null, `/api/demo/open-slots/Tutor/${tutor.id}?days=0`)).statusCode).toBe(400);
    });

    it('leave out booked instants', async () => {
      const tutor = await tutorWithSlots();
      const first = (await openSlots(tutor.id))[0]!;
      await booked(await createStudent(app), tutor, first.mode);
      expect((await openSlots(tutor.id)).map((s) => s.start)).not.toContain(first.start);
    });
  });

  describe('booking', () => {
    it('a student books an open slot: 201 requested, and the tutor is e-mailed', async () => {
      const tutor = await tutorWithSlots();
      const student = await createStudent(app);
      const slot = (await openSlots(tutor.id, 'Online'))[0]!;
      const res = await book(student, tutor, slot, { note: 'Class 9, CBSE' });
      expect(res.statusCode).toBe(201);
      const booking = res.json().booking as DemoBooking;
      expect(booking).toMatchObject({
        status: 'requested',
        entityType: 'Tutor',
        entityId: tutor.id,
        entityName: tutor.name,
        studentId: student.id,
        studentName: student.name,
        start: slot.start,
        end: slot.end,
        mode: 'Online',
        subject: 'Mathematics',
        note: 'Class 9, CBSE',
        address: null,
        respondedAt: null,
      });
      const [mail] = await findOutbox(app.db, tutor.email);
      expect(mail!.subject).toBe(`Demo request from ${student.name}: Mathematics`);
      expect(mail!.textBody).toContain('Class 9, CBSE');
    });

    it('accepts a start written in another offset and answers it in India time', async () => {
      const tutor = await tutorWithSlots();
      const slot = (await openSlots(tutor.id, 'Online'))[0]!;
      const utc = new Date(slot.start).toISOString().replace('.000Z', 'Z');
      const res = await book(await createStudent(app), tutor, { ...slot, start: utc });
      expect(res.statusCode).toBe(201);
      expect(res.json().booking.start).toBe(slot.start);
    });

    it('refuses bad input with 400 and saves nothing', async () => {
      const tutor = await tutorWithSlots();
      const student = await createStudent(app);
      const [online] = await openSlots(tutor.id, 'Online');
      const [home] = await openSlots(tutor.id, 'Home');
      const soon = new Date(Date.now() + 2 * HOUR);
      soon.setUTCMinutes(30, 0, 0); // an even India hour is hh:30 UTC
      const withinNotice = new Date(
        soon.getTime() + (((new Date(soon.getTime() + 5.5 * HOUR).getUTCHours() % 2) + 2) % 2) * HOUR,
      );
      const cases: [object, string][] = [
        [
          { start: new Date(new Date(online!.start).getTime() + 30 * 60_000).toISOString() },
          demoMessages.notOpen,
        ],
        [{ start: new Date(Date.now() - 24 * HOUR).toISOString() }, demoMessages.inPast],
        [{ start: withinNotice.toISOString() }, demoMessages.tooSoon],
        [{ ...home, address: undefined }, demoMessages.addressRequired],
        [{ ...home, address: '   ' }, demoMessages.addressRequired],
        [{ mode: 'Home' === online!.mode ? 'Online' : 'Home', address: 'x' }, demoMessages.modeNotOffered],
        [{ subject: 'Astrology' }, demoMessages.subjectNotTaught],
        [{ start: '2026-12-01T17:00:00' }, 'Must be a date and time with an offset'],
      ];
      for (const [change, message] of cases) {
        const res = await book(student, tutor, online!, change);
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(res.json().message).toContain(message);
      }
      expect((await get(student, '/api/demo/bookings')).json().total).toBe(0);
      expect(await findOutbox(app.db, tutor.email)).toEqual([]);
    });

    it('a home demo keeps its address; it is shown to the two parties only', async () => {
      const tutor = await tutorWithSlots();
      const student = await createStudent(app);
      const booking = await booked(student, tutor, 'Home');
      expect(booking.address).toBe('Flat 2, Karve Road, Pune');
      const seen = async (actor: Actor) =>
        ((await get(actor, '/api/demo/bookings')).json().bookings as DemoBooking[]).find(
          (b) => b._id === booking._id,
        )?.address;
      expect(await seen(tutor)).toBe('Flat 2, Karve Road, Pune');
      expect(await seen(student)).toBe('Flat 2, Karve Road, Pune');
      expect(await seen(await createAdmin(app))).toBeNull();
    });

    it('allows at most 3 active requests per student (409 on the fourth)', async () => {
      const tutor = await tutorWithSlots();
      const student = await createStudent(app);
      const slots = await openSlots(tutor.id, 'Online');
      for (const slot of slots.slice(0, 3)) expect((await book(student, tutor, slot)).statusCode).toBe(201);
      const fourth = await book(student, tutor, slots[3]!);
      expect(fourth.statusCode).toBe(409);
      expect(fourth.json().message).toBe(demoMessages.tooManyActive);
    });

    it('only students book (tutors, centers, admin 403; visitors 401)', async () => {
      const tutor = await tutorWithSlots();
      const slot = (await openSlots(tutor.id, 'Online'))[0]!;
      for (const actor of [await createTutor(app), await createCenter(app), await createAdmin(app)])
        expect((await book(actor, tutor, slot)).statusCode).toBe(403);
      expect((await book(null as unknown as Actor, tutor, slot)).statusCode).toBe(401);
    });

    it('20 students racing for one slot: exactly one 201, nineteen 409 "This slot was just taken"', async () => {
      const tutor = await tutorWithSlots();
      const slot = (await openSlots(tutor.id, 'Online'))[0]!;
      const students = await Promise.all(Array.from({ length: 20 }, () => createStudent(app)));
      const answers = await Promise.all(students.map((s) => book(s, tutor, slot)));
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, ...Array(19).fill(409)]);
      for (const r of answers.filter((a) => a.statusCode === 409))
        expect(r.json().message).toBe(demoMessages.slotTaken);
      const rows = await demoBookingsOf(app, tutor.id);
      expect(rows).toHaveLength(1);
    });
  });

  describe('transitions', () => {
    it('the tutor confirms: both get a confirmation with a parseable .ics in Asia/Kolkata', async () => {
      const tutor = await tutorWithSlots();
      const student = await createStudent(app);
      const booking = await booked(student, tutor, 'Home');
      const res = await post(tutor, `/api/demo/bookings/${booking._id}/confirm`);
      expect(res.statusCode).toBe(200);
      expect(res.json().booking).toMatchObject({ status: 'confirmed' });
      expect(res.json().booking.respondedAt).not.toBeNull();
      for (const to of [student.email, tutor.email]) {
        const [mail] = await findOutbox(app.db, to);
        expect(mail!.subject).toMatch(/^Demo confirmed: Mathematics/);
        const [ics] = mail!.attachments!;
        expect(ics).toMatchObject({
          filename: 'demo.ics',
          contentType: expect.stringMatching(/^text\/calendar/),
        });
        const lines = ics!.content.split('\r\n').filter(Boolean);
        const wall = booking.start.slice(0, 19).replace(/[-:]/g, '');
        const endWall = booking.end.slice(0, 19).replace(/[-:]/g, '');
        expect(lines[0]).toBe('BEGIN:VCALENDAR');
        expect(lines).toContain('VERSION:2.0');
        expect(lines).toContain('TZID:Asia/Kolkata');
        expect(lines).toContain('TZOFFSETTO:+0530');
        expect(lines).toContain(`DTSTART;TZID=Asia/Kolkata:${wall}`);
        expect(lines).toContain(`DTEND;TZID=Asia/Kolkata:${endWall}`);
        expect(lines).toContain(`UID:demo-${booking._id}@tuitionhub`);
        expect(lines.some((l) => l.startsWith('SUMMARY:Free demo: Mathematics'))).toBe(true);
        expect(lines.indexOf('BEGIN:VEVENT')).toBeLessThan(lines.indexOf('END:VEVENT'));
        expect(lines.at(-1)).toBe('END:VCALENDAR');
        // RFC 5545: lines are at most 75 octets.
        expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
      }
    });

    it('a tutor cannot confirm someone else’s booking (403); a refused transition is 409 naming the status', async () => {
      const tutor = await tutorWithSlots();
      const student = await createStudent(app);
      const booking = await booked(student, tutor);
      expect(
        (await post(await createTutor(app), `/api/demo/bookings/${booking._id}/confirm`)).statusCode,
      ).toBe(403);
      expect((await post(student, `/api/demo/bookings/${booking._id}/confirm`)).statusCode).toBe(403);
      await post(tutor, `/api/demo/bookings/${booking._id}/confirm`);
      const again = await post(tutor, `/api/demo/bookings/${booking._id}/confirm`);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This demo is already confirmed');
      const decline = await post(tutor, `/api/demo/bookings/${booking._id}/decline`, { reason: 'Busy' });
      expect(decline.json().message).toBe('This demo is already confirmed');
    });

    it('the tutor declines with a reason; the student is told', async () => {
      const tutor = await tutorWithSlots();
      const student = await createStudent(app);
      const booking = await booked(student, tutor);
      expect((await post(tutor, `/api/demo/bookings/${booking._id}/decline`, {})).statusCode).toBe(400);
      const res = await post(tutor, `/api/demo/bookings/${booking._id}/decline`, {
        reason: 'Away that week',
      });
      expect(res.json().booking).toMatchObject({ status: 'declined', reason: 'Away that week' });
      const [mail] = await findOutbox(app.db, student.email);
      expect(mail!.textBody).toContain('Reason: Away that week');
      // The slot is open again.
      expect((await openSlots(tutor.id)).map((s) => s.start)).toContain(booking.start);
    });

    it('either party cancels before the start; nobody after it (409)', async () => {
      const tutor = await tutorWithSlots();
      const student = await createStudent(app);
      const a = await booked(student, tutor, 'Online', 0);
      const b = await booked(student, tutor, 'Online', 1);
      expect(
        (await post(await createStudent(app), `/api/demo/bookings/${a._id}/cancel`, { reason: 'x' }))
          .statusCode,
      ).toBe(403);
      const byStudent = await post(student, `/api/demo/bookings/${a._id}/cancel`, { reason: 'Exams' });
      expect(byStudent.json().booking).toMatchObject({ status: 'cancelled', reason: 'Exams' });
      expect((await findOutbox(app.db, tutor.email))[0]!.subject).toMatch(/^Demo cancelled/);
      await post(tutor, `/api/demo/bookings/${b._id}/confirm`);
      await moveStart(b._id, new Date(Date.now() - HOUR));
      const late = await post(tutor, `/api/demo/bookings/${b._id}/cancel`, { reason: 'Ill' });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(demoMessages.cancelAfterStart);
    });

    it('the tutor marks a demo done only after its start; the student then gives feedback once', async () => {
      const tutor = await tutorWithSlots();
      const student = await createStudent(app);
      const booking = await booked(student, tutor);
      await post(tutor, `/api/demo/bookings/${booking._id}/confirm`);
      const early = await post(tutor, `/api/demo/bookings/${booking._id}/complete`);
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(demoMessages.completeBeforeStart);
      expect(
        (await post(student, `/api/demo/bookings/${booking._id}/feedback`, { liked: true })).json().message,
      ).toBe('This demo is already confirmed');
      await moveStart(booking._id, new Date(Date.now() - HOUR));
      expect((await post(student, `/api/demo/bookings/${booking._id}/complete`)).statusCode).toBe(403);
      const done = await post(tutor, `/api/demo/bookings/${booking._id}/complete`);
      expect(done.json().booking.status).toBe('done');
      expect(
        (await post(tutor, `/api/demo/bookings/${booking._id}/feedback`, { liked: true })).statusCode,
      ).toBe(403);
      const liked = await post(student, `/api/demo/bookings/${booking._id}/feedback`, {
        liked: true,
        comment: 'Clear',
      });
      expect(liked.statusCode).toBe(200);
      expect(liked.json()).toEqual({
        booking: expect.objectContaining({ status: 'done', liked: true, comment: 'Clear' }),
      });
      const twice = await post(student, `/api/demo/bookings/${booking._id}/feedback`, { liked: false });
      expect(twice.statusCode).toBe(409);
    });

    it('not liked: up to 5 other tutors of that subject who reach the home, open slots first, soonest first', async () => {
      const subject = 'Vedic Mathematics';
      const disliked = await tutorWithSlots({
        subjects: { [subject]: 900 },
        modes: ['Home'],
        travelKm: 10,
        city: 'Pune',
        ...ORIGIN,
      });
      // Reaches the home, next slot late (only Saturdays 22:00) → after those with sooner slots.
      const late = await tutorWithSlots(
        { subjects: { [subject]: 700 }, modes: ['Home'], travelKm: 5, ...north(2) },
        [{ weekday: 6, start: '22:00', end: '23:00', mode: 'Home' }],
      );
      const soon = await tutorWithSlots({
        subjects: { [subject]: 700 },
        modes: ['Home'],
        travelKm: 5,
        ...north(3),
      });
      const noSlots = await createTutor(app, {
        subjects: { [subject]: 600 },
        modes: ['Home'],
        travelKm: 10,
        ...north(1),
      });
      // Comes to homes, but its only demo time is online: no slot for this home demo.
      const onlineSlotOnly = await tutorWithSlots(
        { subjects: { [subject]: 650 }, modes: ['Home', 'Online'], travelKm: 10, ...north(1) },
        [{ weekday: 1, start: '06:00', end: '07:00', mode: 'Online' }],
      );
      // Would not travel that far; online only; another subject.
      await tutorWithSlots({ subjects: { [subject]: 700 }, modes: ['Home'], travelKm: 1, ...north(4) });
      await tutorWithSlots({ subjects: { [subject]: 700 }, modes: ['Online'], travelKm: 0, ...north(1) });
      await tutorWithSlots({ subjects: { Physics: 700 }, modes: ['Home'], travelKm: 10, ...north(1) });

      const student = await createStudent(app);
      const slot = (await openSlots(disliked.id, 'Home'))[0]!;
      const res = await book(student, disliked, slot, { subject, address: 'Flat 2, Karve Road' });
      const booking = res.json().booking as DemoBooking;
      await post(disliked, `/api/demo/bookings/${booking._id}/confirm`);
      await moveStart(booking._id, new Date(Date.now() - HOUR));
      await post(disliked, `/api/demo/bookings/${booking._id}/complete`);
      const answer = await post(student, `/api/demo/bookings/${booking._id}/feedback`, { liked: false });
      expect(answer.statusCode).toBe(200);
      const { replacements } = answer.json() as {
        replacements: { tutor: { _id: string }; nextSlot: OpenSlot | null }[];
      };
      expect(replacements.slice(0, 2).map((r) => r.tutor._id)).toEqual([soon.id, late.id]);
      expect(replacements[0]!.nextSlot).toEqual((await openSlots(soon.id, 'Home'))[0]);
      expect(replacements[1]!.nextSlot?.start).toMatch(/T22:00:00\+05:30$/);
      // Only a slot in the demo's own mode counts as the next one.
      expect(
        replacements
          .slice(2)
          .map((r) => r.tutor._id)
          .sort(),
      ).toEqual([noSlots.id, onlineSlotOnly.id].sort());
      expect(replacements.slice(2).map((r) => r.nextSlot)).toEqual([null, null]);
    });
  });

  describe('the demo finder (Book Free Demo Classes)', () => {
    it('lists tutors of a subject near a place with an open slot, soonest first; a mode narrows it', async () => {
      const subject = 'Finder Astronomy';
      const soon = await tutorWithSlots({ subjects: { [subject]: 900 }, modes: ['Online'], ...north(1) });
      const late = await tutorWithSlots({ subjects: { [subject]: 900 }, modes: ['Online'], ...north(2) }, [
        { weekday: 6, start: '22:00', end: '23:00', mode: 'Online' },
      ]);
      await createTutor(app, { subjects: { [subject]: 900 }, modes: ['Online'], ...north(1) }); // no slots
      const home = await tutorWithSlots(
        { subjects: { [subject]: 900 }, modes: ['Home'], travelKm: 5, ...north(3) },
        [{ weekday: 6, start: '21:00', end: '22:00', mode: 'Home' }],
      );
      const find = async (q: string) => {
        const res = await get(
          null,
          `/api/demo/tutors?subject=${encodeURIComponent(subject)}&near=18.5,73.8${q}`,
        );
        expect(res.statusCode).toBe(200);
        return (res.json().tutors as { tutor: { _id: string }; nextSlot: OpenSlot }[]).map(
          (t) => t.tutor._id,
        );
      };
      expect(await find('')).toEqual([soon.id, home.id, late.id]);
      expect(await find('&limit=1')).toEqual([soon.id]);
      expect(await find('&mode=Home')).toEqual([home.id]);
      const [first] = (await get(null, `/api/demo/tutors?subject=${encodeURIComponent(subject)}`)).json()
        .tutors;
      expect(first.nextSlot).toEqual((await openSlots(soon.id))[0]);
      expect((await get(null, '/api/demo/tutors')).statusCode).toBe(400);
      expect((await get(null, '/api/demo/tutors?subject=Maths&near=000000')).statusCode).toBe(400);
    });
  });

  describe('lists', () => {
    it('a student sees its own, a tutor what it received, the admin all; ?status filters', async () => {
      const tutor = await tutorWithSlots();
      const student = await createStudent(app);
      const other = await createStudent(app);
      const mine = await booked(student, tutor, 'Online', 0);
      const theirs = await booked(other, tutor, 'Online', 1);
      await post(tutor, `/api/demo/bookings/${theirs._id}/confirm`);
      const ids = async (actor: Actor, q = '') =>
        ((await get(actor, `/api/demo/bookings${q}`)).json().bookings as DemoBooking[]).map((b) => b._id);
      expect(await ids(student)).toEqual([mine._id]);
      expect((await ids(tutor)).sort()).toEqual([mine._id, theirs._id].sort());
      expect(await ids(tutor, '?status=confirmed')).toEqual([theirs._id]);
      expect(await ids(await createAdmin(app), '?status=confirmed&limit=100')).toContain(theirs._id);
      expect(await ids(await createTutor(app))).toEqual([]);
      expect((await get(student, '/api/demo/bookings?status=lost')).statusCode).toBe(400);
    });
  });

  describe('response minutes', () => {
    it("answers set the tutor's card responseMinutes: the median of daytime minutes, null under 3", async () => {
      const tutor = await tutorWithSlots();
      const figure = async () =>
        (await get(null, `/api/tutors/get-tutor/${tutor.id}`)).json().responseMinutes;
      for (let i = 0; i < 3; i++) {
        const b = await booked(await createStudent(app), tutor, 'Online', i);
        // Asked 3 days earlier: the figure counts only India daytime (07:00–21:00) since then.
        await backdateDemoRequest(app, b._id, new Date(Date.now() - (3 + i) * 24 * HOUR));
        await post(tutor, `/api/demo/bookings/${b._id}/${i === 1 ? 'decline' : 'confirm'}`, {
          reason: 'Full',
        });
        if (i < 2) expect(await figure()).toBeNull();
      }
      const rows = await demoBookingsOf(app, tutor.id);
      const expected = medianResponseMinutes(
        rows.map((r) => ({ requestedAt: r.createdAt, answeredAt: r.respondedAt! })),
      );
      // Four days of 14 daytime hours, give or take the part-days at either end.
      expect(expected).toBeGreaterThanOrEqual(3 * 14 * 60);
      expect(expected).toBeLessThanOrEqual(5 * 14 * 60);
      expect(await figure()).toBe(expected);
    });
  });

  describe('seed', () => {
    it('gives tutors and centers without a pattern weekly demo slots in their ways of teaching, and leaves set ones alone', async () => {
      const evening = await createTutor(app, {
        availability: 'Evening',
        modes: ['Home', 'Online'],
        travelKm: 5,
      });
      const center = await createCenter(app);
      const set = await tutorWithSlots({}, [{ weekday: 3, start: '12:00', end: '13:00', mode: 'Online' }]);
      expect(await seedDemoAvailability(app.db)).toBeGreaterThan(0);
      const slots = (await get(null, `/api/demo/availability/Tutor/${evening.id}`)).json().slots as {
        start: string;
        mode: string;
      }[];
      expect(slots.length).toBeGreaterThanOrEqual(6);
      // Evening hours on three weekdays (and 10:00 on some Sundays).
      expect(slots.every((s) => ['17:00', '18:30', '10:00'].includes(s.start))).toBe(true);
      expect(new Set(slots.map((s) => s.mode))).toEqual(new Set(['Home', 'Online']));
      expect((await openSlots(center.id, 'AtTutor', 'TuitionCenter')).length).toBeGreaterThan(0);
      expect((await get(null, `/api/demo/availability/Tutor/${set.id}`)).json().slots).toEqual([
        { weekday: 3, start: '12:00', end: '13:00', mode: 'Online' },
      ]);
      // Run again: nothing left to fill.
      expect(await seedDemoAvailability(app.db)).toBe(0);
    });
  });

  describe('jobs', () => {
    it('expire requests unanswered for 24 hours, once, even when two instances run together', async () => {
      const tutor = await tutorWithSlots();
      const students = await Promise.all([createStudent(app), createStudent(app), createStudent(app)]);
      const made = [];
      // Days ahead, so only the 24 hours unanswered can expire them.
      for (const [i, s] of students.entries()) made.push(await booked(s, tutor, 'Online', 10 + i));
      await post(tutor, `/api/demo/bookings/${made[2]!._id}/confirm`);
      const deps = { db: app.db, mailer: app.mailer };
      const statusesNow = async () =>
        Object.fromEntries((await demoBookingsOf(app, tutor.id)).map((r) => [r.id, r.status]));
      await expireDemoRequests(deps, new Date(Date.now() + 23 * HOUR));
      expect(Object.values(await statusesNow()).sort()).toEqual(['confirmed', 'requested', 'requested']);
      const later = new Date(Date.now() + 25 * HOUR);
      const runs = await Promise.all([expireDemoRequests(deps, later), expireDemoRequests(deps, later)]);
      expect(runs[0]! + runs[1]!).toBeGreaterThanOrEqual(2);
      const statuses = await demoBookingsOf(app, tutor.id);
      expect(Object.fromEntries(statuses.map((r) => [r.id, r.status]))).toEqual({
        [made[0]!._id]: 'expired',
        [made[1]!._id]: 'expired',
        [made[2]!._id]: 'confirmed',
      });
      for (const s of students.slice(0, 2)) {
        const expired = (await findOutbox(app.db, s.email)).filter((m) =>
          m.subject.startsWith('Demo request expired'),
        );
        expect(expired).toHaveLength(1);
      }
      // An expired request answers 409 naming its status.
      const res = await post(tutor, `/api/demo/bookings/${made[0]!._id}/confirm`);
      expect(res.json().message).toBe('This demo is already expired');
    });

    it('remind both parties 2 hours before a confirmed demo, once', async () => {
      const tutor = await tutorWithSlots();
      const student = await createStudent(app);
      const booking = await booked(student, tutor);
      await post(tutor, `/api/demo/bookings/${booking._id}/confirm`);
      const deps = { db: app.db, mailer: app.mailer };
      const start = new Date(booking.start).getTime();
      const reminded = async () => (await demoBookingRow(app, booking._id)).remindedAt;
      await sendDemoReminders(deps, new Date(start - 3 * HOUR));
      expect(await reminded()).toBeNull();
      const due = new Date(start - 2 * HOUR + 60_000);
      const runs = await Promise.all([sendDemoReminders(deps, due), sendDemoReminders(deps, due)]);
      expect(runs[0]! + runs[1]!).toBeGreaterThanOrEqual(1);
      await sendDemoReminders(deps, new Date(start - HOUR));
      for (const to of [student.email, tutor.email]) {
        const reminders = (await findOutbox(app.db, to)).filter((m) =>
          m.subject.startsWith('Reminder: demo'),
        );
        expect(reminders).toHaveLength(1);
      }
      expect(await reminded()).toEqual(due);
    });
  });
});
