import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../src/db/client.ts';

/**
 * What the hostile-input suite reads from the database to prove a refused request changed nothing:
 * a checksum of every stored table, and where the write-ahead log ends.
 */

/** Every stored table but the rate-limit counters (counting a refused request there is their job). */
const tables = [
  'users',
  'sessions',
  'password_resets',
  'tutor_profiles',
  'tutor_subjects',
  'center_profiles',
  'center_courses',
  'reviews',
  'watchlist_items',
  'payments',
  'payment_items',
  'hires',
  'local_payment_intents',
  'contact_messages',
  'enquiries',
  'newsletter_subscribers',
  'outbox_emails',
  'audit_log',
  'uploads',
];
const checksumQuery = sql.raw(
  `select ${tables
    .map(
      (t) =>
        `(select count(*) || ':' || coalesce(md5(string_agg(md5(x::text), '' order by md5(x::text))), '') from ${t} x) as ${t}`,
    )
    .join(', ')}`,
);
export const checksum = async (app: FastifyInstance): Promise<Record<string, string>> =>
  (await queryRows<Record<string, string>>(app.db, checksumQuery))[0]!;

/**
 * Where the write-ahead log ends: it moves whenever anything is written, so while it stands still the
 * tables cannot have changed and the (slower) checksum is not needed.
 */
const walQuery = sql.raw('select pg_current_wal_lsn()::text as lsn');
export const walPosition = async (app: FastifyInstance) =>
  (await queryRows<{ lsn: string }>(app.db, walQuery))[0]!.lsn;

export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  tables.filter((t) => before[t] !== after[t]);
