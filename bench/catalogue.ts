// Catalogue latency benchmark: seeds a throw-away database with a large catalogue, builds the real
// app on it and times the listing and search endpoints. See bench/README.md.
//
//   npx tsx bench/catalogue.ts                       PGlite (+ PostgreSQL when DATABASE_URL is set)
//   npx tsx bench/catalogue.ts --tutors 20000 --centers 4000 --requests 100 --db pglite
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedCatalogue } from '../apps/server/src/db/seed/catalogue.ts';
import { createStorage } from '../apps/server/src/providers/storage/index.ts';
import { type CaseContext, caseHeaders, describeFound, readContext, selectCases } from './cases.ts';
import { figuresHeader, openTarget, timeRequests } from './helpers.ts';
import { pickAccounts } from './seeded.ts';

const { values } = parseArgs({
  options: {
    tutors: { type: 'string', default: '100000' },
    centers: { type: 'string', default: '20000' },
    requests: { type: 'string', default: '200' },
    db: { type: 'string' },
    /** Only the cases whose name contains this text (e.g. `near`). */
    only: { type: 'string' },
    /** Measure the catalogue already in this PostgreSQL database (e.g. one `npm run db:seed` filled with 1M tutors). */
    existing: { type: 'string' },
  },
});
const tutors = Number(values.tutors);
const centers = Number(values.centers);
const requests = Number(values.requests);
const targets = values.db
  ? (values.db.split(',') as ('pglite' | 'postgres')[])
  : process.env.DATABASE_URL
    ? (['pglite', 'postgres'] as const)
    : (['pglite'] as const);

async function measure(app: FastifyInstance, ctx: CaseContext) {
  console.log(figuresHeader('case', 40, requests));
  for (const c of selectCases(values.only)) {
    const headers = caseHeaders(c, ctx);
    if (c.as && !headers.authorization) {
      console.log(`${c.name.padEnd(40)}  no ${c.as} account in this catalogue`);
      continue;
    }
    const { figures, body } = await timeRequests(app, c.url(ctx), requests, 10, headers);
    console.log(`${c.name.padEnd(40)}${figures}   ${describeFound(JSON.parse(body))}`);
  }
}

for (const kind of values.existing ? (['existing'] as const) : targets) {
  const dir = mkdtempSync(path.join(tmpdir(), 'th-bench-'));
  const { database, drop } =
    kind === 'existing'
      ? { database: await createDatabase({ url: values.existing }), drop: async () => {} }
      : await openTarget(kind, dir, 'bench');
  try {
    // An existing catalogue is measured as it is (migrated when it was seeded).
    if (kind !== 'existing') await migrate(database);
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dir,
      SEED_DEMO: 'false',
    });
    if (kind === 'existing') {
      console.log(`\n== the catalogue in ${new URL(values.existing!).pathname.slice(1)}`);
    } else {
      console.log(`\n== ${kind}: seeding ${tutors} tutors and ${centers} tuition centers…`);
      const storage = await createStorage(config, { error: () => {} });
      const seeded = await seedCatalogue(database.db, { tutors, centers, storage, log: { info: () => {} } });
      await storage.close();
      console.log(`seeded in ${((seeded?.ms ?? 0) / 1000).toFixed(1)} s (${seeded?.reviews} reviews)`);
    }
    const app = await buildApp(config, { database, skipMigrations: true });
    await app.ready();
    const client = {
      get: async (url: string) => (await app.inject(url)).json(),
      post: async (url: string, payload: object) =>
        (await app.inject({ method: 'POST', url, payload })).json(),
    };
    await measure(app, await readContext(client, await pickAccounts(database)));
    await app.close();
  } finally {
    await database.close();
    await drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
