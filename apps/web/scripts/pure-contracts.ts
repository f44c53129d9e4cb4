import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { parseAst } from 'vite';

/** Node shapes read here (ESTree, as Rolldown's parser returns them); the rest is ignored. */
interface Span {
  type: string;
  start: number;
  end: number;
}
interface Declarator extends Span {
  init: Span | null;
}
interface Statement extends Span {
  declaration?: Statement | null;
  declarations?: Declarator[];
}

/** Initialisers that are already free of side effects to the bundler: nothing to mark. */
const alreadyPure = new Set(['Literal', 'Identifier', 'ArrowFunctionExpression', 'FunctionExpression']);

/**
 * The spans of top-level `const x = …` initialisers (exported or not) that the bundler cannot prove
 * pure on its own: calls such as `z.object({…})` or `text('City').trim()`, objects holding them.
 */
export function impureInitialisers(code: string): Span[] {
  const program = parseAst(code, { lang: 'ts' }) as unknown as { body: Statement[] };
  const spans: Span[] = [];
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const d of declaration.declarations ?? [])
      if (d.init && !alreadyPure.has(d.init.type)) spans.push(d.init);
  }
  return spans;
}

/**
 * Wraps each such initialiser in an IIFE marked `@__PURE__`: the value is the same, and a constant
 * nobody imports is dropped with everything it alone needs (Zod, for screens without a form).
 * Insertions only, never on another line, so the existing source map stays right line by line.
 */
export function markInitialisersPure(code: string): string {
  let out = code;
  for (const span of impureInitialisers(code).reverse()) {
    out = `${out.slice(0, span.start)}/* @__PURE__ */ (() => (${out.slice(span.start, span.end)}))()${out.slice(span.end)}`;
  }
  return out;
}

/**
 * The shared contracts (packages/contracts) declare constants, types and Zod schemas side by side.
 * Building a schema has no effect outside itself, but a bundler must assume any call might, so every
 * schema — and Zod with them — would ride along with the one label or constant a page needs. This
 * plugin marks those declarations pure and the contracts' modules free of side effects
 * (vite.config.ts), so the first download carries only what the shell and Home use (issue 16).
 * zod-setup.ts is left alone: it configures Zod before any schema is built.
 */
export function pureContracts(): Plugin {
  return {
    name: 'tuitionhub:pure-contracts',
    apply: 'build',
    transform: {
      filter: { id: /\/packages\/contracts\/src\/(?!zod-setup\.ts$)[^/]+\.ts$/ },
      handler(code) {
        return { code: markInitialisersPure(code), map: null };
      },
    },
  };
}

/** For `treeshake.moduleSideEffects`: a contracts module other than zod-setup.ts runs nothing a page needs. */
export const hasSideEffects = (id: string) =>
  !/\/packages\/contracts\/src\//.test(id) || id.endsWith('/zod-setup.ts');

const ZOD = '\0tuitionhub:configured-zod';
export const zodSetup = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../packages/contracts/src/zod-setup.ts',
);

/** Whether a module id is Zod's own code, the configured Zod above or zod-setup.ts (scripts/first-screen-zod.ts). */
export const isZodModule = (id: string) => id === ZOD || id === zodSetup || /\/node_modules\/zod\//.test(id);

/** Which module an `import … from 'zod'` gets: the configured Zod, except inside zod-setup.ts and itself. */
export function zodFor(source: string, importer: string | undefined): string | null {
  if (source !== 'zod' || !importer || importer === ZOD || importer === zodSetup) return null;
  return ZOD;
}

/** The configured Zod: zod-setup.ts runs before anything that imports it can build a schema. */
export const configuredZod = () =>
  `import ${JSON.stringify(zodSetup)};\nexport * from 'zod';\nexport { default } from 'zod';\n`;

/**
 * Every `import … from 'zod'` (the contracts' and the web's own forms) goes through a module that
 * runs zod-setup.ts first. The contracts' index.ts used to do that for the whole app at start-up; now
 * that Zod loads only with the screens that use it, each of them must configure it, or Zod would probe
 * `new Function` first and the CSP would report it.
 */
export function zodConfiguredFirst(): Plugin {
  return {
    name: 'tuitionhub:zod-configured-first',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) => zodFor(source, importer),
    load: (id) => (id === ZOD ? configuredZod() : null),
  };
}
