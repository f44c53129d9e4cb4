import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Client-side routes (apps/web/src/app/router.tsx); a known path gets index.html with 200, others with 404. */
const spaRoutes = [
  /^\/$/,
  /^\/(about|contact|login|signup|forgot-password|reset-password|android-app)$/,
  /^\/(user-dashboard|tutor-dashboard|tuition-center-dashboard|admin-dashboard|watchlist|pay|payments)$/,
  /^\/(all-tutors|all-tuition-centers|search)$/,
  /^\/(tutor|tuition-center|tutors|profile)\/[^/]+$/,
];

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached,
 * every non-API GET falls back to index.html so the router can render it.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { root: string; uploadsDir: string }) => {
    mkdirSync(opts.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: opts.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      index: false,
    });
    const indexPath = path.join(opts.root, 'index.html');
    const hasWeb = existsSync(indexPath);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.root,
        prefix: '/',
        wildcard: false,
        index: false,
        setHeaders: (res, filePath) => {
          if (filePath.endsWith('index.html')) res.header('cache-control', 'no-cache');
          else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('cache-control', 'public, max-age=31536000, immutable');
          } else {
            res.header('cache-control', 'public, max-age=3600');
          }
        },
      });
    }
    const indexHtml = hasWeb ? readFileSync(indexPath, 'utf8') : null;

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/uploads/');
      if (!isApi && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
        const known = spaRoutes.some((r) => r.test(url.replace(/\/$/, '') || '/'));
        return reply
          .status(known ? 200 : 404)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(indexHtml);
      }
      return reply
        .status(404)
        .send({ success: false, code: 'NOT_FOUND', message: `No route for ${request.method} ${url}` });
    });
  },
  { name: 'web' },
);
