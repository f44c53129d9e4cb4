import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CenterProfile, TutorProfile } from '../../../app/routes/profile.tsx';
import { makeCenter, makeTutor } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { apiError, server } from '../../../test/server.ts';

const tutor = makeTutor({
  name: 'Meera Iyer',
  fees: { Maths: 1500, Physics: 800 },
  bio: 'Board exam specialist.',
});
const other = makeTutor({ name: 'Kabir Mehta' });
const center = makeCenter({
  name: 'Vidya Learning Hub',
  contactNumber: '+91 98450 12345',
  fees: { 'NEET Preparation': 3200 },
});

const notFound = () => apiError(404, 'NOT_FOUND', 'Not found');
const broken = () => apiError(500, 'INTERNAL', 'Boom');

function setupTutor(id: string, getTutor: () => Response) {
  server.use(
    http.get(`/api/tutors/get-tutor/${id}`, getTutor),
    http.get('/api/tutors/latest-tutors', () => HttpResponse.json({ latestTutors: [tutor, other] })),
  );
  renderWithProviders([{ path: '/tutor/:id', element: <TutorProfile /> }], { at: `/tutor/${id}` });
}

function setupCenter(id: string, getCenter: () => Response) {
  server.use(
    http.get(`/api/tuition-centers/get-profile/${id}`, getCenter),
    http.get('/api/tuition-centers/latest', () => HttpResponse.json({ latesttuitionCenters: [center] })),
  );
  renderWithProviders([{ path: '/tuition-center/:id', element: <CenterProfile /> }], {
    at: `/tuition-center/${id}`,
  });
}

describe('Tutor profile', () => {
  it("shows the tutor, fees per subject in Rs., and latest tutors without this one; the title is the tutor's name", async () => {
    setupTutor(tutor._id, () => HttpResponse.json(tutor));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Meera Iyer/);
    expect(screen.getByText('Board exam specialist.')).toBeInTheDocument();
    const fees = screen.getByRole('table', { name: 'Fees per subject' });
    expect(fees).toHaveTextContent('MathsRs. 1,500/month');
    expect(fees).toHaveTextContent('PhysicsRs. 800/month');
    // The section below the details arrives as its own chunk, then fetches its tutors.
    const latest = await screen.findByRole('region', { name: 'Latest tutors' });
    await waitFor(() => expect(latest).toHaveTextContent('Kabir Mehta'));
    expect(latest).not.toHaveTextContent('Meera Iyer');
  });

  it('says where and how the tutor teaches, the classes and boards, and the session plan', async () => {
    setupTutor(tutor._id, () => HttpResponse.json(tutor));
    const hero = (await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' })).parentElement!;
    expect(hero).toHaveTextContent('Where: Kothrud, Pune · comes up to 5 km');
    expect(hero).toHaveTextContent("Teaches: At the student's home, Online");
    expect(hero).toHaveTextContent('Sessions: 3 × 60 min a week');
    expect(hero).toHaveTextContent('From Rs. 800/month');
    expect(
      within(screen.getByRole('list', { name: 'Classes' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Class 9 and 10', 'Class 11 and 12']);
    expect(within(screen.getByRole('list', { name: 'Boards' })).getByText('CBSE')).toBeInTheDocument();
    expect(
      screen.getByText('Each fee is for one subject for a month, at 3 × 60 min a week.'),
    ).toBeInTheDocument();
  });

  it("says 'Location not set' for a tutor without a city", async () => {
    const old = makeTutor({ name: 'Old Tutor', city: null, locality: null, modes: ['Online'], travelKm: 0 });
    setupTutor(old._id, () => HttpResponse.json(old));
    const hero = (await screen.findByRole('heading', { level: 1, name: 'Old Tutor' })).parentElement!;
    expect(hero).toHaveTextContent('Where: Location not set · Online');
  });

  it('shows a friendly not-found state with a way to All Tutors for an unknown id', async () => {
    setupTutor('00000000-0000-4000-8000-999999999999', notFound);
    expect(await screen.findByRole('heading', { name: 'We couldn’t find this tutor' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all tutors' })).toHaveAttribute('href', '/all-tutors');
  });

  it("shows 'Error loading tutor profile or reviews' when loading fails", async () => {
    setupTutor(tutor._id, broken);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading tutor profile or reviews');
  });
});

describe('Tuition center profile', () => {
  it('shows the center with a tel: link and fees per course in Rs.', async () => {
    setupCenter(center._id, () => HttpResponse.json({ ...center, reviews: [] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vidya Learning Hub' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Vidya Learning Hub/);
    expect(screen.getByRole('link', { name: '+91 98450 12345' })).toHaveAttribute(
      'href',
      'tel:+919845012345',
    );
    expect(screen.getByRole('table', { name: 'Fees per course' })).toHaveTextContent(
      'NEET PreparationRs. 3,200/month',
    );
  });

  it("shows 'Error loading tuition center profile' when loading fails", async () => {
    setupCenter(center._id, broken);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading tuition center profile');
  });

  it('shows the not-found state for an unknown id', async () => {
    setupCenter('00000000-0000-4000-8000-999999999998', notFound);
    expect(await screen.findByRole('link', { name: 'Browse all tuition centers' })).toHaveAttribute(
      'href',
      '/all-tuition-centers',
    );
  });
});
