import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type ExtractTablesWithRelations, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { readsAs } from '../lib/read-once.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type every repository takes: the same on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repository function accepts the database or a transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a check query; throws when the database is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent, PGlite (embedded PostgreSQL) is used. */
  url?: string | undefined;
  /** PGlite data directory; absent = in memory. */
  dataDir?: string | undefined;
  /** PGlite: start from a dump made by `dumpDataDir` (tests load a migrated snapshot). */
  loadDataDir?: Blob | File | undefined;
  maxConnections?: number;
}

/**
 * The extensions the migrations create: trigram search, cube + earthdistance for distances, and
 * btree_gin for the scalar columns of the text-with-filters index.
 */
export const pgliteExtensions = { pg_trgm, cube, earthdistance, btree_gin };

/**
 * PGlite's buffer pool (decision 023). It lives in the server's own memory, as part of a
 * WebAssembly heap that never shrinks, and PostgreSQL's default (128 MB) is touched as soon as it
 * starts: at 100,000 tutors the server sat at 419 MB idle. PGlite's pages are files the operating
 * system caches anyway, so a smaller pool re-reads them from that cache at little cost (the same
 * scans of a 100k catalogue: 441 ms with 128 MB, 454 ms with 32 MB) and saves ~100 MB. 16 MB
 * saved ~20 MB more (RSS after the bench's 50-connection runs at 100k: 278 MB against 294-300) for
 * 1-3 ms on some listings' median, every one still within issue 16's 40 ms p95.
 */
const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * PGlite runs each statement as WebAssembly on the event loop's own thread, and its queue hands the
 * next statement over in a promise callback, so a backlog of statements ran back to back without
 * the loop ever polling its sockets. With 200 connections of mixed reads each turn of the loop
 * took ~500 ms (every request read in one turn was answered before the next), and Node accepts one
 * waiting connection per turn: connections queued for over 10 seconds and the load generator
 * timed out (bench/README, ninth step). Each top-level statement or transaction now waits for its
 * turn and then for the loop (`setImmediate`), so the loop turns between statements: new
 * connections are accepted and requests read while others wait. The order stays first come, first
 * served, as PGlite's own queue has it; a statement inside a transaction runs within its turn.
 */
function takeTurnsWithTheLoop(client: PGlite): void {
  let last: Promise<unknown> = Promise.resolve();
  const inTurn =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      const result = last
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(() => run(...args));
      last = result.catch(() => undefined);
      return result;
    };
  client.query = inTurn(client.query.bind(client)) as PGlite['query'];
  client.transaction = inTurn(client.transaction.bind(client)) as PGlite['transaction'];
}

/** Settings that hold for every statement run through a handle of `withSettings` (name → value). */
export type SessionSettings = Readonly<Record<string, string>>;

/** A database handle → how to get its handles with settings (PostgreSQL only, see withSettings). */
const settledHandles = new WeakMap<object, (settings: SessionSettings) => Db>();

/**
 * A handle on the same database whose every statement runs with `settings`, or undefined where
 * there is none (PGlite, whose one connection every request shares, or a handle wrapped by a test):
 * the caller then sets them for a transaction of its own. On PostgreSQL it is a second pool, one per
 * set of settings, whose connections are opened with them (the startup packet's `options`), so a
 * request needs no `begin`, `set_config` and `commit` around its statements: three round trips
 * fewer, and its statements may run side by side on several connections (issue 16: on a VM where a
 * write to a loopback socket costs ~0.2 ms of CPU, the search box sent 25 statements, 9 of them
 * for its three transactions).
 */
export const withSettings = (db: DbOrTx, settings: SessionSettings): Db | undefined =>
  settledHandles.get(db)?.(settings);

/**
 * Gives `wrapper`, a handle that wraps `db` (a test recording its statements), the handles with
 * settings `db` has, each wrapped by `wrap`: without them its text searches would take the
 * transaction path meant for PGlite. Each wrapped handle reads what `db` reads (readsAs).
 */
export function settleLike(
  wrapper: object,
  db: DbOrTx,
  wrap: (settled: Db, settings: SessionSettings) => Db,
): void {
  const settledOf = settledHandles.get(db);
  if (!settledOf) return;
  const wrapped = new WeakMap<Db, Db>();
  settledHandles.set(wrapper, (settings) => {
    const settled = settledOf(settings);
    let handle = wrapped.get(settled);
    if (!handle) {
      handle = wrap(settled, settings);
      readsAs(handle, settled);
      wrapped.set(settled, handle);
    }
    return handle;
  });
}

/** One statement that sets each setting for the rest of the transaction (set_config(…, true)). */
export const setLocally = (settings: SessionSettings): SQL =>
  sql`select ${sql.join(
    Object.entries(settings).map(([name, value]) => sql`set_config(${name}, ${value}, true)`),
    sql`, `,
  )}`;

/** `-c name=value` for each setting, as PostgreSQL reads a connection's `options`. */
const startupOptions = (settings: SessionSettings) =>
  Object.entries(settings)
    .map(([name, value]) => {
      if (!/^[\w.]+$/.test(name) || !/^[\w.-]+$/.test(value))
        throw new Error(`unsafe setting ${name}=${value}`);
      return `-c ${name}=${value}`;
    })
    .join(' ');

/**
 * What every PostgreSQL connection of the app runs with: no JIT and no parallel workers. Its
 * statements are reads of a few milliseconds and small writes, many side by side; where the
 * planner's estimate is high (a function's cost, a generous guess at a GIN read's rows) it compiled
 * the plan (100–250 ms) or started two workers (tens of ms each) for what one backend answers in
 * 5 ms, and under load the workers take the cores other requests need (decision 017).
 */
const CONNECTION_SETTINGS: SessionSettings = { jit: 'off', max_parallel_workers_per_gather: '0' };

export async function createDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const url = opts.url;
    const pools: pg.Pool[] = [];
    const open = (options?: string) => {
      const pool = new pg.Pool({
        connectionString: url,
        max: opts.maxConnections ?? 10,
        ...(options ? { options } : {}),
      });
      pool.on('connect', namePreparedStatements);
      pool.on('error', () => {
        // An idle client died (e.g. the server restarted); the pool replaces it. Requests see their own errors.
      });
      pools.push(pool);
      return drizzleNodePg(pool, { schema }) as unknown as Db;
    };
    const db = open(startupOptions(CONNECTION_SETTINGS));
    const settled = new Map<string, Db>();
    settledHandles.set(db, (settings) => {
      const options = startupOptions({ ...CONNECTION_SETTINGS, ...settings });
      let handle = settled.get(options);
      if (!handle) {
        handle = open(options);
        // Answers read once for the database (the place directory) serve this handle too.
        readsAs(handle, db);
        settled.set(options, handle);
      }
      return handle;
    });
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pools[0]?.query('select 1');
      },
      close: async () => {
        await Promise.all(pools.map((p) => p.end()));
      },
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    extensions: pgliteExtensions,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  takeTurnsWithTheLoop(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    // exposed for the test harness (dumpDataDir)
    ...({ pglite: client } as object),
  };
}

/** How a statement marked by `prepared` begins. */
const PREPARED = '/* prepared */ ';

/**
 * Marks a statement whose text is the same on every call, only its parameters changing (a profile's
 * cards, a subject's spellings): on PostgreSQL it is then parsed and planned once per connection,
 * not on every request (namePreparedStatements). Only for such texts: each distinct text is kept
 * prepared on every connection that ran it. On PGlite the mark is a comment.
 */
export const prepared = (query: SQL): SQL => sql`${sql.raw(PREPARED)}${query}`;

/**
 * Gives each statement marked by `prepared` a name, its text's hash, so node-postgres prepares it
 * once on the connection and then only binds and executes it, and PostgreSQL may keep its plan.
 * The cards of a listing's page were parsed and planned on every request (~0.5 ms of the server's
 * ~0.9 ms for them at 1M tutors on this VM; issue 16).
 */
function namePreparedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (config: unknown) =>
    config && typeof config === 'object' && 'text' in config && typeof config.text === 'string'
      ? config.text.startsWith(PREPARED) && !('name' in config && config.name)
        ? { ...config, name: `p_${createHash('sha1').update(config.text).digest('hex').slice(0, 20)}` }
        : config
      : config;
  client.query = ((config: unknown, ...rest: unknown[]) =>
    query(named(config), ...rest)) as typeof client.query;
}

/** Runs raw SQL and returns its rows (the same shape on PGlite and node-postgres). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
