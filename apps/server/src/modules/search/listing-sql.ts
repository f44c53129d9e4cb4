import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import type { ProfileAlias } from './text-match.ts';

export type ListSort = 'name' | 'ratings' | 'fees';

/**
 * ORDER BY of a catalogue listing: newest first unless a sort is chosen (a text query filters; the
 * search endpoints rank). Every order ends with the id, so rows that tie on the sort key keep one
 * fixed order and offset pagination never repeats or skips a row.
 */
export function listOrder(alias: ProfileAlias, sort: ListSort | undefined): SQL {
  const c = (name: string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`;
  switch (sort) {
    case 'name':
      return sql`${c('name')} asc, ${c('user_id')} asc`;
    case 'ratings':
      return sql`${c('ratings')} desc, ${c('user_id')} asc`;
    case 'fees':
      return sql`${c('lowest_fee')} asc nulls last, ${c('user_id')} asc`;
    default:
      return sql`${c('created_at')} desc, ${c('user_id')} desc`;
  }
}

/** `(a, b, c)` for `in` lists of ids or names. */
export const sqlList = (values: string[], cast?: 'uuid'): SQL =>
  sql`(${sql.join(
    values.map((v) => (cast ? sql`${v}::uuid` : sql`${v}`)),
    sql`, `,
  )})`;

/**
 * The stored spellings of a subject/course that equal `name` ignoring case ('maths' → 'Maths', 'MATHS').
 * A loose index scan: it hops from one distinct value to the next on the (value, owner) btree, so it
 * costs one index probe per distinct subject instead of reading every row; the listing then filters
 * with plain `=` on the same index.
 */
export async function findSpellings(
  db: DbOrTx,
  table: 'tutor_subjects' | 'center_courses',
  column: 'subject' | 'course',
  name: string,
): Promise<string[]> {
  const t = sql.identifier(table);
  const v = sql.identifier(column);
  const rows = await queryRows<{ val: string }>(
    db,
    sql`
    with recursive d(val) as (
      (select ${v} from ${t} order by ${v} limit 1)
      union all
      select (select x.${v} from ${t} x where x.${v} > d.val order by x.${v} limit 1)
      from d where d.val is not null
    )
    select val from d where val is not null and lower(val) = lower(${name})`,
  );
  return rows.map((r) => r.val);
}
