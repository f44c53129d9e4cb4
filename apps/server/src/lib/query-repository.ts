import { type SQL, sql } from 'drizzle-orm';

/** `(a, b, c)` for `in` lists of ids or names. */
export const sqlList = (values: string[], cast?: 'uuid'): SQL =>
  sql`(${sql.join(
    values.map((v) => (cast ? sql`${v}::uuid` : sql`${v}`)),
    sql`, `,
  )})`;
