import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** The page the server sends for `/` only (plugins/web.ts); every other path keeps index.html. */
export const HOME_HTML = 'home.html';
/** The module that draws Home's first screen with the app's own components. */
const FIRST_SCREEN_ENTRY = 'src/app/home-first-screen.tsx';
/** index.html's #root, on one line: the header's outline painted before the JavaScript. */
const ROOT = /<div id="root">(.*)<\/div>/;

/**
 * index.html with a page's first screen drawn under the header's outline. The whole placeholder is
 * `inert` and aria-hidden: a screen reader or the Tab key never meets it, and React replaces it with
 * the same screen on its first render. `name` is its data-prerendered (main.tsx reads it).
 */
export function prerenderedHtml(indexHtml: string, name: string, firstScreen: string): string {
  const outline = ROOT.exec(indexHtml)?.[1];
  if (outline === undefined) throw new Error(`prerender: no one-line <div id="root"> in index.html`);
  return indexHtml.replace(
    ROOT,
    () =>
      `<div id="root"><div data-prerendered="${name}" aria-hidden="true" inert class="flex min-h-dvh flex-col">${outline}<div class="flex-1">${firstScreen}</div></div></div>`,
  );
}

/** index.html with Home's first screen (dist/home.html). */
export const homeHtml = (indexHtml: string, firstScreen: string) =>
  prerenderedHtml(indexHtml, 'home', firstScreen);

/** Where the server's web plugin finds the catalogue's first screens (a dot directory: never served). */
export const FIRST_SCREEN_DIR = '.ssr';
/** The SSR module drawing the catalogue pages' first screens (apps/server/src/plugins/web.ts loads it). */
const CATALOGUE_ENTRY = 'src/app/first-screen-render.tsx';
/** Where the server puts the page's markup, and the answer it was drawn with (as JSON), in shell.html. */
export const SHELL_MARKS = { screen: '<!--first-screen-->', data: '<!--first-screen-data-->' } as const;

/**
 * dist/.ssr/shell.html: the page the server fills with a catalogue page's first screen. Like home.html
 * (the start module, no modulepreloads), with a mark for the markup and one after #root for the answer.
 */
export function firstScreenShell(
  indexHtml: string,
  writeAsset: (name: string, code: string) => void,
): string {
  const html = startAfterPaint(prerenderedHtml(indexHtml, 'first-screen', SHELL_MARKS.screen), writeAsset);
  const rootEnd = html.indexOf('</div></div></div>', html.indexOf('<div id="root">'));
  if (rootEnd < 0) throw new Error('prerender: no end of #root in the shell');
  const at = rootEnd + '</div></div></div>'.length;
  return `${html.slice(0, at)}${SHELL_MARKS.data}${html.slice(at)}`;
}

/** The entry's script tag as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"><\/script>/;

/**
 * A small module that starts the app once the first screen has painted: the hero image where the
 * screen has one, else its first contentful element, as the browser reports it
 * (largest-contentful-paint). Run earlier, the entry's evaluation is a long task that holds that
 * paint back, and its 100 KB share the phone's bandwidth with the image (issue 16, LCP). A frame
 * after the image's load was not enough: the frame that shows it can be presented later, after
 * the import began. Where the browser does not report paints (Safari), it starts a frame after the
 * image's load; a hidden page (it paints nothing), the first key or tap, or 2 s start it at once.
 */
export function startScript(entry: string): string {
  return `const hero = document.querySelector('[data-prerendered] img[fetchpriority="high"]');
let started = false;
const start = () => {
  if (started) return;
  started = true;
  setTimeout(() => import(${JSON.stringify(`/${entry}`)}));
};
const afterFrame = () => requestAnimationFrame(start);
if (document.visibilityState === 'hidden') start();
else if (window.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint'))
  new PerformanceObserver((list) => {
    if (list.getEntries().some((e) => !hero || e.element === hero)) start();
  }).observe({ type: 'largest-contentful-paint', buffered: true });
else if (!hero || hero.complete) afterFrame();
else {
  hero.addEventListener('load', afterFrame);
  hero.addEventListener('error', afterFrame);
}
for (const type of ['keydown', 'pointerdown']) addEventListener(type, start, { capture: true, once: true });
setTimeout(start, 2000);
`;
}

/**
 * home.html's scripts: the start module in place of the app's entry, and no modulepreloads. Fetched
 * beside the hero image, the entry's 240 KB would share the phone's bandwidth with it and with the
 * CSS (Lighthouse: first paint 2.2 s with them, 1.2 s without; decision 019).
 */
export function startAfterPaint(html: string, writeAsset: (name: string, code: string) => void): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('prerender: no entry <script type="module"> in index.html');
  const code = startScript(entry);
  const name = `assets/home-start-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  writeAsset(name, code);
  return html
    .replace(ENTRY_SCRIPT, () => `<script type="module" crossorigin src="/${name}"></script>`)
    .replace(/\n\s*<link rel="modulepreload"[^>]*>/g, '');
}

/** The `/assets/…` files the markup refers to that the client build did not write (a mismatch to fail on). */
export function missingAssets(markup: string, exists: (file: string) => boolean): string[] {
  const files = [...markup.matchAll(/"\/(assets\/[^"?#]+)"/g)].map((m) => m[1] as string);
  return [...new Set(files)].filter((file) => !exists(file));
}

/**
 * In the server's drawing, the app's code that loads later (a dynamic import) never arrives: its
 * Suspense placeholder is drawn, as in the browser's first render, where that chunk is not in yet.
 * Without this, the server (a long-lived process) would draw it once an earlier request had loaded
 * it, and the app's first render would then differ from the HTML (decision 020).
 */
export function laterNeverArrives(): Plugin {
  return {
    name: 'tuitionhub:first-screen-later',
    transform(code, id) {
      if (!id.includes('/src/') || id.includes('/node_modules/')) return null;
      const out = code.replace(/\bimport\((['"][^'"]+['"])\)/g, 'new Promise(() => {})');
      return out === code ? null : { code: out, map: null };
    },
  };
}

/** An SSR build of `entry` into `outDir`, with the app's rule for inlined assets (so image URLs match). */
async function ssrBuild(config: ResolvedConfig, entry: string, outDir: string, bundled: boolean) {
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    plugins: bundled ? [react(), laterNeverArrives()] : [react()],
    // The server loads the catalogue's module from the web build at run time: everything inside it.
    ...(bundled
      ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
      : {}),
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      // The same rule as the app's build, so an image's URL here is the file the client build wrote.
      assetsInlineLimit: config.build.assetsInlineLimit,
    },
  });
  const name = path.basename(entry).replace(/\.tsx?$/, '');
  const file = readdirSync(outDir).find((f) => f === `${name}.js` || f === `${name}.mjs`);
  if (!file) throw new Error(`prerender: no ${name}.js in ${outDir}`);
  return path.join(outDir, file);
}

/** Draws Home's first screen in Node: an SSR build of FIRST_SCREEN_ENTRY, imported and run once. */
async function renderFirstScreen(config: ResolvedConfig): Promise<string> {
  // Inside the project, so the built module's imports (react-dom/server, …) resolve from node_modules.
  const cache = path.join(config.root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(path.join(cache, 'prerender-home-'));
  try {
    const entry = await ssrBuild(config, FIRST_SCREEN_ENTRY, outDir, false);
    const mod = (await import(pathToFileURL(entry).href)) as { renderHomeFirstScreen: () => string };
    return mod.renderHomeFirstScreen();
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Issue 16 (LCP): writes dist/home.html, index.html with Home's first screen already in it, so the
 * hero image is found in the HTML and painted before any JavaScript has run.
 */
export function prerenderHome(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'tuitionhub:prerender-home',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
      const firstScreen = await renderFirstScreen(config);
      const missing = missingAssets(firstScreen, (file) => existsSync(path.join(outDir, file)));
      if (missing.length)
        this.error(`prerender: Home's first screen refers to unbuilt ${missing.join(', ')}`);
      const html = startAfterPaint(homeHtml(read('index.html'), firstScreen), (name, code) =>
        writeFileSync(path.join(outDir, name), code),
      );
      writeFileSync(path.join(outDir, HOME_HTML), html);
      config.logger.info(`Prerendered Home's first screen: ${HOME_HTML}`);
      // The catalogue pages' first screens, drawn by the server per request (decision 020).
      const ssrDir = path.join(outDir, FIRST_SCREEN_DIR);
      await ssrBuild(config, CATALOGUE_ENTRY, ssrDir, true);
      const shell = firstScreenShell(read('index.html'), (name, code) =>
        writeFileSync(path.join(outDir, name), code),
      );
      writeFileSync(path.join(ssrDir, 'shell.html'), shell);
      config.logger.info(`The catalogue's first screens for the server: ${FIRST_SCREEN_DIR}/`);
    },
  };
}
