import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { homeJsBudget } from './scripts/js-budget.ts';
import { prerenderHome } from './scripts/prerender-home.ts';
import { hasSideEffects, pureContracts, zodConfiguredFirst } from './scripts/pure-contracts.ts';

// In development the API runs on API_PORT (scripts/dev.mjs); the built app is served by the server itself.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), pureContracts(), zodConfiguredFirst(), homeJsBudget(), prerenderHome()],
  server: {
    port: Number(process.env.WEB_PORT ?? 3000),
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  build: {
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    // .vite/manifest.json: the chunk graph the Home JS budget is measured on (scripts/js-budget.ts).
    manifest: true,
    // Small images (under 4 KB) go inside the chunk that shows them, so a page is not still fetching
    // icons after its code has run; the logos, on every first download, stay cacheable files instead.
    assetsInlineLimit: (file) => (/\/assets\/logo(-full)?\.svg$/.test(file) ? false : undefined),
    // Every browser the app supports has <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: { treeshake: { moduleSideEffects: hasSideEffects } },
  },
});
