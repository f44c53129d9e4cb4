import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll } from 'vitest';
import { type AppDeps, buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { createDatabase, type Database } from '../../src/db/client.ts';
import { withDatabase } from '../setup/global-setup.ts';

let counter = 0;

/** A migrated database of its own for the calling test file (PGlite snapshot, or a PostgreSQL clone). */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `th_t_${process.ppid}_${process.pid}_${Date.now()}_${counter++}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${process.env.TH_PG_TEMPLATE}`);
    await admin.end();
    const database = await createDatabase({ url: withDatabase(url, name), maxConnections: 5 });
    const close = database.close;
    database.close = async () => {
      await close();
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    };
    return database;
  }
  const snapshot = readFileSync(process.env.TH_PGLITE_SNAPSHOT!);
  return createDatabase({ loadDataDir: new Blob([snapshot]) });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
}

/**
 * Builds the real app on a fresh migrated database for one test file and closes both after it.
 * `env` overrides configuration variables (e.g. limits).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'logStream'> = {},
): Promise<FastifyInstance> {
  const database = await createTestDatabase();
  const app = await buildApp(
    testConfig({ DATA_DIR: `${process.env.TMPDIR ?? '/tmp'}/th-test-${process.pid}`, ...env }),
    { ...deps, database, skipMigrations: true },
  );
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return app;
}

let instances = 0;

/**
 * Several instances of the app on one database, like servers behind a load balancer: each gets its
 * own DATA_DIR (nothing on local disk is shared) plus `env[i]`; all are closed after the file.
 */
export async function createTestInstances(envs: Record<string, string>[]): Promise<FastifyInstance[]> {
  const database = await createTestDatabase();
  const apps: FastifyInstance[] = [];
  for (const env of envs) {
    const dataDir = `${process.env.TMPDIR ?? '/tmp'}/th-test-${process.pid}-instance-${instances++}`;
    const app = await buildApp(testConfig({ DATA_DIR: dataDir, ...env }), { database, skipMigrations: true });
    await app.ready();
    apps.push(app);
  }
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });
  return apps;
}
