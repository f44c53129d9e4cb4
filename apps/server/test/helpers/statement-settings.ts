import { sql } from 'drizzle-orm';
import { type Database, prepared, queryRows, withSettings } from '../../src/db/client.ts';
import { withTextSearch } from '../../src/modules/profiles/text-match-repository.ts';

interface Seen {
  threshold: string;
  seqscan: string;
  jit: string;
}
const current = sql`select current_setting('pg_trgm.word_similarity_threshold', true) as threshold,
  current_setting('enable_seqscan') as seqscan, current_setting('jit') as jit`;

/**
 * What a text search's statements run with, and what a plain statement on the same database runs
 * with after it (statement-settings.test.ts), read on the database the app would be given.
 */
export async function settingsSeen(database: Database) {
  const inside = await withTextSearch(database.db, async (tx) => (await queryRows<Seen>(tx, current))[0]);
  const [after] = await queryRows<Seen>(database.db, current);
  return { inside, after };
}

/** The handle with `settings` (undefined on PGlite), twice, and whether a hostile value is refused. */
export function handlesWithSettings(database: Database) {
  const settings = { enable_seqscan: 'off' };
  return {
    first: withSettings(database.db, settings),
    second: withSettings(database.db, { ...settings }),
    hostile: () => withSettings(database.db, { enable_seqscan: 'off -c log_statement=all' }),
  };
}

/**
 * A statement marked `prepared`, run twice with other values in one transaction (one connection),
 * and how many marked statements that connection then holds prepared (PostgreSQL; PGlite has none).
 */
export async function preparedTwice(database: Database) {
  return database.db.transaction(async (tx) => {
    const doubled = (n: number) => queryRows<{ n: number }>(tx, prepared(sql`select ${n}::int * 2 as n`));
    const answers = [(await doubled(2))[0]?.n, (await doubled(21))[0]?.n];
    if (database.kind === 'pglite') return { answers, held: 0 };
    const [held] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from pg_prepared_statements where statement like '/* prepared */%'`,
    );
    return { answers, held: held?.n };
  });
}
