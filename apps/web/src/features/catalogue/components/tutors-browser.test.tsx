import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TutorCard } from '@tuitionhub/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeTutor } from '../../../test/factories.ts';
import { here, renderWithProviders } from '../../../test/render.tsx';
import { apiError, requestsTo, server } from '../../../test/server.ts';
import { tutorView } from '../lib/profile-views.tsx';
import { ProfilesBrowser } from './profiles-browser.tsx';

const TutorsBrowser = () => <ProfilesBrowser view={tutorView} />;

const asha = makeTutor({ name: 'Asha Rao', availability: 'Morning', fees: { Maths: 500 } });
const vikram = makeTutor({
  name: 'Vikram Singh',
  availability: 'Evening',
  fees: { Physics: 1500, Maths: 1800 },
});

type ListAnswer = (url: URL) => Response | Promise<Response>;

/** A tiny stand-in for the server: filters by availability and subject so results really change. */
function listTutors(all: TutorCard[]): ListAnswer {
  return (url) => {
    const p = url.searchParams;
    const tutors = all.filter(
      (t) =>
        (!p.get('availability') || t.availability === p.get('availability')) &&
        (!p.get('subject') || t.subjects.includes(p.get('subject')!)),
    );
    return HttpResponse.json({ tutors, total: tutors.length, page: Number(p.get('page')), pageSize: 12 });
  };
}

function setup(at: string, list: ListAnswer = listTutors([asha, vikram])) {
  server.use(
    http.get('/api/tutors/all-tutors', ({ request }) => list(new URL(request.url))),
    http.get('/api/tutors/latest-tutors', () =>
      HttpResponse.json({ latestTutors: [makeTutor({ fees: { Kathak: 700 } })] }),
    ),
  );
  return renderWithProviders(
    [
      { path: '/all-tutors', element: <TutorsBrowser /> },
      { path: '/tutor/:id', element: <p>profile</p> },
    ],
    { at },
  );
}

const lastListCall = () => requestsTo('GET', '/api/tutors/all-tutors').at(-1)!.url.searchParams;

describe('All Tutors', () => {
  it('reads the filters from the URL and asks the server for exactly those', async () => {
    setup('/all-tutors?subject=Physics&availability=Evening&maxFee=2000&minRating=4&sort=fees&q=ali&page=2');
    await screen.findByRole('link', { name: 'Vikram Singh' });
    expect(Object.fromEntries(lastListCall())).toEqual({
      subject: 'Physics',
      availability: 'Evening',
      maxFee: '2000',
      minRating: '4',
      sort: 'fees',
      q: 'ali',
      page: '2',
      limit: '12',
    });
    expect(screen.getByLabelText('Subject')).toHaveValue('Physics');
    expect(screen.getByLabelText('Keyword')).toHaveValue('ali');
    const availability = screen.getByRole('group', { name: 'Availability' });
    expect(within(availability).getByRole('button', { name: 'Evening' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(availability).getByRole('button', { name: 'Morning' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(
      within(screen.getByRole('group', { name: 'Fee per month, up to' })).getByRole('button', {
        name: 'Rs. 2,000',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '4+ stars' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Fees' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says "10,000+ tutors found" when the server stopped counting (issue 16), with pages up to the cap', async () => {
    setup('/all-tutors', () =>
      HttpResponse.json({ tutors: [asha, vikram], total: 10_000, totalCapped: true, page: 1, pageSize: 12 }),
    );
    await screen.findByRole('link', { name: 'Asha Rao' });
    expect(screen.getByText(/tutors found/)).toHaveTextContent('10,000+ tutors found');
  });

  it('ignores malformed values in the URL instead of sending them', async () => {
    setup('/all-tutors?availability=Night&maxFee=abc&minRating=9&sort=price&page=-3');
    await screen.findByRole('link', { name: 'Asha Rao' });
    expect(Object.fromEntries(lastListCall())).toEqual({ page: '1', limit: '12' });
  });

  it('writes a filter to the URL, resets the page, refetches, and Back restores the previous results', async () => {
    const user = userEvent.setup();
    const { router } = setup('/all-tutors?page=2');
    await screen.findByRole('link', { name: 'Asha Rao' });
    expect(screen.getByText(/tutors found/)).toHaveTextContent('2 tutors found');

    await user.click(screen.getByRole('button', { name: 'Evening' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Asha Rao' })).not.toBeInTheDocument());
    expect(here(router)).toBe('/all-tutors?availability=Evening');
    expect(lastListCall().get('availability')).toBe('Evening');
    expect(lastListCall().get('page')).toBe('1');
    expect(screen.getByRole('link', { name: 'Vikram Singh' })).toBeInTheDocument();
    expect(screen.getByText(/tutor found/)).toHaveTextContent('1 tutor found');

    // Pressing the same toggle again means "any".
    await user.click(screen.getByRole('button', { name: 'Evening' }));
    await waitFor(() => expect(here(router)).toBe('/all-tutors'));

    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Asha Rao' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Evening' })).toHaveAttribute('aria-pressed', 'true');
    await router.navigate(-1);
    await screen.findByRole('link', { name: 'Asha Rao' });
    expect(here(router)).toBe('/all-tutors?page=2');
  });

  it('offers the common subjects plus those of the newest tutors, and filters by the chosen one', async () => {
    const user = userEvent.setup();
    const { router } = setup('/all-tutors');
    await screen.findByRole('option', { name: 'Kathak' });
    expect(screen.getByRole('option', { name: 'Physics' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Subject'), 'Physics');
    await waitFor(() => expect(here(router)).toBe('/all-tutors?subject=Physics'));
    await waitFor(() => expect(lastListCall().get('subject')).toBe('Physics'));
  });

  it('applies the keyword after a pause in typing, as one history entry', async () => {
    const user = userEvent.setup();
    const { router } = setup('/all-tutors');
    await screen.findByRole('link', { name: 'Asha Rao' });
    await user.type(screen.getByLabelText('Keyword'), 'alg');
    await waitFor(() => expect(here(router)).toBe('/all-tutors?q=alg'));
    await waitFor(() => expect(lastListCall().get('q')).toBe('alg'));
    await user.type(screen.getByLabelText('Keyword'), 'ebra');
    await waitFor(() => expect(here(router)).toBe('/all-tutors?q=algebra'));
    await router.navigate(-1);
    await waitFor(() => expect(here(router)).toBe('/all-tutors'));
    await waitFor(() => expect(screen.getByLabelText('Keyword')).toHaveValue(''));
  });

  it('sorts through the URL', async () => {
    const user = userEvent.setup();
    const { router } = setup('/all-tutors?subject=Maths&page=3');
    await screen.findByRole('link', { name: 'Asha Rao' });
    await user.click(screen.getByRole('button', { name: 'Ratings' }));
    await waitFor(() => expect(here(router)).toBe('/all-tutors?subject=Maths&sort=ratings'));
    await waitFor(() => expect(lastListCall().get('sort')).toBe('ratings'));
  });

  it('lists the active filters as chips that remove themselves', async () => {
    const user = userEvent.setup();
    const { router } = setup('/all-tutors?subject=Maths&maxFee=1000');
    await user.click(await screen.findByRole('button', { name: 'Remove filter Fee: Up to Rs. 1,000/month' }));
    await waitFor(() => expect(here(router)).toBe('/all-tutors?subject=Maths'));
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Maths']);
  });

  it("shows 'No results found.' with a way to clear the filters", async () => {
    const user = userEvent.setup();
    const { router } = setup('/all-tutors?subject=Sanskrit&minRating=5');
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
    const empty = screen.getByText('No results found.').parentElement!;
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(here(router)).toBe('/all-tutors'));
    await screen.findByRole('link', { name: 'Asha Rao' });
  });

  it("shows 'Loading...' until the tutors arrive", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    setup('/all-tutors', async (url) => {
      await gate;
      return listTutors([asha])(url);
    });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    release();
    await screen.findByRole('link', { name: 'Asha Rao' });
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it("shows 'Error loading tutors' and retries", async () => {
    const user = userEvent.setup();
    let fail = true;
    setup('/all-tutors', (url) => (fail ? apiError(500, 'INTERNAL', 'Boom') : listTutors([asha])(url)));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading tutors');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'Asha Rao' });
  });

  it('shows each card with availability, rating, lowest fee in Rs. and a link to the profile', async () => {
    setup('/all-tutors');
    const link = await screen.findByRole('link', { name: 'Vikram Singh' });
    expect(link).toHaveAttribute('href', `/tutor/${vikram._id}`);
    const card = link.closest('article')!;
    expect(card).toHaveTextContent('Evening');
    expect(card).toHaveTextContent('From Rs. 1,500/month');
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(within(card).getAllByRole('link')).toHaveLength(1);
  });
});
