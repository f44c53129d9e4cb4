import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';

const web = mkdtempSync(path.join(tmpdir(), 'th-web-'));
mkdirSync(path.join(web, 'assets'));
writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>TuitionHub</title><div id="root"></div>');
// Home's first screen prerendered by the web build (apps/web/scripts/prerender-home.ts).
writeFileSync(
  path.join(web, 'home.html'),
  '<!doctype html><title>TuitionHub</title><div id="root"><div data-prerendered="home"></div></div>',
);
writeFileSync(
  path.join(web, 'assets', 'index-abc123.js'),
  `console.log(${JSON.stringify('x'.repeat(4000))});`,
);
writeFileSync(path.join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

describe('serving the web app', async () => {
  const app = await createTestApp({ WEB_DIST: web });

  it('caches hashed assets for a year and serves them compressed with an ETag', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.etag).toBeTruthy();
    const again = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('never caches index.html', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('sends Home its prerendered first screen, and every other page the plain index.html', async () => {
    for (const url of ['/', '/?utm_source=app']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('data-prerendered="home"');
    }
    for (const url of ['/about', '/all-tutors', '/no-such-page', '/index.html']) {
      expect((await app.inject(url)).body, url).not.toContain('data-prerendered');
    }
    const head = await app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect((await app.inject('/home.html')).headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for every route the web router knows', async () => {
    for (const url of [
      '/about',
      '/privacy',
      '/terms',
      '/refund-policy',
      '/all-tutors?subject=Physics',
      '/tutor/2c1f5a9e-0000-4000-8000-000000000000',
      '/search?query=maths',
      '/admin-dashboard',
      '/watchlist',
      '/profile/abc',
      '/tutors/abc',
      '/requirements',
      '/requirements/new',
      '/requirements/2c1f5a9e-0000-4000-8000-000000000000',
      '/conversations',
      '/conversations/2c1f5a9e-0000-4000-8000-000000000000',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    }
  });

  it('answers unknown pages with the app (to render its 404 page) and a 404 status', async () => {
    const res = await app.inject('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('keeps unknown API paths and uploads as JSON 404s', async () => {
    for (const url of ['/api/tutors/nope', '/uploads/missing.webp', '/api']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('sends security headers on pages', async () => {
    const res = await app.inject('/about');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});
