import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { apiErrorSchema, errorStatus } from '@tuitionhub/contracts';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/modules/users/sessions-repository.ts';
import { createTestApp } from './helpers/app.ts';
import { userExists } from './helpers/catalogue-rows.ts';
import {
  type Actor,
  createAdmin,
  createCenter,
  createStudent,
  createTutor,
  TEST_PASSWORD,
} from './helpers/factories.ts';
import { changedTables, checksum, walPosition } from './helpers/hostile-db.ts';
import { type HostileRequest, operationsOf, type Pools, requestArb } from './helpers/hostile-requests.ts';
import { recordReliability } from './helpers/reliability.ts';
import { sessionOf } from './helpers/stored-rows.ts';

/**
 * The hostile-input part of the reliability suite (issue 10): requests generated from every route of
 * the OpenAPI document and then broken, sent as a visitor, with a forged token and as each kind of
 * signed-in user. Whatever arrives, the server answers below 500, every error is in the error model
 * (with the status its code stands for), a refused request leaves the database as it was, and nothing
 * it logs carries an actor's e-mail address or SQL.
 *
 * Replay a failure with HOSTILE_SEED=<seed printed at the start> (fast-check also prints the path).
 */
const TOTAL = Number(process.env.HOSTILE_REQUESTS ?? 20_000);
const SEED = Number(process.env.HOSTILE_SEED ?? Date.now() % 2 ** 31);

/** Every line the app logs, as text. */
const logged: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logged.push(String(chunk));
    done();
  },
});

/** SQL the server wrote (quoted identifiers, as Drizzle writes them) or a failed query's parameters. */
const sqlInLog = /\b(?:from|insert into|update|join) "\w+"|"params"\s*:|"query"\s*:/i;

describe('hostile input', async () => {
  const app = await createTestApp(
    {
      LOG_LEVEL: 'info',
      // The limits have their own tests; here every request should reach its route.
      REGISTER_MAX_PER_HOUR: '0',
      UPLOAD_MAX_PER_HOUR: '0',
      PASSWORD_RESET_MAX_PER_HOUR: '0',
      CONTACT_MAX_PER_HOUR: '0',
      ENQUIRY_MAX_PER_HOUR: '0',
      NEWSLETTER_MAX_PER_HOUR: '0',
      LOGIN_MAX_FAILURES_PER_IP: '0',
      LOGIN_MAX_FAILURES_PER_EMAIL: '0',
    },
    { logStream },
  );

  const makers: Record<string, () => Promise<Actor>> = {
    student: () => createStudent(app),
    tutor: () => createTutor(app),
    center: () => createCenter(app),
    admin: () => createAdmin(app),
  };
  const actors: Record<string, Actor> = {};
  const emails: string[] = [];
  for (const [role, make] of Object.entries(makers)) {
    actors[role] = await make();
    emails.push(actors[role].email);
  }
  // Targets for ids: accounts nobody signs in as, a review and a watchlist entry.
  const victims = [await createTutor(app), await createCenter(app), await createStudent(app)];
  emails.push(...victims.map((v) => v.email));
  const review = await app.inject({
    method: 'POST',
    url: '/api/reviews/create',
    headers: actors.student!.headers,
    payload: {
      reviewText: 'Clear and patient',
      rating: 5,
      reviewedEntityId: victims[0]!.id,
      reviewedEntityType: 'Tutor',
    },
  });
  expect(review.statusCode, review.body).toBe(201);
  const watch = await app.inject({
    method: 'PUT',
    url: `/api/watchlist/${victims[0]!.id}`,
    headers: actors.student!.headers,
    payload: { subject: 'Mathematics' },
  });
  expect(watch.statusCode, watch.body).toBeLessThan(300);

  const pools: Pools = {
    ids: [
      ...victims.map((v) => v.id),
      review.json().review._id as string,
      ...Object.values(actors).map((a) => a.id),
    ],
    emails,
    password: TEST_PASSWORD,
  };

  const doc = (await app.inject('/api/openapi.json')).json();
  const operations = operationsOf(doc);
  const perOperation = Math.ceil(TOTAL / operations.length);

  const stats = {
    requests: 0,
    fiveHundreds: 0,
    malformed: 0,
    dbChanges: 0,
    statuses: new Map<number, number>(),
  };
  console.log(
    `hostile input: seed ${SEED} (replay with HOSTILE_SEED=${SEED}), ${perOperation} runs per route`,
  );

  /** The session each request is sent with. */
  const who = fc.constantFrom('visitor', 'forged', 'student', 'tutor', 'center', 'admin');

  /** A request that succeeded may have signed an actor out or deleted it: give it a new account. */
  async function restoreActors() {
    for (const [role, actor] of Object.entries(actors)) {
      if (await sessionOf(app, actor.token)) continue;
      if (await userExists(app, actor.id)) {
        const token = await createSession(app.db, actor.id, 30);
        actors[role] = { ...actor, token, headers: { authorization: `Bearer ${token}` } };
      } else {
        actors[role] = await makers[role]!();
        emails.push(actors[role].email);
      }
    }
  }

  function headersFor(as: string): Record<string, string> {
    if (as === 'visitor') return {};
    if (as === 'forged')
      return { authorization: 'Bearer forged-token-\u00e9', cookie: 'session=%zz; session=x' };
    return { ...actors[as]!.headers };
  }

  /** The database as the last request left it (checksum and write-ahead log position). */
  let baseline: Record<string, string> = {};
  let baselineLsn = '';
  /** Writes that succeeded in the current route's batch (they may change the database). */
  let succeeded = 0;
  const started = performance.now();

  /** The body as a client reads it: an answer over 1 KB is compressed when the request accepts it. */
  function bodyOf(res: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
    const decode = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync }[
      String(res.headers['content-encoding'] ?? '') as 'br'
    ];
    return (decode ? decode(res.rawPayload) : res.rawPayload).toString();
  }

  async function send(req: HostileRequest, as: string) {
    const res = await app.inject({
      method: req.method as 'GET',
      url: req.url,
      headers: { ...req.headers, ...headersFor(as) },
      ...(req.payload !== undefined ? { payload: req.payload } : {}),
    });
    stats.requests++;
    stats.statuses.set(res.statusCode, (stats.statuses.get(res.statusCode) ?? 0) + 1);
    const body = req.method === 'HEAD' ? '' : bodyOf(res);
    const what = `${as} ${req.method} ${req.url.slice(0, 200)} [${req.how.join('; ')}] → ${res.statusCode} ${body.slice(0, 300)}`;
    if (res.statusCode >= 500) stats.fiveHundreds++;
    expect(res.statusCode, what).toBeLessThan(500);
    if (res.statusCode >= 400 && req.method !== 'HEAD') {
      let parsed: ReturnType<typeof apiErrorSchema.safeParse> | undefined;
      try {
        parsed = apiErrorSchema.safeParse(JSON.parse(body));
      } catch {
        parsed = undefined;
      }
      // In the error model, and its code is the one its status stands for (415 is UNSUPPORTED_MEDIA_TYPE).
      const ok = parsed?.success === true && errorStatus[parsed.data.code] === res.statusCode;
      if (!ok) stats.malformed++;
      expect(ok, `error body not in the error model: ${what}`).toBe(true);
    }
    // Reads are checked once per route (below); a write that was refused must leave every table as it was.
    if (req.method === 'GET' || req.method === 'HEAD') return;
    const lsn = await walPosition(app);
    const after = lsn === baselineLsn ? baseline : await checksum(app);
    baselineLsn = lsn;
    if (res.statusCode >= 400) {
      const changed = changedTables(baseline, after);
      if (changed.length) stats.dbChanges++;
      expect(changed, `a refused request changed the database: ${what}`).toEqual([]);
      baseline = after;
      return;
    }
    succeeded++;
    // It may have signed an actor out or deleted it: the next requests need them signed in.
    await restoreActors();
    baselineLsn = await walPosition(app);
    baseline = await checksum(app);
  }

  afterAll(() => {
    const statuses = [...stats.statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    const seconds = Math.round((performance.now() - started) / 1000);
    console.log(
      `hostile input: ${stats.requests.toLocaleString('en-US')} requests, ${stats.fiveHundreds} 5xx, ${stats.malformed} malformed error bodies, ${stats.dbChanges} database changes from refused requests (seed ${SEED}, ${seconds} s; statuses ${statuses.join(' ')})`,
    );
    recordReliability('hostile input', {
      requests: stats.requests,
      serverErrors: stats.fiveHundreds,
      malformedBodies: stats.malformed,
      lostWrites: 0, // refused requests that changed the database are counted, and fail, above
    });
  });

  it('covers every route of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(50);
    for (const op of operations) expect(op.path.startsWith('/api/'), op.path).toBe(true);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s',
    async (_name, op) => {
      const before = await checksum(app);
      baseline = before;
      baselineLsn = await walPosition(app);
      succeeded = 0;
      await fc.assert(
        fc.asyncProperty(requestArb(op, pools), who, (req, as) => send(req, as)),
        { numRuns: perOperation, seed: SEED, endOnFailure: true },
      );
      // A read route's batch changed nothing (unless one of its requests, sent with another method, was a write that succeeded).
      if (op.method === 'GET' && !succeeded) {
        const changed = changedTables(before, await checksum(app));
        if (changed.length) stats.dbChanges++;
        expect(changed, 'requests to a read route changed the database').toEqual([]);
      }
    },
    300_000,
  );

  it('logs no personal data and no SQL', () => {
    expect(stats.requests).toBeGreaterThanOrEqual(TOTAL);
    const text = logged.join('');
    for (const email of emails) expect(text.includes(email), `${email} in the log`).toBe(false);
    const line = logged.find((l) => sqlInLog.test(l));
    expect(line, 'SQL in the log').toBeUndefined();
  });
});
