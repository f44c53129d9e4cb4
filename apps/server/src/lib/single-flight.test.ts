import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { noteWrite, singleFlight } from './single-flight.ts';

describe('singleFlight', () => {
  const counted = () => {
    let runs = 0;
    const run = async () => {
      runs += 1;
      return runs;
    };
    return { run, runs: () => runs };
  };

  it('shares a running answer, and a settled one with requests of the same turn of the event loop', async () => {
    const flight = singleFlight<number>();
    const { run, runs } = counted();
    const [a, b] = await Promise.all([flight('k', run), flight('k', run)]);
    // Settled, but still this turn: a request the poll phase read while the run held the thread.
    const c = await flight('k', run);
    expect([a, b, c, runs()]).toEqual([1, 1, 1, 1]);
  });

  it('runs again on the next turn, and runs each key for itself', async () => {
    const flight = singleFlight<number>();
    const { run, runs } = counted();
    await flight('k', run);
    await nextTurn();
    expect(await flight('k', run)).toBe(2);
    expect(await flight('other', run)).toBe(3);
    expect(runs()).toBe(3);
  });

  it('shares a failure the same way, and forgets it on the next turn', async () => {
    const flight = singleFlight<number>();
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error('refused');
    };
    const both = await Promise.allSettled([flight('k', failing), flight('k', failing)]);
    expect(both.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await nextTurn();
    await expect(flight('k', async () => 7)).resolves.toBe(7);
    expect(calls).toBe(1);
  });

  it('after a write, a request of the same turn runs again rather than share an answer from before it', async () => {
    const flight = singleFlight<number>();
    const { run, runs } = counted();
    await flight('k', run);
    noteWrite();
    expect(await flight('k', run)).toBe(2);
    expect(await flight('k', run)).toBe(2);
    expect(runs()).toBe(2);
  });
});
