import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { createDatabase, type Database, queryRows } from '../../src/db/client.ts';
import { migrationsFolder } from '../../src/db/migrate.ts';

/**
 * An in-memory PGlite database of the release before the last migration (every migration but the
 * last applied), with what a test of the next start reads of it.
 */
export async function pgliteBeforeLastMigration(): Promise<{
  database: Database;
  /** How many migrations the project has. */
  migrations: number;
  /** How many the database has applied. */
  applied: () => Promise<number | undefined>;
  /** How many times `tutor_subjects` was vacuumed. */
  vacuums: () => Promise<number | undefined>;
  close: () => Promise<void>;
}> {
  const dir = mkdtempSync(path.join(tmpdir(), 'th-migrations-'));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }));
  const database = await createDatabase({});
  await migratePglite(database.db as never, { migrationsFolder: dir });
  const count = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ n: number }>(database.db, query))[0]?.n;
  return {
    database,
    migrations: journal.entries.length,
    applied: () => count(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    vacuums: () =>
      count(sql`select vacuum_count::int as n from pg_stat_user_tables where relname = 'tutor_subjects'`),
    close: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
