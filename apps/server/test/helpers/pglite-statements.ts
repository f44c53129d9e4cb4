import { sql } from 'drizzle-orm';
import { createDatabase, queryRows } from '../../src/db/client.ts';

/**
 * An empty in-memory PGlite database opened as the server opens one, and statements to queue on it
 * (the event-loop suite, pglite-turns.test.ts): a busy one (counts 20,000 rows), one that fails,
 * and a transaction.
 */
export async function openPgliteStatements() {
  const database = await createDatabase({});
  return {
    busy: () =>
      queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from generate_series(1, 20000)`),
    broken: () => queryRows(database.db, sql`select * from no_such_table`),
    inTransaction: () =>
      database.db.transaction(async (tx) => queryRows<{ n: number }>(tx, sql`select 2 as n`)),
    close: () => database.close(),
  };
}
