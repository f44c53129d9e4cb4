import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../src/lib/tokens.ts';
import { createTestApp } from './helpers/app.ts';
import { createStudent, createTutor, TEST_PASSWORD } from './helpers/factories.ts';
import { expireSession, sessionOf, sessionsOf } from './helpers/stored-rows.ts';

const login = (app: FastifyInstance, email: string, password: string, ip = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password }, remoteAddress: ip });

/** The `session` cookie set by a response, or undefined. */
function sessionCookie(res: { cookies: { name: string; value: string }[] }) {
  return res.cookies.find((c) => c.name === 'session');
}

describe('accounts: login and sessions', async () => {
  const app = await createTestApp();

  it('logs in with the right password: token, user and an HttpOnly SameSite=Lax cookie', async () => {
    const student = await createStudent(app, { email: 'login-ok@example.test' });
    const res = await login(app, '  LOGIN-OK@example.TEST ', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Login successful!',
      user: { _id: student.id, email: 'login-ok@example.test', role: 'Student' },
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43,}$/); // ≥ 256 bits, URL-safe
    expect(res.body).not.toMatch(/\$argon2|passwordHash/);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/); // only over HTTPS (https-origin.test.ts)
    expect(sessionCookie(res)!.value).toBe(body.token);
    // Only the token's hash is stored.
    const rows = await sessionsOf(app, student.id);
    expect(rows.map((r) => r.tokenHash)).toContain(hashToken(body.token));
    expect(rows.map((r) => r.tokenHash)).not.toContain(body.token);
  });

  it('answers an unknown e-mail and a wrong password with the same 401', async () => {
    await createStudent(app, { email: 'same-answer@example.test' });
    const unknown = await login(app, 'nobody-here@example.test', TEST_PASSWORD, '10.1.0.1');
    const wrong = await login(app, 'same-answer@example.test', 'wrong password!', '10.1.0.1');
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: 'UNAUTHENTICATED',
        message: 'Invalid email or password',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(unknown.body).toBe(wrong.body);
  });

  it('validates the login body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'x@example.test' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Password is required');
  });

  it('resolves a session from the Bearer header and from the cookie; GET /me', async () => {
    const tutor = await createTutor(app, {
      subjects: { Maths: 400 },
      city: 'Pune',
      modes: ['Online'],
      classLevels: ['IX-X'],
    });
    const byBearer = await app.inject({ url: '/api/user/me', headers: tutor.headers });
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.json().user).toMatchObject({
      _id: tutor.id,
      role: 'Tutor',
      subjects: ['Maths'],
      fees: { Maths: 400 },
      city: 'Pune',
      modes: ['Online'],
      classLevels: ['IX-X'],
    });
    const byCookie = await app.inject({ url: '/api/user/me', cookies: { session: tutor.token } });
    expect(byCookie.json().user._id).toBe(tutor.id);
    // A visitor's check (no session sent) is not an error: 200 with no user (issue 15 item 14).
    const visitor = await app.inject({ url: '/api/user/me' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ user: null });
    expect(visitor.headers['set-cookie']).toBeUndefined();
    const forged = await app.inject({
      url: '/api/user/me',
      headers: { authorization: `Bearer ${newToken()}` },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    const student = await createStudent(app);
    const token = newToken();
    await expireSession(app, token, student.id);
    const res = await app.inject({ url: '/api/user/me', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
  });

  it('sets the session expiry from SESSION_TTL_DAYS', async () => {
    const student = await createStudent(app);
    const res = await login(app, student.email, TEST_PASSWORD);
    const row = await sessionOf(app, res.json().token);
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=2592000/);
  });

  it('logout revokes the session and clears the cookie', async () => {
    const student = await createStudent(app);
    const { token } = (await login(app, student.email, TEST_PASSWORD)).json();
    const out = await app.inject({ method: 'POST', url: '/api/user/logout', cookies: { session: token } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: 'User logout successfully' });
    expect(String(out.headers['set-cookie'])).toMatch(/session=;.*Expires=Thu, 01 Jan 1970/);
    const dead = await app.inject({ url: '/api/user/me', cookies: { session: token } });
    expect(dead.statusCode).toBe(401);
    // The dead cookie is dropped, so the next page load checks as a plain visitor.
    expect(String(dead.headers['set-cookie'])).toMatch(/session=;.*Expires=Thu, 01 Jan 1970/);
    // The factory's other session of the same user still works (logout ends this session only).
    expect((await app.inject({ url: '/api/user/me', headers: student.headers })).statusCode).toBe(200);
  });

  it('refuses cookie-authenticated writes from a foreign origin (CSRF)', async () => {
    const student = await createStudent(app);
    const attempt = (headers: Record<string, string>) =>
      app.inject({
        method: 'PUT',
        url: `/api/user/update/${student.id}`,
        cookies: { session: student.token },
        headers: { host: 'tuitionhub.test', ...headers },
        payload: { name: 'Hacked' },
      });
    const foreign = await attempt({ origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('FORBIDDEN');
    const foreignReferer = await attempt({ referer: 'https://evil.example/page' });
    expect(foreignReferer.statusCode).toBe(403);
    const sameSiteOtherPort = await attempt({ origin: 'http://tuitionhub.test:8080' });
    expect(sameSiteOtherPort.statusCode).toBe(403);
    const me = await app.inject({ url: '/api/user/me', headers: student.headers });
    expect(me.json().user.name).not.toBe('Hacked');

    const own = await attempt({ origin: 'http://tuitionhub.test' });
    expect(own.statusCode).toBe(200);
    // Logout through a forged cross-site form is refused as well.
    const logout = await app.inject({
      method: 'POST',
      url: '/api/user/logout',
      cookies: { session: student.token },
      headers: { host: 'tuitionhub.test', origin: 'https://evil.example' },
    });
    expect(logout.statusCode).toBe(403);
    // A bearer token is not sent by browsers on their own, so it needs no origin check.
    const bearer = await app.inject({
      method: 'PUT',
      url: `/api/user/update/${student.id}`,
      headers: { ...student.headers, origin: 'https://app.example' },
      payload: { name: 'From the Android app' },
    });
    expect(bearer.statusCode).toBe(200);
  });
});

describe('accounts: login brute-force limits', async () => {
  const app = await createTestApp({ LOGIN_MAX_FAILURES_PER_IP: '8' });

  it('locks an e-mail for one IP after 5 failures, even for the right password, with Retry-After', async () => {
    const student = await createStudent(app);
    for (let i = 0; i < 5; i++) {
      expect((await login(app, student.email, 'wrong-password', '10.2.0.1')).statusCode).toBe(401);
    }
    const locked = await login(app, student.email, TEST_PASSWORD, '10.2.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('RATE_LIMITED');
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // The same e-mail from another IP is not locked (the lock is per e-mail and IP).
    expect((await login(app, student.email, TEST_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
    // Upper-case spelling is the same e-mail.
    expect((await login(app, student.email.toUpperCase(), TEST_PASSWORD, '10.2.0.1')).statusCode).toBe(429);
  });

  it('a success before the limit resets the count', async () => {
    const student = await createStudent(app);
    // 3 + 4 failures: more than 5 in the window, but a success in between started the count again
    // (and 7 stays under this app's per-IP limit of 8).
    for (let i = 0; i < 3; i++) await login(app, student.email, 'wrong-password', '10.3.0.1');
    expect((await login(app, student.email, TEST_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await login(app, student.email, 'wrong-password', '10.3.0.1')).statusCode).toBe(401);
    }
    expect((await login(app, student.email, TEST_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
  });

  it('locks an IP that fails across many e-mails (credential stuffing)', async () => {
    const victim = await createStudent(app);
    for (let i = 0; i < 8; i++) {
      expect((await login(app, `stuffed-${i}@example.test`, 'guess-123', '10.4.0.1')).statusCode).toBe(401);
    }
    const blocked = await login(app, victim.email, TEST_PASSWORD, '10.4.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(app, victim.email, TEST_PASSWORD, '10.4.0.2')).statusCode).toBe(200);
  });
});
