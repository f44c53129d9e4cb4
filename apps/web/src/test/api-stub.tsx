// Test helpers for components that call the API: a memory router, a fresh query client, the toaster and a stubbed fetch.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { User } from '@tuitionhub/contracts';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { SessionProvider } from '../lib/session.tsx';

export type Reply = { status?: number; body: unknown };
export type Handler = (req: { url: URL; method: string; body: unknown }) => Reply | Promise<Reply>;
export type Call = { path: string; method: string; body: unknown };

/** Replaces fetch: answers by "METHOD /path" (or "/path" for any method); records every call. */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ path: url.pathname, method, body });
      const handler = handlers[`${method} ${url.pathname}`] ?? handlers[url.pathname];
      const reply = handler
        ? await handler({ url, method, body })
        : { status: 404, body: { success: false, message: 'Not found', code: 'NOT_FOUND' } };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return {
    calls,
    to: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export const student: User = {
  _id: '00000000-0000-4000-8000-00000000aaaa',
  name: 'Priya Sharma',
  email: 'priya@example.test',
  role: 'Student',
  photo: '/images/default-avatar.svg',
  profileInfo: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Signs the session in as `user` (as a restored session would), or leaves it signed out. */
export function sessionAs(user: User | null): Handler {
  if (user) localStorage.setItem('user', JSON.stringify(user));
  else localStorage.removeItem('user');
  return () =>
    user
      ? { body: { user } }
      : { status: 401, body: { success: false, message: 'Please log in', code: 'UNAUTHENTICATED' } };
}

/** `at` is a path, or a location with navigation state. */
export function renderRoutes(routes: RouteObject[], at: string | { pathname: string; state?: unknown }) {
  // react-hot-toast asks for prefers-reduced-motion; jsdom has no matchMedia.
  if (!window.matchMedia)
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
  // Like the root layout: the toaster lives inside the router, so links in toasts work.
  const layout: RouteObject = {
    element: (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
    children: routes,
  };
  const router = createMemoryRouter([layout], { initialEntries: [at] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { router, client };
}
