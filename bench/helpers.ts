// Shared by the benchmarks: percentiles, figure formatting and a throw-away database per engine.
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type Database } from '../apps/server/src/db/client.ts';

/** The p-th percentile of ascending times. */
export const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
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
