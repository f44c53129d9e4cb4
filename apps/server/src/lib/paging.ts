/** A page of a list (1-based); `q`, when given, is free text matched as a case-insensitive substring. */
export interface PageInput {
  page: number;
  limit: number;
  q?: string | undefined;
}

/** A page as api.md's list answers carry it: the items under the list's own key, then the paging. */
export type Paged<K extends string, T> = { [P in K]: T[] } & {
  total: number;
  page: number;
  pageSize: number;
};

export const pageOffset = (p: { page: number; limit: number }) => (p.page - 1) * p.limit;

/** A count that stopped at `cap` (one past it means more): the total to show, and whether it is a lower bound. */
export const capTotal = (n: number, cap: number) => ({ total: Math.min(n, cap), capped: n > cap });

/** `q` as an ILIKE pattern that matches it literally anywhere (%, _ and \ escaped); null without `q`. */
export const containsPattern = (q: string | undefined): string | null =>
  q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;

export const paged = <K extends string, T>(
  key: K,
  input: { page: number; limit: number },
  result: { rows: T[]; total: number },
): Paged<K, T> =>
  ({ [key]: result.rows, total: result.total, page: input.page, pageSize: input.limit }) as Paged<K, T>;

/** A stored row in the wire format: `_id` for `id`, ISO text for `createdAt`. */
export const wireRow = <R extends { id: string; createdAt: Date }>({ id, createdAt, ...rest }: R) => ({
  _id: id,
  ...rest,
  createdAt: createdAt.toISOString(),
});
