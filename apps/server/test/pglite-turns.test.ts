// PGlite runs in the server's own thread: between its statements the event loop must still turn,
// or a server under load stops accepting connections (db/client.ts, takeTurnsWithTheLoop).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteStatements } from './helpers/pglite-statements.ts';

let statements: Awaited<ReturnType<typeof openPgliteStatements>>;
beforeAll(async () => {
  statements = await openPgliteStatements();
}, 60_000);
afterAll(() => statements.close());

describe('PGlite and the event loop', () => {
  it('lets a timer run between queued statements, not only after the whole backlog', async () => {
    const backlog = Array.from({ length: 40 }, () => statements.busy());
    const startedAt = performance.now();
    let timerAt = Number.POSITIVE_INFINITY;
    setTimeout(() => {
      timerAt = performance.now();
    }, 0);
    const answers = await Promise.all(backlog);
    const doneAt = performance.now();
    expect(answers.every((rows) => rows[0]?.n === 20000)).toBe(true);
    expect(timerAt - startedAt).toBeLessThan((doneAt - startedAt) / 2);
  });

  it('answers statements in the order they came, and one that fails does not stop the next or a transaction', async () => {
    const finished: string[] = [];
    const track = <T>(name: string, p: Promise<T>) =>
      p.then(
        (v) => {
          finished.push(name);
          return v;
        },
        (err: unknown) => {
          finished.push(`${name} failed`);
          throw err;
        },
      );
    const first = track('first', statements.busy());
    const broken = track('broken', statements.broken());
    const inTransaction = statements.inTransaction();
    const last = track('last', statements.busy());
    await expect(broken).rejects.toThrow(/no_such_table/);
    expect((await inTransaction)[0]?.n).toBe(2);
    await Promise.all([first, last]);
    expect(finished).toEqual(['first', 'broken failed', 'last']);
  });
});
