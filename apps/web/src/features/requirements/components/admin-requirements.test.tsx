import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Requirement, RequirementResponse } from '@tuitionhub/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { Component as AdminDashboard } from '../../../app/routes/admin-dashboard.tsx';
import { Component as RequirementPage } from '../../../app/routes/requirement.tsx';
import { makeUser, nextId } from '../../../test/factories.ts';
import { here, renderWithProviders } from '../../../test/render.tsx';
import { apiError, requestsTo, server } from '../../../test/server.ts';
import { adminStudentPath } from './admin-requirements.tsx';

const admin = makeUser({ name: 'Chief Admin', role: 'Admin' });

function makeRequirement(over: Partial<Requirement> = {}): Requirement {
  return {
    _id: nextId(),
    status: 'open',
    subject: 'Maths',
    classLevel: 'IX-X',
    board: 'CBSE',
    modes: ['Home', 'Online'],
    city: 'Pune',
    locality: 'Kothrud',
    budget: 2000,
    schedule: 'Weekday evenings',
    details: 'Algebra and geometry for the board exam.',
    responseCount: 3,
    createdAt: '2026-11-20T10:00:00.000Z',
    student: { _id: nextId(), name: 'Aarav Sharma' },
    ...over,
  };
}

const listOf = (requirements: Requirement[], total = requirements.length) =>
  HttpResponse.json({ requirements, total, page: 1, pageSize: 10 });

const routes = [
  { path: '/admin-dashboard', element: <AdminDashboard /> },
  { path: '/requirements/:id', element: <RequirementPage /> },
];

describe("The admin dashboard's Requirements tab", () => {
  it('lists every requirement with place, budget, status, responses, the student and the date', async () => {
    const open = makeRequirement();
    const closed = makeRequirement({
      subject: 'Physics',
      board: null,
      classLevel: 'XI-XII',
      status: 'closed',
      locality: null,
      city: 'Mumbai',
      budget: 3500,
      responseCount: 5,
      student: { _id: nextId(), name: 'Diya Patel' },
      createdAt: '2026-11-18T10:00:00.000Z',
    });
    server.use(http.get('/api/requirements', () => listOf([open, closed], 2)));
    renderWithProviders(routes, { at: '/admin-dashboard?tab=requirements', user: admin });

    const table = await screen.findByRole('table', { name: 'All requirements' });
    expect(screen.getByRole('heading', { name: 'Requirements', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('2 requirements, newest first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Requirements' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Requirement', 'Place', 'Budget', 'Status', 'Responses', 'Student', 'Posted']);

    const first = within(table).getByRole('row', { name: /Maths/ });
    expect(first).toHaveTextContent('Class 9 and 10 · CBSE');
    expect(first).toHaveTextContent('Kothrud, Pune');
    expect(first).toHaveTextContent('Rs. 2,000/month');
    expect(first).toHaveTextContent('Open');
    expect(first).toHaveTextContent('3 of 5 responses');
    expect(within(first).getByRole('link', { name: 'Maths' })).toHaveAttribute(
      'href',
      `/requirements/${open._id}`,
    );
    expect(within(first).getByRole('link', { name: 'Aarav Sharma' })).toHaveAttribute(
      'href',
      '/admin-dashboard?tab=users&q=Aarav+Sharma',
    );
    expect(within(first).getByText('20 Nov 2026')).toHaveAttribute('datetime', open.createdAt);

    const second = within(table).getByRole('row', { name: /Physics/ });
    expect(second).toHaveTextContent('Class 11 and 12');
    expect(second).toHaveTextContent('Mumbai');
    expect(second).toHaveTextContent('Closed');
    expect(second).toHaveTextContent('5 of 5 responses');
    expect(within(second).getByRole('link', { name: 'Diya Patel' })).toBeInTheDocument();

    // All of them, newest first (the server's order), 10 a page.
    const sent = requestsTo('GET', '/api/requirements').at(-1)!.url.searchParams;
    expect(Object.fromEntries(sent)).toEqual({ page: '1', limit: '10' });
  });

  it('filters by status through the URL, says when none match, and pages', async () => {
    server.use(
      http.get('/api/requirements', ({ request }) => {
        const params = new URL(request.url).searchParams;
        if (params.get('status') === 'closed') return listOf([]);
        return listOf([makeRequirement({ subject: `Page ${params.get('page')}` })], 25);
      }),
    );
    const user = userEvent.setup();
    const { router } = renderWithProviders(routes, { at: '/admin-dashboard?tab=requirements', user: admin });
    expect(await screen.findByRole('link', { name: 'Page 1' })).toBeInTheDocument();
    expect(screen.getByText('25 requirements, newest first')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Page 2' })).toBeInTheDocument();
    expect(here(router)).toBe('/admin-dashboard?tab=requirements&page=2');

    // A new filter starts again at page 1.
    await user.selectOptions(screen.getByLabelText('Status'), 'closed');
    expect(await screen.findByText('No closed requirements.')).toBeInTheDocument();
    expect(screen.getByText('0 closed requirements, newest first')).toBeInTheDocument();
    expect(here(router)).toBe('/admin-dashboard?tab=requirements&status=closed');
    expect(requestsTo('GET', '/api/requirements').at(-1)!.url.searchParams.get('status')).toBe('closed');

    await user.selectOptions(screen.getByLabelText('Status'), '');
    expect(await screen.findByRole('link', { name: 'Page 1' })).toBeInTheDocument();
    expect(here(router)).toBe('/admin-dashboard?tab=requirements');
  });

  it('says Loading... while it asks, then that no requirement has been posted', async () => {
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('/api/requirements', async () => {
        await answered;
        return listOf([]);
      }),
    );
    renderWithProviders(routes, { at: '/admin-dashboard?tab=requirements', user: admin });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Requirements' })).toHaveAttribute('aria-busy', 'true');
    answer?.();
    expect(await screen.findByText('No requirements posted yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads them', async () => {
    let calls = 0;
    server.use(
      http.get('/api/requirements', () =>
        ++calls === 1 ? apiError(500, 'INTERNAL', 'Boom') : listOf([makeRequirement()]),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(routes, { at: '/admin-dashboard?tab=requirements', user: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the requirements');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'All requirements' })).toBeInTheDocument();
  });

  it('opens a requirement: the admin reads every response and goes back to the list, accepting nothing', async () => {
    const r = makeRequirement({ responseCount: 2 });
    const response = (over: Partial<RequirementResponse>): RequirementResponse => ({
      _id: nextId(),
      responder: {
        _id: nextId(),
        name: 'Meera Iyer',
        photo: '/images/default-avatar.svg',
        role: 'Tutor',
        ratings: 4.5,
        distanceKm: null,
        responseMinutes: null,
      },
      message: 'I teach Class 10 Maths for CBSE.',
      fee: 1500,
      accepted: false,
      createdAt: '2026-11-21T10:00:00.000Z',
      ...over,
    });
    const meera = response({ accepted: true, conversationId: nextId() });
    const center = response({
      responder: { ...meera.responder, _id: nextId(), name: 'Bright Minds', role: 'Tuition Center' },
      message: 'Small batches every weekday.',
      fee: 1200,
    });
    server.use(
      http.get('/api/requirements', () => listOf([r])),
      http.get(`/api/requirements/${r._id}`, () =>
        HttpResponse.json({ requirement: r, responses: [meera, center] }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderWithProviders(routes, { at: '/admin-dashboard?tab=requirements', user: admin });
    await user.click(await screen.findByRole('link', { name: 'Maths' }));

    expect(await screen.findByRole('heading', { name: 'Maths · Class 9 and 10 · CBSE' })).toBeInTheDocument();
    expect(screen.getByText(/· 2 of 5 responses$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aarav Sharma' })).toHaveAttribute(
      'href',
      '/admin-dashboard?tab=users&q=Aarav+Sharma',
    );
    const cards = within(screen.getByRole('list', { name: /Responses/ })).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Meera Iyer');
    expect(cards[0]).toHaveTextContent('Tutor');
    expect(cards[0]).toHaveTextContent('Rs. 1,500/month');
    expect(cards[0]).toHaveTextContent('Accepted by the student');
    // The thread is the pair's: the admin gets no link into it.
    expect(within(cards[0]!).queryByRole('link', { name: 'Open conversation' })).not.toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Bright Minds');
    expect(cards[1]).toHaveTextContent('Tuition center');
    expect(cards[1]).toHaveTextContent('Small batches every weekday.');
    expect(screen.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Close/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'All requirements' }));
    await waitFor(() => expect(here(router)).toBe('/admin-dashboard?tab=requirements'));
  });
});

describe('adminStudentPath', () => {
  it('opens All Users searched by the student’s name', () => {
    expect(adminStudentPath({ name: 'Aarav Sharma' })).toBe('/admin-dashboard?tab=users&q=Aarav+Sharma');
  });
});
