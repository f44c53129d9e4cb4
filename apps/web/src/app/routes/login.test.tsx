import { screen, waitFor } from '@testing-library/react';
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
import { Component as Login } from './login.tsx';

const routes = [{ path: '/login', element: <Login /> }];

beforeEach(() => {
  localStorage.clear();
  stubBrowser();
});
afterEach(() => {
  localStorage.clear();
  toast.remove();
});

async function fillIn() {
  await fill(await screen.findByLabelText(label('Email')), 'asha@example.test');
  await fill(screen.getByLabelText(label('Password')), 'right-password');
}

describe('login', { timeout: 20_000 }, () => {
  it("shows 'Login', Email, Password and links to reset and sign up", async () => {
    stubApi({ 'GET /api/user/me': notSignedIn });
    renderAt(routes, '/login');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText(label('Email'))).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(label('Password'))).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });

  it("reads 'Loading...' and is disabled while sending; then 'Logged In', the session and '/'", async () => {
    let answer: (v: { body: unknown }) => void = () => undefined;
    const user = makeUser();
    const calls = stubApi({
      'GET /api/user/me': notSignedIn,
      'POST /api/user/login': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderAt(routes, '/login');
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const busy = await screen.findByRole('button', { name: 'Loading...' });
    expect(busy).toBeDisabled();
    answer({ body: { success: true, message: 'Login successful!', token: 'opaque-token', user } });
    expect(await screen.findByText('Logged In')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/'));
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ _id: user._id, name: 'Asha Rao' });
    // The credential stays in the HttpOnly cookie: never in storage.
    expect(localStorage.getItem('token')).toBeNull();
    expect(calls.find((c) => c.path === '/api/user/login')?.body).toEqual({
      email: 'asha@example.test',
      password: 'right-password',
    });
  });

  it("toasts 'Error Occured' and says why under the form", async () => {
    stubApi({
      'GET /api/user/me': notSignedIn,
      'POST /api/user/login': () => ({
        status: 401,
        body: { success: false, code: 'UNAUTHENTICATED', message: 'Invalid email or password' },
      }),
    });
    renderAt(routes, '/login');
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Error Occured')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(location()).toBe('/login');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('explains a lockout with the server’s words', async () => {
    stubApi({
      'GET /api/user/me': notSignedIn,
      'POST /api/user/login': () => ({
        status: 429,
        body: {
          success: false,
          code: 'RATE_LIMITED',
          message: 'Too many failed login attempts. Please try again in 15 minute(s).',
        },
      }),
    });
    renderAt(routes, '/login');
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(/Too many failed login attempts/)).toBeInTheDocument();
  });

  it('checks the fields before sending', async () => {
    const calls = stubApi({ 'GET /api/user/me': notSignedIn });
    renderAt(routes, '/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/user/login')).toEqual([]);
  });
});
