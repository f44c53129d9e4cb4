import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Component as SearchPage } from '../../../app/routes/search.tsx';
import { here, makeCenter, makeTutor, renderRoutes, stubApi, unauthenticated } from '../testing.tsx';

const tutor = makeTutor({
  name: 'Ravi Kumar',
  bio: 'Physics for Class XI and XII.',
  availability: 'Evening',
});
const center = makeCenter({ name: 'Pinnacle Institute' });

function setup(path: string, search: Parameters<typeof stubApi>[0][string]) {
  const api = stubApi({ '/api/search': search, '/api/user/me': unauthenticated });
  const { router } = renderRoutes([{ path: '/search', element: <SearchPage /> }], path);
  return { api, router };
}

describe('Search page', () => {
  it('asks /api/search?q= and lists tutors and centers, each linking to its profile', async () => {
    const { api } = setup('/search?query=Physics', () => ({
      body: { tutors: [tutor], tuitionCenters: [center] },
    }));
    expect(await screen.findByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute(
      'href',
      `/tutor/${tutor._id}`,
    );
    expect(screen.getByRole('link', { name: 'Pinnacle Institute' })).toHaveAttribute(
      'href',
      `/tuition-center/${center._id}`,
    );
    expect(api.to('/api/search')[0]!.searchParams.get('q')).toBe('Physics');
    expect(screen.getByText('Physics for Class XI and XII.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search for tutors or centers' })).toHaveValue('Physics');
    expect(document.title).toContain('Physics');
  });

  it("shows 'No results found.' when both lists are empty", async () => {
    setup('/search?query=zzz', () => ({ body: { tutors: [], tuitionCenters: [] } }));
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
  });

  it("shows 'Error fetching search results' on failure", async () => {
    setup('/search?query=Maths', () => ({
      status: 500,
      body: { success: false, message: 'x', code: 'INTERNAL' },
    }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching search results');
  });

  it('treats an empty query as a prompt, not an error, and searches from its own box', async () => {
    const user = userEvent.setup();
    const { api, router } = setup('/search', () => ({ body: { tutors: [tutor], tuitionCenters: [] } }));
    expect(screen.getByText('What would you like to learn?')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.to('/api/search')).toHaveLength(0);

    await user.type(screen.getByRole('searchbox', { name: 'Search for tutors or centers' }), 'Ravi{Enter}');
    await waitFor(() => expect(here(router)).toBe('/search?query=Ravi'));
    await screen.findByRole('link', { name: 'Ravi Kumar' });
  });
});
