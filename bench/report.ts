// `npm run bench`'s results: the shape written as JSON, and the one table printed from it with each
// figure that misses issue 16's targets marked.
import type { CaseKind } from './cases.ts';
import type { Percentiles } from './helpers.ts';
import type { LoadFigures } from './http.ts';
import type { Engine, SizeLabel } from './seeded.ts';
import { renderSweep, type SweepResult } from './sweep.ts';
import { flag, MISS, p95Target, targets } from './targets.ts';

export interface CaseResult {
  name: string;
  kind: CaseKind;
  url: string;
  /** Timed requests (fewer than asked when the case hit its time limit). */
  requests: number;
  figures?: Percentiles;
  /** What the answer found (`total 9697`), from one more request. */
  found?: string;
  error?: string;
}

export interface Memory {
  rssMb: number;
  peakMb: number;
}

export interface LoadResults {
  healthz: LoadFigures;
  allTutors: LoadFigures;
  filtered: LoadFigures;
  /** 200 connections, a rotation of listing, search and profile URLs. */
  mixed: LoadFigures;
  mixedPaths: string[];
}

export interface RunResult {
  engine: Engine;
  size: SizeLabel;
  tutors: number;
  centers: number;
  /** Absent when a seeded catalogue was reused. */
  seededSeconds?: number;
  cases: CaseResult[];
  memory: { idle: Memory; after50?: Memory; afterMixed?: Memory };
  load?: LoadResults;
  /** `--sweep`: every filter value and pair of facets in every sort (sweep.ts). */
  sweep?: SweepResult;
  /** Errors the server logged (its log: ~/.cache/tuitionhub-bench/server-<engine>-<size>.log). */
  serverErrors: number;
}

const num = (n: number | undefined, width = 7, digits = 1): string =>
  (n === undefined || !Number.isFinite(n) ? '-' : n.toFixed(digits)).padStart(width);
const runLabel = (r: RunResult): string => `${r.engine} ${r.size}`;
const CASE_WIDTH = 42;

/** p95 of the largest catalogue ÷ p95 of 10k, per engine with both; the label says which sizes. */
function growthColumns(runs: RunResult[]): { label: string; small: RunResult; large: RunResult }[] {
  const columns = [];
  for (const engine of ['postgres', 'pglite'] as const) {
    const mine = runs.filter((r) => r.engine === engine).sort((a, b) => a.tutors - b.tutors);
    const small = mine.find((r) => r.size === '10k');
    const large = mine.at(-1);
    if (small && large && large !== small)
      columns.push({ label: `${engine} ${large.size}/${small.size}`, small, large });
  }
  return columns;
}

/** The printed table and the list of misses, each in words. */
export function renderReport(runs: RunResult[], requests: number): { text: string; misses: string[] } {
  const misses: string[] = [];
  const lines: string[] = [];
  const growth = growthColumns(runs);
  const names = [...new Set(runs.flatMap((r) => r.cases.map((c) => c.name)))];
  lines.push(
    `Latency over HTTP, 1 keep-alive connection, ${requests} sequential requests per case after 10 warm-ups (ms; ${MISS} = misses issue 16's target)`,
    `${''.padEnd(CASE_WIDTH)}${runs.map((r) => `| ${runLabel(r).padEnd(22)}`).join('')}${growth.map((g) => `| ${g.label.padEnd(20)}`).join('')}`,
    `${'case'.padEnd(CASE_WIDTH)}${runs.map(() => `|${'p50'.padStart(7)}${'p95'.padStart(7)} ${'p99'.padStart(7)} `).join('')}${growth.map(() => `|${'p95 ratio'.padStart(10)}           `).join('')}`,
  );
  for (const name of names) {
    let line = name.padEnd(CASE_WIDTH);
    for (const run of runs) {
      const c = run.cases.find((x) => x.name === name);
      const f = c?.figures;
      const bar = c ? p95Target(c.kind, run.engine) : null;
      if (c?.error) misses.push(`${name} on ${runLabel(run)}: failed (${c.error})`);
      const ok = !f || bar === null || f.p95 <= bar;
      if (!ok) misses.push(`${name} on ${runLabel(run)}: p95 ${f!.p95.toFixed(1)} ms > ${bar} ms`);
      line += c?.error
        ? `| ${'error'.padEnd(22)}`
        : `|${num(f?.p50)}${num(f?.p95)}${flag(ok)}${num(f?.p99)} `;
    }
    for (const g of growth) {
      const small = g.small.cases.find((x) => x.name === name)?.figures?.p95;
      const large = g.large.cases.find((x) => x.name === name)?.figures?.p95;
      const ratio = small && large ? large / small : undefined;
      // The growth target is PostgreSQL's (1M ÷ 10k), /healthz aside; PGlite's ratio is for reading only.
      const held =
        g.small.engine === 'postgres' && g.small.cases.find((x) => x.name === name)?.kind !== 'ceiling';
      const ok = ratio === undefined || !held || ratio <= targets.growth;
      if (!ok) misses.push(`${name}: growth ${g.label} ${ratio!.toFixed(1)} > ${targets.growth}`);
      line += `|${num(ratio, 10, 2)}${flag(ok)}          `;
    }
    lines.push(line.trimEnd());
  }
  for (const run of runs) lines.push('', ...renderLoad(run, misses));
  for (const run of runs.filter((r) => r.sweep))
    lines.push(
      '',
      `${runLabel(run)}: sweep of all-tutors page 1`,
      ...renderSweep(run.sweep!, run.engine, misses),
    );
  lines.push(
    '',
    runs.length === 0
      ? 'Nothing was measured.'
      : misses.length
        ? `${misses.length} figures miss their target (${MISS} above).`
        : 'Every figure meets its target.',
  );
  return { text: lines.join('\n'), misses };
}

/** The throughput and memory lines of one engine + size. */
function renderLoad(run: RunResult, misses: string[]): string[] {
  const label = runLabel(run);
  const { load, memory } = run;
  const lines = [`${label}: RSS idle ${memory.idle.rssMb.toFixed(0)} MB`];
  if (!load) return lines;
  const base = load.healthz.rps;
  lines.push(
    `${label}: throughput, autocannon ${load.healthz.connections} connections × ${load.healthz.seconds} s${'req/s'.padStart(14)}${'p99 ms'.padStart(10)}   ÷ /healthz`,
  );
  const rows: [string, LoadFigures][] = [
    ['/healthz', load.healthz],
    ['all-tutors (no filter)', load.allTutors],
    ['all-tutors maxFee+minRating+sort=fees', load.filtered],
  ];
  for (const [name, f] of rows) {
    const ratio = f === load.healthz ? undefined : f.rps / base;
    const ok = ratio === undefined || ratio >= targets.throughputRatio;
    if (!ok)
      misses.push(`${label} ${name}: ${ratio!.toFixed(2)} of /healthz's req/s < ${targets.throughputRatio}`);
    const failed = f.errors + f.non2xx > 0 ? `   (${f.errors} errors, ${f.non2xx} non-2xx)` : '';
    lines.push(
      `  ${name.padEnd(CASE_WIDTH + 6)}${num(f.rps, 10, 0)}${num(f.p99, 10, 0)}${ratio === undefined ? '' : `${num(ratio, 11, 3)}${flag(ok)}`}${failed}`,
    );
  }
  const m = load.mixed;
  const mixedOk = m.p99 <= targets.mixedP99Ms;
  const cleanOk = m.errors + m.timeouts + m.non2xx === 0;
  if (!mixedOk)
    misses.push(`${label} mixed reads at ${m.connections}: p99 ${m.p99} ms > ${targets.mixedP99Ms} ms`);
  if (!cleanOk) misses.push(`${label} mixed reads at ${m.connections}: errors or non-2xx answers`);
  lines.push(
    `  mixed reads, ${m.connections} connections × ${m.seconds} s (${load.mixedPaths.length} URLs in turn): ${m.rps.toFixed(0)} req/s, p99 ${m.p99} ms${flag(mixedOk)}, errors ${m.errors}, timeouts ${m.timeouts}, non-2xx ${m.non2xx}${flag(cleanOk)}`,
  );
  if (memory.after50) {
    const { rssMb, peakMb } = memory.after50;
    const ok = rssMb <= targets.rssMb;
    const peakOk = peakMb <= targets.rssMb;
    if (!ok)
      misses.push(`${label}: RSS ${rssMb.toFixed(0)} MB after the 50-connection runs > ${targets.rssMb} MB`);
    if (!peakOk) misses.push(`${label}: peak RSS ${peakMb.toFixed(0)} MB > ${targets.rssMb} MB`);
    lines.push(
      `  memory after the 50-connection runs: RSS ${rssMb.toFixed(0)} MB${flag(ok)} peak (VmHWM) ${peakMb.toFixed(0)} MB${flag(peakOk)}${memory.afterMixed ? `; after the mixed run: RSS ${memory.afterMixed.rssMb.toFixed(0)} MB, peak ${memory.afterMixed.peakMb.toFixed(0)} MB` : ''}`,
    );
  }
  if (run.serverErrors) lines.push(`  the server logged ${run.serverErrors} errors`);
  return lines;
}
