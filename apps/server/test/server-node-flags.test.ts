// The Node.js flags `npm start` and the benchmarks run the built server with (decision 023).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const flagsModule = pathToFileURL(
  path.resolve(import.meta.dirname, '../../../scripts/server-node-flags.mjs'),
);
const { serverNodeFlags } = (await import(flagsModule.href)) as {
  serverNodeFlags: (env: Record<string, string | undefined>) => string[];
};

describe("the server's Node.js flags", () => {
  it('cap the heap, and on PGlite compile its WebAssembly once and keep the young generation small', () => {
    expect(serverNodeFlags({})).toEqual([
      '--enable-source-maps',
      '--max-old-space-size=512',
      '--no-liftoff',
      '--max-semi-space-size=8',
    ]);
  });

  it('leave the young generation at its default on PostgreSQL, where it costs throughput', () => {
    expect(serverNodeFlags({ DATABASE_URL: 'postgres://db/tuitionhub' })).toEqual([
      '--enable-source-maps',
      '--max-old-space-size=512',
    ]);
  });

  it('leave the heap ceiling to a NODE_OPTIONS that names its own', () => {
    const flags = serverNodeFlags({
      NODE_OPTIONS: '--max-old-space-size=700',
      DATABASE_URL: 'postgres://db/x',
    });
    expect(flags.some((f) => f.startsWith('--max-old-space-size'))).toBe(false);
  });
});
