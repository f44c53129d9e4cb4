import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staleCursorMessage } from '@tuitionhub/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeTutor } from '../../../test/factories.ts';
import { here, renderWithProviders } from '../../../test/render.tsx';
import { apiError, requestsTo, server } from '../../../test/server.ts';
import { tutorView } from '../lib/profile-views.tsx';
import { ProfilesBrowser } from './profiles-browser.tsx';

/**
 * Issue 16 / decision 017: a listing the server stopped counting at 1,000 ("1,000+ tutors found")
 * has 84 numbered pages of 12; past them, "Next page" follows the page's `next` cursor.
 */
const CAP = 1_000;
const PAGE_SIZE = 12;
/** The catalogue behind the stand-in server: rows 1..LAST, so a keyset page 86 is the last. */
const LAST = 86 * PAGE_SIZE;

/** The tutors of the page starting after row `from` (0-based), named by their row. */
const rowsFrom = (from: number) =>
  Array.from({ length: Math.max(0, Math.min(PAGE_SIZE, LAST - from)) }, (_, i) =>
    makeTutor({ name: `Tutor ${from + i + 1}` }),
  );
/** Cursors as opaque as the server's, but readable here: the last row of the page they follow. */
const cursorAfter = (row: number) => `cur${row}`;

/** Like the server: numbered pages up to the cap, then `after` pages; `next` on every full page. */
function cappedListing(url: URL) {
  const p = url.searchParams;
  const page = Number(p.get('page'));
  const after = p.get('after');
  if (after !== null && !/^cur\d+$/.test(after))
    return apiError(400, 'VALIDATION_ERROR', staleCursorMessage, {
      errors: [{ path: 'after', message: staleCursorMessage }],
    });
  const from = after ? Number(after.slice(3)) : (page - 1) * PAGE_SIZE;
  if (!after && from >= CAP) return apiError(400, 'VALIDATION_ERROR', 'Only the first 1,000 matches.');
  const tutors = rowsFrom(from);
  return HttpResponse.json({
    tutors,
    total: CAP,
    totalCapped: true,
    page,
    pageSize: PAGE_SIZE,
    ...(tutors.length === PAGE_SIZE ? { next: cursorAfter(from + PAGE_SIZE) } : {}),
  });
}

function setup(at: string, list: (url: URL) => Response = cappedListing) {
  server.use(
    http.get('/api/tutors/all-tutors', ({ request }) => list(new URL(request.url))),
    http.get('/api/tutors/latest-tutors', () => HttpResponse.json({ latestTutors: [] })),
  );
  return renderWithProviders([{ path: '/all-tutors', element: <ProfilesBrowser view={tutorView} /> }], {
    at,
  });
}

const lastListCall = () =>
  Object.fromEntries(requestsTo('GET', '/api/tutors/all-tutors').at(-1)!.url.searchParams);
const pagination = () => within(screen.getByRole('navigation', { name: 'Pagination' }));
const pageLabel = () => pagination().getByText(/^Page /);
const nextButton = () => pagination().getByRole('button', { name: 'Next page' });
const previousButton = () => pagination().getByRole('button', { name: 'Previous page' });

describe('All Tutors past the counted pages (keyset)', () => {
  it('keeps numbered pages within the count, saying the count is a lower bound', async () => {
    const user = userEvent.setup();
    const { router } = setup('/all-tutors?page=3');
    await screen.findByRole('link', { name: 'Tutor 25' });
    expect(pageLabel()).toHaveTextContent('Page 3 of 84+');
    expect(pageLabel()).toHaveAttribute('aria-live', 'polite');
    await user.click(nextButton());
    await waitFor(() => expect(here(router)).toBe('/all-tutors?page=4'));
    await screen.findByRole('link', { name: 'Tutor 37' });
    expect(lastListCall()).toEqual({ page: '4', limit: '12' });
  });

  it('goes from the last counted page (84) to page 85 with after=<next>', async () => {
    const user = userEvent.setup();
    const { router } = setup('/all-tutors?sort=ratings&page=84');
    await screen.findByRole('link', { name: 'Tutor 997' });
    expect(pageLabel()).toHaveTextContent('Page 84 of 84+');
    await user.click(nextButton());
    await waitFor(() =>
      expect(here(router)).toBe(`/all-tutors?sort=ratings&after=${cursorAfter(1008)}&page=85`),
    );
    await screen.findByRole('link', { name: 'Tutor 1009' });
    expect(lastListCall()).toEqual({ sort: 'ratings', after: 'cur1008', page: '85', limit: '12' });
    expect(pageLabel()).toHaveTextContent(/^Page 85$/);
  });

  it('shows a shared keyset URL as that page, and its Next follows its own next', async () => {
    const user = userEvent.setup();
    const { router } = setup(`/all-tutors?after=${cursorAfter(1008)}&page=85`);
    await screen.findByRole('link', { name: 'Tutor 1009' });
    expect(lastListCall()).toEqual({ after: 'cur1008', page: '85', limit: '12' });
    expect(screen.getByText(/tutors found/)).toHaveTextContent('1,000+ tutors found');
    expect(pageLabel()).toHaveTextContent(/^Page 85$/);
    await user.click(nextButton());
    await waitFor(() => expect(here(router)).toBe(`/all-tutors?after=${cursorAfter(1020)}&page=86`));
    await screen.findByRole('link', { name: 'Tutor 1021' });
    expect(pageLabel()).toHaveTextContent(/^Page 86$/);
  });

  it('disables Next on a page without next (the last one)', async () => {
    setup(`/all-tutors?after=${cursorAfter(LAST - 5)}&page=86`);
    await screen.findByRole('link', { name: `Tutor ${LAST}` });
    expect(nextButton()).toBeDisabled();
    expect(previousButton()).toBeEnabled();
  });

  it('also keeps Next on a keyset page within the count on its cursor, never a numbered page', async () => {
    const user = userEvent.setup();
    const { router } = setup(`/all-tutors?after=${cursorAfter(24)}&page=3`);
    await screen.findByRole('link', { name: 'Tutor 25' });
    await user.click(nextButton());
    await waitFor(() => expect(here(router)).toBe(`/all-tutors?after=${cursorAfter(36)}&page=4`));
  });

  it('Previous goes back through history to the page Next came from', async () => {
    const user = userEvent.setup();
    const { router } = setup('/all-tutors?page=84');
    await screen.findByRole('link', { name: 'Tutor 997' });
    await user.click(nextButton());
    await screen.findByRole('link', { name: 'Tutor 1009' });
    await user.click(nextButton());
    await screen.findByRole('link', { name: 'Tutor 1021' });
    await user.click(previousButton());
    await waitFor(() => expect(here(router)).toBe(`/all-tutors?after=${cursorAfter(1008)}&page=85`));
    await screen.findByRole('link', { name: 'Tutor 1009' });
    await user.click(previousButton());
    await waitFor(() => expect(here(router)).toBe('/all-tutors?page=84'));
    await screen.findByRole('link', { name: 'Tutor 997' });
    // Back, not a new entry: the history before page 84 is as it was (nothing before it).
    expect(router.state.historyAction).toBe('POP');
  });

  it('Previous from a shared keyset link (no history of ours) goes to the last counted page', async () => {
    const user = userEvent.setup();
    const { router } = setup(`/all-tutors?after=${cursorAfter(1020)}&page=86`);
    await screen.findByRole('link', { name: 'Tutor 1021' });
    await user.click(previousButton());
    await waitFor(() => expect(here(router)).toBe('/all-tutors?page=84'));
    await screen.findByRole('link', { name: 'Tutor 997' });
    expect(lastListCall()).toEqual({ page: '84', limit: '12' });
  });

  it('drops after (and the page) when a filter or the sort changes', async () => {
    const user = userEvent.setup();
    const { router } = setup(`/all-tutors?after=${cursorAfter(1008)}&page=85`);
    await screen.findByRole('link', { name: 'Tutor 1009' });
    await user.click(screen.getByRole('button', { name: 'Evening' }));
    await waitFor(() => expect(here(router)).toBe('/all-tutors?availability=Evening'));
    await waitFor(() => expect(lastListCall()).toEqual({ availability: 'Evening', page: '1', limit: '12' }));

    await router.navigate(`/all-tutors?after=${cursorAfter(1008)}&page=85`);
    await screen.findByRole('link', { name: 'Tutor 1009' });
    await user.click(screen.getByRole('button', { name: 'Fees' }));
    await waitFor(() => expect(here(router)).toBe('/all-tutors?sort=fees'));
  });

  it("shows a stale cursor's message with a way back to the first page, not a generic error", async () => {
    const user = userEvent.setup();
    const { router } = setup('/all-tutors?subject=Maths&after=tampered&page=90');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(staleCursorMessage);
    expect(alert).not.toHaveTextContent('Error loading tutors');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Go to the first page' }));
    await waitFor(() => expect(here(router)).toBe('/all-tutors?subject=Maths'));
    await screen.findByRole('link', { name: 'Tutor 1' });
    expect(lastListCall()).toEqual({ subject: 'Maths', page: '1', limit: '12' });
  });

  it('says there are no more tutors when a keyset page comes back empty, with a way back', async () => {
    const user = userEvent.setup();
    const { router } = setup(`/all-tutors?after=${cursorAfter(LAST)}&page=87`);
    expect(await screen.findByText('No more tutors.')).toBeInTheDocument();
    expect(screen.queryByText('No results found.')).not.toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    await waitFor(() => expect(here(router)).toBe('/all-tutors'));
  });
});
