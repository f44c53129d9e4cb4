import { contactHidden } from '@tuitionhub/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { mailsTo } from './helpers/account-rows.ts';
import { createTestApp } from './helpers/app.ts';
import {
  insertDemo,
  insertHire,
  responseMinutesOf,
  rewindConversation,
  rewindNotified,
} from './helpers/conversation-rows.ts';
import { type Actor, createAdmin, createCenter, createStudent, createTutor } from './helpers/factories.ts';

const phoneText = 'Call me on 98765 43210 or mail asha@example.com';
const masked = `Call me on ${contactHidden} or mail ${contactHidden}`;

async function start(
  app: FastifyInstance,
  student: Actor,
  entity: Actor,
  text = 'Hello, do you teach Class 10?',
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: student.headers,
    payload: { entityType: entity.role === 'center' ? 'TuitionCenter' : 'Tutor', entityId: entity.id, text },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().conversationId as string;
}
const send = (app: FastifyInstance, who: Actor, id: string, text: string) =>
  app.inject({
    method: 'POST',
    url: `/api/conversations/${id}/messages`,
    headers: who.headers,
    payload: { text },
  });
const read = async (app: FastifyInstance, who: Actor, id: string, query = '') => {
  const res = await app.inject({ url: `/api/conversations/${id}/messages${query}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().messages as { _id: string; from: string; text: string; createdAt: string }[];
};
const list = async (app: FastifyInstance, who: Actor) =>
  (await app.inject({ url: '/api/conversations', headers: who.headers })).json().conversations as {
    _id: string;
    with: { _id: string; name: string; role: string };
    lastMessage: { text: string } | null;
    unread: number;
    blocked: boolean;
    unlocked: boolean;
  }[];
const unread = async (app: FastifyInstance, who: Actor) =>
  (await app.inject({ url: '/api/conversations/unread', headers: who.headers })).json().unread as number;

describe('conversations (api-2 §4)', async () => {
  const app = await createTestApp({ ENQUIRY_MAX_PER_HOUR: '0' });

  it('a student starts a thread, reuses it, and both sides see it with unread counts', async () => {
    const [student, tutor] = [await createStudent(app), await createTutor(app)];
    const id = await start(app, student, tutor);
    expect(await start(app, student, tutor, 'And Class 9?')).toBe(id);
    const [tutorView] = await list(app, tutor);
    expect(tutorView).toMatchObject({
      _id: id,
      with: { _id: student.id, role: 'Student' },
      unread: 2,
      lastMessage: { text: 'And Class 9?' },
      blocked: false,
      unlocked: false,
    });
    expect((await list(app, student))[0]).toMatchObject({
      _id: id,
      with: { _id: tutor.id, role: 'Tutor' },
      unread: 0,
    });
    expect(await unread(app, tutor)).toBe(2);
    expect((await send(app, tutor, id, 'Yes, both')).statusCode).toBe(201);
    expect(await unread(app, tutor)).toBe(0);
    expect(await unread(app, student)).toBe(1);
    const ok = await app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/read`,
      headers: student.headers,
    });
    expect(ok.statusCode).toBe(200);
    expect(await unread(app, student)).toBe(0);
    const messages = await read(app, student, id);
    expect(messages.map((m) => m.text)).toEqual([
      'Yes, both',
      'And Class 9?',
      'Hello, do you teach Class 10?',
    ]);
  });

  it('lists threads newest activity first', async () => {
    const student = await createStudent(app);
    const [a, b] = [await createTutor(app), await createCenter(app)];
    const first = await start(app, student, a);
    const second = await start(app, student, b);
    expect((await list(app, student)).map((c) => c._id)).toEqual([second, first]);
    await send(app, a, first, 'Hello back');
    expect((await list(app, student)).map((c) => c._id)).toEqual([first, second]);
  });

  it('pages messages newest first with before', async () => {
    const [student, tutor] = [await createStudent(app), await createTutor(app)];
    const id = await start(app, student, tutor, 'm0');
    for (let i = 1; i < 5; i++) await send(app, student, id, `m${i}`);
    const page1 = await read(app, tutor, id, '?limit=2');
    expect(page1.map((m) => m.text)).toEqual(['m4', 'm3']);
    const page2 = await read(app, tutor, id, `?limit=2&before=${encodeURIComponent(page1[1]!.createdAt)}`);
    expect(page2.map((m) => m.text)).toEqual(['m2', 'm1']);
  });

  it('refuses bad input: tutors cannot start, text 1–2,000 characters, unknown tutor 404', async () => {
    const [student, tutor, other] = [
      await createStudent(app),
      await createTutor(app),
      await createTutor(app),
    ];
    const byTutor = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: tutor.headers,
      payload: { entityType: 'Tutor', entityId: other.id, text: 'Hi' },
    });
    expect(byTutor.statusCode).toBe(403);
    const id = await start(app, student, tutor);
    expect((await send(app, student, id, 'x'.repeat(2001))).statusCode).toBe(400);
    expect((await send(app, student, id, 'x'.repeat(2000))).statusCode).toBe(201);
    expect((await send(app, student, id, '   ')).statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: student.headers,
      payload: { entityType: 'Tutor', entityId: student.id, text: 'Hi' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('a thread that is not yours is 404 everywhere; the admin reads it only once reported', async () => {
    const [student, tutor, stranger, admin] = [
      await createStudent(app),
      await createTutor(app),
      await createStudent(app),
      await createAdmin(app),
    ];
    const id = await start(app, student, tutor, phoneText);
    for (const who of [stranger, admin]) {
      expect(
        (await app.inject({ url: `/api/conversations/${id}/messages`, headers: who.headers })).statusCode,
      ).toBe(404);
      expect((await send(app, who, id, 'hi')).statusCode).toBe(404);
      for (const action of ['read', 'block'])
        expect(
          (
            await app.inject({
              method: 'POST',
              url: `/api/conversations/${id}/${action}`,
              headers: who.headers,
            })
          ).statusCode,
        ).toBe(404);
    }
    const missing = await app.inject({
      url: '/api/conversations/00000000-0000-4000-8000-000000000000/messages',
      headers: student.headers,
    });
    expect(missing.statusCode).toBe(404);
    const report = await app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/report`,
      headers: tutor.headers,
      payload: { reason: 'Asks for my number' },
    });
    expect(report.statusCode).toBe(200);
    // The admin reads the thread as written.
    expect((await read(app, admin, id))[0]!.text).toBe(phoneText);
    const queue = await app.inject({ url: '/api/admin/reports', headers: admin.headers });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().reports[0]).toMatchObject({
      conversationId: id,
      reason: 'Asks for my number',
      reporter: { _id: tutor.id },
      student: { _id: student.id },
      entity: { _id: tutor.id, role: 'Tutor' },
    });
    const [message] = await read(app, admin, id);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/conversations/messages/${message!._id}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(await read(app, admin, id)).toEqual([]);
    const audit = (await app.inject({ url: '/api/admin/audit', headers: admin.headers })).json().entries;
    expect(audit[0]).toMatchObject({ action: 'conversation.message.delete', targetId: message!._id });
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/conversations/messages/${message!._id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('block stops new messages both ways', async () => {
    const [student, tutor] = [await createStudent(app), await createTutor(app)];
    const id = await start(app, student, tutor);
    const block = await app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/block`,
      headers: tutor.headers,
    });
    expect(block.statusCode).toBe(200);
    expect((await send(app, student, id, 'Hello?')).statusCode).toBe(403);
    expect((await send(app, tutor, id, 'Bye')).statusCode).toBe(403);
    const again = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: student.headers,
      payload: { entityType: 'Tutor', entityId: tutor.id, text: 'Please' },
    });
    expect(again.statusCode).toBe(403);
    expect((await list(app, student))[0]!.blocked).toBe(true);
    // Reading stays possible.
    expect(await read(app, student, id)).toHaveLength(1);
  });

  describe('contact masking: the other party reads contacts hidden until the pair is unlocked', () => {
    async function pairWithPhones() {
      const [student, tutor] = [await createStudent(app), await createTutor(app)];
      const id = await start(app, student, tutor, phoneText);
      expect((await send(app, tutor, id, 'Mine is +91-91234-56789')).statusCode).toBe(201);
      return { student, tutor, id };
    }
    async function expectMasked(p: { student: Actor; tutor: Actor; id: string }, hidden: boolean) {
      const tutorSees = await read(app, p.tutor, p.id);
      const studentSees = await read(app, p.student, p.id);
      // Each always reads its own text as written.
      expect(tutorSees[0]!.text).toBe('Mine is +91-91234-56789');
      expect(studentSees[1]!.text).toBe(phoneText);
      expect(tutorSees[1]!.text).toBe(hidden ? masked : phoneText);
      expect(studentSees[0]!.text).toBe(hidden ? `Mine is ${contactHidden}` : 'Mine is +91-91234-56789');
      expect((await list(app, p.tutor))[0]!.unlocked).toBe(!hidden);
    }

    it('no booking: masked (a requested or cancelled demo does not unlock)', async () => {
      const p = await pairWithPhones();
      await expectMasked(p, true);
      await insertDemo(app, { studentId: p.student.id, entityId: p.tutor.id }, 'requested');
      await insertDemo(app, { studentId: p.student.id, entityId: p.tutor.id }, 'cancelled');
      await expectMasked(p, true);
    });

    it.each(['confirmed', 'done'] as const)('a %s demo unlocks', async (status) => {
      const p = await pairWithPhones();
      await expectMasked(p, true);
      await insertDemo(app, { studentId: p.student.id, entityId: p.tutor.id }, status);
      await expectMasked(p, false);
    });

    it('a paid hire unlocks', async () => {
      const p = await pairWithPhones();
      await expectMasked(p, true);
      await insertHire(app, { studentId: p.student.id, tutorId: p.tutor.id });
      await expectMasked(p, false);
    });

    it('a confirmed demo through the demo routes unlocks', async () => {
      const p = await pairWithPhones();
      const slots = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        start: '10:00',
        end: '11:00',
        mode: 'Online',
      }));
      await app.inject({
        method: 'PUT',
        url: '/api/demo/availability',
        headers: p.tutor.headers,
        payload: { slots },
      });
      const [slot] = (await app.inject(`/api/demo/open-slots/Tutor/${p.tutor.id}`)).json().slots;
      const booking = await app.inject({
        method: 'POST',
        url: '/api/demo/bookings',
        headers: p.student.headers,
        payload: {
          entityType: 'Tutor',
          entityId: p.tutor.id,
          start: slot.start,
          mode: 'Online',
          subject: 'Mathematics',
        },
      });
      expect(booking.statusCode, booking.body).toBe(201);
      await expectMasked(p, true);
      const confirm = await app.inject({
        method: 'POST',
        url: `/api/demo/bookings/${booking.json().booking._id}/confirm`,
        headers: p.tutor.headers,
      });
      expect(confirm.statusCode).toBe(200);
      await expectMasked(p, false);
    });

    it('the list masks the last message the same way', async () => {
      const p = await pairWithPhones();
      await send(app, p.student, p.id, 'Text me: 9876543210');
      expect((await list(app, p.tutor))[0]!.lastMessage!.text).toBe(`Text me: ${contactHidden}`);
      expect((await list(app, p.student))[0]!.lastMessage!.text).toBe('Text me: 9876543210');
    });
  });

  it('e-mails the recipient at most once per thread per 15 minutes', async () => {
    const [student, tutor] = [await createStudent(app), await createTutor(app)];
    const id = await start(app, student, tutor, phoneText);
    const mails = await mailsTo(app, tutor.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(student.name);
    // The mail never quotes the text (contacts stay masked until the pair books).
    expect(mails[0]!.textBody).not.toContain('98765');
    await send(app, student, id, 'Second');
    await send(app, student, id, 'Third');
    expect(await mailsTo(app, tutor.email)).toHaveLength(1);
    // The other direction has its own quiet period.
    await send(app, tutor, id, 'Reply');
    expect(await mailsTo(app, student.email)).toHaveLength(1);
    await rewindNotified(app, id, 14);
    await send(app, student, id, 'Fourth');
    expect(await mailsTo(app, tutor.email)).toHaveLength(1);
    await rewindNotified(app, id, 2);
    await send(app, student, id, 'Fifth');
    expect(await mailsTo(app, tutor.email)).toHaveLength(2);
  });

  it('two instances sending at once mail once', async () => {
    const [student, tutor] = [await createStudent(app), await createTutor(app)];
    const id = await start(app, student, tutor);
    await rewindNotified(app, id, 60);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => send(app, student, id, `Burst ${i}`)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    expect(await mailsTo(app, tutor.email)).toHaveLength(2);
  });

  it('an enquiry from a signed-in student opens (or reuses) the conversation; a visitor’s does not', async () => {
    const [student, tutor] = [await createStudent(app), await createTutor(app)];
    const enquiry = (headers = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/enquiries',
        headers,
        payload: {
          name: 'Asha',
          email: 'asha@example.test',
          message: 'Do you teach ICSE?',
          entityType: 'Tutor',
          entityId: tutor.id,
        },
      });
    expect((await enquiry()).statusCode).toBe(201);
    expect(await list(app, tutor)).toEqual([]);
    expect((await enquiry(student.headers)).statusCode).toBe(201);
    const [thread] = await list(app, tutor);
    expect(thread).toMatchObject({
      with: { _id: student.id },
      unread: 1,
      lastMessage: { text: 'Do you teach ICSE?' },
    });
    expect((await enquiry(student.headers)).statusCode).toBe(201);
    const threads = await list(app, tutor);
    expect(threads).toHaveLength(1);
    expect(threads[0]!.unread).toBe(2);
  });

  it("a tutor's first replies count towards its response time (null under 3)", async () => {
    const tutor = await createTutor(app);
    for (let i = 0; i < 3; i++) {
      const student = await createStudent(app);
      const id = await start(app, student, tutor);
      await rewindConversation(app, id, 30);
      await send(app, tutor, id, 'Happy to help');
      await send(app, tutor, id, 'A second message is not a first reply');
      if (i < 2) expect(await responseMinutesOf(app, tutor.id)).toBeNull();
    }
    const minutes = await responseMinutesOf(app, tutor.id);
    expect(minutes).not.toBeNull();
    expect(minutes).toBeLessThanOrEqual(30);
  });
});
