// `npm run bench`: the marketplace-scale benchmark of issue 16. For each engine and size it gets a
// catalogue (seeded once, then reused), starts the built server on it, times every case over real
// HTTP, loads it with autocannon, reads its memory, then prints one table and writes it as JSON to
// bench/results/. See bench/README.md.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- --sizes 10k
//   npm run bench -- --engines pglite --sizes 10k,100k --skip-load
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  type CaseContext,
  caseHeaders,
  describeFound,
  loadCases,
  mixedReads,
  readContext,
  selectCases,
} from './cases.ts';
import { load, timeOverHttp } from './http.ts';
import { type CaseResult, type LoadResults, type RunResult, renderReport } from './report.ts';
import {
  type Catalogue,
  cacheDir,
  type Engine,
  engineSizes,
  prepareCatalogue,
  type SizeLabel,
  sizes,
} from './seeded.ts';
import { build, errorLines, type RunningServer, readMemory, staleBundles, startServer } from './server.ts';
import { renderSweep, type SweepResult, sweep, sweepUrls } from './sweep.ts';
import { targets } from './targets.ts';

const usage = `Usage: npm run bench -- [options]

  --sizes 10k,100k,1m       catalogue sizes (tutors; centers are a fifth); default all
  --engines postgres,pglite default both with DATABASE_URL set, else pglite (PGlite stops at 100k)
  --requests N              timed requests per case (default 300), after 10 warm-ups
  --case-seconds S          stop a case after S seconds once it has 20 requests (default 60)
  --only TEXT               only the cases whose name contains TEXT
  --duration S              seconds of each autocannon run (default 20)
  --skip-load               latency only: no autocannon runs
  --sweep                   also sweep all-tutors page 1 over every filter value and pair of
                            facets in every sort, and 400 listings of three filters or more
  --build                   run npm run build even when the build is current
`;

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10k,100k,1m' },
    engines: { type: 'string' },
    requests: { type: 'string', default: '300' },
    'case-seconds': { type: 'string', default: '60' },
    only: { type: 'string' },
    duration: { type: 'string', default: '20' },
    'skip-load': { type: 'boolean', default: false },
    sweep: { type: 'boolean', default: false },
    build: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

/** A positive whole number from an option, or a usage error. */
function positive(value: string, flag: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) fail(`${flag} must be a whole number from 1`);
  return n;
}

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

/** Each option's list item checked against what it may name. */
function list<T extends string>(value: string, allowed: readonly T[], flag: string): T[] {
  const items = value.split(',').map((s) => s.trim().toLowerCase());
  const wrong = items.filter((s) => !allowed.includes(s as T));
  if (wrong.length) fail(`${flag}: unknown ${wrong.join(', ')} (choose from ${allowed.join(', ')})`);
  return items as T[];
}

if (values.help) {
  process.stdout.write(usage);
  process.exit(0);
}
const options = {
  sizes: list(values.sizes, Object.keys(sizes) as SizeLabel[], '--sizes'),
  engines: list(
    values.engines ?? (process.env.DATABASE_URL ? 'postgres,pglite' : 'pglite'),
    ['postgres', 'pglite'] as const,
    '--engines',
  ),
  requests: positive(values.requests, '--requests'),
  caseSeconds: positive(values['case-seconds'], '--case-seconds'),
  only: values.only,
  duration: positive(values.duration, '--duration'),
  skipLoad: values['skip-load'],
  sweep: values.sweep,
};
if (options.engines.includes('postgres') && !process.env.DATABASE_URL)
  fail('--engines postgres needs DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
if (!values.engines && !process.env.DATABASE_URL)
  console.log('DATABASE_URL is not set: PGlite only (set it to measure PostgreSQL too).');

const log = (line: string) => console.log(line);
const plan = options.engines.flatMap((engine) =>
  options.sizes.filter((size) => engineSizes[engine].includes(size)).map((size) => ({ engine, size })),
);
if (plan.length === 0) fail('no engine measures these sizes (PGlite runs 10k and 100k only)');

// The web app first, as `npm run build` does. The bench times the API only: a web build that fails
// (the Home JS budget, say) is reported and the server still measured; a server build must succeed.
let webBuild: 'current' | 'built' | 'failed' = 'current';
for (const { workspace, reason } of staleBundles(values.build)) {
  log(`Building ${workspace} (${reason})…`);
  const ok = await build(workspace);
  if (workspace === 'apps/server' && !ok) throw new Error('the server build failed');
  if (workspace === 'apps/web') webBuild = ok ? 'built' : 'failed';
  if (!ok) log(`The ${workspace} build failed: the API is measured all the same.`);
}

/** Times every selected case on the running server, one line of progress each. */
async function timeCases(server: RunningServer, ctx: CaseContext): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const c of selectCases(options.only)) {
    const url = c.url(ctx);
    const headers = caseHeaders(c, ctx);
    try {
      if (c.as && !headers.authorization)
        throw new Error(`the catalogue has no ${c.as} account for this case`);
      const { figures, requests } = await timeOverHttp(
        `${server.base}${url}`,
        options.requests,
        options.caseSeconds,
        headers,
      );
      const found = describeFound(await (await fetch(`${server.base}${url}`, { headers })).json());
      results.push({ name: c.name, kind: c.kind, url, requests, figures, found });
      const f = figures;
      log(
        `  ${c.name.padEnd(42)}${f.p50.toFixed(1).padStart(8)}${f.p95.toFixed(1).padStart(8)}${f.p99.toFixed(1).padStart(8)}  ${found}${requests < options.requests ? ` (${requests} requests: time limit)` : ''}`,
      );
    } catch (err) {
      results.push({ name: c.name, kind: c.kind, url, requests: 0, error: String(err) });
      log(`  ${c.name.padEnd(42)}  failed: ${String(err)}`);
    }
  }
  return results;
}

/** The sweep (sweep.ts): each listing 5 times, the 20 slowest 100 times. */
async function sweepServer(server: RunningServer): Promise<SweepResult> {
  const urls = sweepUrls(400);
  log(`  sweep: ${urls.length} listings…`);
  const result = await sweep(server.base, urls, { screening: 5, slowest: 20, requests: 100 }, log);
  for (const line of renderSweep(result)) log(`  ${line}`);
  return result;
}

/** The 50-connection runs against /healthz and two listings, then 200 connections of mixed reads. */
async function loadServer(
  server: RunningServer,
  ctx: CaseContext,
  memory: RunResult['memory'],
): Promise<LoadResults> {
  const at50 = async (url: string) => {
    const figures = await load(server.base, [url], 50, options.duration);
    log(`  50 connections ${url}: ${figures.rps.toFixed(0)} req/s, p99 ${figures.p99} ms`);
    return figures;
  };
  const healthz = await at50(loadCases.healthz.url(ctx));
  const allTutors = await at50(loadCases.allTutors.url(ctx));
  const filtered = await at50(loadCases.filtered.url(ctx));
  memory.after50 = readMemory(server.pid);
  const mixedPaths = mixedReads(ctx);
  const mixed = await load(server.base, mixedPaths, 200, options.duration);
  memory.afterMixed = readMemory(server.pid);
  log(
    `  200 connections, mixed reads: ${mixed.rps.toFixed(0)} req/s, p99 ${mixed.p99} ms, ${mixed.errors} errors, ${mixed.non2xx} non-2xx`,
  );
  return { healthz, allTutors, filtered, mixed, mixedPaths };
}

/** One engine + size: its catalogue, its server, its figures. The server is always stopped. */
async function measure(engine: Engine, size: SizeLabel): Promise<RunResult> {
  log(`\n== ${engine} ${size}`);
  const catalogue: Catalogue = await prepareCatalogue(engine, size, log);
  const env: Record<string, string> = { DATA_DIR: catalogue.dataDir };
  if (catalogue.databaseUrl) env.DATABASE_URL = catalogue.databaseUrl;
  const logFile = path.join(cacheDir(), `server-${engine}-${size}.log`);
  const server = await startServer(env, logFile);
  log(`  server pid ${server.pid} on ${server.base} (log: ${logFile})`);
  try {
    const ctx = await readContext(
      {
        get: async (url) => (await fetch(`${server.base}${url}`)).json(),
        post: async (url, body) =>
          (
            await fetch(`${server.base}${url}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(body),
            })
          ).json(),
      },
      catalogue.accounts,
    );
    const memory: RunResult['memory'] = { idle: readMemory(server.pid) };
    log(`  ${'case'.padEnd(42)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}  (ms)`);
    const cases = await timeCases(server, ctx);
    const swept = options.sweep ? await sweepServer(server) : undefined;
    const load = options.skipLoad ? undefined : await loadServer(server, ctx, memory);
    return {
      engine,
      size,
      tutors: catalogue.tutors,
      centers: catalogue.centers,
      ...(catalogue.seededSeconds === undefined ? {} : { seededSeconds: catalogue.seededSeconds }),
      cases,
      memory,
      ...(swept ? { sweep: swept } : {}),
      ...(load ? { load } : {}),
      serverErrors: errorLines(logFile),
    };
  } finally {
    await server.stop();
  }
}

const startedAt = new Date();
const loadBefore = os.loadavg();
const runs: RunResult[] = [];
const failures: { engine: Engine; size: SizeLabel; error: string }[] = [];
for (const { engine, size } of plan) {
  try {
    runs.push(await measure(engine, size));
  } catch (err) {
    // One catalogue failing (no space, a server that will not start) should not lose the others.
    console.error(`${engine} ${size} failed:`, err);
    failures.push({ engine, size, error: String(err) });
  }
}

const { text, misses } = renderReport(runs, options.requests);
const loadAverage = (l: number[]) => l.map((n) => n.toFixed(1)).join(' ');
console.log(
  `\n${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; load average ${loadAverage(loadBefore)} before, ${loadAverage(os.loadavg())} after (other work on these cores shows in p95/p99)\n${text}`,
);

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const stamp = startedAt.toISOString().slice(0, 16).replace(':', '').replace('T', '-');
const file = path.join(
  import.meta.dirname,
  'results',
  `${stamp}-${runs.map((r) => `${r.engine}-${r.size}`).join('-') || 'none'}.json`,
);
mkdirSync(path.dirname(file), { recursive: true });
const report = {
  date: startedAt.toISOString(),
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  gitCommit: git('rev-parse', 'HEAD'),
  /** Uncommitted changes under apps/ or packages/ were part of the build measured. */
  gitDirty: git('status', '--porcelain', '--', 'apps', 'packages') !== '',
  webBuild,
  /** The machine's load average before and after: other work on the same cores skews the figures. */
  loadAverage: { before: loadBefore, after: os.loadavg() },
  options,
  targets,
  runs,
  failures,
  misses,
};
// Two decimals are more than the figures' precision, and keep the file small.
const rounded = (_key: string, value: unknown) =>
  typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 100) / 100 : value;
writeFileSync(file, `${JSON.stringify(report, rounded, 2)}\n`);
console.log(`Results: ${path.relative(process.cwd(), file)}`);
if (failures.length) process.exitCode = 1;
