import { afterEach, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from './helpers/factories.ts';
import { recordReliability } from './helpers/reliability.ts';
import {
  freePort,
  httpRequest,
  type ServerProcess,
  serverStorageEnv,
  startServer,
  waitFor,
} from './helpers/server-process.ts';

/**
 * The real server process, killed with SIGKILL in the middle of a stream of writes and started again
 * on the same data (PGlite, or PostgreSQL when DATABASE_URL is set): every write it acknowledged is
 * there, and every tutor's stored rating is the recomputation of its reviews. SIGTERM finishes the
 * requests in flight before the process exits.
 */
const STUDENTS = 6;
const TUTORS = 3;

type Op =
  | { kind: 'review'; tutor: string; rating: number | null }
  | { kind: 'watch'; tutor: string; on: boolean };

/** What one student's writes left behind, as far as the student knows. */
interface Ledger {
  reviews: Map<string, { id: string; rating: number } | null>;
  watchlist: Set<string>;
  /** The write in flight when the server died: it may or may not have happened. */
  pending: Op | null;
  acknowledged: number;
}

describe('crash and restart', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...(await serverStorageEnv()),
    PORT: String(port),
    HOST: '127.0.0.1',
    REGISTER_MAX_PER_HOUR: '0',
    // The tutors it signs up are shortlisted at once (no admin review in this test).
    PROFILE_REVIEW: 'false',
    LOGIN_MAX_FAILURES_PER_IP: '0',
    // Twenty parallel logins to one account would (rightly) trip the per-account lockout.
    LOGIN_MAX_FAILURES_PER_EMAIL: '0',
  };
  const call = async (method: string, url: string, token?: string, json?: unknown) => {
    const res = await httpRequest(base, method, url, { token, json });
    return { status: res.status, body: res.json() };
  };
  const running = new Set<ServerProcess>();
  // A failed test must not leave its server holding the port for the next one.
  afterEach(() => {
    for (const proc of running) proc.child.kill('SIGKILL');
    running.clear();
  });
  const boot = async (): Promise<ServerProcess> => {
    const proc = startServer(env);
    running.add(proc);
    await waitFor(`${base}/readyz`);
    return proc;
  };
  async function account(role: 'Student' | 'Tutor', i: number): Promise<{ id: string; token: string }> {
    const email = `${role.toLowerCase()}-${i}-${port}@crash.test`;
    const fields =
      role === 'Tutor'
        ? {
            bio: 'Maths',
            availability: 'Evening',
            subjects: ['Mathematics'],
            fees: { Mathematics: 400 + i },
            city: 'Pune',
            pincode: '411038',
            travelKm: 5,
            modes: ['Home'],
            classLevels: ['IX-X'],
          }
        : { profileInfo: 'Class 8' };
    const made = await call('POST', '/api/user/register', undefined, {
      role,
      acceptTerms: true,
      name: `${role} ${i}`,
      email,
      password: TEST_PASSWORD,
      ...fields,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const login = await call('POST', '/api/user/login', undefined, { email, password: TEST_PASSWORD });
    return { id: login.body.user._id, token: login.body.token };
  }

  it('keeps every acknowledged write across a SIGKILL, with ratings equal to their recomputation', async () => {
    let proc = await boot();
    const tutors: { id: string; token: string }[] = [];
    for (let i = 0; i < TUTORS; i++) tutors.push(await account('Tutor', i));
    const students: { id: string; token: string }[] = [];
    for (let i = 0; i < STUDENTS; i++) students.push(await account('Student', i));
    const ledgers: Ledger[] = students.map(() => ({
      reviews: new Map(),
      watchlist: new Set(),
      pending: null,
      acknowledged: 0,
    }));

    /** One student's writes, one at a time, until the server stops answering. */
    async function writer(s: number): Promise<void> {
      const { token } = students[s]!;
      const ledger = ledgers[s]!;
      for (let step = 0; ; step++) {
        const tutor = tutors[(s + step) % TUTORS]!.id;
        const review = ledger.reviews.get(tutor) ?? null;
        const op: Op =
          step % 2 === 0
            ? { kind: 'review', tutor, rating: review && step % 6 === 4 ? null : ((s + step) % 5) + 1 }
            : { kind: 'watch', tutor, on: !ledger.watchlist.has(tutor) };
        ledger.pending = op;
        let res: { status: number; body: { review?: { _id: string } } };
        try {
          if (op.kind === 'watch') {
            res = op.on
              ? await call('PUT', `/api/watchlist/${tutor}`, token, { subject: 'Mathematics' })
              : await call('DELETE', `/api/watchlist/${tutor}`, token);
          } else if (!review) {
            res = await call('POST', '/api/reviews/create', token, {
              reviewText: `Review by ${s}`,
              rating: op.rating,
              reviewedEntityId: tutor,
              reviewedEntityType: 'Tutor',
            });
          } else if (op.rating === null) {
            res = await call('DELETE', `/api/reviews/reviews/${review.id}`, token);
          } else {
            res = await call('PUT', `/api/reviews/reviews/${review.id}`, token, { rating: op.rating });
          }
        } catch {
          return; // the server is gone: `pending` may or may not have happened
        }
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
        if (op.kind === 'watch') {
          if (op.on) ledger.watchlist.add(tutor);
          else ledger.watchlist.delete(tutor);
        } else if (op.rating === null) {
          ledger.reviews.set(tutor, null);
        } else {
          ledger.reviews.set(tutor, { id: review?.id ?? res.body.review!._id, rating: op.rating });
        }
        ledger.pending = null;
        ledger.acknowledged++;
      }
    }

    const writers = students.map((_, s) => writer(s));
    while (ledgers.reduce((n, l) => n + l.acknowledged, 0) < 60) await new Promise((r) => setTimeout(r, 20));
    proc.child.kill('SIGKILL');
    await Promise.all(writers);
    await proc.exited;
    const acknowledged = ledgers.reduce((n, l) => n + l.acknowledged, 0);
    const inFlight = ledgers.filter((l) => l.pending).length;

    proc = await boot();
    try {
      for (const tutor of tutors) {
        const { body } = await call(
          'GET',
          `/api/reviews/getreviews?reviewedEntityType=Tutor&reviewedEntityId=${tutor.id}&limit=100`,
        );
        const stored = new Map<string, number>(
          body.reviews.map((r: { userId: { _id: string }; rating: number }) => [r.userId._id, r.rating]),
        );
        students.forEach((student, s) => {
          const ledger = ledgers[s]!;
          const known = ledger.reviews.get(tutor.id)?.rating ?? null;
          const allowed = [known];
          if (ledger.pending?.kind === 'review' && ledger.pending.tutor === tutor.id)
            allowed.push(ledger.pending.rating);
          expect(allowed, `student ${s}'s review of ${tutor.id}`).toContain(stored.get(student.id) ?? null);
        });
        const ratings = [...stored.values()];
        const mean = ratings.length
          ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10
          : 0;
        const card = (await call('GET', `/api/tutors/get-tutor/${tutor.id}`)).body;
        expect({ ratings: card.ratings, reviewCount: card.reviewCount }).toEqual({
          ratings: mean,
          reviewCount: ratings.length,
        });
      }
      for (const [s, student] of students.entries()) {
        const ledger = ledgers[s]!;
        const { body } = await call('GET', '/api/watchlist', student.token);
        const stored = new Set<string>(body.items.map((i: { tutorId: string }) => i.tutorId));
        for (const tutor of tutors) {
          const allowed = [ledger.watchlist.has(tutor.id)];
          if (ledger.pending?.kind === 'watch' && ledger.pending.tutor === tutor.id)
            allowed.push(ledger.pending.on);
          expect(allowed, `student ${s}'s watchlist, tutor ${tutor.id}`).toContain(stored.has(tutor.id));
        }
      }
      console.log(`crash and restart: ${acknowledged} acknowledged writes, ${inFlight} in flight at SIGKILL`);
      console.log(
        recordReliability('crash and restart', {
          requests: acknowledged + inFlight,
          serverErrors: 0, // every answer before the kill was checked to be 2xx
          malformedBodies: 0,
          lostWrites: 0, // every acknowledged write was found above
        }),
      );
    } finally {
      proc.child.kill('SIGTERM');
      await proc.exited;
    }
  }, 360_000);

  it('drains the requests in flight on SIGTERM: none fails, then it exits 0', async () => {
    const proc = await boot();
    const student = await account('Student', 99);
    const before = proc.output().match(/"msg":"incoming request"/g)?.length ?? 0;
    const requests = Array.from({ length: 20 }, () =>
      call('POST', '/api/user/login', undefined, {
        email: `student-99-${port}@crash.test`,
        password: TEST_PASSWORD,
      }),
    );
    // Signal only once the server has taken every one of them in.
    const until = Date.now() + 20_000;
    while (
      (proc.output().match(/"msg":"incoming request"/g)?.length ?? 0) < before + 20 &&
      Date.now() < until
    )
      await new Promise((r) => setTimeout(r, 5));
    proc.child.kill('SIGTERM');
    const answers = await Promise.all(requests);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.every((a) => a.body.user._id === student.id)).toBe(true);
    expect(await proc.exited, proc.output().slice(-3000)).toBe(0);
  }, 240_000);
});
