import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * pg_trgm's default word-similarity threshold (0.6) misses everyday one-letter typos of short words
 * ('physcs' 0.57, 'chemstry' 0.58, 'biolgy' 0.57 against the subject alone) and lets 'mathmatics'
 * through by a hair (0.62). At 0.5 they all match, while unrelated names ('rahul'/'ramesh' 0.33) do not.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/** The profile tables both carry `search` (tsvector) and `search_text` (lower-cased trigram target). */
export type ProfileAlias = 'tp' | 'cp';

const col = (alias: ProfileAlias, name: 'search' | 'search_text'): SQL =>
  sql`${sql.identifier(alias)}.${sql.identifier(name)}`;
const tsquery = (q: string): SQL => sql`websearch_to_tsquery('english', ${q})`;

/**
 * Free-text match used by search and the listings' `q`: full text (stemmed words, any order) OR
 * trigram word similarity (typos). Both sides are GIN-indexed, so PostgreSQL can BitmapOr them.
 * `<%` reads the threshold set by `withTypoTolerance`.
 */
export function textMatches(alias: ProfileAlias, q: string): SQL {
  return sql`(${col(alias, 'search')} @@ ${tsquery(q)} or ${q.toLowerCase()} <% ${col(alias, 'search_text')})`;
}

/**
 * Relevance: full-text hits score 2 + ts_rank (always above any trigram-only hit, whose word
 * similarity is at most 1), so the exact-word matches come first and typo matches after them.
 */
export function textRank(alias: ProfileAlias, q: string): SQL {
  return sql`(case when ${col(alias, 'search')} @@ ${tsquery(q)}
    then 2 + ts_rank(${col(alias, 'search')}, ${tsquery(q)})
    else word_similarity(${q.toLowerCase()}, ${col(alias, 'search_text')}) end)`;
}

/** Runs `fn` in a transaction whose trigram threshold is ours (SET LOCAL: no other query sees it). */
export function withTypoTolerance<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`));
    return fn(tx as unknown as Db);
  });
}
