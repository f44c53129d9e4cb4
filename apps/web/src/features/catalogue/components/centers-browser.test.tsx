import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCenter } from '../../../test/factories.ts';
import { here, renderWithProviders } from '../../../test/render.tsx';
import { apiError, requestsTo, server } from '../../../test/server.ts';
import { centerView } from '../lib/profile-views.tsx';
import { ProfilesBrowser } from './profiles-browser.tsx';

const CentersBrowser = () => <ProfilesBrowser view={centerView} />;

const bright = makeCenter({ name: 'Bright Minds Academy', fees: { 'JEE Preparation': 2500 } });

function setup(at: string, list: (url: URL) => Response) {
  server.use(
    http.get('/api/tuition-centers/all', ({ request }) => list(new URL(request.url))),
    http.get('/api/tuition-centers/latest', () => HttpResponse.json({ latesttuitionCenters: [bright] })),
  );
  return renderWithProviders([{ path: '/all-tuition-centers', element: <CentersBrowser /> }], { at });
}
const listCalls = () => requestsTo('GET', '/api/tuition-centers/all').map((r) => r.url.searchParams);

describe('All Tuition Centers', () => {
  it('filters by course (no availability) through the URL and the list call', async () => {
    const user = userEvent.setup();
    const { router } = setup('/all-tuition-centers?availability=Morning', (url) =>
      HttpResponse.json({
        tuitionCenters: [bright],
        total: 1,
        page: Number(url.searchParams.get('page')),
        pageSize: 12,
      }),
    );
    await screen.findByRole('link', { name: 'Bright Minds Academy' });
    expect(screen.queryByRole('group', { name: 'Availability' })).not.toBeInTheDocument();
    expect(listCalls()[0]!.has('availability')).toBe(false);

    await user.selectOptions(screen.getByLabelText('Course'), 'JEE Preparation');
    await user.click(screen.getByRole('button', { name: 'Rs. 3,000' }));
    await waitFor(() => expect(here(router)).toBe('/all-tuition-centers?course=JEE+Preparation&maxFee=3000'));
    await waitFor(() =>
      expect(Object.fromEntries(listCalls().at(-1)!)).toEqual({
        course: 'JEE Preparation',
        maxFee: '3000',
        page: '1',
        limit: '12',
      }),
    );
    expect(screen.getByText(/tuition center found/)).toHaveTextContent('1 tuition center found');
  });

  it("shows 'Error fetching tuition centers: {message}' with the server's message", async () => {
    setup('/all-tuition-centers', () => apiError(503, 'INTERNAL', 'Database unavailable'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error fetching tuition centers: Database unavailable',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows 'No results found.' when nothing matches", async () => {
    setup('/all-tuition-centers?course=Sanskrit', () =>
      HttpResponse.json({ tuitionCenters: [], total: 0, page: 1, pageSize: 12 }),
    );
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
  });
});
