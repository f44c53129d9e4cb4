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
import { seedRequirements, TUTORS_PER_REQUIREMENT } from '../apps/server/src/db/seed/requirements.ts';
import { createStorage } from '../apps/server/src/providers/storage/index.ts';
import type { BenchAccount } from './cases.ts';

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
  /** The e-mails of the accounts some cases are sent as (pickAccounts). */
  accounts: Partial<Record<BenchAccount, string>>;
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
      // A catalogue seeded before the seed wrote learning requirements gets them now.
      if (have.requirements === 0) {
        const added = await seedRequirements(database.db, Math.round(tutors / TUTORS_PER_REQUIREMENT));
        log(`${target.name}: added ${added} learning requirements`);
      }
      return { engine, size, ...want, dataDir, ...target.url, accounts: await pickAccounts(database) };
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
    return {
      engine,
      size,
      ...want,
      dataDir,
      ...target.url,
      seededSeconds: seconds,
      accounts: await pickAccounts(database),
    };
  } finally {
    await database.close();
  }
}

/**
 * The accounts the requirement cases are sent as (e-mails), picked from the catalogue: a tutor of
 * Mathematics in Pune who teaches class IX-X at home and online (many leads, the common case), a
 * Mumbai center that offers it, and the student with the most requirements. An account the
 * catalogue lacks is left out (its cases then report that).
 */
export async function pickAccounts(database: Database): Promise<Partial<Record<BenchAccount, string>>> {
  const first = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ email: string }>(database.db, query))[0]?.email;
  const picked = {
    tutor: await first(sql`select u.email from tutor_profiles p join users u on u.id = p.user_id
      where p.review_status = 'approved' and p.city = 'Pune' and 'Online' = any(p.modes) and 'Home' = any(p.modes)
        and 'IX-X' = any(p.class_levels)
        and exists (select 1 from tutor_subjects s where s.tutor_id = p.user_id and s.subject = 'Mathematics')
      order by p.user_id limit 1`),
    center: await first(sql`select u.email from center_profiles p join users u on u.id = p.user_id
      where p.review_status = 'approved' and p.city = 'Mumbai' and 'IX-X' = any(p.class_levels)
        and exists (select 1 from center_courses s where s.center_id = p.user_id and s.course = 'Mathematics')
      order by p.user_id limit 1`),
    student: await first(sql`select u.email from requirements r join users u on u.id = r.student_id
      group by u.email order by count(*) desc, u.email limit 1`),
  };
  return Object.fromEntries(Object.entries(picked).filter(([, email]) => email)) as Partial<
    Record<BenchAccount, string>
  >;
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

async function countCatalogue(
  database: Database,
): Promise<{ tutors: number; centers: number; requirements: number }> {
  const [row] = await queryRows<{ tutors: number; centers: number; requirements: number }>(
    database.db,
    sql`select (select count(*) from tutor_profiles)::int as tutors, (select count(*) from center_profiles)::int as centers,
      (select count(*) from requirements)::int as requirements`,
  );
  return row ?? { tutors: 0, centers: 0, requirements: 0 };
}

/** The project's bulk seed, with its progress at most every 10 s. Answers the seconds it took. */
async function seed(
  database: Database,
  dataDir: string,
  want: { tutors: number; centers: number },
  log: Log,
): Promise<number> {
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, SEED_DEMO: 'false' });
  const storage = await createStorage(config, {
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
