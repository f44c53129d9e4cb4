import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Issue 16: the JavaScript Home needs before it is interactive, gzip level 9, at most 120 KB. */
export const HOME_JS_BUDGET = 120 * 1024;
/** The manifest keys of the page's entry (index.html) and of Home's lazy route module. */
export const ENTRY_KEY = 'index.html';
export const HOME_ROUTE_KEY = 'src/app/routes/home.tsx';
/** The module main.tsx loads Home's route through on `/` (home-take-over.ts). */
export const HOME_TAKE_OVER_KEY = 'src/app/home-take-over.ts';

/** The part of Vite's .vite/manifest.json read here. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface BudgetReport {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
  budgetBytes: number;
  withinBudget: boolean;
}

/**
 * The JS files loaded before Home is interactive: the entry and its static imports (what the HTML
 * preloads), then the module that loads Home's route (home-take-over.ts) and Home's route chunk, each
 * with its static imports. Dynamic imports are left out: they load
 * later, on navigation or interaction. Each file once, in load order.
 */
export function homeJsFiles(
  manifest: Manifest,
  roots: string[] = [ENTRY_KEY, HOME_TAKE_OVER_KEY, HOME_ROUTE_KEY],
): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`JS budget: ${key} is not in the build manifest`);
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return files;
}

/** Gzips (level 9) each file read through `read` and checks the total against the budget. */
export function measureHomeJs(
  manifest: Manifest,
  read: (file: string) => Buffer,
  budgetBytes = HOME_JS_BUDGET,
): BudgetReport {
  const files = homeJsFiles(manifest).map((file) => ({
    file,
    gzipBytes: gzipSync(read(file), { level: 9 }).length,
  }));
  const totalGzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  return { files, totalGzipBytes, budgetBytes, withinBudget: totalGzipBytes <= budgetBytes };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line for the build log: the figure, the budget and the file count. */
export const describeBudget = (r: BudgetReport) =>
  `Home JS before interactive: ${r.totalGzipBytes.toLocaleString('en-US')} bytes gzip (${kb(r.totalGzipBytes)}) in ${r.files.length} files; budget ${kb(r.budgetBytes)}`;

/** Reads the built app in `outDir`, writes the report beside the manifest (for npm run bench:web). */
export function checkBuiltHomeJs(outDir: string): BudgetReport {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const report = measureHomeJs(manifest, (file) => readFileSync(path.join(outDir, file)));
  writeFileSync(path.join(outDir, '.vite/home-js-budget.json'), `${JSON.stringify(report, null, 2)}\n`);
  return report;
}

/**
 * Fails `vite build` when Home's JavaScript exceeds the budget, naming the largest files; prints the
 * figure either way. Runs after the files are written, so it measures exactly what is served.
 */
export function homeJsBudget(): Plugin {
  let outDir = '';
  let log: (message: string) => void = console.log;
  return {
    name: 'tuitionhub:home-js-budget',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    closeBundle() {
      const report = checkBuiltHomeJs(outDir);
      log(describeBudget(report));
      if (!report.withinBudget) {
        const largest = [...report.files]
          .sort((a, b) => b.gzipBytes - a.gzipBytes)
          .slice(0, 5)
          .map((f) => `${f.file} ${kb(f.gzipBytes)}`)
          .join(', ');
        this.error(
          `${describeBudget(report)}: over by ${kb(report.totalGzipBytes - report.budgetBytes)}. Largest: ${largest}. ` +
            'Keep what Home does not need out of the entry and the Home route (React.lazy / route lazy).',
        );
      }
    },
  };
}
