import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createDatabase } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';

/**
 * Migrates once, then every test file starts from that snapshot: on PGlite a dump loaded per file,
 * on PostgreSQL (DATABASE_URL set) a template database cloned per file.
 */
export default async function setup() {
  const dir = path.resolve(import.meta.dirname, '../../../../node_modules/.cache/tuitionhub');
  mkdirSync(dir, { recursive: true });
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `th_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const templateUrl = withDatabase(url, template);
    const database = await createDatabase({ url: templateUrl, maxConnections: 2 });
    await migrate(database);
    await database.close();
    process.env.TH_PG_TEMPLATE = template;
    return async () => {
      // drop databases the files left behind (they drop their own; this catches crashes)
      const left = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'th_t_${process.pid}_%' or datname = $1`,
        [template],
      );
      for (const { datname } of left.rows)
        await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }
  // The same migrate() as `npm start`: the snapshot holds the place directory too.
  const database = await createDatabase({});
  await migrate(database);
  const { pglite } = database as unknown as { pglite: PGlite };
  // Loading the directory wrote ~80 MB of WAL; drop what the checkpoint no longer needs so every
  // test file loads a smaller snapshot.
  await pglite.exec('set wal_recycle = off; checkpoint;');
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(dir, `pglite-migrated-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env.TH_PGLITE_SNAPSHOT = file;
  return undefined;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
