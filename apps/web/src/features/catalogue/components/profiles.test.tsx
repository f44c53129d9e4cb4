import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CenterProfile, TutorProfile } from '../../../app/routes/profile.tsx';
import {
  type Handler,
  makeCenter,
  makeTutor,
  noReviews,
  renderRoutes,
  stubApi,
  unauthenticated,
} from '../testing.tsx';

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

const notFound: Handler = () => ({
  status: 404,
  body: { success: false, message: 'Not found', code: 'NOT_FOUND' },
});
const broken: Handler = () => ({ status: 500, body: { success: false, message: 'Boom', code: 'INTERNAL' } });

function setupTutor(id: string, getTutor: Handler) {
  stubApi({
    [`/api/tutors/get-tutor/${id}`]: getTutor,
    '/api/tutors/latest-tutors': () => ({ body: { latestTutors: [tutor, other] } }),
    '/api/user/me': unauthenticated,
    '/api/reviews/*': noReviews,
  });
  renderRoutes([{ path: '/tutor/:id', element: <TutorProfile /> }], `/tutor/${id}`);
}

function setupCenter(id: string, getCenter: Handler) {
  stubApi({
    [`/api/tuition-centers/get-profile/${id}`]: getCenter,
    '/api/tuition-centers/latest': () => ({ body: { latesttuitionCenters: [center] } }),
    '/api/user/me': unauthenticated,
    '/api/reviews/*': noReviews,
  });
  renderRoutes([{ path: '/tuition-center/:id', element: <CenterProfile /> }], `/tuition-center/${id}`);
}

describe('Tutor profile', () => {
  it("shows the tutor, fees per subject in Rs., and latest tutors without this one; the title is the tutor's name", async () => {
    setupTutor(tutor._id, () => ({ body: tutor }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Meera Iyer/);
    expect(screen.getByText('Board exam specialist.')).toBeInTheDocument();
    const fees = screen.getByRole('table', { name: 'Fees per subject' });
    expect(fees).toHaveTextContent('MathsRs. 1,500');
    expect(fees).toHaveTextContent('PhysicsRs. 800');
    const latest = await screen.findByRole('region', { name: 'Latest tutors' });
    expect(latest).toHaveTextContent('Kabir Mehta');
    expect(latest).not.toHaveTextContent('Meera Iyer');
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
    setupCenter(center._id, () => ({ body: { ...center, reviews: [] } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vidya Learning Hub' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Vidya Learning Hub/);
    expect(screen.getByRole('link', { name: '+91 98450 12345' })).toHaveAttribute(
      'href',
      'tel:+919845012345',
    );
    expect(screen.getByRole('table', { name: 'Fees per course' })).toHaveTextContent(
      'NEET PreparationRs. 3,200',
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
