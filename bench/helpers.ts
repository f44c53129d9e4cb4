// Shared by the benchmarks: percentiles, figure formatting and a throw-away database per engine.

import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createDatabase, type Database } from '../apps/server/src/db/client.ts';

/** The p-th percentile of ascending times. */
export const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
/** A case's latency figures, milliseconds. */
export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}
/** The figures of unsorted times (sorts a copy). */
export function percentiles(times: number[]): Percentiles {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: pct(sorted, 50), p95: pct(sorted, 95), p99: pct(sorted, 99), max: sorted.at(-1)! };
}
/** Milliseconds, one decimal, right-aligned in a 7-wide column. */
export const ms = (n: number) => n.toFixed(1).padStart(7);

/**
 * A fresh database: a PGlite data directory under `dir`, or a `th_<label>_<pid>` database on the
 * server named by DATABASE_URL; `drop` removes it.
 */
export async function openTarget(kind: 'pglite' | 'postgres', dir: string, label: string) {
  if (kind === 'pglite') {
    const database = await createDatabase({ dataDir: path.join(dir, 'db') });
    return { database, drop: async () => {} };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('--db postgres needs DATABASE_URL');
  const name = `th_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database: Database = await createDatabase({ url: u.toString() });
  return {
    database,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The header line of a figures table: a `width`-wide first column, then p50 p95 p99 max. */
export const figuresHeader = (first: string, width: number, requests: number, after = '') =>
  `${first.padEnd(width)}${'p50'.padStart(7)}${'p95'.padStart(7)}${'p99'.padStart(7)}${'max'.padStart(7)}   (ms, ${requests} requests each, app.inject)${after}`;

/**
 * Sends `url` `warmup` times (caches and plans), then `requests` times one after another; any
 * answer but 200 stops the run. Answers the sorted times, the figures columns and the last body.
 */
export async function timeRequests(
  app: FastifyInstance,
  url: string,
  requests: number,
  warmup: number,
  headers: Record<string, string> = {},
): Promise<{ figures: string; body: string }> {
  const send = () => app.inject({ url, headers });
  for (let i = 0; i < warmup; i++) await send();
  const times: number[] = [];
  let body = '';
  for (let i = 0; i < requests; i++) {
    // Each on a new turn of the event loop, as a visitor's request over a socket is: within one turn
    // an identical listing or search shares the answer that settled before it (http/shared-answer.ts).
    await nextTurn();
    const t = performance.now();
    const res = await send();
    times.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    body = res.body;
  }
  const f = percentiles(times);
  return { figures: `${ms(f.p50)}${ms(f.p95)}${ms(f.p99)}${ms(f.max)}`, body };
}
