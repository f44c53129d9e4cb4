// Test helpers for the catalogue screens: a memory router, a fresh query client and a stubbed fetch.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { CenterCard, TutorCard } from '@tuitionhub/contracts';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { SessionProvider } from '../../lib/session.tsx';

export type Reply = { status?: number; body: unknown };
export type Handler = (url: URL) => Reply | Promise<Reply>;

/** Replaces fetch: answers by path; records every URL asked for. Unknown paths answer 404. */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const handler =
      handlers[url.pathname] ??
      Object.entries(handlers).find(([p]) => p.endsWith('*') && url.pathname.startsWith(p.slice(0, -1)))?.[1];
    const reply = handler
      ? await handler(url)
      : { status: 404, body: { success: false, message: 'Not found', code: 'NOT_FOUND' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls made to one path. */
    to: (path: string) => calls.filter((u) => u.pathname === path),
  };
}

export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
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

/** The current location of a memory router as path + query. */
export const here = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

let n = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

export function makeTutor(over: Partial<TutorCard> = {}): TutorCard {
  const fees = over.fees ?? { Maths: 500, Physics: 800 };
  return {
    _id: nextId(),
    name: 'Asha Rao',
    photo: '/images/default-avatar.svg',
    bio: 'Patient Maths tutor.',
    availability: 'Morning',
    subjects: Object.keys(fees),
    fees,
    lowestFee: Math.min(...Object.values(fees)),
    ratings: 4.5,
    reviewCount: 3,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

export function makeCenter(over: Partial<CenterCard> = {}): CenterCard {
  const fees = over.fees ?? { 'JEE Preparation': 2500, 'Spoken English': 1200 };
  return {
    _id: nextId(),
    name: 'Bright Minds Academy',
    photo: '/images/center-placeholder.svg',
    location: 'Koramangala, Bengaluru',
    description: 'Small batches and weekly tests.',
    contactNumber: '+91 98450 12345',
    courses: Object.keys(fees),
    fees,
    lowestFee: Math.min(...Object.values(fees)),
    ratings: 4.2,
    reviewCount: 5,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

export const unauthenticated: Handler = () => ({
  status: 401,
  body: { success: false, message: 'Please log in', code: 'UNAUTHENTICATED' },
});

/** GET /api/reviews/getreviews for an entity nobody has reviewed (the reviews block on profiles asks it). */
export const noReviews: Handler = () => ({
  body: { reviews: [], total: 0, page: 1, pageSize: 10, ratings: 0, reviewCount: 0, mine: null },
});
