import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { pgliteBeforeLastMigration } from './helpers/migrations.ts';

/**
 * PGlite has no autovacuum: a start that applies migrations to an existing database vacuums and
 * analyzes it (a migration that fills a new column rewrites every row; 0023 does). A start with
 * nothing to apply leaves it alone.
 */
describe('migrating an existing PGlite database', async () => {
  const before = await pgliteBeforeLastMigration();
  afterAll(before.close);

  it('vacuums once the new migration is applied, and not on a start with nothing to apply', async () => {
    expect(await before.vacuums()).toBe(0);
    await migrate(before.database);
    expect(await before.applied()).toBe(before.migrations);
    expect(await before.vacuums()).toBe(1);
    await migrate(before.database);
    expect(await before.vacuums()).toBe(1);
    // The whole database vacuumed on PGlite: 10–30 s on a two-core machine with other work on it.
  }, 120_000);
});
