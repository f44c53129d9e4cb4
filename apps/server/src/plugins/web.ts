import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { StorageProvider } from '../providers/storage/index.ts';

/** Client-side routes (apps/web/src/app/router.tsx); a known path gets index.html with 200, others with 404. */
const spaRoutes = [
  /^\/$/,
  /^\/(about|contact|login|signup|forgot-password|reset-password|android-app|refund-policy|privacy|terms)$/,
  /^\/(paid|receipt)\/[^/]+$/,
  /^\/(user-dashboard|tutor-dashboard|tuition-center-dashboard|admin-dashboard|watchlist|pay|payments)$/,
  /^\/(all-tutors|all-tuition-centers|search)$/,
  /^\/(tutor|tuition-center|tutors|profile)\/[^/]+$/,
  /^\/requirements(\/[^/]+)?$/,
  /^\/conversations(\/[^/]+)?$/,
];

/** An upload's name is random and never reused, so a browser may keep it for a year. */
const UPLOAD_CACHE = 'public, max-age=31536000, immutable';
/** A redirect to S3_PUBLIC_URL is cached for a day only: the base may change. */
const REDIRECT_CACHE = 'public, max-age=86400';

/**
 * GET /uploads/<file> from the storage provider, the same for disk and S3: WebP, cached for a year,
 * with an ETag for revalidation; a name that is not a stored file's (traversal, other extensions)
 * or a missing file is the JSON 404. With S3_PUBLIC_URL the browser is sent to the bucket instead.
 */
function uploadsRoute(app: FastifyInstance, storage: StorageProvider) {
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    const direct = storage.publicUrl(name);
    if (direct) return reply.header('cache-control', REDIRECT_CACHE).redirect(direct, 302);
    const file = await storage.get(name);
    if (!file) return reply.callNotFound();
    if (file.etag) reply.header('etag', file.etag);
    if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
    reply.header('cache-control', UPLOAD_CACHE);
    if (file.etag && request.headers['if-none-match'] === file.etag) {
      file.body.destroy();
      return reply.status(304).send();
    }
    return reply.type('image/webp').header('content-length', file.size).send(file.body);
  });
}

/**
 * Serves uploads from the storage provider and the built web app: hashed assets cached for a year,
 * HTML never cached, every non-API GET falls back to index.html so the router can render it; `/`
 * gets home.html when the build wrote one (Home's first screen prerendered, issue 16).
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { root: string; storage: StorageProvider }) => {
    uploadsRoute(app, opts.storage);
    const indexPath = path.join(opts.root, 'index.html');
    const hasWeb = existsSync(indexPath);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.root,
        prefix: '/',
        wildcard: false,
        index: false,
        setHeaders: (res, filePath) => {
          if (filePath.endsWith('.html')) res.header('cache-control', 'no-cache');
          else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('cache-control', 'public, max-age=31536000, immutable');
          } else {
            res.header('cache-control', 'public, max-age=3600');
          }
        },
      });
    }
    const indexHtml = hasWeb ? readFileSync(indexPath, 'utf8') : null;
    // index.html with Home's first screen already drawn (apps/web/scripts/prerender-home.ts), for `/` only.
    const homePath = path.join(opts.root, 'home.html');
    const homeHtml = hasWeb && existsSync(homePath) ? readFileSync(homePath, 'utf8') : indexHtml;

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/uploads/');
      if (!isApi && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
        const page = url.replace(/\/$/, '') || '/';
        const known = spaRoutes.some((r) => r.test(page));
        return reply
          .status(known ? 200 : 404)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(page === '/' ? homeHtml : indexHtml);
      }
      return reply
        .status(404)
        .send({ success: false, code: 'NOT_FOUND', message: `No route for ${request.method} ${url}` });
    });
  },
  { name: 'web' },
);
