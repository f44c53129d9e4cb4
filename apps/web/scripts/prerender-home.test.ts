import type { TransformResult } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  firstScreenShell,
  homeHtml,
  laterNeverArrives,
  missingAssets,
  SHELL_MARKS,
  startAfterPaint,
} from './prerender-home.ts';

const index = `<!doctype html>
<html lang="en-IN">
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body>
    <div id="root"><div aria-hidden="true" class="sticky top-0"><img src="/assets/logo.svg" alt="" /></div></div>
  </body>
</html>
`;

describe('home.html', () => {
  it('draws the first screen under the header outline, out of the tab order and the accessibility tree', () => {
    const html = homeHtml(index, '<section><h1>Welcome</h1></section>');
    expect(html).toContain(
      '<div id="root"><div data-prerendered="home" aria-hidden="true" inert class="flex min-h-dvh flex-col">' +
        '<div aria-hidden="true" class="sticky top-0"><img src="/assets/logo.svg" alt="" /></div>' +
        '<div class="flex-1"><section><h1>Welcome</h1></section></div></div></div>',
    );
    // Nothing else changes.
    expect(html.replace(/<div id="root">.*<\/div>/, '')).toBe(index.replace(/<div id="root">.*<\/div>/, ''));
  });

  it('starts the app from a module that waits for the hero, with nothing fetched beside the image', () => {
    const assets: Record<string, string> = {};
    const html = startAfterPaint(index, (name, code) => {
      assets[name] = code;
    });
    const [name] = Object.keys(assets);
    expect(name).toMatch(/^assets\/home-start-[0-9a-f]{8}\.js$/);
    expect(assets[name as string]).toContain('import("/assets/index-1.js")');
    expect(html).toContain(`<script type="module" crossorigin src="/${name}"></script>`);
    expect(html).not.toContain('index-1.js');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
  });

  it('fails without a one-line #root to draw in', () => {
    expect(() => homeHtml('<html><head></head><body></body></html>', '')).toThrow(/<div id="root">/);
  });

  it('names the images the markup refers to that the build did not write', () => {
    const markup =
      '<img src="/assets/slide-1-abc.svg"/><img src="/assets/slide-2-def.svg"/><a href="/about">';
    expect(missingAssets(markup, (file) => file === 'assets/slide-1-abc.svg')).toEqual([
      'assets/slide-2-def.svg',
    ]);
  });
});

describe("the catalogue's first-screen shell and module (decision 020)", () => {
  it('is index.html started like home.html, with a mark for the screen and one after #root for its answer', () => {
    const html = firstScreenShell(index, () => {});
    expect(html).toContain(
      `<div class="flex-1">${SHELL_MARKS.screen}</div></div></div>${SHELL_MARKS.data}\n  </body>`,
    );
    expect(html).toContain('data-prerendered="first-screen" aria-hidden="true" inert');
    expect(html).not.toContain('index-1.js');
    expect(html).not.toContain('modulepreload');
  });

  it("draws the app's code that loads later as never arriving, and leaves the libraries alone", () => {
    const plugin = laterNeverArrives();
    const transform = plugin.transform as (code: string, id: string) => TransformResult | null;
    const code = "const more = () => import('./profile-more.tsx');";
    expect(transform(code, '/app/apps/web/src/app/routes/profile.tsx')?.code).toBe(
      'const more = () => new Promise(() => {});',
    );
    expect(transform(code, '/app/node_modules/x/src/index.js')).toBeNull();
    expect(transform('const a = 1;', '/app/apps/web/src/a.ts')).toBeNull();
  });
});
