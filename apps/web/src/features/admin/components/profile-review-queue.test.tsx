import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReviewProfile } from '@tuitionhub/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { Component as AdminDashboard } from '../../../app/routes/admin-dashboard.tsx';
import { Component as TutorDashboard } from '../../../app/routes/tutor-dashboard.tsx';
import { makeUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { apiError, requestsTo, server } from '../../../test/server.ts';

const admin = makeUser({ name: 'Chief Admin', role: 'Admin', email: 'admin@example.test' });
const pending: AdminReviewProfile = {
  _id: 'b1eebc99-9c0b-4ef8-bb6d-6bb9bd380a22',
  role: 'Tutor',
  name: 'Nisha Kulkarni',
  email: 'nisha@example.test',
  photo: '/images/default-avatar.svg',
  city: 'Pune',
  locality: 'Kothrud',
  offerings: ['Chemistry'],
  about: 'Chemistry for Class 11 and 12',
  qualification: 'M.Sc. Chemistry',
  createdAt: '2026-11-20T10:00:00.000Z',
  reviewStatus: 'pending',
  reviewReason: null,
  verified: null,
};

function showQueue(profiles: AdminReviewProfile[] = [pending]) {
  server.use(
    http.get('/api/admin/profiles', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      const list = profiles.filter((p) => p.reviewStatus === status);
      return HttpResponse.json({ profiles: list, total: list.length, page: 1, pageSize: 10 });
    }),
  );
  return renderWithProviders([{ path: '/admin-dashboard', element: <AdminDashboard /> }], {
    at: '/admin-dashboard?tab=review',
    user: admin,
  });
}
const decision = (action: string, answer: () => Response) =>
  server.use(http.post(`/api/admin/profiles/${pending._id}/${action}`, answer));
const ok = () =>
  HttpResponse.json({ success: true, message: 'ok', profile: { ...pending, reviewStatus: 'approved' } });

describe('admin: profile review (issue 15)', () => {
  it('lists what waits, with what the admin needs to decide, and approves', async () => {
    decision('approve', ok);
    showQueue();
    const card = await screen.findByRole('article', { name: 'Nisha Kulkarni' });
    expect(card).toHaveTextContent('Tutor · nisha@example.test');
    expect(card).toHaveTextContent('Kothrud, Pune · Signed up 20 Nov 2026');
    expect(card).toHaveTextContent('M.Sc. Chemistry');
    expect(within(card).getByRole('link', { name: 'Nisha Kulkarni' })).toHaveAttribute(
      'href',
      `/tutor/${pending._id}`,
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Nisha Kulkarni is live')).toBeInTheDocument();
    expect(requestsTo('POST', `/api/admin/profiles/${pending._id}/approve`)).toHaveLength(1);
  });

  it('rejects only with a reason, which is sent', async () => {
    decision('reject', ok);
    showQueue();
    const card = await screen.findByRole('article', { name: 'Nisha Kulkarni' });
    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Nisha Kulkarni' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject and send reason' }));
    expect(
      within(dialog).getByText('Give the applicant a reason of at least 5 characters'),
    ).toBeInTheDocument();
    expect(requestsTo('POST', `/api/admin/profiles/${pending._id}/reject`)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Please add your certificate.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject and send reason' }));
    expect(await screen.findByText('Nisha Kulkarni was told why')).toBeInTheDocument();
    expect(requestsTo('POST', `/api/admin/profiles/${pending._id}/reject`).map((r) => r.body)).toEqual([
      { reason: 'Please add your certificate.' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('verifies what was ticked, and shows a refusal without closing', async () => {
    decision('verify', () => apiError(409, 'CONFLICT', 'Someone else decided first'));
    showQueue();
    const card = await screen.findByRole('article', { name: 'Nisha Kulkarni' });
    await userEvent.click(within(card).getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Nisha Kulkarni' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as verified' }));
    expect(within(dialog).getByText('Tick what you checked')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Identity/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as verified' }));
    expect(await screen.findByText('Someone else decided first')).toBeInTheDocument();
    expect(requestsTo('POST', `/api/admin/profiles/${pending._id}/verify`).map((r) => r.body)).toEqual([
      { checked: ['identity'] },
    ]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says so when nothing waits', async () => {
    showQueue([]);
    expect(await screen.findByText('No profiles are waiting for review.')).toBeInTheDocument();
  });
});

describe("the applicant's dashboard shows where the review stands", () => {
  const tutor = { role: 'Tutor' as const, subjects: ['Chemistry'], fees: { Chemistry: 900 }, city: 'Pune' };
  const show = (over: object) => {
    server.use(
      http.get('/api/enquiries', () => HttpResponse.json({ enquiries: [], total: 0, page: 1, pageSize: 10 })),
    );
    renderWithProviders([{ path: '/tutor-dashboard', element: <TutorDashboard /> }], {
      at: '/tutor-dashboard',
      user: makeUser({ ...tutor, ...over }),
    });
  };

  it('waiting: not listed yet, and an e-mail will say when it is', async () => {
    show({ reviewStatus: 'pending' });
    const region = await screen.findByRole('region', { name: 'Your profile is waiting for review' });
    expect(region).toHaveTextContent('parents cannot find it');
  });

  it('rejected: the reason and a way to fix it', async () => {
    show({ reviewStatus: 'rejected', reviewReason: 'Please add your certificate.' });
    const region = await screen.findByRole('region', { name: 'Your profile is not published yet' });
    expect(region).toHaveTextContent('Our team asked for changes: Please add your certificate.');
    await userEvent.click(within(region).getByRole('button', { name: 'Edit my profile' }));
    expect(await screen.findByRole('form', { name: 'Public profile' })).toBeInTheDocument();
  });

  it('approved: nothing in the way', async () => {
    show({ reviewStatus: 'approved' });
    await screen.findByRole('heading', { name: 'Tutor Dashboard' });
    expect(screen.queryByText(/waiting for review|not published yet/)).toBeNull();
  });
});
