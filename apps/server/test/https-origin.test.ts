import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { createStudent, TEST_PASSWORD } from './helpers/factories.ts';

/**
 * `npm start` opened from a phone on the LAN is plain HTTP: HTTPS-only headers and a Secure cookie
 * would leave it a blank page that cannot sign in. They apply when the public origin is HTTPS.
 */
async function signIn(env: Record<string, string>, headers: Record<string, string> = {}) {
  const app = await createTestApp({ NODE_ENV: 'production', ...env });
  const student = await createStudent(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers,
    payload: { email: student.email, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return {
    cookie: String(res.headers['set-cookie']),
    csp: String(res.headers['content-security-policy']),
    hsts: res.headers['strict-transport-security'],
  };
}

describe('HTTPS-only behaviour follows the public origin', () => {
  it('over plain HTTP in production (no PUBLIC_URL): no upgrade-insecure-requests, no HSTS, no Secure cookie', async () => {
    const { cookie, csp, hsts } = await signIn({});
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(hsts).toBeUndefined();
    expect(cookie).toMatch(/^session=/);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it('with PUBLIC_URL=http://… (a LAN address) it stays plain HTTP', async () => {
    const { cookie, csp } = await signIn({ PUBLIC_URL: 'http://192.168.1.20:3000' });
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it('with an https PUBLIC_URL: upgrade-insecure-requests, HSTS and a Secure cookie', async () => {
    const { cookie, csp, hsts } = await signIn({ PUBLIC_URL: 'https://tuitionhub.example' });
    expect(csp).toContain('upgrade-insecure-requests');
    expect(hsts).toMatch(/max-age=\d+/);
    expect(cookie).toMatch(/;\s*Secure/i);
  });

  it('behind a trusted TLS proxy (X-Forwarded-Proto: https) the cookie is Secure; untrusted, the header is ignored', async () => {
    const trusted = await signIn({ TRUST_PROXY: 'true' }, { 'x-forwarded-proto': 'https' });
    expect(trusted.cookie).toMatch(/;\s*Secure/i);
    const untrusted = await signIn({ TRUST_PROXY: 'false' }, { 'x-forwarded-proto': 'https' });
    expect(untrusted.cookie).not.toMatch(/;\s*Secure/i);
  });
});
