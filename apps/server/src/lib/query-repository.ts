import { desc, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, PgDialect, type PgSelect } from 'drizzle-orm/pg-core';
import { type DbOrTx, queryRows } from '../db/client.ts';
import { pageOffset } from './paging.ts';

/** `(a, b, c)` for `in` lists of ids or names. */
export const sqlList = (values: string[], cast?: 'uuid'): SQL =>
  sql`(${sql.join(
    values.map((v) => (cast ? sql`${v}::uuid` : sql`${v}`)),
    sql`, `,
  )})`;

export type Scalar = string | number | boolean | Date | null | undefined;

/** A PostgreSQL array literal ('{"a","b",NULL}') of the values, every element quoted and escaped. */
export function arrayLiteral(values: readonly Scalar[]): string {
  const items = values.map((v) => {
    if (v === null || v === undefined) return 'NULL';
    const text = v instanceof Date ? v.toISOString() : String(v);
    return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  });
  return `{${items.join(',')}}`;
}

/**
 * Values as one array parameter (`$1::uuid[]`): the statement's text does not depend on how many
 * there are, so it can be prepared (db/client.ts `prepared`), and a list of points is sent whole.
 */
export const sqlArray = (values: readonly Scalar[], type: 'text' | 'uuid' | 'int' | 'float8'): SQL =>
  sql`${arrayLiteral(values)}::${sql.raw(type)}[]`;

/**
 * One page of a list, newest first, and how many rows match in all. `query` is the list's select
 * with its joins and filter (`.$dynamic()`): it is counted as it stands, then ordered by the
 * table's `createdAt` and `id` (so rows created at once keep one order) and cut to the page.
 */
export async function findPage<Q extends PgSelect>(
  db: DbOrTx,
  query: Q,
  table: { createdAt: PgColumn; id: PgColumn },
  input: { page: number; limit: number },
): Promise<{ rows: Awaited<Q>; total: number }> {
  const counted = db.$count(query.as('matches'));
  const [rows, total] = await Promise.all([
    query.orderBy(desc(table.createdAt), desc(table.id)).limit(input.limit).offset(pageOffset(input)),
    counted,
  ]);
  return { rows: rows as Awaited<Q>, total };
}

const dialect = new PgDialect();

/** A statement's text and values as one string: the key an answer read by it is kept under (readUntilWrite). */
export function sqlKey(query: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return `${text} ${JSON.stringify(params)}`;
}

/** A node of an EXPLAIN (FORMAT JSON) plan: `Node Type`, `Plan Rows`, `Relation Name`, its `Plans`… */
export type PlanNode = Record<string, unknown>;

/**
 * The plan PostgreSQL makes for `query` (its root node), without running it; with `analyze`, run,
 * with what each node did. The JSON arrives parsed from node-postgres and PGlite, as text elsewhere.
 */
export async function explainPlan(
  db: DbOrTx,
  query: SQL,
  opts: { analyze?: boolean } = {},
): Promise<PlanNode> {
  const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
    db,
    opts.analyze ? sql`explain (analyze, format json) ${query}` : sql`explain (format json) ${query}`,
  );
  const plan = row?.['QUERY PLAN'];
  return (typeof plan === 'string' ? (JSON.parse(plan) as [{ Plan: PlanNode }]) : plan!)[0].Plan;
}
