import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories.ts';
import { fill, here, label, renderWithProviders } from '../../test/render.tsx';
import { apiError, requestsTo, server } from '../../test/server.ts';
import { Component as Login } from './login.tsx';

const show = () => renderWithProviders([{ path: '/login', element: <Login /> }], { at: '/login' });

async function fillIn() {
  await fill(await screen.findByLabelText(label('Email')), 'asha@example.test');
  await fill(screen.getByLabelText(label('Password')), 'right-password');
}

describe('login', () => {
  it("shows 'Login', Email, Password and links to reset and sign up", async () => {
    show();
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
    let answer: (r: Response) => void = () => undefined;
    const user = makeUser();
    server.use(http.post('/api/user/login', () => new Promise<Response>((resolve) => (answer = resolve))));
    const { router } = show();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const busy = await screen.findByRole('button', { name: 'Loading...' });
    expect(busy).toBeDisabled();
    answer(HttpResponse.json({ success: true, message: 'Login successful!', token: 'opaque-token', user }));
    expect(await screen.findByText('Logged In')).toBeInTheDocument();
    await waitFor(() => expect(here(router)).toBe('/'));
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ _id: user._id, name: 'Asha Rao' });
    // The credential stays in the HttpOnly cookie: never in storage.
    expect(localStorage.getItem('token')).toBeNull();
    expect(requestsTo('POST', '/api/user/login').map((r) => r.body)).toEqual([
      { email: 'asha@example.test', password: 'right-password' },
    ]);
  });

  it('goes back to the ?next= page (a demo slot on a profile), and never to another site', async () => {
    const user = makeUser();
    server.use(
      http.post('/api/user/login', () =>
        HttpResponse.json({ success: true, message: 'Login successful!', token: 't', user }),
      ),
    );
    const next = '/tutor/abc?demoSlot=2026-11-26T17%3A00%3A00%2B05%3A30&demoMode=Online';
    const { router } = renderWithProviders([{ path: '/login', element: <Login /> }], {
      at: `/login?next=${encodeURIComponent(next)}`,
    });
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/signup?next=${encodeURIComponent(next)}`,
    );
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(here(router)).toBe(next));

    localStorage.clear();
    const other = renderWithProviders([{ path: '/login', element: <Login /> }], {
      at: `/login?next=${encodeURIComponent('//evil.example/x')}`,
    });
    await fillIn();
    await userEvent.click(screen.getAllByRole('button', { name: 'Login' }).at(-1)!);
    await waitFor(() => expect(here(other.router)).toBe('/'));
  });

  it("toasts 'Error Occured' and says why under the form", async () => {
    server.use(
      http.post('/api/user/login', () => apiError(401, 'UNAUTHENTICATED', 'Invalid email or password')),
    );
    const { router } = show();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Error Occured')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(here(router)).toBe('/login');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('explains a lockout with the server’s words', async () => {
    server.use(
      http.post('/api/user/login', () =>
        apiError(429, 'RATE_LIMITED', 'Too many failed login attempts. Please try again in 15 minute(s).'),
      ),
    );
    show();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(/Too many failed login attempts/)).toBeInTheDocument();
  });

  it('checks the fields before sending', async () => {
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(requestsTo('POST', '/api/user/login')).toEqual([]);
  });
});
