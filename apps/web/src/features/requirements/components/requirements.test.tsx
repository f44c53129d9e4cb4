import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  placeMessages,
  type Requirement,
  type RequirementResponse,
  requirementMessages,
} from '@tuitionhub/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { Component as NewRequirementPage } from '../../../app/routes/new-requirement.tsx';
import { Component as RequirementPage } from '../../../app/routes/requirement.tsx';
import { Component as SearchPage } from '../../../app/routes/search.tsx';
import { Component as UserDashboard } from '../../../app/routes/user-dashboard.tsx';
import { makeUser, nextId } from '../../../test/factories.ts';
import { fill, here, label, renderWithProviders } from '../../../test/render.tsx';
import { apiError, requestsTo, server, writes } from '../../../test/server.ts';
import { formatDistance, formatResponseTime } from '../lib/requirement-format.ts';
import { Leads } from './leads.tsx';

const student = makeUser({ name: 'Aarav Sharma' });
const tutorUser = makeUser({ name: 'Meera Iyer', role: 'Tutor' });

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
    responseCount: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

function makeResponse(over: Partial<RequirementResponse> = {}): RequirementResponse {
  return {
    _id: nextId(),
    responder: {
      _id: nextId(),
      name: 'Meera Iyer',
      photo: '/images/default-avatar.svg',
      role: 'Tutor',
      ratings: 4.5,
      distanceKm: 2.4,
      responseMinutes: 110,
    },
    message: 'I teach Class 10 Maths for CBSE.',
    fee: 1500,
    accepted: false,
    createdAt: '2026-11-21T10:00:00.000Z',
    ...over,
  };
}

describe('formatDistance', () => {
  it.each([
    [null, null],
    [0, 'Less than 100 m away'],
    [2.4, '2.4 km away'],
    [12, '12 km away'],
  ])('%s km → %s', (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });
});

describe('formatResponseTime', () => {
  it.each([
    [null, null],
    [3, 'Usually replies within 5 minutes'],
    [42, 'Usually replies within 45 minutes'],
    [60, 'Usually replies within an hour'],
    [110, 'Usually replies within 2 hours'],
    [1440, 'Usually replies within a day'],
    [3000, 'Usually replies within 3 days'],
  ])('%s minutes → %s', (minutes, text) => {
    expect(formatResponseTime(minutes)).toBe(text);
  });
});

describe('An empty search', () => {
  it("offers 'Post your requirement'", async () => {
    server.use(
      http.get('/api/search', () => HttpResponse.json({ tutors: [], tuitionCenters: [], understood: {} })),
    );
    renderWithProviders([{ path: '/search', element: <SearchPage /> }], { at: '/search?query=zzz' });
    expect(await screen.findByText("Can't find the right tutor?")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post your requirement' })).toHaveAttribute(
      'href',
      '/requirements/new',
    );
  });
});

describe("The student dashboard's Requirements tab", () => {
  it('lists their requirements with status and responses, and offers to post one', async () => {
    const open = makeRequirement({ responseCount: 3 });
    const closed = makeRequirement({ subject: 'Physics', board: null, status: 'closed', responseCount: 0 });
    server.use(
      http.get('/api/requirements', () =>
        HttpResponse.json({ requirements: [open, closed], total: 2, page: 1, pageSize: 10 }),
      ),
    );
    renderWithProviders([{ path: '/requirements', element: <UserDashboard /> }], {
      at: '/requirements',
      user: student,
    });
    const list = await screen.findByRole('list', { name: 'My requirements' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first!).getByText('Maths · Class 9 and 10 · CBSE')).toBeInTheDocument();
    expect(within(first!).getByText('3 of 5 responses')).toBeInTheDocument();
    expect(within(first!).getByText('Open')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: /^View responses/ })).toHaveAttribute(
      'href',
      `/requirements/${open._id}`,
    );
    expect(within(second!).getByText('Physics · Class 9 and 10')).toBeInTheDocument();
    expect(within(second!).getByText('Closed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Requirements' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Post a requirement' })).toHaveAttribute(
      'href',
      '/requirements/new',
    );
  });
});

describe('Post a requirement', () => {
  const routes = [
    { path: '/requirements/new', element: <NewRequirementPage /> },
    { path: '/requirements/:id', element: <h1>Requirement page</h1> },
  ];

  it('sends a visitor to log in and back', async () => {
    const { router } = renderWithProviders(routes, { at: '/requirements/new' });
    await waitFor(() => expect(here(router)).toBe('/login?next=%2Frequirements%2Fnew'));
  });

  it('checks the fields in the browser as the contract does, and sends nothing', async () => {
    renderWithProviders(routes, { at: '/requirements/new', user: student });
    await userEvent.click(await screen.findByRole('button', { name: 'Post requirement' }));
    expect(await screen.findByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByLabelText(label('Class level'))).toHaveAccessibleDescription(
      'Please choose a class level',
    );
    expect(screen.getByText('Please choose at least one way to learn')).toBeInTheDocument();
    expect(screen.getByLabelText(label('Pincode'))).toHaveAccessibleDescription(placeMessages.pincode);
    expect(screen.getByLabelText(label('Budget per month (Rs.)'))).toHaveAccessibleDescription(
      'Please enter your budget per month',
    );
    expect(screen.getByText('Schedule is required')).toBeInTheDocument();
    expect(screen.getByText('Details is required')).toBeInTheDocument();
    await fill(screen.getByLabelText(label('Budget per month (Rs.)')), '15.5');
    await userEvent.click(screen.getByRole('button', { name: 'Post requirement' }));
    expect(screen.getByLabelText(label('Budget per month (Rs.)'))).toHaveAccessibleDescription(
      'Please enter whole rupees, like 1500',
    );
    expect(writes()).toEqual([]);
  });

  it("shows the server's field errors under their fields, keeps what was typed, then posts", async () => {
    let attempt = 0;
    const created = makeRequirement();
    server.use(
      http.post('/api/requirements', () =>
        ++attempt === 1
          ? apiError(400, 'VALIDATION_ERROR', placeMessages.unknownPincode, {
              errors: [{ path: 'pincode', message: placeMessages.unknownPincode }],
            })
          : HttpResponse.json({ requirement: created }, { status: 201 }),
      ),
    );
    const { router } = renderWithProviders(routes, { at: '/requirements/new', user: student });
    await fill(await screen.findByLabelText(label('Subject')), 'Maths');
    await userEvent.selectOptions(screen.getByLabelText(label('Class level')), 'IX-X');
    await userEvent.selectOptions(screen.getByLabelText(label('Board')), 'CBSE');
    await userEvent.click(screen.getByLabelText('At my home'));
    await userEvent.click(screen.getByLabelText('Online'));
    await fill(screen.getByLabelText(label('Pincode')), '999999');
    await fill(screen.getByLabelText(label('Budget per month (Rs.)')), '2000');
    await fill(screen.getByLabelText(label('Schedule')), 'Weekday evenings');
    await fill(screen.getByLabelText(label('Details')), 'Algebra for the board exam.');
    await userEvent.click(screen.getByRole('button', { name: 'Post requirement' }));

    await waitFor(() =>
      expect(screen.getByLabelText(label('Pincode'))).toHaveAccessibleDescription(
        placeMessages.unknownPincode,
      ),
    );
    expect(screen.getByLabelText(label('Subject'))).toHaveValue('Maths');
    expect(screen.getByLabelText(label('Details'))).toHaveValue('Algebra for the board exam.');
    expect(requestsTo('POST', '/api/requirements')[0]?.body).toEqual({
      subject: 'Maths',
      classLevel: 'IX-X',
      board: 'CBSE',
      modes: ['Home', 'Online'],
      pincode: '999999',
      budget: 2000,
      schedule: 'Weekday evenings',
      details: 'Algebra for the board exam.',
    });

    await fill(screen.getByLabelText(label('Pincode')), '411038');
    await userEvent.click(screen.getByRole('button', { name: 'Post requirement' }));
    await waitFor(() => expect(here(router)).toBe(`/requirements/${created._id}`));
    expect(requestsTo('POST', '/api/requirements')[1]?.body).toMatchObject({ pincode: '411038' });
  });
});

describe("A student's requirement", () => {
  it('compares responses, accepts one (contact shared, a link to the conversation) and closes it', async () => {
    const own = makeRequirement({ student: { _id: student._id, name: student.name }, responseCount: 2 });
    const meera = makeResponse();
    const centre = makeResponse({
      responder: {
        _id: nextId(),
        name: 'Bright Minds Academy',
        photo: '',
        role: 'Tuition Center',
        ratings: 4,
        distanceKm: null,
        responseMinutes: null,
      },
      fee: 1800,
      message: 'Small batches, weekday evenings.',
    });
    const state = { accepted: false, status: 'open' as Requirement['status'] };
    server.use(
      http.get(`/api/requirements/${own._id}`, () =>
        HttpResponse.json({
          requirement: { ...own, status: state.status },
          responses: [
            state.accepted
              ? { ...meera, accepted: true, conversationId: 'c0ffee00-0000-4000-8000-000000000001' }
              : meera,
            centre,
          ],
        }),
      ),
      http.post(`/api/requirements/${own._id}/responses/${meera._id}/accept`, () => {
        state.accepted = true;
        return HttpResponse.json({ conversationId: 'c0ffee00-0000-4000-8000-000000000001' });
      }),
      http.post(`/api/requirements/${own._id}/close`, () => {
        state.status = 'closed';
        return HttpResponse.json({ requirement: { ...own, status: 'closed' } });
      }),
    );
    renderWithProviders([{ path: '/requirements/:id', element: <RequirementPage /> }], {
      at: `/requirements/${own._id}`,
      user: student,
    });

    const heading = await screen.findByRole('heading', { level: 1, name: 'Maths · Class 9 and 10 · CBSE' });
    expect(heading).toBeInTheDocument();
    const responses = screen.getByRole('list', { name: /Responses/ });
    const [first, second] = within(responses).getAllByRole('article');
    expect(within(first!).getByRole('link', { name: 'Meera Iyer' })).toBeInTheDocument();
    expect(within(first!).getByText('Rs. 1,500/month')).toBeInTheDocument();
    expect(within(first!).getByText('2.4 km away')).toBeInTheDocument();
    expect(within(first!).getByText('Usually replies within 2 hours')).toBeInTheDocument();
    expect(within(first!).getByText('I teach Class 10 Maths for CBSE.')).toBeInTheDocument();
    expect(within(second!).getByText('Tuition center')).toBeInTheDocument();
    expect(within(second!).getByText('Rs. 1,800/month')).toBeInTheDocument();

    await userEvent.click(within(first!).getByRole('button', { name: 'Accept Meera Iyer' }));
    expect(await within(first!).findByText('Contact shared')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Open conversation' })).toHaveAttribute(
      'href',
      '/conversations/c0ffee00-0000-4000-8000-000000000001',
    );
    expect(within(first!).getByRole('link', { name: 'Open conversation' })).toHaveFocus();
    expect(within(second!).getByRole('button', { name: 'Accept Bright Minds Academy' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close requirement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this requirement?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close requirement' }));
    const notice = await screen.findByText('This requirement is closed: it no longer takes responses.');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close requirement' })).not.toBeInTheDocument();
    expect(requestsTo('POST', `/api/requirements/${own._id}/close`)).toHaveLength(1);
  });

  it("shows an accepted responder the student's contact and the conversation", async () => {
    const lead = makeRequirement({ distanceKm: 2.4, responded: true, responseCount: 1 });
    const mine = makeResponse({
      accepted: true,
      conversationId: 'c0ffee00-0000-4000-8000-000000000002',
      studentContact: { name: 'Aarav Sharma', email: 'student@tuitionhub.local' },
    });
    server.use(
      http.get(`/api/requirements/${lead._id}`, () =>
        HttpResponse.json({ requirement: lead, responses: [mine] }),
      ),
    );
    renderWithProviders([{ path: '/requirements/:id', element: <RequirementPage /> }], {
      at: `/requirements/${lead._id}`,
      user: tutorUser,
    });
    expect(await screen.findByText('The student accepted your response.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'student@tuitionhub.local' })).toHaveAttribute(
      'href',
      'mailto:student@tuitionhub.local',
    );
    expect(screen.getByRole('link', { name: 'Open conversation' })).toHaveAttribute(
      'href',
      '/conversations/c0ffee00-0000-4000-8000-000000000002',
    );
    expect(screen.getByText('(2.4 km away)')).toBeInTheDocument();
  });
});

describe('Leads', () => {
  const fresh = makeRequirement({ distanceKm: 2.4, responseCount: 3, responded: false });
  const answered = makeRequirement({
    subject: 'Physics',
    distanceKm: null,
    responded: true,
    responseCount: 1,
  });
  const serveLeads = (list: Requirement[]) =>
    server.use(
      http.get('/api/requirements', () =>
        HttpResponse.json({ requirements: list, total: list.length, page: 1, pageSize: 10 }),
      ),
    );

  it('counts unanswered leads in a badge and shows what each asks', async () => {
    serveLeads([fresh, answered]);
    renderWithProviders(<Leads />, { user: tutorUser });
    expect(await screen.findByRole('heading', { name: 'Leads 1 new' })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByText('3 of 5 responses')).toBeInTheDocument();
    expect(within(first!).getByText('(2.4 km away)')).toBeInTheDocument();
    expect(within(first!).getByText('Rs. 2,000/month')).toBeInTheDocument();
    expect(within(first!).getByText('Kothrud, Pune')).toBeInTheDocument();
    expect(within(second!).getByText('You responded')).toBeInTheDocument();
    expect(within(second!).queryByRole('button', { name: /Respond/ })).not.toBeInTheDocument();
  });

  it('responds with a message and a fee; the lead then says "You responded"', async () => {
    let responded = false;
    server.use(
      http.get('/api/requirements', () =>
        HttpResponse.json({
          requirements: [{ ...fresh, responded }],
          total: 1,
          page: 1,
          pageSize: 10,
        }),
      ),
      http.post(`/api/requirements/${fresh._id}/responses`, () => {
        responded = true;
        return HttpResponse.json({ response: makeResponse() }, { status: 201 });
      }),
    );
    renderWithProviders(<Leads />, { user: tutorUser });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Respond: Maths · Class 9 and 10 · CBSE' }),
    );
    const form = screen.getByRole('form', { name: 'Respond to Maths · Class 9 and 10 · CBSE' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send response' }));
    expect(await within(form).findByText('Message is required')).toBeInTheDocument();
    expect(within(form).getByText('Please enter your fee per month')).toBeInTheDocument();
    expect(writes()).toEqual([]);
    await fill(within(form).getByLabelText(label('Message')), 'I teach CBSE Maths.');
    await fill(within(form).getByLabelText(label('Your fee per month (Rs.)')), '1500');
    await userEvent.click(within(form).getByRole('button', { name: 'Send response' }));
    expect(await screen.findByText('You responded')).toBeInTheDocument();
    expect(requestsTo('POST', `/api/requirements/${fresh._id}/responses`)[0]?.body).toEqual({
      message: 'I teach CBSE Maths.',
      fee: 1500,
    });
    expect(screen.queryByText(/new$/)).not.toBeInTheDocument();
  });

  it("shows a refusal (409) as the server's sentence", async () => {
    serveLeads([fresh]);
    server.use(
      http.post(`/api/requirements/${fresh._id}/responses`, () =>
        apiError(409, 'CONFLICT', requirementMessages.full),
      ),
    );
    renderWithProviders(<Leads />, { user: tutorUser });
    await userEvent.click(await screen.findByRole('button', { name: /^Respond/ }));
    await fill(screen.getByLabelText(label('Message')), 'I teach CBSE Maths.');
    await fill(screen.getByLabelText(label('Your fee per month (Rs.)')), '1500');
    await userEvent.click(screen.getByRole('button', { name: 'Send response' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This requirement has enough responses');
  });

  it('pages through leads whose count stopped at the cap ("of 100+")', async () => {
    const pageOf = () => Array.from({ length: 10 }, () => makeRequirement({ responded: true }));
    server.use(
      http.get('/api/requirements', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        return HttpResponse.json({
          requirements: pageOf(),
          total: 1000,
          totalCapped: true,
          page,
          pageSize: 10,
        });
      }),
    );
    renderWithProviders(<Leads />, { user: tutorUser });
    const pages = await screen.findByRole('navigation', { name: 'Leads pages' });
    expect(within(pages).getByText('Page 1 of 100+')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await within(pages).findByText('Page 2 of 100+')).toBeInTheDocument();
    expect(requestsTo('GET', '/api/requirements').map((r) => r.url.searchParams.get('page'))).toContain('2');
  });

  it('says so when there are no leads', async () => {
    serveLeads([]);
    renderWithProviders(<Leads />, { user: tutorUser });
    expect(await screen.findByText(/No leads right now/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Leads' })).toBeInTheDocument();
  });
});
