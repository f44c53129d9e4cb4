// One way to render a screen in a test: the app's providers around a memory router.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@tuitionhub/contracts';
import { HttpResponse, http } from 'msw';
import type { ReactElement } from 'react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router';
import { SessionProvider } from '../lib/session.tsx';
import { server } from './server.ts';

export interface RenderOptions {
  /** Where the router starts: a path, or a location with navigation state. */
  at?: string | { pathname: string; state?: unknown };
  /** Signed in as this user (stored as a restored session would be, and /api/user/me says so). */
  user?: User;
}

/**
 * Renders `routes` (or one element, at every path) inside a fresh query client (no retries), the
 * session, a memory router and the toaster. Paths no route names render a plain 'Elsewhere' page.
 */
export function renderWithProviders(
  ui: RouteObject[] | ReactElement,
  { at = '/', user }: RenderOptions = {},
) {
  if (user) {
    localStorage.setItem('user', JSON.stringify(user));
    server.use(http.get('/api/user/me', () => HttpResponse.json({ user })));
  }
  const children = Array.isArray(ui)
    ? [...ui, { path: '*', element: <h1>Elsewhere</h1> }]
    : [{ path: '*', element: ui }];
  // Like the root layout: the toaster lives inside the router, so links in toasts work.
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children,
      },
    ],
    { initialEntries: [at] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

/** The router's current location as path + query. */
export const here = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label as users read it: required fields show a decorative ' *' after it. */
export const label = (text: string) => new RegExp(`^${escapeRegExp(text)}( \\*)?$`);

/** Types a value the quick way (one paste instead of a key per character). */
export async function fill(element: HTMLElement, text: string) {
  await userEvent.clear(element);
  await userEvent.click(element);
  await userEvent.paste(text);
}

/** Fills labelled fields in order, waiting for the first to appear: `{ Name: 'Asha', Email: … }`. */
export async function fillFields(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    await fill(await screen.findByLabelText(label(name)), value);
}
