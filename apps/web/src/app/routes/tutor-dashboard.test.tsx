import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@tuitionhub/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories.ts';
import { fillFields, label, renderWithProviders } from '../../test/render.tsx';
import { requestsTo, server } from '../../test/server.ts';
import { Component as CenterDashboard } from './tuition-center-dashboard.tsx';
import { Component as TutorDashboard } from './tutor-dashboard.tsx';

const PROMPT = 'Add where you teach so parents near you can find you';

/** A tutor made before places: no city, no ways of teaching, no class levels. */
const oldTutor = makeUser({
  name: 'Ravi Kumar',
  role: 'Tutor',
  bio: 'Physics for boards',
  availability: 'Evening',
  subjects: ['Physics'],
  fees: { Physics: 1200 },
  city: null,
  locality: null,
  pincode: null,
  modes: [],
  classLevels: [],
  boards: [],
  travelKm: 0,
});
const placedTutor = makeUser({
  ...oldTutor,
  city: 'Pune',
  locality: 'Kothrud',
  pincode: '411038',
  modes: ['Home', 'Online'],
  travelKm: 5,
  classLevels: ['IX-X'],
  boards: ['CBSE'],
  sessionsPerWeek: 3,
  sessionMinutes: 60,
});

function show(user: User, path = '/tutor-dashboard') {
  server.use(
    http.get('/api/enquiries', () => HttpResponse.json({ enquiries: [], total: 0, page: 1, pageSize: 10 })),
  );
  return renderWithProviders(
    [
      { path: '/tutor-dashboard', element: <TutorDashboard /> },
      { path: '/tuition-center-dashboard', element: <CenterDashboard /> },
    ],
    { at: path, user },
  );
}

describe('tutor dashboard: where the tutor teaches', () => {
  it('asks a tutor without a city to add it, and the button opens the form at City', async () => {
    show(oldTutor);
    const prompt = await screen.findByRole('region', { name: PROMPT });
    expect(prompt).toHaveTextContent('Location not set');
    // The profile card says so too.
    const profile = screen.getByRole('region', { name: /Public profile/ });
    expect(within(profile).getByText('Location not set')).toBeInTheDocument();

    await userEvent.click(within(prompt).getByRole('button', { name: 'Add where you teach' }));
    const form = await screen.findByRole('form', { name: 'Public profile' });
    const city = within(form).getByLabelText(label('City'));
    await waitFor(() => expect(city).toHaveFocus());
    expect(within(form).getByRole('group', { name: 'Where and what you teach' })).toContainElement(city);
  });

  it('saves the place and teaching facts; the prompt goes once the profile has a city', async () => {
    server.use(
      http.put(`/api/tutors/update-tutor/${oldTutor._id}`, async ({ request }) =>
        HttpResponse.json({
          success: true,
          message: 'Tutor updated successfully',
          tutor: { ...oldTutor, ...((await request.json()) as object) },
        }),
      ),
    );
    show(oldTutor);
    await userEvent.click(await screen.findByRole('button', { name: 'Add where you teach' }));
    await fillFields({ City: 'Pune', Locality: 'Kothrud', Pincode: '411038' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Online' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Class 11 and 12' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Tutor updated successfully')).toBeInTheDocument();
    expect(requestsTo('PUT', `/api/tutors/update-tutor/${oldTutor._id}`)[0]?.body).toMatchObject({
      city: 'Pune',
      locality: 'Kothrud',
      pincode: '411038',
      modes: ['Online'],
      classLevels: ['XI-XII'],
      travelKm: 0,
      sessionsPerWeek: 3,
      sessionMinutes: 60,
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: PROMPT })).not.toBeInTheDocument());
    expect(screen.getByText('Kothrud, Pune 411038')).toBeInTheDocument();
  });

  it('shows no prompt to a tutor with a city, and shows where and how they teach', async () => {
    show(placedTutor);
    expect(await screen.findByRole('heading', { name: 'Tutor Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: PROMPT })).not.toBeInTheDocument();
    const profile = screen.getByRole('region', { name: /Public profile/ });
    expect(within(profile).getByText('Kothrud, Pune 411038')).toBeInTheDocument();
    expect(within(profile).getByText("At the student's home, Online (up to 5 km)")).toBeInTheDocument();
    expect(within(profile).getByText('Rs. 1,200/month')).toBeInTheDocument();
  });

  it('opens the form with the stored facts ticked and filled', async () => {
    show(placedTutor);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit public profile' }));
    const form = await screen.findByRole('form', { name: 'Public profile' });
    expect(within(form).getByLabelText(label('Pincode'))).toHaveValue('411038');
    expect(within(form).getByLabelText(label("How far will you travel to a student's home?"))).toHaveValue(5);
    expect(within(form).getByRole('checkbox', { name: "At the student's home" })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: "At the tutor's place" })).not.toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Class 9 and 10' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'CBSE' })).toBeChecked();
  });

  it('asks a center without a city too', async () => {
    show(makeUser({ role: 'Tuition Center', name: 'Bright Minds', city: null }), '/tuition-center-dashboard');
    expect(await screen.findByRole('region', { name: PROMPT })).toBeInTheDocument();
  });
});
