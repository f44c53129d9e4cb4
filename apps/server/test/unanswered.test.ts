import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { flagUnansweredProfiles } from '../src/modules/demo/response-time.ts';
import { leftUnansweredInARow } from '../src/modules/demo/slots.ts';
import { createTestApp } from './helpers/app.ts';
import { rewindConversation, setResponseMinutes } from './helpers/conversation-rows.ts';
import { type Actor, createStudent, createTutor } from './helpers/factories.ts';

const HOUR = 3_600_000;
const now = new Date('2026-11-24T10:00:00Z');
const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
const asked = (hours: number, answeredAfterHours: number | null = null) => ({
  requestedAt: ago(hours),
  answeredAt: answeredAfterHours === null ? null : new Date(ago(hours).getTime() + answeredAfterHours * HOUR),
});

describe('leftUnansweredInARow', () => {
  it.each([
    ['no requests', [], false],
    ['two left unanswered', [asked(100), asked(90)], false],
    ['three left unanswered for 72 h', [asked(100), asked(90), asked(80)], true],
    ['three unanswered, one of them only 10 h old', [asked(100), asked(90), asked(10)], false],
    ['a fresh request does not hide the run behind it', [asked(100), asked(90), asked(80), asked(5)], true],
    ['the newest decided one was answered', [asked(100), asked(90), asked(80), asked(75, 2)], false],
    ['an answer late but given still counts as an answer', [asked(100), asked(90), asked(80, 60)], false],
    [
      'an answered run older than the unanswered three',
      [asked(300, 1), asked(100), asked(90), asked(80)],
      true,
    ],
    ['exactly 72 h is decided', [asked(72), asked(90), asked(80)], true],
  ] as const)('%s → %s', (_case, requests, expected) => {
    expect(leftUnansweredInARow(requests, now)).toBe(expected);
  });
});

describe('tutors who leave requests unanswered are listed lower until they answer', async () => {
  const app = await createTestApp();

  async function startThread(student: Actor, tutor: Actor): Promise<string> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: student.headers,
      payload: { entityType: 'Tutor', entityId: tutor.id, text: 'Do you teach Class 9 maths?' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().conversationId as string;
  }
  const listed = async (app: FastifyInstance, query: string) =>
    ((await app.inject(`/api/tutors/all-tutors?limit=100${query}`)).json().tutors as { _id: string }[]).map(
      (t) => t._id,
    );

  it('moves the tutor below the others in every sort but nearest, and back up after one answer', async () => {
    const subject = `Unanswered ${Date.now()}`;
    const silent = await createTutor(app, { name: 'Aaron Silent', subjects: { [subject]: 500 } });
    const others = [
      await createTutor(app, { name: 'Bela Prompt', subjects: { [subject]: 900 } }),
      await createTutor(app, { name: 'Chitra Prompt', subjects: { [subject]: 700 } }),
    ];
    const threads: string[] = [];
    for (let i = 0; i < 3; i++) {
      const student = await createStudent(app, { name: `Parent ${i}` });
      const id = await startThread(student, silent);
      await rewindConversation(app, id, (80 + i) * 60);
      threads.push(id);
    }
    const q = `&subject=${encodeURIComponent(subject)}`;
    // Newest first, by name and by fees the silent tutor comes first before the check runs.
    expect((await listed(app, `${q}&sort=name`))[0]).toBe(silent.id);
    expect((await listed(app, `${q}&sort=fees`))[0]).toBe(silent.id);

    expect(await flagUnansweredProfiles(app.db, new Date())).toBeGreaterThanOrEqual(1);
    const otherIds = others.map((o) => o.id);
    for (const sort of ['', '&sort=name', '&sort=fees', '&sort=ratings', '&sort=response']) {
      const ids = await listed(app, `${q}${sort}`);
      expect(ids, sort).toHaveLength(3);
      expect(ids.at(-1), sort).toBe(silent.id);
      expect(new Set(ids.slice(0, 2)), sort).toEqual(new Set(otherIds));
    }

    // One reply breaks the run: the tutor is back where the sort puts them.
    const reply = await app.inject({
      method: 'POST',
      url: `/api/conversations/${threads[2]}/messages`,
      headers: silent.headers,
      payload: { text: 'Sorry for the delay, yes I do.' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect((await listed(app, `${q}&sort=name`))[0]).toBe(silent.id);
    expect((await listed(app, `${q}&sort=fees`))[0]).toBe(silent.id);
  });

  it('sort=response puts the fastest usual reply first and tutors without a figure last', async () => {
    const subject = `Response ${Date.now()}`;
    const slow = await createTutor(app, { name: 'Slow Replier', subjects: { [subject]: 500 } });
    const fast = await createTutor(app, { name: 'Fast Replier', subjects: { [subject]: 500 } });
    const none = await createTutor(app, { name: 'No Figure', subjects: { [subject]: 500 } });
    // The figure itself is computed and tested with the conversations and demos; here only its order.
    await setResponseMinutes(app, slow.id, 300);
    await setResponseMinutes(app, fast.id, 12);
    const ids = await listed(app, `&subject=${encodeURIComponent(subject)}&sort=response`);
    expect(ids).toEqual([fast.id, slow.id, none.id]);
  });
});
