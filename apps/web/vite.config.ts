import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { noZodOnFirstScreens } from './scripts/first-screen-zod.ts';
import { homeJsBudget } from './scripts/js-budget.ts';
import { preloadsItsImports } from './scripts/preloads.ts';
import { prerenderHome } from './scripts/prerender-home.ts';
import { hasSideEffects, pureContracts, zodConfiguredFirst } from './scripts/pure-contracts.ts';

// In development the API runs on API_PORT (scripts/dev.mjs); the built app is served by the server itself.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

// react-router's package exports only its development build (dev warnings on, e.g. every route
// match checked for them: ~40-75 ms of a 4x throttled load, decision 022). Builds take the production
// build it ships beside it; tests and the dev server keep the warnings.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [
    react(),
    tailwindcss(),
    pureContracts(),
    zodConfiguredFirst(),
    homeJsBudget(),
    noZodOnFirstScreens(),
    prerenderHome(),
  ],
  server: {
    port: Number(process.env.WEB_PORT ?? 3000),
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  build: {
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    // .vite/manifest.json: the chunk graph the Home JS budget is measured on (scripts/js-budget.ts), and
    // the first screens are checked for Zod on (scripts/first-screen-zod.ts).
    manifest: true,
    // Small images (under 4 KB) go inside the chunk that shows them, so a page is not still fetching
    // icons after its code has run; the logos, on every first download, stay cacheable files instead.
    assetsInlineLimit: (file) => (/\/assets\/logo(-full)?\.svg$/.test(file) ? false : undefined),
    // Every browser the app supports has <link rel="modulepreload">: no polyfill in the entry. Which
    // dynamic imports preload their files: scripts/preloads.ts.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostId }) => (preloadsItsImports(file, hostId) ? deps : []),
    },
    rolldownOptions: { treeshake: { moduleSideEffects: hasSideEffects } },
  },
}));
