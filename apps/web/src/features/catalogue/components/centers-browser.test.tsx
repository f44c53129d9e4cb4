import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { here, makeCenter, renderRoutes, stubApi, unauthenticated } from '../testing.tsx';
import { centerView } from '../lib/profile-views.tsx';
import { ProfilesBrowser } from './profiles-browser.tsx';

const CentersBrowser = () => <ProfilesBrowser view={centerView} />;

const bright = makeCenter({ name: 'Bright Minds Academy', fees: { 'JEE Preparation': 2500 } });

function setup(path: string, list: Parameters<typeof stubApi>[0][string]) {
  const api = stubApi({
    '/api/tuition-centers/all': list,
    '/api/tuition-centers/latest': () => ({ body: { latesttuitionCenters: [bright] } }),
    '/api/user/me': unauthenticated,
  });
  const { router } = renderRoutes([{ path: '/all-tuition-centers', element: <CentersBrowser /> }], path);
  return { api, router };
}

describe('All Tuition Centers', () => {
  it('filters by course (no availability) through the URL and the list call', async () => {
    const user = userEvent.setup();
    const { api, router } = setup('/all-tuition-centers?availability=Morning', (url) => ({
      body: { tuitionCenters: [bright], total: 1, page: Number(url.searchParams.get('page')), pageSize: 12 },
    }));
    await screen.findByRole('link', { name: 'Bright Minds Academy' });
    expect(screen.queryByRole('group', { name: 'Availability' })).not.toBeInTheDocument();
    expect(api.to('/api/tuition-centers/all')[0]!.searchParams.has('availability')).toBe(false);

    await user.selectOptions(screen.getByLabelText('Course'), 'JEE Preparation');
    await user.click(screen.getByRole('button', { name: 'Rs. 3,000' }));
    await waitFor(() => expect(here(router)).toBe('/all-tuition-centers?course=JEE+Preparation&maxFee=3000'));
    await waitFor(() =>
      expect(Object.fromEntries(api.to('/api/tuition-centers/all').at(-1)!.searchParams)).toEqual({
        course: 'JEE Preparation',
        maxFee: '3000',
        page: '1',
        limit: '12',
      }),
    );
    expect(screen.getByText(/tuition center found/)).toHaveTextContent('1 tuition center found');
  });

  it("shows 'Error fetching tuition centers: {message}' with the server's message", async () => {
    setup('/all-tuition-centers', () => ({
      status: 503,
      body: { success: false, message: 'Database unavailable', code: 'INTERNAL' },
    }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error fetching tuition centers: Database unavailable',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows 'No results found.' when nothing matches", async () => {
    setup('/all-tuition-centers?course=Sanskrit', () => ({
      body: { tuitionCenters: [], total: 0, page: 1, pageSize: 12 },
    }));
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
  });
});
