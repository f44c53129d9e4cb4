// The catalogues `npm run bench` measures: one per engine and size, seeded once through the
// project's bulk seed and kept (a PostgreSQL database `th_bench_<tutors>`, a PGlite data directory
// under the cache folder), so a rerun only migrates and measures.
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDatabase, type Database, queryRows } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedCatalogue } from '../apps/server/src/db/seed/catalogue.ts';
import { createStorage } from '../apps/server/src/providers/storage/index.ts';

export type Engine = 'postgres' | 'pglite';
export const engines: readonly Engine[] = ['postgres', 'pglite'];

/** The sizes the bench knows, by their label on the command line and in the table. */
export const sizes = { '10k': 10_000, '100k': 100_000, '1m': 1_000_000 } as const;
export type SizeLabel = keyof typeof sizes;
/** PGlite runs in the server's own process: a million tutors is not its use (issue 16 stops at 100k). */
export const engineSizes: Record<Engine, readonly SizeLabel[]> = {
  postgres: ['10k', '100k', '1m'],
  pglite: ['10k', '100k'],
};
/** Centers are a fifth of the tutors, as in issue 16's measurements. */
export const centersFor = (tutors: number): number => Math.round(tutors / 5);

/** Where seeded PGlite catalogues (and every catalogue's seed pictures) are kept between runs. */
/** Where catalogues and server logs are kept (made on first use: a PostgreSQL-only run writes its logs here too). */
export function cacheDir(): string {
  const dir = process.env.BENCH_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'tuitionhub-bench');
  mkdirSync(dir, { recursive: true });
  return dir;
}

export interface Catalogue {
  engine: Engine;
  size: SizeLabel;
  tutors: number;
  centers: number;
  /** The server's DATA_DIR: uploads (seed pictures) and, for PGlite, the database in `db/`. */
  dataDir: string;
  /** postgres:// URL of the catalogue; absent for PGlite. */
  databaseUrl?: string;
  /** Seconds the seed took; absent when a seeded catalogue was reused. */
  seededSeconds?: number;
}

type Log = (line: string) => void;

/** The catalogue of this engine and size, seeded now unless a matching one is kept from before. */
export async function prepareCatalogue(engine: Engine, size: SizeLabel, log: Log): Promise<Catalogue> {
  const tutors = sizes[size];
  const want = { tutors, centers: centersFor(tutors) };
  const dataDir = path.join(cacheDir(), `${engine}-${tutors}`);
  const target = engine === 'postgres' ? await postgresTarget(`th_bench_${tutors}`) : pgliteTarget(dataDir);
  let database = await target.open();
  try {
    // Always: migrations are idempotent, and ones that landed since the seed must apply.
    await migrate(database);
    const have = await countCatalogue(database);
    if (have.tutors === want.tutors && have.centers === want.centers) {
      log(`${target.name}: reusing ${have.tutors} tutors + ${have.centers} centers (migrated)`);
      return { engine, size, ...want, dataDir, ...target.url };
    }
    if (have.tutors > 0 || have.centers > 0) {
      log(
        `${target.name}: has ${have.tutors} tutors + ${have.centers} centers, not ${want.tutors} + ${want.centers}: recreating`,
      );
      await database.close();
      await target.wipe();
      database = await target.open();
      await migrate(database);
    }
    log(`${target.name}: seeding ${want.tutors} tutors + ${want.centers} centers…`);
    const seconds = await seed(database, dataDir, want, log);
    await database.db.execute(sql`vacuum analyze`);
    log(`${target.name}: seeded in ${seconds.toFixed(1)} s, vacuum analyze done`);
    return { engine, size, ...want, dataDir, ...target.url, seededSeconds: seconds };
  } finally {
    await database.close();
  }
}

interface Target {
  name: string;
  url: { databaseUrl?: string };
  open(): Promise<Database>;
  /** Removes the catalogue entirely (an empty database or directory is left to open again). */
  wipe(): Promise<void>;
}

function pgliteTarget(dataDir: string): Target {
  // The server's config puts its PGlite database in DATA_DIR/db; seed exactly there.
  const dbDir = loadConfig({ DATA_DIR: dataDir }).dbDir;
  return {
    name: `pglite ${dbDir}`,
    url: {},
    open: () => createDatabase({ dataDir: dbDir }),
    wipe: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * The `name` database on the server of DATABASE_URL, created when missing. The database that URL
 * names is only used to create, check or drop `th_bench_*` ones.
 */
async function postgresTarget(name: string): Promise<Target> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl)
    throw new Error(
      'the postgres engine needs DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await client.query<{ n: number }>(statement, statement.includes('$1') ? [name] : []);
    } finally {
      await client.end();
    }
  };
  const exists = (await admin('select 1 as n from pg_database where datname = $1')).rowCount;
  if (!exists) await admin(`create database ${name}`);
  return {
    name: `postgres ${name}`,
    url: { databaseUrl: url.toString() },
    open: () => createDatabase({ url: url.toString() }),
    wipe: async () => {
      await admin(`drop database if exists ${name} with (force)`);
      await admin(`create database ${name}`);
    },
  };
}

async function countCatalogue(database: Database): Promise<{ tutors: number; centers: number }> {
  const [row] = await queryRows<{ tutors: number; centers: number }>(
    database.db,
    sql`select (select count(*) from tutor_profiles)::int as tutors, (select count(*) from center_profiles)::int as centers`,
  );
  return row ?? { tutors: 0, centers: 0 };
}

/** The project's bulk seed, with its progress at most every 10 s. Answers the seconds it took. */
async function seed(
  database: Database,
  dataDir: string,
  want: { tutors: number; centers: number },
  log: Log,
): Promise<number> {
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, SEED_DEMO: 'false' });
  const storage = createStorage(config, {
    error: (obj, msg) => log(`storage: ${msg} ${JSON.stringify(obj)}`),
  });
  const started = performance.now();
  let said = started;
  const progress = {
    info: (obj: object, msg: string) => {
      if (performance.now() - said < 10_000) return;
      said = performance.now();
      log(`  ${((said - started) / 1000).toFixed(0)} s: ${msg} ${JSON.stringify(obj)}`);
    },
  };
  try {
    const seeded = await seedCatalogue(database.db, { ...want, storage, log: progress });
    if (!seeded) throw new Error('the seed found tutors already there');
    return seeded.ms / 1000;
  } finally {
    await storage.close();
  }
}
