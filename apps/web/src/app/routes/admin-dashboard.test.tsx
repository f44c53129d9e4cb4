import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser } from '@tuitionhub/contracts';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../lib/session.tsx';
import { Component as AdminDashboard } from './admin-dashboard.tsx';

type Reply = { status?: number; body: unknown };
type Handler = (url: URL, init?: RequestInit) => Reply;

let n = 0;
const account = (over: Partial<AdminUser>): AdminUser => ({
  _id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  name: 'Someone',
  email: `someone${n}@example.test`,
  role: 'Student',
  photo: '/images/default-avatar.svg',
  profileInfo: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const admin = account({ name: 'Chief Admin', role: 'Admin', email: 'admin@example.test' });
const page = <K extends string>(field: K, items: AdminUser[], total = items.length) => ({
  [field]: items,
  total,
  page: 1,
  pageSize: 6,
});

/** Answers by "METHOD /path"; records every call. Unknown calls are 404. */
function stubApi(handlers: Record<string, Handler>) {
  const calls: { method: string; url: URL }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      const handler = handlers[`${method} ${url.pathname}`];
      const reply = handler
        ? handler(url, init)
        : { status: 404, body: { success: false, code: 'NOT_FOUND', message: 'Not found' } };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children: [
          { path: '/admin-dashboard', element: <AdminDashboard /> },
          { path: '/login', element: <h1>Login page</h1> },
          { path: '/tutors/:id', element: <h1>Tutor details</h1> },
          { path: '/', element: <h1>Home</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}

const signedInAs =
  (user: AdminUser | null): Handler =>
  () =>
    user
      ? { body: { user } }
      : { status: 401, body: { success: false, code: 'UNAUTHENTICATED', message: 'Please log in' } };

beforeEach(() => {
  localStorage.clear();
  // jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('admin dashboard', () => {
  it('sends a visitor to the login page', async () => {
    stubApi({ 'GET /api/user/me': signedInAs(null) });
    const router = renderAt('/admin-dashboard');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows a 403 page to a student and asks the admin API nothing', async () => {
    const student = account({ name: 'Sita', role: 'Student' });
    localStorage.setItem('user', JSON.stringify(student));
    const calls = stubApi({ 'GET /api/user/me': signedInAs(student) });
    renderAt('/admin-dashboard?tab=users');
    expect(await screen.findByRole('heading', { name: 'This page is for admins only' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.startsWith('/api/admin'))).toBe(false);
  });

  it('lists users 6 a page with name, e-mail and role, and searches by name or e-mail', async () => {
    localStorage.setItem('user', JSON.stringify(admin));
    const asha = account({ name: 'Asha Rao', role: 'Tutor', email: 'asha@example.test' });
    const calls = stubApi({
      'GET /api/user/me': signedInAs(admin),
      'GET /api/admin/users': (url) =>
        url.searchParams.get('q') === 'asha'
          ? { body: page('users', [asha]) }
          : { body: page('users', [admin, asha], 20) },
    });
    const user = userEvent.setup();
    const router = renderAt('/admin-dashboard?tab=users');
    const table = await screen.findByRole('table', { name: 'All users' });
    const row = within(table).getByRole('row', { name: /Asha Rao/ });
    expect(row).toHaveTextContent('asha@example.test');
    expect(row).toHaveTextContent('Tutor');
    expect(within(row).getByRole('link', { name: 'View Profile of Asha Rao' })).toHaveAttribute(
      'href',
      `/tutors/${asha._id}`,
    );
    // The admin's own row has no Delete.
    const own = within(table).getByRole('row', { name: /Chief Admin/ });
    expect(within(own).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByText('Page 1 of 4')).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/admin/users')!.url.searchParams.get('limit')).toBe('6');

    await user.type(screen.getByRole('searchbox', { name: 'Search users by name or e-mail' }), 'asha{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('q=asha'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
  });

  it("deletes a tutor after confirmation and says 'Tutor deleted successfully'", async () => {
    localStorage.setItem('user', JSON.stringify(admin));
    const ravi = account({
      name: 'Ravi Kumar',
      role: 'Tutor',
      subjects: ['Physics'],
      fees: { Physics: 800 },
    });
    let deleted = false;
    const calls = stubApi({
      'GET /api/user/me': signedInAs(admin),
      'GET /api/admin/users/Tutors': () => ({ body: page('tutors', deleted ? [] : [ravi]) }),
      [`DELETE /api/admin/user/${ravi._id}`]: () => {
        deleted = true;
        return { body: { success: true, message: 'User deleted successfully' } };
      },
    });
    const user = userEvent.setup();
    renderAt('/admin-dashboard?tab=tutors');
    const list = await screen.findByRole('list', { name: 'Tutors' });
    expect(within(list).getByText('Physics · Rs. 800')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Delete Ravi Kumar' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Ravi Kumar?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findAllByText('Tutor deleted successfully')).not.toHaveLength(0);
    expect(await screen.findByText('No tutors yet.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it("says 'Failed to delete Tuition Center' when a delete fails, and keeps the row", async () => {
    localStorage.setItem('user', JSON.stringify(admin));
    const center = account({ name: 'Bright Minds', role: 'Tuition Center', courses: ['NEET', 'JEE'] });
    stubApi({
      'GET /api/user/me': signedInAs(admin),
      'GET /api/admin/users/TuitionCenter': () => ({ body: page('tuitionCenters', [center]) }),
      [`DELETE /api/admin/user/${center._id}`]: () => ({
        status: 500,
        body: { success: false, code: 'INTERNAL', message: 'Something went wrong on our side' },
      }),
    });
    const user = userEvent.setup();
    renderAt('/admin-dashboard?tab=centers');
    const table = await screen.findByRole('table', { name: 'All tuition centers' });
    const courses = within(table).getByRole('list');
    expect(
      within(courses)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['NEET', 'JEE']);
    await user.click(within(table).getByRole('button', { name: 'Delete Bright Minds' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findAllByText('Failed to delete Tuition Center')).not.toHaveLength(0);
    expect(within(table).getByText('Bright Minds')).toBeInTheDocument();
  });

  it("shows 'Error fetching users' with a retry when the list cannot load", async () => {
    localStorage.setItem('user', JSON.stringify(admin));
    let fail = true;
    stubApi({
      'GET /api/user/me': signedInAs(admin),
      'GET /api/admin/users': () =>
        fail
          ? { status: 500, body: { success: false, code: 'INTERNAL', message: 'Something went wrong' } }
          : { body: page('users', [admin]) },
    });
    const user = userEvent.setup();
    renderAt('/admin-dashboard?tab=users');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching users');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'All users' })).toBeInTheDocument();
  });

  it('keeps the section in the URL: the menu marks it and switches it', async () => {
    localStorage.setItem('user', JSON.stringify(admin));
    stubApi({
      'GET /api/user/me': signedInAs(admin),
      'GET /api/admin/messages': () => ({
        body: { messages: [], total: 0, page: 1, pageSize: 6 },
      }),
    });
    const user = userEvent.setup();
    const router = renderAt('/admin-dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Admin dashboard' });
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('admin@example.test')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Payments' })).toHaveAttribute('href', '/payments');
    await user.click(within(nav).getByRole('link', { name: 'Messages' }));
    expect(router.state.location.search).toBe('?tab=messages');
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });
});
