import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { Component as SearchPage } from '../../../app/routes/search.tsx';
import { makeCenter, makeTutor } from '../../../test/factories.ts';
import { here, renderWithProviders } from '../../../test/render.tsx';
import { apiError, requestsTo, server } from '../../../test/server.ts';

const tutor = makeTutor({
  name: 'Ravi Kumar',
  bio: 'Physics for Class XI and XII.',
  availability: 'Evening',
});
const center = makeCenter({ name: 'Pinnacle Institute' });

function setup(at: string, search: () => Response) {
  server.use(http.get('/api/search', search));
  return renderWithProviders([{ path: '/search', element: <SearchPage /> }], { at });
}
const searches = () => requestsTo('GET', '/api/search');

describe('Search page', () => {
  it('asks /api/search?q= and lists tutors and centers, each linking to its profile', async () => {
    setup('/search?query=Physics', () =>
      HttpResponse.json({ tutors: [tutor], tuitionCenters: [center], understood: {} }),
    );
    expect(await screen.findByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute(
      'href',
      `/tutor/${tutor._id}`,
    );
    expect(screen.getByRole('link', { name: 'Pinnacle Institute' })).toHaveAttribute(
      'href',
      `/tuition-center/${center._id}`,
    );
    expect(searches()[0]!.url.searchParams.get('q')).toBe('Physics');
    expect(screen.getByText('Physics for Class XI and XII.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search for tutors or centers' })).toHaveValue('Physics');
    expect(document.title).toContain('Physics');
  });

  it("shows 'No results found.' when both lists are empty", async () => {
    setup('/search?query=zzz', () => HttpResponse.json({ tutors: [], tuitionCenters: [], understood: {} }));
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all tutors' })).toHaveAttribute('href', '/all-tutors');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “zzz”');
  });

  it('says what it understood ("Mathematics tutors in Pune") and drops a part with its chip', async () => {
    const user = userEvent.setup();
    const pune = makeTutor({ name: 'Meera Joshi', city: 'Pune', locality: 'Kothrud', travelKm: 5 });
    const { router } = setup('/search?query=maths%20tutor%20in%20pune', () => {
      const q = searches().at(-1)!.url.searchParams.get('q');
      return HttpResponse.json({
        tutors: [pune],
        tuitionCenters: [],
        understood:
          q === 'maths tutor in pune' ? { subject: 'Mathematics', city: 'Pune' } : { subject: 'Mathematics' },
      });
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mathematics tutors in Pune' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Results for “maths tutor in pune”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meera Joshi' }).closest('article')).toHaveTextContent(
      'Kothrud, Pune · comes up to 5 km',
    );
    const chips = screen.getByRole('list', { name: 'What we understood' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Subject: Mathematics', 'City: Pune']);

    await user.click(within(chips).getByRole('button', { name: 'Search without City: Pune' }));
    await waitFor(() => expect(here(router)).toBe('/search?query=maths%20tutor'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mathematics tutors' })).toBeInTheDocument();
    expect(searches().at(-1)!.url.searchParams.get('q')).toBe('maths tutor');
    expect(screen.getByRole('searchbox', { name: 'Search for tutors or centers' })).toHaveValue(
      'maths tutor',
    );
  });

  it("shows 'Error fetching search results' on failure", async () => {
    setup('/search?query=Maths', () => apiError(500, 'INTERNAL', 'x'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching search results');
  });

  it('treats an empty query as a prompt, not an error, and searches from its own box', async () => {
    const user = userEvent.setup();
    const { router } = setup('/search', () =>
      HttpResponse.json({ tutors: [tutor], tuitionCenters: [], understood: {} }),
    );
    expect(screen.getByText('What would you like to learn?')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(searches()).toHaveLength(0);

    await user.type(screen.getByRole('searchbox', { name: 'Search for tutors or centers' }), 'Ravi{Enter}');
    await waitFor(() => expect(here(router)).toBe('/search?query=Ravi'));
    await screen.findByRole('link', { name: 'Ravi Kumar' });
  });
});
