import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Db, type DbOrTx, prepared, queryRows, setLocally, withSettings } from '../../db/client.ts';
import { sqlArray } from '../../lib/query-repository.ts';
import { readsAs, readUntilWrite } from '../../lib/read-once.ts';

/**
 * How alike a typed word and a dictionary word must be (pg_trgm `similarity`, whole words) for the
 * typed word to be read as a typo of it. Everyday one-letter typos clear it ('physcs' 0.5, 'biolgy'
 * 0.5, 'chemstry' 0.58, 'chenai' 0.67, 'mathmatics' 0.75) while unrelated words ('rahul'/'ramesh'
 * 0.2) do not.
 */
export const TYPO_SIMILARITY = 0.45;

/**
 * How many matches a search ranks. A common word matches a large share of a big catalogue (every
 * Mathematics tutor), and scoring all of them costs a rank computation each; ranking a bounded set
 * keeps a search fast at any size. Below this count the order is exact.
 */
export const RANKED_WORD_MATCHES = 1000;

const tsquery = (q: string): SQL => sql`websearch_to_tsquery('english', ${q})`;
/** A word typo correction looks at: letters only, long enough for trigrams to tell words apart. */
const correctable = (word: string) => /^\p{L}{3,40}$/u.test(word);

/**
 * Each word as the catalogue spells it: a word found in the search dictionary (every word of every
 * profile's name, subjects/courses, place and bio; schema `search_words`) stays; any other word of
 * letters is replaced by the most similar dictionary word (trigram GIN over a few thousand words,
 * not over the profiles), or stays when none is similar enough. So a typo costs one small lookup,
 * and the profiles are then matched by full text alone.
 */
export async function correctWords(db: DbOrTx, words: string[]): Promise<string[]> {
  const asked = [...new Set(words.filter(correctable))];
  if (asked.length === 0) return words;
  // The dictionary changes when a profile is saved: the same words are corrected once until then.
  const fixed = await correctionsOf(db, JSON.stringify(asked), async () => {
    // One text however many words (an array): prepared, so its plan is made once per connection.
    const rows = await queryRows<{ typed: string; word: string | null }>(
      db,
      prepared(sql`select t.typed, coalesce(
            (select s.word from search_words s where s.word = t.typed),
            (select s.word from search_words s
               where t.typed <% s.word and similarity(s.word, t.typed) >= ${TYPO_SIMILARITY}
               order by similarity(s.word, t.typed) desc, length(s.word), s.word limit 1)) as word
          from unnest(${sqlArray(asked, 'text')}) as t(typed)`),
    );
    return new Map(rows.map((r) => [r.typed, r.word ?? r.typed]));
  });
  return words.map((w) => fixed.get(w) ?? w);
}

/** correctWords' answers, per set of words asked, until a write (readUntilWrite). */
const correctionsOf = readUntilWrite<ReadonlyMap<string, string>>(2_000);

/** A whole text with each of its words corrected (see correctWords); other characters stay as typed. */
export async function correctText(db: DbOrTx, q: string): Promise<string> {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const fixed = await correctWords(db, words);
  const map = new Map(words.map((w, i) => [w, fixed[i]!]));
  return q.toLowerCase().replace(/\p{L}+/gu, (w) => map.get(w) ?? w);
}

/**
 * Both profile tables carry `search` (tsvector, GIN-indexed); the queries here read it from the
 * table aliased `p` (or `row`). Free-text match used by the listings' `q`: full text (stemmed
 * words, any order), after correctWords has turned typos into the catalogue's words.
 */
export function textMatches(q: string, row = sql`p`): SQL {
  return sql`${row}.search @@ ${tsquery(q)}`;
}

/** The profile tables' full-text columns (see textMatches and mentionMatches). */
export type TextColumn = 'search' | 'mention_search';

/**
 * Whether ANALYZE's statistics of `column` hold every word of `q` among its most common elements
 * (a one-row query, `known`). For a word they do not hold, PostgreSQL's estimate of its matches is
 * a fixed guess (half the rarest held word's frequency: 1,117 at 1M tutors for any such word,
 * whether it matches none or two thousand), not a reading; such a word is rarer than the held ones.
 */
export const wordsInStatistics = (table: PgTable, column: TextColumn, q: string): SQL =>
  // One text whatever the words: prepared, so its plan over pg_stats' joins is kept (0.7 ms a request).
  prepared(sql`select coalesce(bool_and(w = any(s.most_common_elems::text::text[])), false) as known
      from unnest(tsvector_to_array(to_tsvector('english', ${q}))) w
      cross join pg_stats s
      where s.schemaname = current_schema() and s.tablename = ${getTableName(table)} and s.attname = ${column}`);

/**
 * A one-word query (letters only) is one lexeme or none: the matches of `search` are then exactly
 * those teaching a subject/course that holds the word plus those whose other text mentions it
 * (`mention_search`), two sets that do not overlap (decision 018).
 */
export const isOneWord = (q: string) => /^\p{L}+$/u.test(q);

/** Profiles whose name or own text holds the words, leaving out the words of their subjects/courses. */
export function mentionMatches(q: string, row = sql`p`): SQL {
  return sql`${row}.mention_search @@ ${tsquery(q)}`;
}

/** Whether the text `value` (a subject's name, say) holds the query's words. */
export function textHolds(value: SQL, q: string): SQL {
  return sql`to_tsvector('english', ${value}) @@ ${tsquery(q)}`;
}

/**
 * Ids of the best matches, best first: full-text hits ranked by ts_rank (name and subjects weigh
 * more than the bio), ties by id. At most RANKED_WORD_MATCHES hits are ranked.
 */
export async function findRankedMatchIds(
  db: DbOrTx,
  table: PgTable,
  q: string,
  limit: number,
  /** Further conditions on `p` (place, class, board…). */
  filter: SQL = sql`true`,
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select c.user_id as id from (
          select p.user_id, p.search from ${table} p
          where p.search @@ ${tsquery(q)} and ${filter} limit ${RANKED_WORD_MATCHES}) c
        order by ts_rank(c.search, ${tsquery(q)}) desc, c.user_id asc limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

/**
 * What the text queries of one request run with: the typo threshold (word similarity, the indexed
 * candidate test of correctWords; `%` itself misbehaves through PGlite's driver), the planner kept
 * off sequential scans (for a common word it may otherwise scan every profile to test each vector
 * instead of walking a sort index or asking the GIN index for the candidates), no JIT (compiling
 * such a plan costs PostgreSQL more, hundreds of ms, than running it), and no parallel workers: a
 * fenced page (a sort index walked, the word tested on each passing entry's row) was planned
 * across two workers that took 83 ms to start and answered 12 rows the leader alone finds in 7.
 */
const textSearchSettings = {
  'pg_trgm.word_similarity_threshold': String(TYPO_SIMILARITY),
  enable_seqscan: 'off',
  jit: 'off',
  max_parallel_workers_per_gather: '0',
} as const;

/**
 * Runs the text queries of one request with textSearchSettings. On PostgreSQL they go to
 * connections opened with those settings (withSettings: no transaction, so no `begin`, `set_config`
 * and `commit` round trips, and a listing's page and count run side by side). Elsewhere (PGlite)
 * they run in a transaction that sets them locally (set_config(…, true)) in one round trip. Place
 * reads kept for `db` serve them too (readsAs).
 */
export function withTextSearch<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  const settled = withSettings(db, textSearchSettings);
  if (settled) return fn(settled);
  return db.transaction(async (tx) => {
    readsAs(tx, db);
    await tx.execute(setLocally(textSearchSettings));
    return fn(tx as unknown as Db);
  });
}
