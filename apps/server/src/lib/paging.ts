/** A page of a list (1-based); `q`, when given, is free text matched as a case-insensitive substring. */
export interface PageInput {
  page: number;
  limit: number;
  q?: string | undefined;
}

/** A page as the list answers of api.md carry it (under the list's own key). */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const pageOffset = (p: { page: number; limit: number }) => (p.page - 1) * p.limit;

/** `q` as an ILIKE pattern that matches it literally anywhere (%, _ and \ escaped); null without `q`. */
export const containsPattern = (q: string | undefined): string | null =>
  q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;

export const paged = <R, T>(
  input: { page: number; limit: number },
  result: { rows: R[]; total: number },
  map: (row: R) => T,
): Paged<T> => ({
  items: result.rows.map(map),
  total: result.total,
  page: input.page,
  pageSize: input.limit,
});
