import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { userExists } from './helpers/catalogue-rows.ts';
import { type Actor, createAdmin, createCenter, createStudent, createTutor } from './helpers/factories.ts';
import { expireSession, setRole } from './helpers/stored-rows.ts';

/**
 * Every admin capability, tried by everyone who is not an admin. The table below must name every
 * route the server publishes under /api/admin plus the admin-only /api/user routes; the first test
 * fails when a new admin route is added without being swept.
 */
interface AdminRoute {
  method: 'GET' | 'DELETE' | 'POST';
  /** As in the OpenAPI document. */
  path: string;
  /** A concrete URL; `target` is an account id for the routes that take one. */
  url: (target: string) => string;
  payload?: object;
  /** What the admin gets (200 unless told). */
  adminStatus?: number;
}

/** No payment has this id: the admin's refund of it is a 404, and nobody else gets that far. */
const unknownPaymentId = '00000000-0000-4000-8000-000000000000';

const adminRoutes: AdminRoute[] = [
  { method: 'GET', path: '/api/admin/users', url: () => '/api/admin/users' },
  { method: 'GET', path: '/api/admin/users/Tutors', url: () => '/api/admin/users/Tutors' },
  { method: 'GET', path: '/api/admin/users/TuitionCenter', url: () => '/api/admin/users/TuitionCenter' },
  { method: 'GET', path: '/api/admin/users/Students', url: () => '/api/admin/users/Students' },
  { method: 'GET', path: '/api/admin/users/{id}', url: (t) => `/api/admin/users/${t}` },
  { method: 'DELETE', path: '/api/admin/user/{id}', url: (t) => `/api/admin/user/${t}` },
  { method: 'GET', path: '/api/admin/messages', url: () => '/api/admin/messages' },
  { method: 'GET', path: '/api/admin/subscribers', url: () => '/api/admin/subscribers' },
  { method: 'GET', path: '/api/admin/enquiries', url: () => '/api/admin/enquiries' },
  { method: 'GET', path: '/api/admin/payments', url: () => '/api/admin/payments' },
  { method: 'GET', path: '/api/admin/audit', url: () => '/api/admin/audit' },
  { method: 'GET', path: '/api/admin/reports', url: () => '/api/admin/reports' },
  { method: 'GET', path: '/api/admin/profiles', url: () => '/api/admin/profiles?status=pending' },
  // The target is a student: there is no profile to decide on.
  {
    method: 'POST',
    path: '/api/admin/profiles/{id}/approve',
    url: (t) => `/api/admin/profiles/${t}/approve`,
    adminStatus: 404,
  },
  {
    method: 'POST',
    path: '/api/admin/profiles/{id}/reject',
    url: (t) => `/api/admin/profiles/${t}/reject`,
    payload: { reason: 'Sweep: the bio is empty' },
    adminStatus: 404,
  },
  {
    method: 'POST',
    path: '/api/admin/profiles/{id}/verify',
    url: (t) => `/api/admin/profiles/${t}/verify`,
    payload: { checked: ['identity'] },
    adminStatus: 404,
  },
  { method: 'GET', path: '/api/user/all', url: () => '/api/user/all' },
  { method: 'DELETE', path: '/api/user/delete/{userId}', url: (t) => `/api/user/delete/${t}` },
  {
    method: 'POST',
    path: '/api/payments/{id}/refund',
    url: () => `/api/payments/${unknownPaymentId}/refund`,
    payload: { amount: 100, reason: 'Sweep refund' },
    adminStatus: 404,
  },
];

const withQuery = (url: string, query: string) =>
  query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;

describe('admin route sweep', async () => {
  const app = await createTestApp();
  const admin = await createAdmin(app, { name: 'Sweep Admin' });
  const others: [string, Actor][] = [
    ['student', await createStudent(app)],
    ['tutor', await createTutor(app)],
    ['tuition center', await createCenter(app)],
  ];
  /** What old clients put in the query to claim admin rights; it must change nothing. */
  const spoofs = ['', `id=${admin.id}`, `adminId=${admin.id}`, `id=${admin.id}&adminId=${admin.id}`];

  it('sweeps every admin route the server publishes', async () => {
    const doc = (await app.inject('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const published = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const adminOnly = published.filter(
      (r) =>
        r.includes(' /api/admin/') ||
        r === 'GET /api/user/all' ||
        r.startsWith('DELETE /api/user/delete/') ||
        r === 'POST /api/payments/{id}/refund',
    );
    expect(adminOnly.sort()).toEqual(adminRoutes.map((r) => `${r.method} ${r.path}`).sort());
  });

  it.each(adminRoutes)('$method $path: a visitor gets 401 and nothing else', async (route) => {
    const victim = await createStudent(app);
    for (const spoof of spoofs) {
      const res = await app.inject({
        method: route.method,
        url: withQuery(route.url(victim.id), spoof),
        ...(route.payload ? { payload: route.payload } : {}),
      });
      expect(res.statusCode, spoof).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
    // The guard runs before validation: a visitor learns nothing, not even that an id is malformed.
    const malformed = await app.inject({
      method: route.method,
      url: route.url('not-an-id'),
      ...(route.payload ? { payload: route.payload } : {}),
    });
    expect(malformed.statusCode).toBe(401);
    expect(await exists(victim.id)).toBe(true);
  });

  it.each(adminRoutes)(
    '$method $path: students, tutors and centers get 403, whatever id they claim',
    async (route) => {
      const victim = await createStudent(app);
      for (const [role, actor] of others) {
        for (const spoof of spoofs) {
          const url = withQuery(route.url(victim.id), spoof);
          const payload = route.payload ? { payload: route.payload } : {};
          const bearer = await app.inject({ method: route.method, url, headers: actor.headers, ...payload });
          expect(bearer.statusCode, `${role} ${url}`).toBe(403);
          expect(bearer.json()).toEqual({
            success: false,
            code: 'FORBIDDEN',
            message: 'You are not allowed to do this',
          });
          const cookie = await app.inject({
            method: route.method,
            url,
            cookies: { session: actor.token },
            ...payload,
          });
          expect(cookie.statusCode, `${role} cookie ${url}`).toBe(403);
        }
      }
      expect(await exists(victim.id)).toBe(true);
    },
  );

  it.each(adminRoutes)('$method $path: works for the admin (query ids ignored)', async (route) => {
    const victim = await createStudent(app);
    const student = others[0]![1];
    const res = await app.inject({
      method: route.method,
      // An admin naming someone else in the legacy parameters is still acting as itself.
      url: withQuery(route.url(victim.id), `id=${student.id}&adminId=${student.id}`),
      headers: admin.headers,
      ...(route.payload ? { payload: route.payload } : {}),
    });
    expect(res.statusCode, res.body).toBe(route.adminStatus ?? 200);
    if (route.method === 'DELETE') expect(await exists(victim.id)).toBe(false);
  });

  it('decides by the role stored now, not by what a token once was', async () => {
    const demoted = await createAdmin(app);
    expect((await app.inject({ url: '/api/admin/users', headers: demoted.headers })).statusCode).toBe(200);
    await setRole(app, demoted.id, 'student');
    expect((await app.inject({ url: '/api/admin/users', headers: demoted.headers })).statusCode).toBe(403);
  });

  it('refuses an expired admin session', async () => {
    const expired = await createAdmin(app);
    await expireSession(app, expired.token);
    const res = await app.inject({ url: '/api/admin/users', headers: expired.headers });
    expect(res.statusCode).toBe(401);
  });

  it('ignores headers and cookies that try to name a user or a role', async () => {
    const student = others[0]![1];
    const res = await app.inject({
      url: `/api/admin/users?id=${admin.id}`,
      headers: { ...student.headers, 'x-user-id': admin.id, 'x-role': 'Admin', 'x-admin-id': admin.id },
      cookies: { user: JSON.stringify({ _id: admin.id, role: 'Admin' }), role: 'Admin' },
    });
    expect(res.statusCode).toBe(403);
    const visitor = await app.inject({
      url: `/api/admin/users?id=${admin.id}`,
      headers: { 'x-user-id': admin.id, 'x-role': 'Admin' },
      cookies: { user: JSON.stringify({ _id: admin.id, role: 'Admin' }) },
    });
    expect(visitor.statusCode).toBe(401);
  });

  const exists = (id: string) => userExists(app, id);
});
