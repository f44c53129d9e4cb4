import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { ensurePlaceDirectory } from '../modules/places/directory.ts';
import type { Database } from './client.ts';

/** Where drizzle-kit writes the SQL migrations (apps/server/drizzle); works from src/ and from the bundled dist/. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/db → ../../drizzle; dist → ../drizzle
  return here.endsWith(`${path.sep}db`)
    ? path.resolve(here, '../../drizzle')
    : path.resolve(here, '../drizzle');
}

/** Applies the SQL migrations, then loads the offline place directory when it is still empty. */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  // Both drivers take the same drizzle instance shape; the casts pick the right migrator for each.
  if (database.kind === 'pglite') await migratePglite(database.db as never, config);
  else await migrateNodePg(database.db as never, config);
  await ensurePlaceDirectory(database.db);
}
