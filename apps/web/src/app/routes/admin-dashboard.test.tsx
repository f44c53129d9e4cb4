import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser, User } from '@tuitionhub/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { apiError, requests, requestsTo, server } from '../../test/server.ts';
import { Component as AdminDashboard } from './admin-dashboard.tsx';

const admin = makeUser({ name: 'Chief Admin', role: 'Admin', email: 'admin@example.test' });
const page = <K extends string>(field: K, items: AdminUser[], total = items.length) =>
  HttpResponse.json({ [field]: items, total, page: 1, pageSize: 6 });

function show(at: string, user?: User) {
  return renderWithProviders(
    [
      { path: '/admin-dashboard', element: <AdminDashboard /> },
      { path: '/login', element: <h1>Login page</h1> },
      { path: '/tutors/:id', element: <h1>Tutor details</h1> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { at, user },
  );
}

describe('admin dashboard', () => {
  it('sends a visitor to the login page', async () => {
    const { router } = show('/admin-dashboard');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows a 403 page to a student and asks the admin API nothing', async () => {
    const student = makeUser({ name: 'Sita', role: 'Student' });
    show('/admin-dashboard?tab=users', student);
    expect(await screen.findByRole('heading', { name: 'This page is for admins only' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(requests.some((r) => r.path.startsWith('/api/admin'))).toBe(false);
  });

  it('lists users 6 a page with name, e-mail and role, and searches by name or e-mail', async () => {
    const asha = makeUser({ name: 'Asha Rao', role: 'Tutor', email: 'asha@example.test' });
    server.use(
      http.get('/api/admin/users', ({ request }) =>
        new URL(request.url).searchParams.get('q') === 'asha'
          ? page('users', [asha])
          : page('users', [admin, asha], 20),
      ),
    );
    const user = userEvent.setup();
    const { router } = show('/admin-dashboard?tab=users', admin);
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
    expect(requestsTo('GET', '/api/admin/users')[0]!.url.searchParams.get('limit')).toBe('6');

    await user.type(screen.getByRole('searchbox', { name: 'Search users by name or e-mail' }), 'asha{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('q=asha'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
  });

  it("deletes a tutor after confirmation and says 'Tutor deleted successfully'", async () => {
    const ravi = makeUser({
      name: 'Ravi Kumar',
      role: 'Tutor',
      subjects: ['Physics'],
      fees: { Physics: 800 },
    });
    let deleted = false;
    server.use(
      http.get('/api/admin/users/Tutors', () => page('tutors', deleted ? [] : [ravi])),
      http.delete(`/api/admin/user/${ravi._id}`, () => {
        deleted = true;
        return HttpResponse.json({ success: true, message: 'User deleted successfully' });
      }),
    );
    const user = userEvent.setup();
    show('/admin-dashboard?tab=tutors', admin);
    const list = await screen.findByRole('list', { name: 'Tutors' });
    expect(within(list).getByText('Physics · Rs. 800/month')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Delete Ravi Kumar' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Ravi Kumar?' });
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findAllByText('Tutor deleted successfully')).not.toHaveLength(0);
    expect(await screen.findByText('No tutors yet.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it("says 'Failed to delete Tuition Center' when a delete fails, and keeps the row", async () => {
    const center = makeUser({ name: 'Bright Minds', role: 'Tuition Center', courses: ['NEET', 'JEE'] });
    server.use(
      http.get('/api/admin/users/TuitionCenter', () => page('tuitionCenters', [center])),
      http.delete(`/api/admin/user/${center._id}`, () =>
        apiError(500, 'INTERNAL', 'Something went wrong on our side'),
      ),
    );
    const user = userEvent.setup();
    show('/admin-dashboard?tab=centers', admin);
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
    let fail = true;
    server.use(
      http.get('/api/admin/users', () =>
        fail ? apiError(500, 'INTERNAL', 'Something went wrong') : page('users', [admin]),
      ),
    );
    const user = userEvent.setup();
    show('/admin-dashboard?tab=users', admin);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching users');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'All users' })).toBeInTheDocument();
  });

  it('keeps the section in the URL: the menu marks it and switches it', async () => {
    server.use(
      http.get('/api/admin/messages', () =>
        HttpResponse.json({ messages: [], total: 0, page: 1, pageSize: 6 }),
      ),
    );
    const user = userEvent.setup();
    const { router } = show('/admin-dashboard', admin);
    const nav = await screen.findByRole('navigation', { name: 'Admin dashboard' });
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('admin@example.test')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Payments' })).toHaveAttribute('href', '/payments');
    await user.click(within(nav).getByRole('link', { name: 'Messages' }));
    expect(router.state.location.search).toBe('?tab=messages');
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });
});
