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
import { figuresHeader, openTarget, timeRequests } from './helpers.ts';

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

/** What visitors do most: browse, filter, sort, page deep, type into the search box (with a typo). */
const cases: { name: string; url: (ids: string[]) => string }[] = [
  { name: 'all-tutors (no filter)', url: () => '/api/tutors/all-tutors' },
  { name: 'all-tutors subject=Physics', url: () => '/api/tutors/all-tutors?subject=Physics' },
  {
    name: 'all-tutors maxFee+minRating+sort=fees',
    url: () => '/api/tutors/all-tutors?maxFee=1000&minRating=4&sort=fees',
  },
  { name: 'all-tutors sort=name page 50', url: () => '/api/tutors/all-tutors?sort=name&page=50' },
  { name: 'all-tutors sort=ratings', url: () => '/api/tutors/all-tutors?sort=ratings' },
  {
    name: 'all-tutors availability+subject',
    url: () => '/api/tutors/all-tutors?availability=Evening&subject=english',
  },
  { name: 'all-tutors q=mathematics', url: () => '/api/tutors/all-tutors?q=mathematics' },
  { name: 'all-tutors q=guitar sort=fees', url: () => '/api/tutors/all-tutors?q=guitar&sort=fees' },
  { name: 'all-tutors q=physcs (typo, 15% match)', url: () => '/api/tutors/all-tutors?q=physcs' },
  { name: 'all-tutors page=500', url: () => '/api/tutors/all-tutors?page=500' },
  { name: 'latest-tutors', url: () => '/api/tutors/latest-tutors' },
  { name: 'get-tutor/:id', url: (ids) => `/api/tutors/get-tutor/${ids[0]}` },
  { name: 'tutors/search?name=priya sharma', url: () => '/api/tutors/search?name=priya%20sharma' },
  { name: 'search?q=mathmatics', url: () => '/api/search?q=mathmatics' },
  { name: 'search?q=physics chemistry', url: () => '/api/search?q=physics%20chemistry' },
  // Near me (issue 11): a parent's pincode, the home-tuition rule, a city, parents' words.
  { name: 'near=411038 sort=distance', url: () => '/api/tutors/all-tutors?near=411038&sort=distance' },
  {
    name: 'near=411038 mode=Home sort=distance',
    url: () => '/api/tutors/all-tutors?near=411038&mode=Home&sort=distance',
  },
  {
    name: 'near=110017 radius 5 subject=Mathematics',
    url: () => '/api/tutors/all-tutors?near=110017&radiusKm=5&subject=Mathematics&sort=distance',
  },
  {
    name: 'near=560034 classLevel=IX-X board=CBSE',
    url: () => '/api/tutors/all-tutors?near=560034&classLevel=IX-X&board=CBSE',
  },
  { name: 'city=Pune mode=Online', url: () => '/api/tutors/all-tutors?city=Pune&mode=Online' },
  { name: 'search?q=maths tutor in pune', url: () => '/api/search?q=maths%20tutor%20in%20pune' },
  { name: 'search?q=cbse chemistry kothrud', url: () => '/api/search?q=cbse%20chemistry%20kothrud' },
  {
    name: 'tuition-centers/all near=400053',
    url: () => '/api/tuition-centers/all?near=400053&sort=distance',
  },
  { name: 'tuition-centers/all course=NEET', url: () => '/api/tuition-centers/all?course=NEET' },
  { name: 'tuition-centers/all q=chenai', url: () => '/api/tuition-centers/all?q=chenai' },
];

async function measure(app: FastifyInstance, ids: string[]) {
  console.log(figuresHeader('case', 40, requests));
  for (const c of cases.filter((x) => !values.only || x.name.includes(values.only))) {
    const { figures, body } = await timeRequests(app, c.url(ids), requests, 10);
    const parsed = JSON.parse(body) as { total?: number; tutors?: unknown[] } | unknown[];
    const found = Array.isArray(parsed)
      ? `${parsed.length} rows`
      : parsed.total !== undefined
        ? `total ${parsed.total}`
        : '';
    console.log(`${c.name.padEnd(40)}${figures}   ${found}`);
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
      const storage = createStorage(config, { error: () => {} });
      const seeded = await seedCatalogue(database.db, { tutors, centers, storage, log: { info: () => {} } });
      await storage.close();
      console.log(`seeded in ${((seeded?.ms ?? 0) / 1000).toFixed(1)} s (${seeded?.reviews} reviews)`);
    }
    const app = await buildApp(config, { database, skipMigrations: true });
    await app.ready();
    const latest = (await app.inject('/api/tutors/latest-tutors')).json() as {
      latestTutors: { _id: string }[];
    };
    await measure(
      app,
      latest.latestTutors.map((t) => t._id),
    );
    await app.close();
  } finally {
    await database.close();
    await drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
