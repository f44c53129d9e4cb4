// Place autocomplete latency: migrates a throw-away database (which loads the offline place
// directory, timed), builds the real app on it and times GET /api/places. See bench/README.md.
//
//   npx tsx bench/places.ts                     PGlite (+ PostgreSQL when DATABASE_URL is set)
//   npx tsx bench/places.ts --requests 200 --db postgres
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { figuresHeader, openTarget, timeRequests } from './helpers.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '500' },
    db: { type: 'string' },
  },
});
const requests = Number(values.requests);
const targets = values.db
  ? (values.db.split(',') as ('pglite' | 'postgres')[])
  : process.env.DATABASE_URL
    ? (['pglite', 'postgres'] as const)
    : (['pglite'] as const);

/** What people type into the place box: a whole pincode, part of one, a locality, a city, an old city name. */
const queries = ['411038', '4110', 'kothrud', 'pune', 'bang', 'andheri', 'sector 17'];

async function measure(app: FastifyInstance) {
  console.log(figuresHeader('q', 14, requests, '   first answer'));
  for (const q of queries) {
    const url = `/api/places?q=${encodeURIComponent(q)}`;
    const { figures, body } = await timeRequests(app, url, requests, 20);
    const { places } = JSON.parse(body) as { places: { label: string }[] };
    console.log(`${q.padEnd(14)}${figures}   ${places.length} places, ${places[0]?.label ?? '-'}`);
  }
}

for (const kind of targets) {
  const dir = mkdtempSync(path.join(tmpdir(), 'th-bench-places-'));
  const { database, drop } = await openTarget(kind, dir, 'bench_places');
  try {
    const started = performance.now();
    await migrate(database);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const counted = (await database.db.execute(
      'select count(*)::int as n from places' as never,
    )) as unknown as {
      rows: { n: number }[];
    };
    console.log(`\n== ${kind}: migrated and loaded ${counted.rows[0]?.n} places in ${seconds} s`);
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dir,
      SEED_DEMO: 'false',
    });
    const app = await buildApp(config, { database, skipMigrations: true });
    await app.ready();
    await measure(app);
    await app.close();
  } finally {
    await database.close();
    await drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
