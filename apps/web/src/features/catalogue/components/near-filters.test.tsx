import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TutorCard } from '@tuitionhub/contracts';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCenter, makePlace, makeTutor } from '../../../test/factories.ts';
import { here, renderWithProviders } from '../../../test/render.tsx';
import { requestsTo, server } from '../../../test/server.ts';
import { centerView, tutorView } from '../lib/profile-views.tsx';
import { ProfilesBrowser } from './profiles-browser.tsx';

const kothrud = makePlace();

const near = makeTutor({ name: 'Meera Joshi', fees: { Maths: 1500 }, travelKm: 5, distanceKm: 2.4 });
const online = makeTutor({
  name: 'Rohan Das',
  city: 'Pune',
  locality: null,
  modes: ['Online'],
  travelKm: 0,
  distanceKm: 7,
  sessionsPerWeek: 2,
  sessionMinutes: 90,
});
const unset = makeTutor({ name: 'Old Profile', city: null, locality: null, classLevels: [], boards: [] });

function setup(at: string, tutors: TutorCard[] = [near, online]) {
  server.use(
    http.get('/api/tutors/all-tutors', ({ request }) => {
      const p = new URL(request.url).searchParams;
      // distanceKm only comes with a place, as the server sends it.
      const rows = p.get('near') ? tutors : tutors.map(({ distanceKm: _d, ...t }) => t);
      return HttpResponse.json({ tutors: rows, total: rows.length, page: 1, pageSize: 12 });
    }),
    http.get('/api/tutors/latest-tutors', () => HttpResponse.json({ latestTutors: [] })),
    http.get('/api/places', () => HttpResponse.json({ places: [kothrud] })),
  );
  return renderWithProviders([{ path: '/all-tutors', element: <ProfilesBrowser view={tutorView} /> }], {
    at,
  });
}

const lastListCall = () => requestsTo('GET', '/api/tutors/all-tutors').at(-1)!.url.searchParams;
const sortGroup = () => screen.getByRole('group', { name: 'Sort by' });

describe('All Tutors near a place', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('picks a place, radius, mode, class, board and Nearest into the URL and the list call', async () => {
    const user = userEvent.setup();
    const { router } = setup('/all-tutors');
    await screen.findByRole('link', { name: 'Meera Joshi' });
    // Nearest is offered only once there is a place; so is the radius.
    expect(within(sortGroup()).queryByRole('button', { name: 'Nearest' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Within')).not.toBeInTheDocument();

    const box = screen.getByRole('combobox', { name: 'Place' });
    await user.type(box, '411038');
    await screen.findByRole('option', { name: /Kothrud, Pune 411038/ });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(here(router)).toBe('/all-tutors?near=411038'));
    expect(box).toHaveValue('Kothrud, Pune 411038');
    await waitFor(() => expect(lastListCall().get('near')).toBe('411038'));

    // Typed over but not picked, the box goes back to the place in force when left.
    await user.type(box, ' and more');
    await user.tab();
    expect(box).toHaveValue('Kothrud, Pune 411038');
    expect(here(router)).toBe('/all-tutors?near=411038');

    await user.selectOptions(screen.getByLabelText('Within'), '5');
    await user.click(screen.getByRole('button', { name: "At the student's home" }));
    await user.selectOptions(screen.getByLabelText('Class'), 'IX-X');
    await user.selectOptions(screen.getByLabelText('Board'), 'CBSE');
    await user.click(within(sortGroup()).getByRole('button', { name: 'Nearest' }));
    await waitFor(() =>
      expect(here(router)).toBe(
        '/all-tutors?sort=distance&near=411038&radiusKm=5&mode=Home&classLevel=IX-X&board=CBSE',
      ),
    );
    await waitFor(() =>
      expect(Object.fromEntries(lastListCall())).toEqual({
        sort: 'distance',
        near: '411038',
        radiusKm: '5',
        mode: 'Home',
        classLevel: 'IX-X',
        board: 'CBSE',
        page: '1',
        limit: '12',
      }),
    );
    // The chips say so, and the place chip takes the radius and Nearest with it.
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Near 411038', 'Within 5 km', 'Class 9 and 10', 'CBSE', "At the student's home"]);
    await user.click(within(chips).getByRole('button', { name: 'Remove filter Place: Near 411038' }));
    await waitFor(() => expect(here(router)).toBe('/all-tutors?mode=Home&classLevel=IX-X&board=CBSE'));
    expect(box).toHaveValue('');
    expect(within(sortGroup()).queryByRole('button', { name: 'Nearest' })).not.toBeInTheDocument();
  });

  it('drops a Nearest sort that has no place, and a radius without a place', async () => {
    setup('/all-tutors?sort=distance&radiusKm=5&mode=Car&board=XYZ');
    await screen.findByRole('link', { name: 'Meera Joshi' });
    expect(Object.fromEntries(lastListCall())).toEqual({ page: '1', limit: '12' });
  });

  it('shows where each tutor teaches, how far away, and fees per month', async () => {
    setup('/all-tutors?near=411038', [near, online, unset]);
    const card = (name: string) => screen.getByRole('link', { name }).closest('article')!;
    await screen.findByRole('link', { name: 'Meera Joshi' });
    expect(card('Meera Joshi')).toHaveTextContent('Kothrud, Pune · comes up to 5 km');
    expect(card('Meera Joshi')).toHaveTextContent('2.4 km away');
    expect(card('Meera Joshi')).toHaveTextContent('From Rs. 1,500/month');
    expect(card('Meera Joshi')).toHaveTextContent('3 × 60 min a week');
    expect(card('Meera Joshi')).toHaveTextContent('Class 9–10, Class 11–12 · CBSE');
    expect(card('Rohan Das')).toHaveTextContent('Pune · Online');
    expect(card('Rohan Das')).not.toHaveTextContent('comes up to');
    expect(card('Rohan Das')).toHaveTextContent('7 km away');
    expect(card('Rohan Das')).toHaveTextContent('2 × 90 min a week');
    expect(card('Old Profile')).toHaveTextContent('Location not set');
    // Never coordinates.
    expect(document.body).not.toHaveTextContent('18.5');
  });

  it('shows no distance when the list was not asked about a place', async () => {
    setup('/all-tutors');
    const link = await screen.findByRole('link', { name: 'Meera Joshi' });
    expect(link.closest('article')).not.toHaveTextContent('km away');
  });

  it('"Use my location" asks the browser on click only and puts rounded coordinates in the URL', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 18.507412, longitude: 73.807699 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const user = userEvent.setup();
    const { router } = setup('/all-tutors');
    await screen.findByRole('link', { name: 'Meera Joshi' });
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(here(router)).toBe('/all-tutors?near=18.507%2C73.808'));
    expect(screen.getByRole('combobox', { name: 'Place' })).toHaveValue('My location');
    await waitFor(() => expect(lastListCall().get('near')).toBe('18.507,73.808'));
    expect(localStorage.length).toBe(0);
  });

  it('says so when the browser will not give the location', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
          fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
      },
    });
    const user = userEvent.setup();
    const { router } = setup('/all-tutors');
    await screen.findByRole('link', { name: 'Meera Joshi' });
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You did not allow TuitionHub to see your location. Please type your pincode instead',
    );
    expect(here(router)).toBe('/all-tutors');
  });
});

describe('All Tuition Centers near a place', () => {
  it('has no mode filter and shows the center’s place and distance', async () => {
    server.use(
      http.get('/api/tuition-centers/all', () =>
        HttpResponse.json({
          tuitionCenters: [
            makeCenter({ name: 'Vidya Hub', distanceKm: 1.2 }),
            makeCenter({ name: 'Old Hub', city: null }),
          ],
          total: 2,
          page: 1,
          pageSize: 12,
        }),
      ),
      http.get('/api/tuition-centers/latest', () => HttpResponse.json({ latesttuitionCenters: [] })),
    );
    renderWithProviders([{ path: '/all', element: <ProfilesBrowser view={centerView} /> }], {
      at: '/all?near=560034&mode=Home',
    });
    const card = (await screen.findByRole('link', { name: 'Vidya Hub' })).closest('article')!;
    expect(card).toHaveTextContent('Koramangala, Bengaluru');
    expect(card).toHaveTextContent('1.2 km away');
    expect(screen.getByRole('link', { name: 'Old Hub' }).closest('article')).toHaveTextContent(
      'Location not set',
    );
    expect(screen.queryByRole('group', { name: 'Teaches' })).not.toBeInTheDocument();
    expect(requestsTo('GET', '/api/tuition-centers/all').at(-1)!.url.searchParams.get('mode')).toBeNull();
    expect(
      within(screen.getByRole('group', { name: 'Sort by' })).getByRole('button', { name: 'Nearest' }),
    ).toBeInTheDocument();
  });
});
