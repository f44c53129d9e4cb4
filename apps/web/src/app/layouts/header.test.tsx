import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role, User } from '@tuitionhub/contracts';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../lib/session.tsx';
import { Header } from './header.tsx';

const makeUser = (role: Role, name = 'Asha Verma'): User => ({
  _id: '4f7d3c2a-1b2c-4d5e-8f90-123456789abc',
  name,
  email: 'asha@example.com',
  role,
  photo: '/images/default-avatar.svg',
  profileInfo: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

let fetchMock: ReturnType<typeof vi.fn>;

/** /api/user/me answers for `user` (or 401 for a visitor); logout answers 200. */
function stubServer(user: User | null) {
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/api/user/me'))
      return user
        ? new Response(JSON.stringify({ user }), { status: 200 })
        : new Response(
            JSON.stringify({ success: false, message: 'Not signed in', code: 'UNAUTHENTICATED' }),
            {
              status: 401,
            },
          );
    if (url.startsWith('/api/user/logout'))
      return new Response(JSON.stringify({ success: true }), { status: 200 });
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  if (user) localStorage.setItem('user', JSON.stringify(user));
}

async function renderHeader(user: User | null, path = '/about') {
  stubServer(user);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <MemoryRouter initialEntries={[path]}>
          <Header />
          <Routes>
            <Route path="*" element={<Location />} />
          </Routes>
          <Toaster />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
  // The session is checked once on start; wait for it so no update lands after the test.
  await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/user/me', expect.anything()));
}

const location = () => screen.getByTestId('location').textContent;

describe('Header', () => {
  beforeEach(() => {
    localStorage.clear();
    // react-hot-toast asks about reduced motion; Radix's popper measures its trigger.
    vi.stubGlobal(
      'matchMedia',
      vi.fn((media: string) => ({
        matches: false,
        media,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        addListener: vi.fn(),
        removeListener: vi.fn(),
      })),
    );
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows a visitor LOGIN and Join US, and no profile or LOGOUT', async () => {
    await renderHeader(null);
    expect(screen.getByRole('link', { name: 'LOGIN' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Join US' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button', { name: 'LOGOUT' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'ABOUT' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'CONTACT' })).toHaveAttribute('href', '/contact');
  });

  it.each([
    ['Student', '/user-dashboard'],
    ['Tutor', '/tutor-dashboard'],
    ['Tuition Center', '/tuition-center-dashboard'],
    ['Admin', '/admin-dashboard'],
  ] as const)('links a signed-in %s to %s through their photo, named and titled', async (role, path) => {
    await renderHeader(makeUser(role));
    const profile = screen.getByRole('link', { name: 'Asha Verma' });
    expect(profile).toHaveAttribute('href', path);
    expect(profile).toHaveAttribute('title', 'Asha Verma');
    expect(screen.queryByRole('link', { name: 'LOGIN' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join US' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'LOGOUT' })).toBeInTheDocument();
  });

  it('LOGOUT signs out on the server, says so and goes home', async () => {
    const user = userEvent.setup();
    await renderHeader(makeUser('Student'));
    await user.click(screen.getByRole('button', { name: 'LOGOUT' }));
    expect(await screen.findByText('User logout successfully')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/user/logout', expect.objectContaining({ method: 'POST' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(screen.getByRole('link', { name: 'LOGIN' })).toBeInTheDocument();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('search submits to /search?query=<text>', async () => {
    const user = userEvent.setup();
    await renderHeader(null);
    const box = screen.getByRole('searchbox', { name: 'Search for tutors or centers' });
    expect(box).toHaveAttribute('placeholder', 'Search for tutors or centers ...');
    await user.type(box, 'maths tutor{Enter}');
    expect(location()).toBe('/search?query=maths%20tutor');
  });

  it('an empty search goes nowhere', async () => {
    const user = userEvent.setup();
    await renderHeader(null, '/contact');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/contact');
  });

  it('the SERVICES menu offers Tutors and Tuition Centers', async () => {
    const user = userEvent.setup();
    await renderHeader(null);
    await user.click(screen.getByRole('button', { name: 'SERVICES' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Tutors' })).toHaveAttribute('href', '/all-tutors');
    expect(within(menu).getByRole('menuitem', { name: 'Tuition Centers' })).toHaveAttribute(
      'href',
      '/all-tuition-centers',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Tutors' }));
    expect(location()).toBe('/all-tutors');
  });

  it('the mobile menu mirrors the links, closes on Escape and after navigating', async () => {
    const user = userEvent.setup();
    await renderHeader(null);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['HOME', 'Tutors', 'Tuition Centers', 'ABOUT', 'CONTACT', 'LOGIN', 'Join US'])
      expect(within(dialog).getByRole('link', { name })).toBeInTheDocument();
    expect(within(dialog).getByRole('searchbox')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('link', { name: 'Tuition Centers' }),
    );
    expect(location()).toBe('/all-tuition-centers');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("the mobile menu lists an admin's dashboard sections and LOGOUT", async () => {
    const user = userEvent.setup();
    await renderHeader(makeUser('Admin', 'Site Admin'));
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const admin = within(dialog).getByRole('navigation', { name: 'Admin dashboard' });
    expect(
      within(admin)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Profile', '/admin-dashboard?tab=profile'],
      ['All Users', '/admin-dashboard?tab=users'],
      ['All Tutors', '/admin-dashboard?tab=tutors'],
      ['All Tuition Centers', '/admin-dashboard?tab=centers'],
    ]);
    expect(within(dialog).getByRole('button', { name: 'LOGOUT' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'LOGIN' })).not.toBeInTheDocument();
  });

  it('the mobile menu does not list admin sections for other roles', async () => {
    const user = userEvent.setup();
    await renderHeader(makeUser('Tutor'));
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).queryByRole('navigation', { name: 'Admin dashboard' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Asha Verma/ })).toHaveAttribute(
      'href',
      '/tutor-dashboard',
    );
  });
});
