import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, queryRows } from '../src/db/client.ts';
import { migrate, migrationsFolder } from '../src/db/migrate.ts';

/**
 * PGlite has no autovacuum: a start that applies migrations to an existing database vacuums and
 * analyzes it (a migration that fills a new column rewrites every row; 0023 does). A start with
 * nothing to apply leaves it alone.
 */
describe('migrating an existing PGlite database', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'th-migrations-'));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }));
  // A database of the release before the last migration.
  const database = await createDatabase({});
  await migratePglite(database.db as never, { migrationsFolder: dir });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const vacuums = async () =>
    (
      await queryRows<{ n: number }>(
        database.db,
        sql`select vacuum_count::int as n from pg_stat_user_tables where relname = 'tutor_subjects'`,
      )
    )[0]?.n;

  it('vacuums once the new migration is applied, and not on a start with nothing to apply', async () => {
    expect(await vacuums()).toBe(0);
    await migrate(database);
    const [applied] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied?.n).toBe(journal.entries.length);
    expect(await vacuums()).toBe(1);
    await migrate(database);
    expect(await vacuums()).toBe(1);
  });
});
