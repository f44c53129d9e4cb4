import { staleCursorMessage } from '@tuitionhub/contracts';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error.ts';
import type { ListCursor } from './listing-repository.ts';

/**
 * A keyset cursor as the client sees it: opaque base64url of the sort it belongs to and the last
 * row's place in that order (decision 017). Read back strictly: anything altered, or from another
 * sort, is a 400 naming `after`, never a wrong page.
 */
const cursorShape = z.tuple([z.string(), z.boolean(), z.string().max(200).nullable(), z.uuid()]);
const sortName = (sort: string | undefined) => sort ?? 'newest';
/** A timestamptz as PostgreSQL writes it (ISO), whose date and time exist. */
function isTimestamp(key: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/.exec(key);
  if (!m) return false;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return (
    at.getUTCFullYear() === y &&
    at.getUTCMonth() === mo - 1 &&
    at.getUTCDate() === d &&
    at.getUTCHours() === h &&
    at.getUTCMinutes() === mi &&
    at.getUTCSeconds() === s
  );
}
/** The key a cursor of each sort can hold, checked before it reaches SQL (a cast that fails would be a 500). */
const validKey: Record<string, (key: string | null) => boolean> = {
  newest: (k) => k !== null && isTimestamp(k),
  name: (k) => k !== null && !k.includes('\u0000'),
  ratings: (k) => k !== null && /^[0-5]\.\d$/.test(k),
  fees: (k) => k === null || /^\d{1,9}$/.test(k),
  response: (k) => k === null || /^\d{1,9}$/.test(k),
};
export const writeCursor = (c: ListCursor, sort: string | undefined) =>
  Buffer.from(JSON.stringify([sortName(sort), c.slow, c.key, c.id])).toString('base64url');
export const staleCursor = () =>
  badRequest(staleCursorMessage, [{ path: 'after', message: staleCursorMessage }]);
export function readCursor(raw: string, sort: string | undefined): ListCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw staleCursor();
  }
  const c = cursorShape.safeParse(parsed);
  if (!c.success || c.data[0] !== sortName(sort) || !validKey[c.data[0]]?.(c.data[2])) throw staleCursor();
  const [, slow, key, id] = c.data;
  return { slow, key, id };
}
