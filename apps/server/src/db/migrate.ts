import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { ensurePlaceDirectory } from '../modules/places/directory.ts';
import { type Database, queryRows } from './client.ts';

/** Where drizzle-kit writes the SQL migrations (apps/server/drizzle); works from src/ and from the bundled dist/. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/db → ../../drizzle; dist → ../drizzle
  return here.endsWith(`${path.sep}db`)
    ? path.resolve(here, '../../drizzle')
    : path.resolve(here, '../drizzle');
}

/** How many migrations the database has applied (0 before the first, when drizzle's table is not there yet). */
async function appliedMigrations(database: Database): Promise<number> {
  const [found] = await queryRows<{ exists: boolean }>(
    database.db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!found?.exists) return 0;
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return row?.n ?? 0;
}

/**
 * Applies the SQL migrations, then loads the offline place directory when it is still empty. On
 * PGlite, which has no autovacuum, a start that migrated existing data also vacuums and analyzes
 * it: a migration that fills a new column rewrites every row (0023: each offering row), and until
 * a vacuum the old versions stay in every scan and index-only scans read the table again.
 */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  // Both drivers take the same drizzle instance shape; the casts pick the right migrator for each.
  if (database.kind === 'pglite') {
    const before = await appliedMigrations(database);
    await migratePglite(database.db as never, config);
    if (before > 0 && (await appliedMigrations(database)) > before)
      await database.db.execute(sql`vacuum analyze`);
  } else await migrateNodePg(database.db as never, config);
  await ensurePlaceDirectory(database.db);
}
