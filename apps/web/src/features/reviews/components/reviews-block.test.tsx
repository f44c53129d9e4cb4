import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Review, ReviewsResponse, User } from '@tuitionhub/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { apiError, server, writes } from '../../../test/server.ts';
import { MyReviews } from './my-reviews.tsx';
import { ReviewsBlock } from './reviews-block.tsx';

const TUTOR_ID = '00000000-0000-4000-8000-00000000a001';
const student = makeUser({ name: 'Asha Student' });

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

/** The reviews block on a tutor's profile, for a visitor or `user`; the server lists `reviews()`. */
function renderBlock(reviews: () => ReviewsResponse, user?: User) {
  server.use(http.get('/api/reviews/getreviews', () => HttpResponse.json(reviews())));
  return renderWithProviders(
    [
      {
        path: '/tutor/:id',
        element: <ReviewsBlock entityType="Tutor" entityId={TUTOR_ID} entityName="Meera Iyer" />,
      },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    { at: `/tutor/${TUTOR_ID}`, user },
  );
}

describe('ReviewsBlock', () => {
  it('renders markup in reviews as text: no script or image element is created', async () => {
    const { container } = renderBlock(() =>
      page([
        makeReview({ reviewText: '<script>alert(1)</script>' }),
        makeReview({ reviewText: '<img src=x onerror=alert(1)>' }),
      ]),
    );
    expect(await screen.findByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('shows each review with stars, name, photo, date and the Verified badge, and the summary', async () => {
    renderBlock(() =>
      page(
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
    );
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
    renderBlock(() => page([]));
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to review' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("refuses an empty comment on the client ('Comment cannot be empty'), then posts and shows the server's message", async () => {
    // Once saved, the server lists it as the user's own (the form gives way to it).
    let saved: Review | null = null;
    server.use(
      http.post('/api/reviews/create', async ({ request }) => {
        saved = makeReview({
          ...((await request.json()) as Partial<Review>),
          userId: { _id: student._id, name: student.name, photo: '' },
        });
        return HttpResponse.json(
          { success: true, message: 'Review created successfully', review: saved },
          { status: 201 },
        );
      }),
    );
    const { client } = renderBlock(() => page(saved ? [saved] : [], { mine: saved }), student);
    for (const key of [['tutors', 'detail', TUTOR_ID], ['centers', 'list', {}], ['watchlist']])
      client.setQueryData(key, { cached: true });
    const user = userEvent.setup();
    const comment = await screen.findByRole('textbox', { name: /your review/i });

    await user.click(screen.getByRole('radio', { name: /4 stars/ }));
    await user.type(comment, '   ');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Comment cannot be empty')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.clear(comment);
    await user.type(comment, 'Explains <b>clearly</b>');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Review created successfully')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Your review' })).toHaveTextContent(
      'Explains <b>clearly</b>',
    );
    expect(screen.queryByRole('button', { name: 'Submit review' })).toBeNull();
    expect(writes().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
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
    server.use(
      http.post('/api/reviews/create', () =>
        offline ? HttpResponse.error() : apiError(429, 'RATE_LIMITED', 'Slow down'),
      ),
    );
    renderBlock(() => page([]), student);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /your review/i }), 'Good');
    await user.click(screen.getByRole('radio', { name: /5 stars/ }));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Slow down')).toBeInTheDocument();
    offline = true;
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Failed to create or update review')).toBeInTheDocument();
  });

  it("a JSON error without a message says 'Failed to create or update review', not 'Request failed (500)' (issue 15 item 17)", async () => {
    server.use(
      http.post('/api/reviews/create', () =>
        HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    renderBlock(() => page([]), student);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /your review/i }), 'Good');
    await user.click(screen.getByRole('radio', { name: /5 stars/ }));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Failed to create or update review')).toBeInTheDocument();
    expect(screen.queryByText(/Request failed/)).not.toBeInTheDocument();
  });

  it("shows the user's own review first, editable and deletable after a confirmation", async () => {
    const mine = makeReview({
      userId: { _id: student._id, name: student.name, photo: '' },
      reviewText: 'Mine',
      rating: 3,
    });
    const other = makeReview({ reviewText: 'Someone else' });
    let deleted = false;
    server.use(
      http.put(`/api/reviews/reviews/${mine._id}`, () =>
        HttpResponse.json({
          success: true,
          message: 'Review updated successfully',
          review: { ...mine, rating: 2 },
        }),
      ),
      http.delete(`/api/reviews/reviews/${mine._id}`, () => {
        deleted = true;
        return HttpResponse.json({ success: true, message: 'Review deleted successfully' });
      }),
    );
    renderBlock(() => (deleted ? page([other]) : page([other, mine], { mine })), student);
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
    expect(writes()[0]).toMatchObject({ method: 'PUT', body: { rating: 2, reviewText: 'Mine' } });

    await user.click(
      within(await screen.findByRole('article', { name: 'Your review' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete your review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Review deleted successfully')).toBeInTheDocument();
    // The list refreshes without it and the form is offered again.
    expect(await screen.findByRole('button', { name: 'Submit review' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Your review' })).toBeNull();
    expect(writes()[1]).toMatchObject({ method: 'DELETE', path: `/api/reviews/reviews/${mine._id}` });
  });
});

describe('MyReviews', () => {
  it('lists the reviews about the tutor, newest first', async () => {
    server.use(
      http.get('/api/reviews/getreviews', () =>
        HttpResponse.json(page([makeReview({ reviewText: 'Newest' }), makeReview({ reviewText: 'Older' })])),
      ),
    );
    renderWithProviders(<MyReviews entityType="Tutor" entityId={TUTOR_ID} />);
    const items = await screen.findAllByRole('article');
    expect(items.map((a) => within(a).getByText(/Newest|Older/).textContent)).toEqual(['Newest', 'Older']);
  });
});
