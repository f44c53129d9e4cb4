import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WatchlistItem } from '@tuitionhub/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes, sessionAs, stubApi, student } from '../../../test/api-stub.tsx';
import { WatchlistPanel } from './watchlist-panel.tsx';

const item = (n: number, fee = 500): WatchlistItem => ({
  tutorId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  tutorName: `Tutor ${n}`,
  tutorPhoto: '/images/default-avatar.svg',
  subject: 'Maths',
  fee,
});
const list = (items: WatchlistItem[]) => ({
  body: { items, total: items.reduce((s, i) => s + i.fee, 0) },
});

function show() {
  return renderRoutes(
    [
      { path: '/user-dashboard', element: <WatchlistPanel /> },
      { path: '/pay', element: <p>pay page</p> },
    ],
    '/user-dashboard',
  );
}

afterEach(() => localStorage.clear());

describe('WatchlistPanel', () => {
  it("says 'Your watchlist is empty.' with a way to All Tutors", async () => {
    stubApi({ '/api/user/me': sessionAs(student), 'GET /api/watchlist': () => list([]) });
    show();
    expect(await screen.findByText('Your watchlist is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Tutors' })).toHaveAttribute('href', '/all-tutors');
  });

  it('shows 10 rows a page with Photo, Name, Subject, Fee and Remove, and the summary', async () => {
    stubApi({
      '/api/user/me': sessionAs(student),
      'GET /api/watchlist': () => list(Array.from({ length: 12 }, (_, i) => item(i + 1, 1000 + i))),
    });
    show();
    const table = await screen.findByRole('table', { name: 'Tutors in your watchlist' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Photo', 'Name', 'Subject', 'Fee', 'Action']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('Rs. 1,000')).toBeInTheDocument();
    // 12 items: 12,066 in all.
    expect(screen.getByText('Rs. 12,066')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Tutor 12')).toBeInTheDocument();
  });

  it('removes an item', async () => {
    const items = [item(1), item(2, 800)];
    const api = stubApi({
      '/api/user/me': sessionAs(student),
      'GET /api/watchlist': () => list(items),
      [`DELETE /api/watchlist/${items[0]!.tutorId}`]: () => ({
        body: { success: true, message: 'Removed', items: [items[1]], total: 800 },
      }),
    });
    show();
    const table = await screen.findByRole('table', { name: 'Tutors in your watchlist' });
    await userEvent.click(within(table).getByRole('button', { name: 'Remove Tutor 1 (Maths)' }));
    expect(await screen.findByText('Tutor 1 removed from your watchlist')).toBeInTheDocument();
    expect(within(table).queryByText('Tutor 1')).not.toBeInTheDocument();
    expect(api.to('DELETE', `/api/watchlist/${items[0]!.tutorId}`)).toHaveLength(1);
  });

  it('Proceed to Payment sends the total shown and opens /pay with the client secret in navigation state', async () => {
    const api = stubApi({
      '/api/user/me': sessionAs(student),
      'GET /api/watchlist': () => list([item(1), item(2, 1200)]),
      [`POST /api/payments/create/${student._id}`]: () => ({
        body: {
          success: true,
          message: 'ok',
          clientSecret: 'pi_1_secret_x',
          paymentIntentId: 'pi_1',
          amount: 1700,
        },
      }),
    });
    const { router } = show();
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByText('pay page')).toBeInTheDocument();
    expect(api.to('POST', `/api/payments/create/${student._id}`).map((c) => c.body)).toEqual([
      { amount: 1700 },
    ]);
    expect(router.state.location.state).toEqual({
      clientSecret: 'pi_1_secret_x',
      paymentIntentId: 'pi_1',
      amount: 1700,
    });
  });

  it('on 409 reloads the list and says the total changed', async () => {
    let fee = 500;
    const api = stubApi({
      '/api/user/me': sessionAs(student),
      'GET /api/watchlist': () => list([item(1, fee)]),
      [`POST /api/payments/create/${student._id}`]: () => {
        fee = 650;
        return { status: 409, body: { success: false, code: 'CONFLICT', message: 'changed', total: 650 } };
      },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    expect(
      await screen.findByText(
        'The total of your watchlist has changed to Rs. 650. Please check it and try again.',
      ),
    ).toBeInTheDocument();
    expect((await screen.findAllByText('Rs. 650')).length).toBeGreaterThan(0);
    expect(api.to('GET', '/api/watchlist').length).toBeGreaterThanOrEqual(2);
  });

  it("reports a failed create as 'Payment creation failed: …'", async () => {
    stubApi({
      '/api/user/me': sessionAs(student),
      'GET /api/watchlist': () => list([item(1)]),
      [`POST /api/payments/create/${student._id}`]: () => ({
        status: 500,
        body: { success: false, code: 'INTERNAL', message: 'The card processor could not be reached.' },
      }),
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    expect(
      await screen.findByText('Payment creation failed: The card processor could not be reached.'),
    ).toBeInTheDocument();
  });
});
