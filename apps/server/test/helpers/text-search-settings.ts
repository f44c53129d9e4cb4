import { sql } from 'drizzle-orm';
import { type Database, queryRows, withSettings } from '../../src/db/client.ts';
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
 * with after it (text-search-settings.test.ts), read on the database the app would be given.
 */
export async function settingsSeen(database: Database) {
  const inside = await withTextSearch(database.db, async (tx) => (await queryRows<Seen>(tx, current))[0]);
  const [after] = await queryRows<Seen>(database.db, current);
  return { inside, after };
}

/** The handle with `settings` (undefined on PGlite), twice, and whether a hostile value is refused. */
export function settledHandles(database: Database) {
  const settings = { enable_seqscan: 'off' };
  return {
    first: withSettings(database.db, settings),
    second: withSettings(database.db, { ...settings }),
    hostile: () => withSettings(database.db, { enable_seqscan: 'off -c log_statement=all' }),
  };
}
