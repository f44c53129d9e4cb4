import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expirePasswordReset, mailsTo, passwordResetsOf, storedRole } from './helpers/account-rows.ts';
import { createTestApp } from './helpers/app.ts';
import { profileRow } from './helpers/catalogue-rows.ts';
import { createAdmin, createCenter, createStudent, createTutor, TEST_PASSWORD } from './helpers/factories.ts';

const login = (app: FastifyInstance, email: string, password: string, ip = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password }, remoteAddress: ip });
const update = (
  app: FastifyInstance,
  userId: string,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
) => app.inject({ method: 'PUT', url: `/api/user/update/${userId}`, headers, payload });
const me = (app: FastifyInstance, headers: Record<string, string>) =>
  app.inject({ url: '/api/user/me', headers });

describe('accounts: profile edit', async () => {
  const app = await createTestApp();

  it('lets a user edit their own name, profile info and photo', async () => {
    const student = await createStudent(app);
    const res = await update(app, student.id, student.headers, {
      name: 'New Name',
      profileInfo: 'Class 12, PCM',
      photo: '/images/default-avatar.svg',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'User updated successfully',
      user: { _id: student.id, name: 'New Name', profileInfo: 'Class 12, PCM', role: 'Student' },
    });
    expect(res.body).not.toMatch(/\$argon2|passwordHash/);
  });

  it('refuses to let one user edit another (403) and a visitor (401)', async () => {
    const owner = await createStudent(app);
    const other = await createStudent(app);
    const tutor = await createTutor(app);
    for (const actor of [other, tutor]) {
      const res = await update(app, owner.id, actor.headers, { name: 'Taken over', email: 'x@evil.test' });
      expect(res.statusCode).toBe(403);
    }
    const anon = await app.inject({
      method: 'PUT',
      url: `/api/user/update/${owner.id}`,
      payload: { name: 'x' },
    });
    expect(anon.statusCode).toBe(401);
    expect((await me(app, owner.headers)).json().user.name).toBe(owner.name);
  });

  it('lets an admin edit any account, including its password without the current one', async () => {
    const admin = await createAdmin(app);
    const student = await createStudent(app);
    const res = await update(app, student.id, admin.headers, {
      name: 'Renamed by admin',
      password: 'set-by-admin-1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.name).toBe('Renamed by admin');
    // Every session of that user is revoked; the new password works.
    expect((await me(app, student.headers)).statusCode).toBe(401);
    expect((await login(app, student.email, 'set-by-admin-1')).statusCode).toBe(200);
    expect((await update(app, crypto.randomUUID(), admin.headers, { name: 'x' })).statusCode).toBe(404);
  });

  it('never changes the role through the profile route', async () => {
    const student = await createStudent(app);
    const res = await update(app, student.id, student.headers, { role: 'Admin', name: 'Still a student' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('Student');
    expect(await storedRole(app, student.id)).toBe('student');
  });

  it('needs the current password to change the password, then revokes the other sessions', async () => {
    const student = await createStudent(app);
    const other = (await login(app, student.email, TEST_PASSWORD)).json().token as string;

    const missing = await update(app, student.id, student.headers, { password: 'brand-new-pass' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { path: 'currentPassword', message: 'Current password is required' },
    ]);
    const wrong = await update(app, student.id, student.headers, {
      password: 'brand-new-pass',
      currentPassword: 'not my password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');
    const short = await update(app, student.id, student.headers, {
      password: 'short',
      currentPassword: TEST_PASSWORD,
    });
    expect(short.json().message).toBe('Password must be at least 8 characters');

    const ok = await update(app, student.id, student.headers, {
      password: 'brand-new-pass',
      currentPassword: TEST_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    // This session stays; the other one is gone.
    expect((await me(app, student.headers)).statusCode).toBe(200);
    expect((await me(app, { authorization: `Bearer ${other}` })).statusCode).toBe(401);
    expect((await login(app, student.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(app, student.email, 'brand-new-pass')).statusCode).toBe(200);
    // The account's address is told.
    const mail = await mailsTo(app, student.email);
    expect(mail.map((m) => m.subject)).toContain('Your TuitionHub password was changed');
    // An empty password field means "keep it".
    const keep = await update(app, student.id, student.headers, { password: '', name: 'Kept' });
    expect(keep.statusCode).toBe(200);
    expect((await login(app, student.email, 'brand-new-pass')).statusCode).toBe(200);
  });

  it('counts wrong current passwords like failed logins', async () => {
    const student = await createStudent(app);
    for (let i = 0; i < 5; i++) {
      const res = await update(app, student.id, student.headers, {
        password: 'brand-new-pass',
        currentPassword: `guess-${i}`,
      });
      expect(res.statusCode).toBe(400);
    }
    const locked = await update(app, student.id, student.headers, {
      password: 'brand-new-pass',
      currentPassword: TEST_PASSWORD,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('changes the e-mail only to a free address (any letter case) and with the current password', async () => {
    const a = await createStudent(app);
    const b = await createStudent(app);
    const noPassword = await update(app, a.id, a.headers, { email: 'fresh-a@example.test' });
    expect(noPassword.statusCode).toBe(400);
    const taken = await update(app, a.id, a.headers, {
      email: b.email.toUpperCase(),
      currentPassword: TEST_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Email is already registered');
    const ok = await update(app, a.id, a.headers, {
      email: ' Fresh-A@Example.test ',
      currentPassword: TEST_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe('fresh-a@example.test');
    expect((await login(app, 'fresh-a@example.test', TEST_PASSWORD)).statusCode).toBe(200);
    // Same e-mail as now: no password needed, nothing changes.
    const same = await update(app, a.id, a.headers, { email: 'fresh-a@example.test', name: 'A' });
    expect(same.statusCode).toBe(200);
  });

  it.each([
    ['tutor', createTutor],
    ['center', createCenter],
  ] as const)('keeps a %s’s listing name in step with a profile rename', async (kind, create) => {
    const profile = await create(app, { name: 'Old Profile Name' });
    await update(app, profile.id, profile.headers, { name: 'Fresh Profile Name' });
    const row = await profileRow(app, kind, profile.id);
    expect(row!.name).toBe('Fresh Profile Name');
    expect(row!.searchText).toContain('fresh profile name');
  });
});

describe('accounts: forgotten password', async () => {
  const app = await createTestApp({ PASSWORD_RESET_MAX_PER_HOUR: '50' });
  const forgot = (email: string, ip = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/user/forgot-password',
      payload: { email },
      remoteAddress: ip,
      headers: { host: 'tuitionhub.test' },
    });
  const reset = (token: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/user/reset-password', payload: { token, password } });
  async function mailedToken(to: string): Promise<{ token: string; text: string }> {
    const [mail] = await mailsTo(app, to);
    // The request's Host header (tuitionhub.test, the client's to choose) never makes the link.
    expect(mail!.textBody).not.toContain('tuitionhub.test');
    const m = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.textBody);
    expect(m, mail!.textBody).not.toBeNull();
    expect(mail!.htmlBody).toContain(m![0]);
    return { token: m![1]!, text: mail!.textBody };
  }

  it('answers known and unknown addresses identically and mails only the known one', async () => {
    const student = await createStudent(app);
    const known = await forgot(student.email.toUpperCase());
    const unknown = await forgot('no-such-person@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json().success).toBe(true);
    expect(await mailsTo(app, 'no-such-person@example.test')).toEqual([]);
    const { token } = await mailedToken(student.email);
    expect(token.length).toBeGreaterThanOrEqual(43);
    // Only the hash is stored.
    expect(await passwordResetsOf(app, token)).toHaveLength(1);
    const all = await passwordResetsOf(app);
    expect(all.map((r) => r.tokenHash)).not.toContain(token);
  });

  it('resets the password once with the mailed link and revokes every session', async () => {
    const student = await createStudent(app);
    const other = (await login(app, student.email, TEST_PASSWORD)).json().token as string;
    await forgot(student.email);
    const { token } = await mailedToken(student.email);

    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Password must be at least 8 characters');

    const ok = await reset(token, 'my-new-password');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().success).toBe(true);
    expect((await me(app, student.headers)).statusCode).toBe(401);
    expect((await me(app, { authorization: `Bearer ${other}` })).statusCode).toBe(401);
    expect((await login(app, student.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(app, student.email, 'my-new-password')).statusCode).toBe(200);

    const again = await reset(token, 'another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This password reset link is invalid or has expired.');
    expect((await login(app, student.email, 'another-password')).statusCode).toBe(401);
  });

  it('refuses an expired token, an unknown one, and an older link once a newer one was sent', async () => {
    const student = await createStudent(app);
    await forgot(student.email);
    const { token: first } = await mailedToken(student.email);
    await forgot(student.email);
    const { token: second } = await mailedToken(student.email);
    expect(second).not.toBe(first);
    expect((await reset(first, 'my-new-password')).statusCode).toBe(400);

    await expirePasswordReset(app, second);
    const expired = await reset(second, 'my-new-password');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('This password reset link is invalid or has expired.');
    expect((await reset('x'.repeat(43), 'my-new-password')).statusCode).toBe(400);
    expect((await login(app, student.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('lets the links expire after one hour', async () => {
    const student = await createStudent(app);
    await forgot(student.email);
    const { token } = await mailedToken(student.email);
    const [row] = await passwordResetsOf(app, token);
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });
});

describe('accounts: forgotten password limits', async () => {
  const app = await createTestApp({
    PASSWORD_RESET_MAX_PER_HOUR: '2',
    PUBLIC_URL: 'https://tuitionhub.example',
  });

  it('uses PUBLIC_URL for the link, never the Host header', async () => {
    const student = await createStudent(app);
    await app.inject({
      method: 'POST',
      url: '/api/user/forgot-password',
      payload: { email: student.email },
      headers: { host: 'evil.example' },
      remoteAddress: '10.9.0.1',
    });
    const [mail] = await mailsTo(app, student.email);
    expect(mail!.textBody).toContain('https://tuitionhub.example/reset-password?token=');
    expect(mail!.textBody).not.toContain('evil.example');
  });

  it('limits requests per IP (429) and mails per account (silently)', async () => {
    const student = await createStudent(app);
    const from = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user/forgot-password',
        payload: { email: student.email },
        remoteAddress: ip,
      });
    expect((await from('10.8.0.1')).statusCode).toBe(200);
    expect((await from('10.8.0.1')).statusCode).toBe(200);
    const limited = await from('10.8.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // From other IPs the answer stays the same, but the inbox gets no more than 2 mails an hour.
    expect((await from('10.8.0.2')).statusCode).toBe(200);
    expect(await mailsTo(app, student.email)).toHaveLength(2);
  });
});
