import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { setReviewStatus } from './helpers/conversation-rows.ts';
import { createTutor } from './helpers/factories.ts';

/**
 * The catalogue pages' first screens drawn per request (decision 020). The web build writes its
 * module to WEB_DIST/.ssr/ (apps/web/scripts/prerender-home.ts); here a small module of the same
 * shape stands in for it, drawing the names it is given, so what is tested is the server's part:
 * the page's API call, the inlined answer, the statuses, the escaping and the fallbacks.
 */
const web = mkdtempSync(path.join(tmpdir(), 'th-web-ssr-'));
mkdirSync(path.join(web, '.ssr'));
const INDEX = '<!doctype html><title>TuitionHub</title><div id="root"></div>';
writeFileSync(path.join(web, 'index.html'), INDEX);
writeFileSync(
  path.join(web, '.ssr', 'shell.html'),
  '<!doctype html><html><head><meta name="description" content="Find tutors." />' +
    '<title>TuitionHub</title><script type="module" src="/assets/start.js"></script></head>' +
    '<body><div id="root"><div data-prerendered="first-screen"><!--first-screen--></div></div><!--first-screen-data--></body></html>',
);
writeFileSync(
  path.join(web, '.ssr', 'first-screen-render.js'),
  `const esc = (s) => s.replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
export function firstScreenApi(url) {
  const [p, q] = url.split('?');
  if (p === '/all-tutors') return { api: '/api/tutors/all-tutors?page=1&limit=12' + (q ? '&' + q : ''), page: 'list' };
  if (p === '/all-tuition-centers') throw new Error('the module failed');
  const m = /^\\/tutor\\/([^/]+)$/.exec(p);
  return m ? { api: '/api/tutors/get-tutor/' + m[1], page: 'profile' } : null;
}
export function renderFirstScreen(url, answer) {
  const names = answer.tutors ? answer.tutors.map((t) => t.name) : [answer.name];
  return {
    markup: names.map((n) => '<h3>' + esc(n) + '</h3>').join(''),
    title: (answer.tutors ? 'All Tutors' : answer.name) + ' · TuitionHub',
    description: 'About ' + names[0],
  };
}
`,
);

/** The JSON the page inlined for the app's first render. */
function inlined(html: string): unknown {
  const m = /<script type="application\/json" id="first-screen-data">([^<]*)<\/script>/.exec(html);
  if (!m) throw new Error('no first-screen-data script');
  return JSON.parse(m[1] as string);
}

describe("the catalogue pages' first screens, drawn by the server", async () => {
  const app = await createTestApp({ WEB_DIST: web });
  await createTutor(app, { name: 'Asha Verma' });
  const ravi = await createTutor(app, { name: 'Ravi Kumar' });
  const hostile = await createTutor(app, { name: '</script><script>alert(1)</script>' });

  it("draws All Tutors' first cards into the HTML with the page's own API answer inlined", async () => {
    const res = await app.inject('/all-tutors');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<h3>Asha Verma</h3>');
    expect(res.body).toContain('<h3>Ravi Kumar</h3>');
    expect(res.body).toContain('<title>All Tutors · TuitionHub</title>');
    const api = await app.inject('/api/tutors/all-tutors?page=1&limit=12');
    expect(inlined(res.body)).toEqual(api.json());
    expect(res.body).not.toContain('<!--first-screen');
  });

  it('compresses the page for a browser that accepts it (the plugin for routes does not reach these)', async () => {
    const plain = await app.inject('/all-tutors');
    const res = await app.inject({ url: '/all-tutors', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(plain.body);
    const refused = await app.inject({ url: '/all-tutors', headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it("draws a profile's page with its answer, and its title and description", async () => {
    const res = await app.inject(`/tutor/${ravi.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<h3>Ravi Kumar</h3>');
    expect(res.body).toContain('<title>Ravi Kumar · TuitionHub</title>');
    expect(res.body).toContain('<meta name="description" content="About Ravi Kumar" />');
    expect(inlined(res.body)).toMatchObject({ _id: ravi.id, name: 'Ravi Kumar' });
  });

  it('sends a profile under review to its signed-in owner as the plain shell, 200, and 404 to a visitor', async () => {
    const pending = await createTutor(app, { name: 'Pending Patil' });
    await setReviewStatus(app, pending.id, 'tutor', 'pending');
    const visitor = await app.inject(`/tutor/${pending.id}`);
    expect(visitor.statusCode).toBe(404);
    const owner = await app.inject({ url: `/tutor/${pending.id}`, headers: pending.headers });
    expect(owner.statusCode).toBe(200);
    expect(owner.body).toBe(INDEX);
  });

  it('answers a profile that does not exist, or an id that cannot be one, 404 with the plain shell', async () => {
    for (const url of ['/tutor/2c1f5a9e-0000-4000-8000-000000000000', '/tutor/not-an-id']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('inlines a hostile name so that it cannot end the script element', async () => {
    for (const url of ['/all-tutors', `/tutor/${hostile.id}`]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('<script>alert(1)');
      expect(res.body, url).toContain('&#60;/script&#62;&#60;script&#62;alert(1)');
      // One </script> for the start module and one for the data: the name added none.
      expect(res.body.split('</script>').length - 1, url).toBe(2);
      expect(res.body, url).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
      const data = inlined(res.body) as { name?: string; tutors?: { name: string }[] };
      const names = data.tutors ? data.tutors.map((t) => t.name) : [data.name];
      expect(names, url).toContain('</script><script>alert(1)</script>');
    }
  });

  it("falls back to index.html when the page's API call or the drawing fails, never a 500", async () => {
    // The module throws for this page; a listing query the API refuses (400) is not drawn either.
    for (const url of ['/all-tuition-centers', '/all-tutors?page=0']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('keeps every other page as before', async () => {
    expect((await app.inject('/about')).body).toBe(INDEX);
    const missing = await app.inject('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(INDEX);
    expect((await app.inject('/.ssr/first-screen-render.js')).statusCode).toBe(404);
    expect((await app.inject('/.ssr/shell.html')).statusCode).toBe(404);
    const head = await app.inject({ method: 'HEAD', url: '/all-tutors' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
  });
});

describe('a web build whose first-screen module does not load', async () => {
  const broken = mkdtempSync(path.join(tmpdir(), 'th-web-ssr-broken-'));
  mkdirSync(path.join(broken, '.ssr'));
  writeFileSync(path.join(broken, 'index.html'), INDEX);
  writeFileSync(path.join(broken, '.ssr', 'shell.html'), readFileSync(path.join(web, '.ssr', 'shell.html')));
  writeFileSync(path.join(broken, '.ssr', 'first-screen-render.js'), 'export const = ;');
  const app = await createTestApp({ WEB_DIST: broken });

  it('starts, and serves the catalogue pages the plain index.html', async () => {
    const res = await app.inject('/all-tutors');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });
});
