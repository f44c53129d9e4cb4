import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ENTRY_KEY, HOME_ROUTE_KEY, HOME_TAKE_OVER_KEY, type Manifest } from './js-budget.ts';
import { isZodModule } from './pure-contracts.ts';

/**
 * The manifest keys of what a page drawn in the HTML loads before it is interactive (main.tsx): the
 * entry, Home's take-over and route on `/`, and on the catalogue's pages the take-over and the page's
 * route (All Tutors and All Tuition Centers, a tutor's or a center's profile; first-screen-client.ts).
 */
export const FIRST_SCREEN_ROOTS = [
  ENTRY_KEY,
  HOME_TAKE_OVER_KEY,
  HOME_ROUTE_KEY,
  'src/app/first-screen-client.ts',
  'src/app/routes/profiles.tsx',
  'src/app/routes/profile.tsx',
];

/** A file holding Zod and how the first screens reach it: manifest keys, root first, the file's own last. */
export interface ZodOnFirstScreen {
  file: string;
  via: string[];
}

/**
 * The JS files holding Zod among the roots and their static imports (what those pages load before
 * they are interactive), each with the first chain of imports found to it. Dynamic imports are left
 * out: a form's chunk may load Zod when it is opened.
 */
export function zodOnFirstScreens(
  manifest: Manifest,
  holdsZod: (file: string) => boolean,
  roots: string[] = FIRST_SCREEN_ROOTS,
): ZodOnFirstScreen[] {
  const seen = new Set<string>();
  const found: ZodOnFirstScreen[] = [];
  const visit = (key: string, via: string[]) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`First screens' Zod check: ${key} is not in the build manifest`);
    seen.add(key);
    if (chunk.file.endsWith('.js') && holdsZod(chunk.file))
      found.push({ file: chunk.file, via: [...via, key] });
    for (const imported of chunk.imports ?? []) visit(imported, [...via, key]);
  };
  for (const root of roots) visit(root, []);
  return found;
}

export const describeZodOnFirstScreens = (found: ZodOnFirstScreen[]) =>
  found.map((f) => `${f.file} (${f.via.join(' → ')})`).join('; ');

/**
 * Fails `vite build` when a page drawn in the HTML loads Zod before it is interactive (issue 16: its
 * evaluation was ~100 ms of a profile's Total Blocking Time on Lighthouse's 4x slower CPU). The
 * chunks holding Zod are known from the bundle, their reach from the manifest once it is written.
 */
export function noZodOnFirstScreens(): Plugin {
  let outDir = '';
  const zodFiles = new Set<string>();
  return {
    name: 'tuitionhub:no-zod-on-first-screens',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_, bundle) {
      for (const output of Object.values(bundle))
        if (output.type === 'chunk' && output.moduleIds.some(isZodModule)) zodFiles.add(output.fileName);
    },
    closeBundle() {
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const found = zodOnFirstScreens(manifest, (file) => zodFiles.has(file));
      if (found.length)
        this.error(
          `Zod is loaded before a first screen is interactive: ${describeZodOnFirstScreens(found)}. ` +
            'What the first screens import from @tuitionhub/contracts must come from its modules without Zod ' +
            '(labels, constants, plain functions; docs/decisions/022-take-over-in-slices.md).',
        );
    },
  };
}
