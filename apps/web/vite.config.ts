import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on API_PORT (scripts/dev.mjs); the built app is served by the server itself.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: Number(process.env.WEB_PORT ?? 3000),
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  build: { sourcemap: true, chunkSizeWarningLimit: 800 },
});
