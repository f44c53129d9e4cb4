import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { arrayLiteral, type Scalar } from '../../lib/query-repository.ts';
import type { DbOrTx } from '../client.ts';

/** Rows per statement: one array parameter per column, so only the text size grows with it. */
const ROWS_PER_STATEMENT = 5000;

type Value = Scalar | readonly string[];

/** Array columns (text[]) travel as the text of their literal, since unnest would flatten a 2-D array. */
const isArrayColumn = (column: PgColumn) => column.getSQLType().endsWith('[]');
const scalar = (v: Value): Scalar => (Array.isArray(v) ? arrayLiteral(v) : (v as Scalar));

/**
 * Inserts many rows with `insert … select * from unnest($1::type[], $2::type[], …)`: one parameter
 * per column instead of one per value, which is several times faster than a multi-row VALUES list
 * for large seeds. Rows are the table's own insert type; every row must set the same columns.
 */
export async function bulkInsert<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: T['$inferInsert'][],
  opts: { onConflictDoNothing?: boolean } = {},
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first).filter((k) => columns[k]);
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const batch = rows.slice(i, i + ROWS_PER_STATEMENT) as Record<string, Value>[];
    const names = keys.map((k) => sql.identifier(columns[k]!.name));
    const aliases = keys.map((_, i) => sql.identifier(`c${i}`));
    const arrays = keys.map((k) => {
      const type = isArrayColumn(columns[k]!) ? 'text' : columns[k]!.getSQLType();
      return sql`${arrayLiteral(batch.map((row) => scalar(row[k])))}::${sql.raw(type)}[]`;
    });
    const selected = keys.map((k, i) =>
      isArrayColumn(columns[k]!) ? sql`${aliases[i]}::${sql.raw(columns[k]!.getSQLType())}` : aliases[i]!,
    );
    await db.execute(sql`insert into ${table} (${sql.join(names, sql`, `)})
      select ${sql.join(selected, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.join(aliases, sql`, `)})
      ${opts.onConflictDoNothing ? sql`on conflict do nothing` : sql``}`);
  }
}
