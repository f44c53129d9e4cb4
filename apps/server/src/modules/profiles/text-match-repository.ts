import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Db, type DbOrTx, queryRows } from '../../db/client.ts';

/**
 * pg_trgm's default word-similarity threshold (0.6) misses everyday one-letter typos of short words
 * ('physcs' 0.57, 'chemstry' 0.58, 'biolgy' 0.57 against the subject alone) and lets 'mathmatics'
 * through by a hair (0.62). At 0.5 they all match, while unrelated names ('rahul'/'ramesh' 0.33) do not.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/**
 * How many matches a search ranks. A common word matches a large share of a big catalogue (every
 * Mathematics tutor), and scoring all of them costs a rank or trigram computation each; ranking a
 * bounded set keeps a search fast at any size. Below these counts the order is exact. Typo matches
 * cost most (word similarity is computed per row) and are all near-equal, so fewer are ranked.
 */
export const RANKED_WORD_MATCHES = 1000;
export const RANKED_TYPO_MATCHES = 200;

const tsquery = (q: string): SQL => sql`websearch_to_tsquery('english', ${q})`;

/**
 * Both profile tables carry `search` (tsvector) and `search_text` (lower-cased trigram target); the
 * queries here read them from the table aliased `p`.
 *
 * Free-text match used by the listings' `q`: full text (stemmed words, any order) OR trigram word
 * similarity (typos). Both sides are GIN-indexed, so PostgreSQL can BitmapOr them.
 * `<%` reads the threshold set by `withTypoTolerance`.
 */
export function textMatches(q: string): SQL {
  return sql`(p.search @@ ${tsquery(q)} or ${q.toLowerCase()} <% p.search_text)`;
}

/**
 * Ids of the best matches, best first: full-text hits ranked by ts_rank (name and subjects weigh
 * more than the bio), then — only when those are fewer than `limit` — trigram-only hits (typos)
 * ranked by word similarity. Every full-text hit ranks above every typo-only hit. Runs inside
 * withTypoTolerance.
 */
export async function findRankedMatchIds(
  db: DbOrTx,
  table: PgTable,
  q: string,
  limit: number,
  /** Further conditions on `p` (place, class, board…). */
  filter: SQL = sql`true`,
): Promise<string[]> {
  const words = await queryRows<{ id: string }>(
    db,
    sql`select c.user_id as id from (
          select p.user_id, p.search from ${table} p
          where p.search @@ ${tsquery(q)} and ${filter} limit ${RANKED_WORD_MATCHES}) c
        order by ts_rank(c.search, ${tsquery(q)}) desc, c.user_id asc limit ${limit}`,
  );
  if (words.length >= limit) return words.map((r) => r.id);
  const lower = q.toLowerCase();
  const typos = await queryRows<{ id: string }>(
    db,
    sql`select c.user_id as id from (
          select p.user_id, p.search_text from ${table} p
          where ${lower} <% p.search_text and not (p.search @@ ${tsquery(q)}) and ${filter}
          limit ${RANKED_TYPO_MATCHES}) c
        order by word_similarity(${lower}, c.search_text) desc, c.user_id asc limit ${limit - words.length}`,
  );
  return [...words, ...typos].map((r) => r.id);
}

/**
 * Runs the text queries of one request in a transaction with our trigram threshold. It also keeps
 * the planner off sequential scans there: it prices the trigram test like a cheap operator, so for
 * a common word it may scan every profile and test each one for typos (up to a second per query at
 * 100,000 tutors) instead of asking the GIN indexes for the candidates. And no JIT: compiling such
 * a plan costs PostgreSQL more (hundreds of ms) than running it. All three are local to this
 * transaction (set_config(…, true)), set in one round trip.
 */
export function withTypoTolerance<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select
      set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true),
      set_config('enable_seqscan', 'off', true),
      set_config('jit', 'off', true)`);
    return fn(tx as unknown as Db);
  });
}
