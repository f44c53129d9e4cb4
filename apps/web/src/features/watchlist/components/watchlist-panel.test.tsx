import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WatchlistItem } from '@tuitionhub/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { apiError, requestsTo, server } from '../../../test/server.ts';
import { WatchlistPanel } from './watchlist-panel.tsx';

const student = makeUser();
const createUrl = `/api/payments/create/${student._id}`;
const item = (n: number, fee = 500): WatchlistItem => ({
  tutorId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  tutorName: `Tutor ${n}`,
  tutorPhoto: '/images/default-avatar.svg',
  subject: 'Maths',
  fee,
});
const list = (items: WatchlistItem[]) =>
  HttpResponse.json({ items, total: items.reduce((s, i) => s + i.fee, 0) });

/** The student's dashboard with `items` in the watchlist (asked again on every GET). */
function show(items: () => WatchlistItem[]) {
  server.use(http.get('/api/watchlist', () => list(items())));
  return renderWithProviders(
    [
      { path: '/user-dashboard', element: <WatchlistPanel /> },
      { path: '/pay', element: <p>pay page</p> },
    ],
    { at: '/user-dashboard', user: student },
  );
}

describe('WatchlistPanel', () => {
  it("says 'Your watchlist is empty.' with a way to All Tutors", async () => {
    show(() => []);
    expect(await screen.findByText('Your watchlist is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Tutors' })).toHaveAttribute('href', '/all-tutors');
  });

  it('shows 10 rows a page with Photo, Name, Subject, Fee and Remove, and the summary', async () => {
    show(() => Array.from({ length: 12 }, (_, i) => item(i + 1, 1000 + i)));
    const table = await screen.findByRole('table', { name: 'Tutors in your watchlist' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Photo', 'Name', 'Subject', 'Fee', 'Action']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('Rs. 1,000/month')).toBeInTheDocument();
    // 12 items: 12,066 in all.
    expect(screen.getByText('Rs. 12,066')).toBeInTheDocument();
    // Fees are per month: the payment is the first month's.
    expect(screen.getByText("First month's fees")).toBeInTheDocument();
    expect(screen.getByText(/You pay the first month's fees now/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Tutor 12')).toBeInTheDocument();
  });

  it('removes an item', async () => {
    const items = [item(1), item(2, 800)];
    const removeUrl = `/api/watchlist/${items[0]!.tutorId}`;
    server.use(
      http.delete(removeUrl, () =>
        HttpResponse.json({ success: true, message: 'Removed', items: [items[1]], total: 800 }),
      ),
    );
    show(() => items);
    const table = await screen.findByRole('table', { name: 'Tutors in your watchlist' });
    await userEvent.click(within(table).getByRole('button', { name: 'Remove Tutor 1 (Maths)' }));
    expect(await screen.findByText('Tutor 1 removed from your watchlist')).toBeInTheDocument();
    expect(within(table).queryByText('Tutor 1')).not.toBeInTheDocument();
    expect(requestsTo('DELETE', removeUrl)).toHaveLength(1);
  });

  it('Proceed to Payment sends the total shown and opens /pay with the client secret in navigation state', async () => {
    server.use(
      http.post(createUrl, () =>
        HttpResponse.json({
          success: true,
          message: 'ok',
          clientSecret: 'pi_1_secret_x',
          paymentIntentId: 'pi_1',
          amount: 1700,
        }),
      ),
    );
    const { router } = show(() => [item(1), item(2, 1200)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByText('pay page')).toBeInTheDocument();
    expect(requestsTo('POST', createUrl).map((r) => r.body)).toEqual([{ amount: 1700 }]);
    expect(router.state.location.state).toEqual({
      clientSecret: 'pi_1_secret_x',
      paymentIntentId: 'pi_1',
      amount: 1700,
    });
  });

  it('on 409 reloads the list and says the total changed', async () => {
    let fee = 500;
    server.use(
      http.post(createUrl, () => {
        fee = 650;
        return apiError(409, 'CONFLICT', 'changed', { total: 650 });
      }),
    );
    show(() => [item(1, fee)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    expect(
      await screen.findByText(
        'The total of your watchlist has changed to Rs. 650. Please check it and try again.',
      ),
    ).toBeInTheDocument();
    expect((await screen.findAllByText('Rs. 650')).length).toBeGreaterThan(0);
    expect(requestsTo('GET', '/api/watchlist').length).toBeGreaterThanOrEqual(2);
  });

  it("reports a failed create as 'Payment creation failed: …'", async () => {
    server.use(
      http.post(createUrl, () => apiError(500, 'INTERNAL', 'The card processor could not be reached.')),
    );
    show(() => [item(1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    expect(
      await screen.findByText('Payment creation failed: The card processor could not be reached.'),
    ).toBeInTheDocument();
  });
});
