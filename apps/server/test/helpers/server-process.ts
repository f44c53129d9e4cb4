import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll } from 'vitest';
import { withDatabase } from '../setup/global-setup.ts';
import type { multipart } from './multipart.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** The real server (src/server.ts through tsx) as a child process. */
export function startServer(env: Record<string, string>): ServerProcess {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', SEED_DEMO: 'false', ...env },
  });
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

/**
 * Waits for a server process to answer. A first start migrates and loads the place directory into
 * an empty database (tens of seconds on PGlite while the other test files load the machine).
 */
export async function waitFor(url: string, ms = 150_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * Where a server process keeps its data for one test file: a fresh PGlite directory, or, when
 * DATABASE_URL is set, a PostgreSQL database cloned from the migrated template (dropped afterwards).
 */
export async function serverStorageEnv(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'th-proc-'));
  const url = process.env.DATABASE_URL;
  if (!url) return { DATA_DIR: dataDir };
  const name = `th_t_${process.ppid}_${process.pid}_proc_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${process.env.TH_PG_TEMPLATE}`);
  await admin.end();
  afterAll(async () => {
    const a = new pg.Client({ connectionString: url });
    await a.connect();
    await a.query(`drop database if exists ${name} with (force)`);
    await a.end();
  });
  return { DATA_DIR: dataDir, DATABASE_URL: withDatabase(url, name) };
}

export interface HttpAnswer {
  status: number;
  body: Buffer;
  // biome-ignore lint/suspicious/noExplicitAny: answers of many routes, read loosely by the tests
  json: () => any;
}

/** One request to a server process over HTTP: a bearer token, and a JSON or multipart body. */
export async function httpRequest(
  base: string,
  method: string,
  url: string,
  opts: { token?: string | undefined; json?: unknown; form?: ReturnType<typeof multipart> } = {},
): Promise<HttpAnswer> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.json ? { 'content-type': 'application/json' } : {}),
      ...opts.form?.headers,
    },
    body: opts.json ? JSON.stringify(opts.json) : opts.form && new Uint8Array(opts.form.payload),
  });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, body, json: () => JSON.parse(body.toString()) };
}
