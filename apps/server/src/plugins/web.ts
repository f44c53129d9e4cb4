import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { compressors, encodingFor } from '../http/compressed-body.ts';
import { escapeHtml } from '../lib/escape-html.ts';
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
 * The web build's module drawing the catalogue pages' first screens (apps/web/src/app/first-screen-render.tsx,
 * written to WEB_DIST/.ssr/ by apps/web/scripts/prerender-home.ts; decision 020). Loaded at run time
 * from the built files, like the files served: the server never imports the web app's source.
 */
interface FirstScreens {
  firstScreenApi(url: string): { api: string; page: 'list' | 'profile' } | null;
  renderFirstScreen(
    url: string,
    answer: unknown,
  ): { markup: string; title: string; description: string } | null;
}
const FIRST_SCREEN_DIR = '.ssr';
const SHELL_MARKS = { screen: '<!--first-screen-->', data: '<!--first-screen-data-->' } as const;

/** JSON inside a <script> element: `<`, `>`, `&` and the two line separators escaped, so no string in it can end the element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** The first-screen module and its page, or null (no build of it, or it failed to load: logged, pages keep index.html). */
async function loadFirstScreens(root: string, log: FastifyBaseLogger) {
  const dir = path.join(root, FIRST_SCREEN_DIR);
  const modulePath = path.join(dir, 'first-screen-render.js');
  const shellPath = path.join(dir, 'shell.html');
  if (!existsSync(modulePath) || !existsSync(shellPath)) return null;
  try {
    const mod = (await import(pathToFileURL(modulePath).href)) as FirstScreens;
    const shell = readFileSync(shellPath, 'utf8');
    if (typeof mod.firstScreenApi !== 'function' || typeof mod.renderFirstScreen !== 'function')
      throw new Error('it exports no firstScreenApi / renderFirstScreen');
    if (!shell.includes(SHELL_MARKS.screen) || !shell.includes(SHELL_MARKS.data))
      throw new Error('shell.html has no first-screen marks');
    return { mod, shell };
  } catch (err) {
    log.error(
      { err },
      `web: the catalogue's first screens (${modulePath}) did not load; those pages get index.html`,
    );
    return null;
  }
}

/**
 * An HTML page, compressed when the browser accepts it (http/compressed-body.ts). The pages are
 * sent from the not-found handler, which the compress plugin's per-route hooks never reach: a
 * phone's first download of a drawn page is a fifth of its size.
 */
function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
  reply
    .status(status)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  const encoding = encodingFor(request, Buffer.byteLength(html));
  if (!encoding) return reply.send(html);
  return reply.header('content-encoding', encoding).send(compressors[encoding](html));
}

type FirstScreenPage = { status: 200; html: string } | { status: 404 } | null;

/**
 * A catalogue page with its first screen drawn (issue 16, decision 020): the page's first API call,
 * made here through app.inject with no cookie (a public answer, the same for everyone), its answer
 * drawn by the web build's module and inlined as JSON for the app's first render. A profile that does
 * not exist (404, or 400 for an id that cannot be one) is `{ status: 404 }`; anything else that goes
 * wrong is null (the caller sends index.html, as before).
 */
async function firstScreenPage(
  app: FastifyInstance,
  screens: NonNullable<Awaited<ReturnType<typeof loadFirstScreens>>>,
  request: FastifyRequest,
): Promise<FirstScreenPage> {
  try {
    const target = screens.mod.firstScreenApi(request.url);
    if (!target) return null;
    const res = await app.inject({ method: 'GET', url: target.api, headers: { accept: 'application/json' } });
    if (target.page === 'profile' && (res.statusCode === 404 || res.statusCode === 400))
      // Hidden from visitors is not missing for everyone: its owner or an admin, signed in, sees a
      // profile under review, which the app loads with their session.
      return request.user ? null : { status: 404 };
    if (res.statusCode !== 200) {
      request.log.warn(
        { api: target.api, status: res.statusCode },
        'web: no first screen, its API call failed',
      );
      return null;
    }
    const answer: unknown = res.json();
    const screen = screens.mod.renderFirstScreen(request.url, answer);
    if (!screen) return null;
    const html = screens.shell
      .replace(SHELL_MARKS.screen, () => screen.markup)
      .replace(
        SHELL_MARKS.data,
        () => `<script type="application/json" id="first-screen-data">${scriptJson(answer)}</script>`,
      )
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(screen.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*" \/>/,
        () => `<meta name="description" content="${escapeHtml(screen.description)}" />`,
      );
    return { status: 200, html };
  } catch (err) {
    request.log.error(
      { err, url: request.url },
      'web: drawing the first screen failed; index.html sent instead',
    );
    return null;
  }
}

/**
 * Serves uploads from the storage provider and the built web app: hashed assets cached for a year,
 * HTML never cached, every non-API GET falls back to index.html so the router can render it; `/`
 * gets home.html when the build wrote one (Home's first screen prerendered, issue 16), and the
 * catalogue's pages (All Tutors, All Tuition Centers, a profile) their first screen drawn per request
 * when the build wrote its module (decision 020).
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
    const firstScreens = hasWeb ? await loadFirstScreens(opts.root, app.log) : null;

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/uploads/');
      if (!isApi && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
        const page = url.replace(/\/$/, '') || '/';
        const known = spaRoutes.some((r) => r.test(page));
        const drawn = known && firstScreens ? await firstScreenPage(app, firstScreens, request) : null;
        return sendHtml(
          request,
          reply,
          drawn?.status ?? (known ? 200 : 404),
          drawn?.status === 200 ? drawn.html : page === '/' ? (homeHtml ?? indexHtml) : indexHtml,
        );
      }
      return reply
        .status(404)
        .send({ success: false, code: 'NOT_FOUND', message: `No route for ${request.method} ${url}` });
    });
  },
  { name: 'web' },
);
