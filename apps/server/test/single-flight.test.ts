import { setImmediate as nextTurn } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { TutorCard } from '@tuitionhub/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { createTestDatabase } from './helpers/app.ts';
import { createAdmin, createTutor } from './helpers/factories.ts';
import { recording, type Statement } from './helpers/query-plans.ts';

/**
 * Issue 16 (throughput): identical listing requests that arrive together share one run of the
 * queries; requests that differ, come on a later turn of the event loop, or come after a write get
 * their own. Nothing is cached.
 */
describe('identical listing requests arriving together', async () => {
  const database = await createTestDatabase();
  const log: Statement[] = [];
  const app = await buildApp(
    testConfig({ DATA_DIR: `${process.env.TMPDIR ?? '/tmp'}/th-test-${process.pid}` }),
    { database: { ...database, db: recording(database.db, log) }, skipMigrations: true },
  );
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  const subject = `Coalesced ${Date.now()}`;
  const admin = await createAdmin(app);
  const tutorIds: string[] = [];
  for (const name of ['Asha Rao', 'Bela Das', 'Charu Sen'])
    tutorIds.push((await createTutor(app, { name, subjects: { [subject]: 600 } })).id);
  const url = `/api/tutors/all-tutors?subject=${encodeURIComponent(subject)}`;
  // Each count starts on a new turn of the event loop, when no earlier answer is shared any more.
  const statementsOf = async (run: () => Promise<unknown>) => {
    await nextTurn();
    log.length = 0;
    await run();
    return log.length;
  };
  const names = (body: string) => (JSON.parse(body) as { tutors: TutorCard[] }).tutors.map((t) => t.name);

  it('ten at once cost the statements of one, and each gets the whole answer', async () => {
    // Once first: what the catalogue's words read is kept until a write (readUntilWrite).
    await app.inject(url);
    const one = await statementsOf(() => app.inject(url));
    expect(one).toBeGreaterThan(0);
    let answers: { statusCode: number; body: string }[] = [];
    const ten = await statementsOf(async () => {
      answers = await Promise.all(Array.from({ length: 10 }, () => app.inject(url)));
    });
    expect(ten).toBe(one);
    for (const a of answers) {
      expect(a.statusCode).toBe(200);
      expect(names(a.body).sort()).toEqual(['Asha Rao', 'Bela Das', 'Charu Sen']);
    }
  });

  it('identical searches at once cost one run too, and each gets the whole answer', async () => {
    const search = `/api/search?q=${encodeURIComponent('Charu Sen')}`;
    await app.inject(search);
    const one = await statementsOf(() => app.inject(search));
    let answers: { statusCode: number; body: string }[] = [];
    const five = await statementsOf(async () => {
      answers = await Promise.all(Array.from({ length: 5 }, () => app.inject(search)));
    });
    expect(five).toBe(one);
    for (const a of answers) expect(names(a.body)).toEqual(['Charu Sen']);
  });

  it('different queries at once each run and answer for themselves', async () => {
    const one = await statementsOf(() => app.inject(url));
    let answers: string[] = [];
    const both = await statementsOf(async () => {
      const sent = await Promise.all([app.inject(url), app.inject(`${url}&sort=name`)]);
      answers = sent.map((r) => r.body);
    });
    const [newest = '', byName = ''] = answers;
    expect(both).toBe(2 * one);
    expect(names(newest)).toEqual(['Charu Sen', 'Bela Das', 'Asha Rao']);
    expect(names(byName)).toEqual(['Asha Rao', 'Bela Das', 'Charu Sen']);
  });

  it('a request after a write sees it, even on the same turn of the event loop', async () => {
    const leaving = await createTutor(app, { name: 'Deepa Iyer', subjects: { [subject]: 650 } });
    await nextTurn();
    expect(names((await app.inject(url)).body)).toContain('Deepa Iyer');
    // No turn of the event loop between the answer above, the write and the next read.
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/tutors/delete/${leaving.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(names((await app.inject(url)).body)).not.toContain('Deepa Iyer');
  });

  it('a request on the same turn as a settled run shares it; on the next turn it runs again', async () => {
    const one = await statementsOf(() => app.inject(url));
    // Everything here resolves without the event loop turning: a request read in the same poll phase.
    expect(
      await statementsOf(async () => {
        await nextTurn();
        await app.inject(url);
        await app.inject(url);
      }),
    ).toBe(one);
  });

  it('readers of one profile at once share its read; a change to it is seen by the next reader', async () => {
    const profileUrl = `/api/tutors/get-tutor/${tutorIds[0]}`;
    const one = await statementsOf(() => app.inject(profileUrl));
    expect(one).toBeGreaterThan(0);
    let answers: { statusCode: number; json: () => TutorCard }[] = [];
    const ten = await statementsOf(async () => {
      answers = await Promise.all(Array.from({ length: 10 }, () => app.inject(profileUrl)));
    });
    expect(ten).toBe(one);
    for (const a of answers) expect([a.statusCode, a.json().name]).toEqual([200, 'Asha Rao']);
    // Another profile at the same time is its own read.
    const [first, second] = await Promise.all([
      app.inject(profileUrl),
      app.inject(`/api/tutors/get-tutor/${tutorIds[1]}`),
    ]);
    expect([first!.json().name, second!.json().name]).toEqual(['Asha Rao', 'Bela Das']);
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/tutors/update-tutor/${tutorIds[0]}`,
      headers: admin.headers,
      payload: { name: 'Asha Rao Kulkarni' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await app.inject(profileUrl)).json().name).toBe('Asha Rao Kulkarni');
    const restored = await app.inject({
      method: 'PUT',
      url: `/api/tutors/update-tutor/${tutorIds[0]}`,
      headers: admin.headers,
      payload: { name: 'Asha Rao' },
    });
    expect(restored.statusCode).toBe(200);
  });

  it("keeps what searches read of the catalogue's words until a profile saves new ones, which the next one finds", async () => {
    const added = 'Santoor Vadan';
    const bySubject = `/api/tutors/all-tutors?subject=${encodeURIComponent(added)}`;
    // A typo of the new subject: corrected against the catalogue's words, then matched as its subject.
    const byTypo = '/api/tutors/all-tutors?q=santor';
    // Asked again, the word's correction and the subjects it names are not read again.
    const first = await statementsOf(() => app.inject(byTypo));
    const again = await statementsOf(() => app.inject(byTypo));
    expect(again).toBeLessThan(first);
    expect((await app.inject(byTypo)).json().total).toBe(0);
    expect((await app.inject(bySubject)).json().total).toBe(0);
    const save = (subjects: Record<string, number>) =>
      app.inject({
        method: 'PUT',
        url: `/api/tutors/update-tutor/${tutorIds[2]}`,
        headers: admin.headers,
        payload: { subjects: Object.keys(subjects), fees: subjects },
      });
    const saved = await save({ [subject]: 600, [added]: 700 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(names((await app.inject(bySubject)).body)).toEqual(['Charu Sen']);
    expect(names((await app.inject(byTypo)).body)).toEqual(['Charu Sen']);
    expect((await save({ [subject]: 600 })).statusCode).toBe(200);
    expect((await app.inject(bySubject)).json().total).toBe(0);
  });

  it('a refused page shares its 400 and the next good one still answers', async () => {
    // Past the 1,000 counted matches: refused by the listing itself, inside the shared run.
    const bad = await Promise.all([1, 2].map(() => app.inject(`${url}&page=1000`)));
    for (const b of bad) expect([b.statusCode, b.json().errors[0].path]).toEqual([400, 'page']);
    expect((await app.inject(url)).statusCode).toBe(200);
  });

  it('answers each coalesced request in the encoding it accepts, the same JSON every time', async () => {
    await nextTurn();
    const [plain, br, gzip, deflate] = await Promise.all(
      ['identity', 'br', 'br;q=0.5, gzip', 'deflate'].map((encoding) =>
        app.inject({ url, headers: { 'accept-encoding': encoding } }),
      ),
    );
    const json = plain!.json();
    expect(names(plain!.body).sort()).toEqual(['Asha Rao', 'Bela Das', 'Charu Sen']);
    expect(plain!.headers['content-encoding']).toBeUndefined();
    expect(br!.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br!.rawPayload).toString())).toEqual(json);
    expect(gzip!.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip!.rawPayload).toString())).toEqual(json);
    // Not one of the shared encodings: @fastify/compress answers it as for any other route.
    expect(deflate!.headers['content-encoding']).toBe('deflate');
    expect(JSON.parse(inflateSync(deflate!.rawPayload).toString())).toEqual(json);
    for (const r of [plain, br, gzip, deflate]) {
      expect(r!.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(r!.headers.vary).toMatch(/accept-encoding/i);
    }
  });
});
