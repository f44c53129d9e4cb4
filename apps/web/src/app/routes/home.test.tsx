import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCenter, makePlace, makeTutor } from '../../test/factories.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { apiError, requestsTo, server } from '../../test/server.ts';
import { Component as Home } from './home.tsx';

const section = (name: string) => screen.getByRole('region', { name });

describe('Home', () => {
  it("says 'Loading...' in both sliders while the latest tutors and centers load", async () => {
    server.use(
      http.get('/api/tutors/latest-tutors', () => delay('infinite')),
      http.get('/api/tuition-centers/latest', () => delay('infinite')),
    );
    renderWithProviders(<Home />);
    // The sections below the welcome arrive as their own chunk, just after the first screen.
    await screen.findByRole('region', { name: 'Latest tutors' });
    expect(within(section('Latest tutors')).getByText('Loading...')).toBeInTheDocument();
    expect(within(section('Latest tuition centers')).getByText('Loading...')).toBeInTheDocument();
  });

  it('shows the spec’s error lines, the centers one with the server’s message', async () => {
    server.use(
      http.get('/api/tutors/latest-tutors', () => apiError(500, 'INTERNAL', 'Something broke')),
      http.get('/api/tuition-centers/latest', () => apiError(503, 'INTERNAL', 'Database is down')),
    );
    renderWithProviders(<Home />);
    await screen.findByRole('region', { name: 'Latest tutors' });
    expect(await within(section('Latest tutors')).findByText('Error loading tutors')).toBeInTheDocument();
    expect(
      await within(section('Latest tuition centers')).findByText(
        'Error fetching latest tuition centers: Database is down',
      ),
    ).toBeInTheDocument();
    // Each failure offers a retry.
    expect(within(section('Latest tutors')).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

const kothrud = makePlace();

function withPlaces() {
  const newest = makeTutor({ name: 'Newest Tutor' });
  const nearest = makeTutor({ name: 'Nearest Tutor', distanceKm: 1.5 });
  server.use(
    http.get('/api/tutors/latest-tutors', () => HttpResponse.json({ latestTutors: [newest] })),
    http.get('/api/tuition-centers/latest', () =>
      HttpResponse.json({ latesttuitionCenters: [makeCenter({ name: 'Newest Center' })] }),
    ),
    http.get('/api/tutors/all-tutors', () =>
      HttpResponse.json({ tutors: [nearest], total: 1, page: 1, pageSize: 12 }),
    ),
    http.get('/api/tuition-centers/all', () =>
      HttpResponse.json({
        tuitionCenters: [makeCenter({ name: 'Nearest Center', distanceKm: 0.8 })],
        total: 1,
        page: 1,
        pageSize: 12,
      }),
    ),
    http.get('/api/places', () => HttpResponse.json({ places: [kothrud] })),
  );
}

describe('Home: Where do you need a tutor?', () => {
  it('shows the nearest tutors and centers once a place is picked, and remembers it on the device', async () => {
    withPlaces();
    const user = userEvent.setup();
    const first = renderWithProviders(<Home />);
    expect(await screen.findByRole('link', { name: 'Newest Tutor' })).toBeInTheDocument();
    expect(section('Latest tutors')).toHaveTextContent('Newest Tutor');
    expect(requestsTo('GET', '/api/tutors/all-tutors')).toHaveLength(0);

    const box = within(section('Where do you need a tutor?')).getByRole('combobox', { name: 'Your place' });
    await user.type(box, 'Kothrud');
    await user.click(await screen.findByRole('option', { name: /Kothrud, Pune 411038/ }));

    expect(await screen.findByRole('link', { name: 'Nearest Tutor' })).toBeInTheDocument();
    const tutors = screen.getByRole('region', { name: 'Tutors near Kothrud, Pune 411038' });
    expect(tutors).toHaveTextContent('Nearest Tutor');
    expect(tutors).toHaveTextContent('1.5 km away');
    expect(screen.queryByRole('link', { name: 'Newest Tutor' })).not.toBeInTheDocument();
    expect(Object.fromEntries(requestsTo('GET', '/api/tutors/all-tutors').at(-1)!.url.searchParams)).toEqual({
      near: '411038',
      sort: 'distance',
      page: '1',
      limit: '12',
    });
    expect(requestsTo('GET', '/api/tuition-centers/all').at(-1)!.url.searchParams.get('near')).toBe('411038');
    expect(await screen.findByRole('link', { name: 'Nearest Center' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all tutors near Kothrud, Pune 411038' })).toHaveAttribute(
      'href',
      '/all-tutors?near=411038&sort=distance',
    );
    expect(JSON.parse(localStorage.getItem('homePlace')!)).toEqual({
      label: 'Kothrud, Pune 411038',
      pincode: '411038',
    });

    // Another visit on this device starts near the same place.
    first.unmount();
    renderWithProviders(<Home />);
    expect(
      await screen.findByRole('region', { name: 'Tutors near Kothrud, Pune 411038' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Your place' })).toHaveValue('Kothrud, Pune 411038');

    // Clearing it brings the latest back and forgets it.
    await user.click(screen.getByRole('button', { name: 'Clear place' }));
    expect(await screen.findByRole('link', { name: 'Newest Tutor' })).toBeInTheDocument();
    expect(section('Latest tutors')).toHaveTextContent('Newest Tutor');
    expect(localStorage.getItem('homePlace')).toBeNull();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Your place' })).toHaveValue(''));
  });

  it('ignores a remembered place that is not one', async () => {
    withPlaces();
    localStorage.setItem('homePlace', JSON.stringify({ label: 'x', pincode: '012345' }));
    renderWithProviders(<Home />);
    expect(await screen.findByRole('link', { name: 'Newest Tutor' })).toBeInTheDocument();
    expect(section('Latest tutors')).toHaveTextContent('Newest Tutor');
    expect(requestsTo('GET', '/api/tutors/all-tutors')).toHaveLength(0);
  });
});
