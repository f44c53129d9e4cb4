import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { homeJsFiles, type Manifest, measureHomeJs } from './js-budget.ts';
import { configuredZod, markInitialisersPure, zodFor, zodSetup } from './pure-contracts.ts';

/**
 * A tiny build: the entry shares a chunk with Home, Home has a chunk of its own, loaded through the
 * take-over module, admin is lazy.
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [
      'src/app/home-take-over.ts',
      'src/app/routes/home.tsx',
      'src/app/routes/admin-dashboard.tsx',
    ],
  },
  'src/app/home-take-over.ts': {
    file: 'assets/home-take-over.js',
    imports: ['index.html'],
    dynamicImports: ['src/app/routes/home.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  'src/app/routes/home.tsx': { file: 'assets/home.js', imports: ['_react.js', '_cards.js', 'index.html'] },
  '_cards.js': { file: 'assets/cards.js', imports: ['_react.js'], dynamicImports: ['_stripe.js'] },
  '_stripe.js': { file: 'assets/stripe.js' },
  'src/app/routes/admin-dashboard.tsx': { file: 'assets/admin.js', imports: ['_react.js'] },
  'index.css': { file: 'assets/index.css' },
};

/** Incompressible text of a known gzip size, so the sums below are exact. */
const sized = (seed: number, length: number) =>
  Buffer.from(
    Array.from({ length }, (_, i) => String.fromCharCode(33 + ((i * 7919 + seed * 104729) % 89))).join(''),
  );
const contents: Record<string, Buffer> = {
  'assets/index.js': sized(1, 4000),
  'assets/home-take-over.js': sized(7, 300),
  'assets/react.js': sized(2, 6000),
  'assets/home.js': sized(3, 2000),
  'assets/cards.js': sized(4, 1000),
  'assets/stripe.js': sized(5, 50_000),
  'assets/admin.js': sized(6, 50_000),
};
const read = (file: string) => contents[file] ?? Buffer.alloc(0);
const gz = (file: string) => gzipSync(read(file), { level: 9 }).length;

describe('Home JS budget', () => {
  it('counts the entry, the take-over module, Home and their static imports once each, never dynamic imports', () => {
    expect(homeJsFiles(manifest)).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/home-take-over.js',
      'assets/home.js',
      'assets/cards.js',
    ]);
  });

  it('sums the gzip sizes and passes at or under the budget', () => {
    const total = [
      'assets/index.js',
      'assets/react.js',
      'assets/home-take-over.js',
      'assets/home.js',
      'assets/cards.js',
    ]
      .map(gz)
      .reduce((a, b) => a + b, 0);
    const report = measureHomeJs(manifest, read, total);
    expect(report.totalGzipBytes).toBe(total);
    expect(report.withinBudget).toBe(true);
    expect(report.files.map((f) => f.gzipBytes)).toEqual(report.files.map((f) => gz(f.file)));
  });

  it('fails one byte over the budget', () => {
    const report = measureHomeJs(manifest, read, measureHomeJs(manifest, read).totalGzipBytes - 1);
    expect(report.withinBudget).toBe(false);
  });

  it('names a missing manifest entry instead of measuring too little', () => {
    const { 'src/app/routes/home.tsx': _home, ...withoutHome } = manifest;
    expect(() => homeJsFiles(withoutHome)).toThrow(
      /src\/app\/routes\/home\.tsx is not in the build manifest/,
    );
    const { 'src/app/home-take-over.ts': _takeOver, ...withoutTakeOver } = manifest;
    expect(() => homeJsFiles(withoutTakeOver)).toThrow(
      /src\/app\/home-take-over\.ts is not in the build manifest/,
    );
  });
});

describe('pure contracts', () => {
  it('marks top-level schema and object initialisers pure, leaving functions, literals and statements alone', () => {
    const code = [
      "import { z } from 'zod';",
      'export const limit = 10;',
      'export const idSchema = z.string().trim();',
      'const shape = { id: z.uuid() };',
      'export const label = (v: string) => v.trim();',
      'z.config({ jitless: true });',
    ].join('\n');
    const out = markInitialisersPure(code).split('\n');
    expect(out[1]).toBe('export const limit = 10;');
    expect(out[2]).toBe('export const idSchema = /* @__PURE__ */ (() => (z.string().trim()))();');
    expect(out[3]).toBe('const shape = /* @__PURE__ */ (() => ({ id: z.uuid() }))();');
    expect(out[4]).toBe(code.split('\n')[4]);
    expect(out[5]).toBe('z.config({ jitless: true });');
  });

  it('sends every import of zod, but zod-setup.ts’s own, through the module that configures it first', () => {
    const configured = zodFor('zod', '/work/apps/web/src/lib/forms.ts');
    expect(configured).toMatch(/configured-zod/);
    expect(zodFor('zod', '/work/packages/contracts/src/common.ts')).toBe(configured);
    expect(zodFor('zod', configured ?? '')).toBeNull();
    // zod-setup.ts itself imports the real Zod.
    expect(zodFor('zod', zodSetup)).toBeNull();
    expect(zodFor('react', '/work/apps/web/src/main.tsx')).toBeNull();
    const code = configuredZod().split('\n');
    expect(code[0]).toMatch(/^import ".*\/packages\/contracts\/src\/zod-setup\.ts";$/);
    expect(code.slice(1, 3)).toEqual(["export * from 'zod';", "export { default } from 'zod';"]);
  });
});
