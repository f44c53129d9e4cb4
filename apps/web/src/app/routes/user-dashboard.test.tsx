import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DemoBooking } from '@tuitionhub/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories.ts';
import { fill, here, label, type RenderOptions, renderWithProviders } from '../../test/render.tsx';
import { apiError, requestsTo, server } from '../../test/server.ts';
import { Component as UserDashboard } from './user-dashboard.tsx';

const routes = [
  { path: '/user-dashboard', element: <UserDashboard /> },
  { path: '/watchlist', element: <UserDashboard /> },
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/pay', element: <h1>Pay page</h1> },
];
const student = makeUser();
const show = (options: RenderOptions = {}) =>
  renderWithProviders(routes, { at: '/user-dashboard', ...options });
const updateUrl = `/api/user/update/${student._id}`;

describe('user dashboard', () => {
  it('sends a visitor to /login once the session check is done', async () => {
    const { router } = show();
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(here(router)).toBe('/login');
  });

  it('sends a stored user whose session has expired to /login', async () => {
    localStorage.setItem('user', JSON.stringify(student));
    show();
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('shows the profile read-only until Edit, then updates it', async () => {
    server.use(
      http.put(updateUrl, async ({ request }) =>
        HttpResponse.json({
          success: true,
          message: 'User updated successfully',
          user: { ...student, ...((await request.json()) as object) },
        }),
      ),
    );
    show({ user: student });
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Watchlist' })).toHaveAttribute('href', '/watchlist');
    expect(within(nav).getByRole('button', { name: 'LOGOUT' })).toBeInTheDocument();
    expect(screen.getByText('Student')).toBeInTheDocument();
    const name = screen.getByLabelText(label('Name'));
    expect(name).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(name).not.toHaveAttribute('readonly');
    await fill(name, 'Asha R.');
    await fill(screen.getByLabelText(label('Profile Info')), 'Class 11, PCM');
    expect(screen.queryByLabelText(label('Current password'))).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(label('Name'))).toHaveAttribute('readonly'));
    expect(requestsTo('PUT', updateUrl).map((r) => r.body)).toEqual([
      {
        name: 'Asha R.',
        email: 'asha@example.test',
        profileInfo: 'Class 11, PCM',
      },
    ]);
    expect(JSON.parse(localStorage.getItem('user')!).name).toBe('Asha R.');
  });

  it('asks for the current password when a new one is typed, and shows a failure', async () => {
    server.use(
      http.put(updateUrl, () =>
        apiError(400, 'VALIDATION_ERROR', 'Current password is incorrect', {
          errors: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
        }),
      ),
    );
    show({ user: student });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await fill(screen.getByLabelText(label('Password')), 'a-new-password');
    const current = await screen.findByLabelText(label('Current password'));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(/Please enter your current password/)).toBeInTheDocument();
    expect(requestsTo('PUT', updateUrl)).toEqual([]);

    await fill(current, 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findAllByText('Current password is incorrect')).toHaveLength(2);
    expect(requestsTo('PUT', updateUrl)[0]?.body).toMatchObject({
      password: 'a-new-password',
      currentPassword: 'wrong-one',
    });
    // Still editing after a failure.
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
  });

  it('opens the Watchlist tab on /watchlist', async () => {
    show({ user: student, at: '/watchlist' });
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Watchlist' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('a liked demo goes into the watchlist with its subject, then straight to checkout', async () => {
    const tutorId = '00000000-0000-4000-8000-00000000a001';
    const booking: DemoBooking = {
      _id: '00000000-0000-4000-8000-00000000b001',
      status: 'done',
      entityType: 'Tutor',
      entityId: tutorId,
      entityName: 'Meera Iyer',
      studentId: student._id,
      studentName: student.name,
      start: '2026-11-20T17:00:00+05:30',
      end: '2026-11-20T18:00:00+05:30',
      mode: 'Online',
      subject: 'Physics',
      note: null,
      address: null,
      reason: null,
      createdAt: '2026-11-18T10:00:00.000Z',
      respondedAt: '2026-11-18T11:00:00.000Z',
      liked: null,
      comment: null,
    };
    server.use(
      http.get('/api/demo/bookings', () =>
        HttpResponse.json({ bookings: [booking], total: 1, page: 1, pageSize: 50 }),
      ),
      http.post(`/api/demo/bookings/${booking._id}/feedback`, () =>
        HttpResponse.json({ booking: { ...booking, liked: true } }),
      ),
      http.put(`/api/watchlist/${tutorId}`, () =>
        HttpResponse.json({ success: true, message: 'ok', items: [], total: 1800 }),
      ),
      http.post(`/api/payments/create/${student._id}`, () =>
        HttpResponse.json({
          success: true,
          message: 'ok',
          clientSecret: 's_1',
          paymentIntentId: 'pi_1',
          amount: 1800,
        }),
      ),
    );
    const { router } = show({ user: student });
    const demo = await screen.findByRole('article', { name: /Physics with Meera Iyer/ });
    expect(within(demo).getByText('Done')).toBeInTheDocument();
    await userEvent.click(within(demo).getByRole('button', { name: 'Yes' }));
    await userEvent.click(await within(demo).findByRole('button', { name: 'Add to Watchlist (Physics)' }));
    expect(await screen.findByRole('heading', { name: 'Pay page' })).toBeInTheDocument();
    expect(requestsTo('POST', `/api/demo/bookings/${booking._id}/feedback`).map((r) => r.body)).toEqual([
      { liked: true },
    ]);
    expect(requestsTo('PUT', `/api/watchlist/${tutorId}`).map((r) => r.body)).toEqual([
      { subject: 'Physics' },
    ]);
    expect(requestsTo('POST', `/api/payments/create/${student._id}`).map((r) => r.body)).toEqual([
      { amount: 1800 },
    ]);
    expect(router.state.location.state).toEqual({
      clientSecret: 's_1',
      paymentIntentId: 'pi_1',
      amount: 1800,
    });
  });
});
