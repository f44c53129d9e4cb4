import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Review, ReviewsResponse, User } from '@tuitionhub/contracts';
import toast, { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/session.tsx';
import { MyReviews } from './my-reviews.tsx';
import { ReviewsBlock } from './reviews-block.tsx';

const TUTOR_ID = '00000000-0000-4000-8000-00000000a001';
const student: User = {
  _id: '00000000-0000-4000-8000-00000000b001',
  name: 'Asha Student',
  email: 'asha@example.test',
  role: 'Student',
  photo: '/images/default-avatar.svg',
  profileInfo: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

let seq = 0;
function makeReview(over: Partial<Review> = {}): Review {
  seq++;
  return {
    _id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    reviewText: 'Very patient teacher.',
    rating: 5,
    reviewedEntityId: TUTOR_ID,
    reviewedEntityType: 'Tutor',
    userId: {
      _id: `00000000-0000-4000-8000-1${String(seq).padStart(11, '0')}`,
      name: 'Ravi',
      photo: '/p.webp',
    },
    verified: false,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...over,
  };
}
const page = (reviews: Review[], over: Partial<ReviewsResponse> = {}): ReviewsResponse => ({
  reviews,
  total: reviews.length,
  page: 1,
  pageSize: 10,
  ratings: 4.5,
  reviewCount: reviews.length,
  mine: null,
  ...over,
});

type Call = { method: string; path: string; body: unknown };
/** A stubbed server: answers by "METHOD /path"; records every call. */
function stubApi(routes: Record<string, (body: unknown) => { status?: number; body: unknown }>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname, body });
      const handler = routes[`${method} ${url.pathname}`];
      const reply = handler
        ? handler(body)
        : method === 'GET' && url.pathname === '/api/user/me'
          ? { status: 401, body: { success: false, code: 'UNAUTHENTICATED', message: 'Please log in' } }
          : { status: 404, body: { success: false, code: 'NOT_FOUND', message: 'Not found' } };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls, writes: () => calls.filter((c) => c.method !== 'GET') };
}

function renderBlock(user: User | null = null) {
  // jsdom has no matchMedia; the Toaster asks it about reduced motion.
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
  if (user) localStorage.setItem('user', JSON.stringify(user));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/tutor/:id',
        element: <ReviewsBlock entityType="Tutor" entityId={TUTOR_ID} entityName="Meera Iyer" />,
      },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    { initialEntries: [`/tutor/${TUTOR_ID}`] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <RouterProvider router={router} />
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, client, router };
}

afterEach(() => {
  toast.remove();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('ReviewsBlock', () => {
  it('renders markup in reviews as text: no script or image element is created', async () => {
    stubApi({
      'GET /api/reviews/getreviews': () => ({
        body: page([
          makeReview({ reviewText: '<script>alert(1)</script>' }),
          makeReview({ reviewText: '<img src=x onerror=alert(1)>' }),
        ]),
      }),
    });
    const { container } = renderBlock();
    expect(await screen.findByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('shows each review with stars, name, photo, date and the Verified badge, and the summary', async () => {
    stubApi({
      'GET /api/reviews/getreviews': () => ({
        body: page(
          [
            makeReview({
              userId: { _id: student._id, name: 'Kiran', photo: '/k.webp' },
              verified: true,
              rating: 4,
            }),
            makeReview({ userId: { _id: TUTOR_ID, name: 'Zoya', photo: '/z.webp' }, rating: 5 }),
          ],
          { ratings: 4.5, reviewCount: 2 },
        ),
      }),
    });
    renderBlock();
    const kiran = await screen.findByRole('article', { name: 'Review by Kiran' });
    expect(within(kiran).getByRole('img', { name: 'Kiran' })).toHaveAttribute('src', '/k.webp');
    expect(within(kiran).getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument();
    expect(within(kiran).getByText('22 Nov 2026')).toBeInTheDocument();
    expect(within(kiran).getByText('Verified')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Review by Zoya' })).queryByText('Verified'),
    ).toBeNull();
    expect(screen.getByText('Based on 2 reviews')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });

  it('asks visitors to log in instead of showing the form', async () => {
    stubApi({ 'GET /api/reviews/getreviews': () => ({ body: page([]) }) });
    renderBlock();
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to review' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("refuses an empty comment on the client ('Comment cannot be empty'), then posts and shows the server's message", async () => {
    // Once saved, the server lists it as the user's own (the form gives way to it).
    let saved: Review | null = null;
    const api = stubApi({
      'GET /api/user/me': () => ({ body: { user: student } }),
      'GET /api/reviews/getreviews': () => ({ body: page(saved ? [saved] : [], { mine: saved }) }),
      'POST /api/reviews/create': (body) => {
        saved = makeReview({
          ...(body as Partial<Review>),
          userId: { _id: student._id, name: student.name, photo: '' },
        });
        return {
          status: 201,
          body: { success: true, message: 'Review created successfully', review: saved },
        };
      },
    });
    const { client } = renderBlock(student);
    for (const key of [['tutors', 'detail', TUTOR_ID], ['centers', 'list', {}], ['watchlist']])
      client.setQueryData(key, { cached: true });
    const user = userEvent.setup();
    const comment = await screen.findByRole('textbox', { name: /your review/i });

    await user.click(screen.getByRole('radio', { name: /4 stars/ }));
    await user.type(comment, '   ');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Comment cannot be empty')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    await user.clear(comment);
    await user.type(comment, 'Explains <b>clearly</b>');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Review created successfully')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Your review' })).toHaveTextContent(
      'Explains <b>clearly</b>',
    );
    expect(screen.queryByRole('button', { name: 'Submit review' })).toBeNull();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/reviews/create',
        body: {
          reviewText: 'Explains <b>clearly</b>',
          rating: 4,
          reviewedEntityId: TUTOR_ID,
          reviewedEntityType: 'Tutor',
        },
      },
    ]);
    // The rating shown elsewhere (profiles, listings) is refreshed; unrelated data is left alone.
    const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
    await waitFor(() => expect(stale(['tutors', 'detail', TUTOR_ID])).toBe(true));
    expect(stale(['centers', 'list', {}])).toBe(true);
    expect(stale(['watchlist'])).toBe(false);
  });

  it("shows the server's message, or 'Failed to create or update review', when saving fails", async () => {
    let offline = false;
    stubApi({
      'GET /api/user/me': () => ({ body: { user: student } }),
      'GET /api/reviews/getreviews': () => ({ body: page([]) }),
      'POST /api/reviews/create': () => {
        if (offline) throw new TypeError('Failed to fetch');
        return { status: 429, body: { success: false, code: 'RATE_LIMITED', message: 'Slow down' } };
      },
    });
    renderBlock(student);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /your review/i }), 'Good');
    await user.click(screen.getByRole('radio', { name: /5 stars/ }));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Slow down')).toBeInTheDocument();
    offline = true;
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Failed to create or update review')).toBeInTheDocument();
  });

  it("shows the user's own review first, editable and deletable after a confirmation", async () => {
    const mine = makeReview({
      userId: { _id: student._id, name: student.name, photo: '' },
      reviewText: 'Mine',
      rating: 3,
    });
    const other = makeReview({ reviewText: 'Someone else' });
    let deleted = false;
    const api = stubApi({
      'GET /api/user/me': () => ({ body: { user: student } }),
      'GET /api/reviews/getreviews': () => ({
        body: deleted ? page([other]) : page([other, mine], { mine }),
      }),
      [`PUT /api/reviews/reviews/${mine._id}`]: () => ({
        body: { success: true, message: 'Review updated successfully', review: { ...mine, rating: 2 } },
      }),
      [`DELETE /api/reviews/reviews/${mine._id}`]: () => {
        deleted = true;
        return { body: { success: true, message: 'Review deleted successfully' } };
      },
    });
    renderBlock(student);
    const user = userEvent.setup();
    const own = await screen.findByRole('article', { name: 'Your review' });
    const articles = screen.getAllByRole('article');
    expect(articles[0]).toBe(own);
    expect(articles).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Submit review' })).toBeNull();

    await user.click(within(own).getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: /your review/i })).toHaveValue('Mine');
    expect(screen.getByRole('radio', { name: /3 stars/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /2 stars/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Review updated successfully')).toBeInTheDocument();
    expect(api.writes()[0]).toMatchObject({ method: 'PUT', body: { rating: 2, reviewText: 'Mine' } });

    await user.click(
      within(await screen.findByRole('article', { name: 'Your review' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete your review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.writes()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Review deleted successfully')).toBeInTheDocument();
    // The list refreshes without it and the form is offered again.
    expect(await screen.findByRole('button', { name: 'Submit review' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Your review' })).toBeNull();
    expect(api.writes()[1]).toMatchObject({ method: 'DELETE', path: `/api/reviews/reviews/${mine._id}` });
  });
});

describe('MyReviews', () => {
  it('lists the reviews about the tutor, newest first', async () => {
    stubApi({
      'GET /api/reviews/getreviews': () => ({
        body: page([makeReview({ reviewText: 'Newest' }), makeReview({ reviewText: 'Older' })]),
      }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MyReviews entityType="Tutor" entityId={TUTOR_ID} />
      </QueryClientProvider>,
    );
    const items = await screen.findAllByRole('article');
    expect(items.map((a) => within(a).getByText(/Newest|Older/).textContent)).toEqual(['Newest', 'Older']);
  });
});
