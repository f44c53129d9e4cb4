// The built server as production runs it (`node apps/server/dist/server.js`), started per catalogue
// by `npm run bench`: the build is refreshed when older than its sources, the process gets its own
// port and log file, and its memory is read from /proc.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { serverNodeFlags } from '../scripts/server-node-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** What each bundle is built from; newer sources than the bundle mean a rebuild. The web app first, as `npm run build` does. */
const bundles = [
  {
    workspace: 'apps/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/contracts/src',
    ],
  },
  {
    workspace: 'apps/server',
    output: 'apps/server/dist/server.js',
    sources: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/package.json',
      'packages/contracts/src',
    ],
  },
];

/** Tests are not bundled: editing one needs no rebuild. */
const isTest = (name: string) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(name);

/** The newest modification time under `p` (a file or a folder, tests aside), 0 when it does not exist. */
function newest(p: string): number {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // Files only: a folder's own time moves when a test or a temporary file comes and goes.
  let latest = 0;
  for (const entry of readdirSync(p)) {
    if (entry !== 'node_modules' && !isTest(entry)) latest = Math.max(latest, newest(path.join(p, entry)));
  }
  return latest;
}

export type Workspace = (typeof bundles)[number]['workspace'];

/** The bundles to rebuild (all with `force`), each with why (`apps/web/src changed since …`). */
export function staleBundles(force: boolean): { workspace: Workspace; reason: string }[] {
  const stale = [];
  for (const b of bundles) {
    const output = path.join(root, b.output);
    const built = existsSync(output) ? statSync(output).mtimeMs : 0;
    const changed = b.sources.find((s) => newest(path.join(root, s)) > built);
    if (force || !built || changed) {
      const reason = force
        ? '--build'
        : built
          ? `${changed} changed since it was built`
          : `${b.output} is missing`;
      stale.push({ workspace: b.workspace, reason });
    }
  }
  return stale;
}

/** `npm run build` of one workspace, its output shown; answers whether it succeeded. */
export function build(workspace: Workspace): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code === 0));
  });
}

/** A port in the bench's range (3100-3199) that nothing listens on. */
export async function freePort(): Promise<number> {
  const start = 3100 + Math.floor(Math.random() * 100);
  for (let i = 0; i < 100; i++) {
    const port = 3100 + ((start - 3100 + i) % 100);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 3100-3199');
}

export interface RunningServer {
  pid: number;
  base: string;
  logFile: string;
  /** SIGTERM (the server drains and exits), SIGKILL after 15 s. */
  stop(): Promise<void>;
}

/**
 * Starts the built server with `env` on top of a production environment (no demo seed, warnings
 * only in the log) and waits until /healthz answers. DATABASE_URL is only what `env` says, so a
 * PGlite catalogue never goes to the PostgreSQL server the bench was pointed at.
 */
export async function startServer(env: Record<string, string>, logFile: string): Promise<RunningServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, REDIS_URL: _alsoIgnored, ...inherited } = process.env;
  const out = openSync(logFile, 'w');
  const childEnv = {
    ...inherited,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    ...env,
  };
  const child = spawn(
    process.execPath,
    [...serverNodeFlags(childEnv), path.join(root, 'apps/server/dist/server.js')],
    {
      cwd: root,
      stdio: ['ignore', out, out],
      env: childEnv,
    },
  );
  closeSync(out);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const stop = async () => {
    if (gone) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited at start; its log:\n${tail(logFile)}`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { pid: child.pid!, base, logFile, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the server did not answer /healthz within 120 s; its log:\n${tail(logFile)}`);
}

/** The last lines of a log file. */
export function tail(file: string, lines = 20): string {
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/** The server's log lines at level error or fatal (pino's JSON lines, level 50 and up). */
export function errorLines(file: string): number {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /^\{"level":(5|6)\d,/.test(line)).length;
}

/** A process's resident memory now and at its peak (VmRSS, VmHWM), in MB. */
export function readMemory(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}
