import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  fill,
  label,
  location,
  makeUser,
  notSignedIn,
  renderAt,
  stubApi,
  stubBrowser,
} from '../../features/accounts/testing.tsx';
import { Component as UserDashboard } from './user-dashboard.tsx';

const routes = [
  { path: '/user-dashboard', element: <UserDashboard /> },
  { path: '/watchlist', element: <UserDashboard /> },
  { path: '/login', element: <h1>Login page</h1> },
];
const student = makeUser();

beforeEach(() => {
  localStorage.clear();
  stubBrowser();
});
afterEach(() => {
  localStorage.clear();
  toast.remove();
});

describe('user dashboard', { timeout: 20_000 }, () => {
  it('sends a visitor to /login once the session check is done', async () => {
    stubApi({ 'GET /api/user/me': notSignedIn });
    renderAt(routes, '/user-dashboard');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(location()).toBe('/login');
  });

  it('sends a stored user whose session has expired to /login', async () => {
    localStorage.setItem('user', JSON.stringify(student));
    stubApi({ 'GET /api/user/me': notSignedIn });
    renderAt(routes, '/user-dashboard');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('shows the profile read-only until Edit, then updates it', async () => {
    localStorage.setItem('user', JSON.stringify(student));
    const calls = stubApi({
      'GET /api/user/me': () => ({ body: { user: student } }),
      [`PUT /api/user/update/${student._id}`]: (body) => ({
        body: {
          success: true,
          message: 'User updated successfully',
          user: { ...student, ...(body as object) },
        },
      }),
    });
    renderAt(routes, '/user-dashboard');
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
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Asha R.',
      email: 'asha@example.test',
      profileInfo: 'Class 11, PCM',
    });
    expect(JSON.parse(localStorage.getItem('user')!).name).toBe('Asha R.');
  });

  it('asks for the current password when a new one is typed, and shows a failure', async () => {
    localStorage.setItem('user', JSON.stringify(student));
    const calls = stubApi({
      'GET /api/user/me': () => ({ body: { user: student } }),
      [`PUT /api/user/update/${student._id}`]: () => ({
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_ERROR',
          message: 'Current password is incorrect',
          errors: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
        },
      }),
    });
    renderAt(routes, '/user-dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await fill(screen.getByLabelText(label('Password')), 'a-new-password');
    const current = await screen.findByLabelText(label('Current password'));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(/Please enter your current password/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await fill(current, 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findAllByText('Current password is incorrect')).toHaveLength(2);
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      password: 'a-new-password',
      currentPassword: 'wrong-one',
    });
    // Still editing after a failure.
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
  });

  it('opens the Watchlist tab on /watchlist', async () => {
    localStorage.setItem('user', JSON.stringify(student));
    stubApi({ 'GET /api/user/me': () => ({ body: { user: student } }) });
    renderAt(routes, '/watchlist');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Watchlist' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
