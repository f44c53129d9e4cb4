// Test helpers for the accounts screens: a memory router with the session, toasts and a stubbed fetch.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@tuitionhub/contracts';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { SessionProvider } from '../../lib/session.tsx';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}
export type Reply = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/** Replaces fetch: `handlers['POST /api/user/login']` answers; unknown calls get 404. Records calls. */
export function stubApi(handlers: Record<string, (body: unknown) => Reply>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, body });
      const handler = handlers[`${method} ${url.pathname}`];
      const reply = handler
        ? await handler(body)
        : { status: 404, body: { success: false, code: 'NOT_FOUND', message: 'Not found' } };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** The browser bits jsdom lacks that the screens touch (toasts ask about reduced motion). */
export function stubBrowser() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Renders `routes` at `path` inside the app's providers; other paths render a stub page. */
export function renderAt(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <Where />
            <Toaster />
          </>
        ),
        children: [...routes, { path: '*', element: <h1>Elsewhere</h1> }],
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

export const location = () => screen.getByTestId('location').textContent;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label as users read it: required fields show a decorative ' *' after it. */
export const label = (text: string) => new RegExp(`^${escapeRegExp(text)}( \\*)?$`);

export function makeUser(over: Partial<User> = {}): User {
  return {
    _id: '00000000-0000-4000-8000-000000000001',
    name: 'Asha Rao',
    email: 'asha@example.test',
    role: 'Student',
    photo: '/images/default-avatar.svg',
    profileInfo: 'Class 10',
    createdAt: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}

/** The 401 a visitor's session check gets. */
export const notSignedIn = () => ({
  status: 401,
  body: { success: false, code: 'UNAUTHENTICATED', message: 'Please log in to continue' },
});

/** Types a value the quick way (one paste instead of a key per character). */
export async function fill(element: HTMLElement, text: string) {
  await userEvent.clear(element);
  await userEvent.click(element);
  await userEvent.paste(text);
}
