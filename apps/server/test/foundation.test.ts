import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { createAdmin, createStudent } from './helpers/factories.ts';

const metricsToken = 'metrics-token-for-tests-0123456789';

describe('foundation', async () => {
  const app = await createTestApp({ METRICS_TOKEN: metricsToken });

  it('answers health and readiness', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('answers unknown /api paths with a JSON 404 in the error model', async () => {
    const res = await app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400 BAD_REQUEST and no stack trace', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('publishes an OpenAPI 3.1 document and the docs page', async () => {
    const doc = (await app.inject('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect((await app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('exposes Prometheus metrics by route to a scraper with METRICS_TOKEN or a signed-in admin only', async () => {
    await app.inject('/healthz');
    const scraper = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(scraper.statusCode).toBe(200);
    expect(scraper.body).toContain('http_requests_total{method="GET",route="/healthz",status="200"}');
    expect(scraper.body).toContain('http_request_duration_seconds_bucket');
    const admin = await createAdmin(app);
    expect((await app.inject({ url: '/metrics', headers: admin.headers })).statusCode).toBe(200);

    const visitor = await app.inject('/metrics');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    const student = await createStudent(app);
    expect((await app.inject({ url: '/metrics', headers: student.headers })).statusCode).toBe(403);
    const wrong = await app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-metrics-token' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('sets security headers with a CSP that forbids inline scripts', async () => {
    const res = await app.inject('/healthz');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('resolves a bearer session to the user', async () => {
    const student = await createStudent(app);
    expect(student.token.length).toBeGreaterThanOrEqual(43);
  });

  it('serves the public config without secrets', async () => {
    const res = await app.inject('/api/config');
    expect(res.json()).toEqual({
      paymentsProvider: 'local',
      stripePublishableKey: null,
      razorpayKeyId: null,
      businessName: 'TuitionHub',
    });
  });
});
