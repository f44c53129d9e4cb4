import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type DemoBooking,
  demoMessages,
  formatIndiaTime,
  formatNextDemo,
  type OpenSlot,
  type Replacement,
} from '@tuitionhub/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeTutor, makeUser, nextId } from '../../../test/factories.ts';
import { fill, here, label, renderWithProviders } from '../../../test/render.tsx';
import { apiError, requestsTo, server, writes } from '../../../test/server.ts';
import { formatSlotWhen } from '../lib/demo-format.ts';
import { AvailabilityEditor } from './availability-editor.tsx';
import { BookDemo } from './book-demo.tsx';
import { DemoBookings } from './demo-bookings.tsx';

const HOUR = 3_600_000;
/** An instant as the server writes it: India wall clock with `+05:30`. */
const india = (ms: number) => `${new Date(ms + 5.5 * HOUR).toISOString().slice(0, 16)}:00+05:30`;
/** Whole hours from now (rounded down to the hour), so labels are stable within a test. */
const inHours = (h: number) => india(Math.floor(Date.now() / HOUR) * HOUR + h * HOUR);
const slot = (h: number, mode: OpenSlot['mode'] = 'Online'): OpenSlot => ({
  start: inHours(h),
  end: inHours(h + 1),
  mode,
});

const tutor = makeTutor({ name: 'Meera Iyer', fees: { Maths: 1500, Physics: 1800 } });
const student = makeUser({ name: 'Priya Sharma' });
const tutorUser = makeUser({ _id: tutor._id, name: tutor.name, role: 'Tutor' });

function makeBooking(over: Partial<DemoBooking> = {}): DemoBooking {
  const start = over.start ?? inHours(48);
  return {
    _id: nextId(),
    status: 'requested',
    entityType: 'Tutor',
    entityId: tutor._id,
    entityName: tutor.name,
    studentId: student._id,
    studentName: student.name,
    start,
    end: india(Date.parse(start) + HOUR),
    mode: 'Online',
    subject: 'Maths',
    note: null,
    address: null,
    reason: null,
    createdAt: new Date().toISOString(),
    respondedAt: null,
    liked: null,
    comment: null,
    ...over,
  };
}

const openSlotsUrl = `/api/demo/open-slots/Tutor/${tutor._id}`;
const serveSlots = (slots: OpenSlot[]) =>
  server.use(http.get(openSlotsUrl, () => HttpResponse.json({ slots })));
const serveBookings = (bookings: DemoBooking[]) =>
  server.use(
    http.get('/api/demo/bookings', () =>
      HttpResponse.json({ bookings, total: bookings.length, page: 1, pageSize: 50 }),
    ),
  );

const profileRoutes = [
  {
    path: '/tutor/:id',
    element: (
      <BookDemo entityType="Tutor" entityId={tutor._id} entityName={tutor.name} subjects={tutor.subjects} />
    ),
  },
];
const showBooking = (at = `/tutor/${tutor._id}`, user: typeof student | null = student) =>
  renderWithProviders(profileRoutes, { at, ...(user ? { user } : {}) });

describe('AvailabilityEditor', () => {
  const url = `/api/demo/availability/Tutor/${tutor._id}`;
  const show = () =>
    renderWithProviders(<AvailabilityEditor entityType="Tutor" entityId={tutor._id} />, { user: tutorUser });

  it('shows the saved week, adds and removes rows and saves them with PUT', async () => {
    server.use(
      http.get(url, () =>
        HttpResponse.json({ slots: [{ weekday: 2, start: '17:00', end: '18:00', mode: 'Online' }] }),
      ),
      http.put('/api/demo/availability', async ({ request }) => HttpResponse.json(await request.json())),
    );
    show();
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Day (time 1)')).toHaveDisplayValue('Tuesday');
    expect(screen.getByLabelText('From (time 1)')).toHaveValue('17:00');
    expect(screen.getByLabelText('Where (time 1)')).toHaveDisplayValue('Online');

    await user.click(screen.getByRole('button', { name: 'Add a time' }));
    await user.selectOptions(screen.getByLabelText('Day (time 2)'), 'Saturday');
    await fill(screen.getByLabelText('From (time 2)'), '10:00');
    await fill(screen.getByLabelText('To (time 2)'), '11:30');
    await user.selectOptions(screen.getByLabelText('Where (time 2)'), "At the student's home");
    await user.click(screen.getByRole('button', { name: 'Add a time' }));
    await user.click(screen.getByRole('button', { name: 'Remove demo time 3' }));
    expect(screen.getByRole('button', { name: 'Add a time' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save demo times' }));

    expect(await screen.findByText(demoMessages.saved)).toBeInTheDocument();
    expect(requestsTo('PUT', '/api/demo/availability').map((r) => r.body)).toEqual([
      {
        slots: [
          { weekday: 2, start: '17:00', end: '18:00', mode: 'Online' },
          { weekday: 6, start: '10:00', end: '11:30', mode: 'Home' },
        ],
      },
    ]);
  });

  it('says at the field what is wrong (length, overlap) and sends nothing', async () => {
    show();
    const user = userEvent.setup();
    expect(await screen.findByText(/No demo times yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a time' }));
    await fill(screen.getByLabelText('To (time 1)'), '17:15');
    await user.click(screen.getByRole('button', { name: 'Save demo times' }));
    const end = screen.getByLabelText('To (time 1)');
    expect(end).toHaveAccessibleDescription(demoMessages.slotLength);
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveFocus();

    await fill(end, '18:00');
    await user.click(screen.getByRole('button', { name: 'Add a time' }));
    await fill(screen.getByLabelText('From (time 2)'), '17:30');
    await fill(screen.getByLabelText('To (time 2)'), '18:30');
    await user.click(screen.getByRole('button', { name: 'Save demo times' }));
    expect(screen.getByLabelText('From (time 2)')).toHaveAccessibleDescription(demoMessages.slotOverlap);
    expect(screen.getByLabelText('From (time 2)')).toHaveFocus();
    expect(writes()).toEqual([]);
  });

  it("shows the server's field errors at their fields", async () => {
    server.use(
      http.get(url, () =>
        HttpResponse.json({ slots: [{ weekday: 1, start: '09:00', end: '10:00', mode: 'AtTutor' }] }),
      ),
      http.put('/api/demo/availability', () =>
        apiError(400, 'VALIDATION_ERROR', 'Invalid input', {
          errors: [{ path: 'slots.0.mode', message: 'This tutor does not teach at their place' }],
        }),
      ),
    );
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save demo times' }));
    const mode = screen.getByLabelText('Where (time 1)');
    await waitFor(() => expect(mode).toHaveAccessibleDescription('This tutor does not teach at their place'));
    expect(mode).toHaveFocus();
  });
});

describe('BookDemo', () => {
  it("shows the next open slot, then books it: subject, slot, note → 'Demo requested', focused", async () => {
    const slots = [slot(30), slot(31), slot(54, 'AtTutor')];
    serveSlots(slots);
    server.use(
      http.post('/api/demo/bookings', async ({ request }) => {
        const body = (await request.json()) as Partial<DemoBooking>;
        return HttpResponse.json(
          { booking: makeBooking({ ...body, note: body.note ?? null }) },
          { status: 201 },
        );
      }),
    );
    const { router } = showBooking();
    const user = userEvent.setup();
    expect(await screen.findByText(formatNextDemo(slots[0]!.start)!)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(label('Subject')), 'Physics');
    await user.click(screen.getByRole('radio', { name: 'Online' }));
    // Online leaves out the slot at the tutor's place.
    expect(screen.queryByRole('radio', { name: new RegExp(formatSlotWhen(slots[2]!.start)) })).toBeNull();
    await user.click(screen.getByRole('radio', { name: `${formatSlotWhen(slots[1]!.start)}, Online` }));
    expect(here(router)).toContain('demoSlot=');
    await fill(screen.getByLabelText('Note (optional)'), 'Class 10, CBSE');
    await user.click(screen.getByRole('button', { name: 'Request free demo' }));

    const done = await screen.findByRole('status', { name: 'Demo requested' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(done).toHaveTextContent('The tutor answers within 24 h');
    expect(requestsTo('POST', '/api/demo/bookings').map((r) => r.body)).toEqual([
      {
        entityType: 'Tutor',
        entityId: tutor._id,
        start: slots[1]!.start,
        mode: 'Online',
        subject: 'Physics',
        note: 'Class 10, CBSE',
      },
    ]);
    // The choices leave the URL with the request made.
    expect(here(router)).toBe(`/tutor/${tutor._id}`);
  });

  it('asks for the address of a home demo at its field, and sends it', async () => {
    const slots = [slot(30, 'Home'), slot(32, 'Online')];
    serveSlots(slots);
    server.use(
      http.post('/api/demo/bookings', () =>
        HttpResponse.json(
          { booking: makeBooking({ mode: 'Home', start: slots[0]!.start }) },
          { status: 201 },
        ),
      ),
    );
    showBooking();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(label('Subject')), 'Maths');
    expect(screen.queryByLabelText(label('Address for the demo'))).toBeNull();
    await user.click(
      screen.getByRole('radio', { name: `${formatSlotWhen(slots[0]!.start)}, At the student's home` }),
    );
    await user.click(screen.getByRole('button', { name: 'Request free demo' }));
    const address = screen.getByLabelText(label('Address for the demo'));
    expect(address).toHaveAccessibleDescription(demoMessages.addressRequired);
    expect(address).toHaveFocus();
    expect(writes()).toEqual([]);

    await fill(address, 'Flat 4, Karve Road, Kothrud');
    await user.click(screen.getByRole('button', { name: 'Request free demo' }));
    expect(await screen.findByRole('status', { name: 'Demo requested' })).toBeInTheDocument();
    expect(requestsTo('POST', '/api/demo/bookings')[0]?.body).toMatchObject({
      mode: 'Home',
      address: 'Flat 4, Karve Road, Kothrud',
    });
  });

  it("on 409 'This slot was just taken' refreshes the slots, says so and keeps what was typed", async () => {
    let slots = [slot(30), slot(33)];
    server.use(
      http.get(openSlotsUrl, () => HttpResponse.json({ slots })),
      http.post('/api/demo/bookings', () => {
        slots = [slot(33)];
        return apiError(409, 'CONFLICT', demoMessages.slotTaken);
      }),
    );
    showBooking();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(label('Subject')), 'Maths');
    const first = formatSlotWhen(slot(30).start);
    await user.click(screen.getByRole('radio', { name: `${first}, Online` }));
    await fill(screen.getByLabelText('Note (optional)'), 'After school, please');
    await user.click(screen.getByRole('button', { name: 'Request free demo' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${demoMessages.slotTaken}. The times below are up to date`);
    await waitFor(() => expect(alert).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('radio', { name: new RegExp(first) })).toBeNull());
    expect(requestsTo('GET', openSlotsUrl).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByLabelText('Note (optional)')).toHaveValue('After school, please');
    expect(screen.getByLabelText(label('Subject'))).toHaveValue('Maths');
    expect(screen.queryByRole('status', { name: 'Demo requested' })).toBeNull();
  });

  it('sends a visitor who chose a slot to sign up or log in, carrying the choices back in ?next=', async () => {
    const slots = [slot(30)];
    serveSlots(slots);
    showBooking(`/tutor/${tutor._id}`, null);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(label('Subject')), 'Maths');
    await user.click(screen.getByRole('radio', { name: `${formatSlotWhen(slots[0]!.start)}, Online` }));
    expect(screen.queryByRole('button', { name: 'Request free demo' })).toBeNull();
    const signUp = screen.getByRole('link', { name: 'Sign up to book' });
    const next = new URL(signUp.getAttribute('href')!, 'http://x').searchParams.get('next')!;
    const back = new URL(next, 'http://x');
    expect(back.pathname).toBe(`/tutor/${tutor._id}`);
    expect(back.searchParams.get('demoSlot')).toBe(slots[0]!.start);
    expect(back.searchParams.get('demoSubject')).toBe('Maths');
    expect(back.searchParams.get('demoMode')).toBe('Online');
    expect(new URL(signUp.getAttribute('href')!, 'http://x').searchParams.get('role')).toBe('Student');
    expect(screen.getByRole('link', { name: 'Log in to book' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(next)}`,
    );
  });

  it('comes back from signing in with the slot, subject and mode still chosen', async () => {
    const slots = [slot(30), slot(31, 'Home')];
    serveSlots(slots);
    const params = new URLSearchParams({
      demoSlot: slots[1]!.start,
      demoSubject: 'Physics',
      demoMode: 'Home',
    });
    showBooking(`/tutor/${tutor._id}?${params}`);
    expect(
      await screen.findByRole('radio', { name: `${formatSlotWhen(slots[1]!.start)}, At the student's home` }),
    ).toBeChecked();
    expect(screen.getByLabelText(label('Subject'))).toHaveValue('Physics');
    expect(screen.getByRole('radio', { name: "At the student's home" })).toBeChecked();
    expect(screen.getByLabelText(label('Address for the demo'))).toBeInTheDocument();
  });

  it("offers a center's courses at the center", async () => {
    const centerId = nextId();
    const at = inHours(40);
    server.use(
      http.get(`/api/demo/open-slots/TuitionCenter/${centerId}`, () =>
        HttpResponse.json({ slots: [{ start: at, end: inHours(41), mode: 'AtTutor' }] }),
      ),
    );
    renderWithProviders(
      <BookDemo
        entityType="TuitionCenter"
        entityId={centerId}
        entityName="Bright Minds Academy"
        subjects={['JEE Preparation', 'Spoken English']}
      />,
      { user: student },
    );
    const course = await screen.findByLabelText(label('Course'));
    expect(
      within(course)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a course', 'JEE Preparation', 'Spoken English']);
    expect(screen.getByText('At the center')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: `${formatSlotWhen(at)}, At the center` })).toBeInTheDocument();
  });

  it('says when nothing is open', async () => {
    showBooking();
    expect(await screen.findByText('No free demo slots in the next 14 days')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request free demo' })).toBeNull();
  });

  it('is not offered to the tutor on their own page, nor booked by another tutor', async () => {
    serveSlots([slot(30)]);
    const own = showBooking(`/tutor/${tutor._id}`, tutorUser);
    await waitFor(() => expect(requestsTo('GET', '/api/user/me')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Book a free demo' })).toBeNull();
    own.unmount();
    showBooking(`/tutor/${tutor._id}`, makeUser({ role: 'Tutor' }));
    expect(await screen.findByText(`${demoMessages.studentsOnly}.`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request free demo' })).toBeNull();
  });
});

describe('DemoBookings (tutor or center)', () => {
  const show = () => renderWithProviders(<DemoBookings side="host" />, { user: tutorUser });
  const answer = (status: DemoBooking['status']) =>
    server.use(
      http.post('/api/demo/bookings/:id/:action', async ({ params, request }) =>
        HttpResponse.json({
          booking: makeBooking({
            _id: String(params.id),
            status,
            reason: ((await request.json()) as { reason?: string }).reason ?? null,
          }),
        }),
      ),
    );

  it('accepts a request, and declines one only with a reason', async () => {
    const a = makeBooking({ studentName: 'Priya Sharma', note: 'Class 9' });
    const b = makeBooking({ studentName: 'Rohan Das', start: inHours(60) });
    serveBookings([a, b]);
    answer('confirmed');
    show();
    const user = userEvent.setup();
    const first = await screen.findByRole('article', { name: /Maths with Priya Sharma/ });
    expect(within(first).getByText('Requested')).toBeInTheDocument();
    expect(within(first).getByText('Class 9')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Accept' }));
    expect(await within(first).findByText('Demo confirmed')).toBeInTheDocument();
    expect(first).toHaveFocus();
    expect(requestsTo('POST', `/api/demo/bookings/${a._id}/confirm`)).toHaveLength(1);

    const second = screen.getByRole('article', { name: /Maths with Rohan Das/ });
    await user.click(within(second).getByRole('button', { name: 'Decline' }));
    const reason = within(second).getByLabelText(label('Reason for declining'));
    expect(reason).toHaveFocus();
    await user.click(within(second).getByRole('button', { name: 'Decline demo' }));
    expect(reason).toHaveAccessibleDescription('Please give a reason');
    expect(requestsTo('POST', `/api/demo/bookings/${b._id}/decline`)).toHaveLength(0);
    await fill(reason, 'Away that week');
    await user.click(within(second).getByRole('button', { name: 'Decline demo' }));
    expect(await within(second).findByText('Demo declined')).toBeInTheDocument();
    expect(requestsTo('POST', `/api/demo/bookings/${b._id}/decline`).map((r) => r.body)).toEqual([
      { reason: 'Away that week' },
    ]);
  });

  it('cancels a confirmed demo before its start and marks a started one done', async () => {
    const soon = makeBooking({ status: 'confirmed', studentName: 'Priya Sharma' });
    const started = makeBooking({ status: 'confirmed', studentName: 'Rohan Das', start: inHours(-2) });
    serveBookings([soon, started]);
    answer('done');
    show();
    const user = userEvent.setup();
    const past = await screen.findByRole('article', { name: /with Rohan Das/ });
    expect(within(past).queryByRole('button', { name: 'Cancel demo' })).toBeNull();
    await user.click(within(past).getByRole('button', { name: 'Mark as done' }));
    expect(await within(past).findByText('Demo marked as done')).toBeInTheDocument();

    const upcoming = screen.getByRole('article', { name: /with Priya Sharma/ });
    expect(within(upcoming).queryByRole('button', { name: 'Mark as done' })).toBeNull();
    await user.click(within(upcoming).getByRole('button', { name: 'Cancel demo' }));
    await fill(within(upcoming).getByLabelText(label('Reason for cancelling')), 'Unwell');
    await user.click(within(upcoming).getByRole('button', { name: 'Cancel demo' }));
    await waitFor(() =>
      expect(requestsTo('POST', `/api/demo/bookings/${soon._id}/cancel`).map((r) => r.body)).toEqual([
        { reason: 'Unwell' },
      ]),
    );
  });

  it("shows a refused transition's sentence in the card", async () => {
    const a = makeBooking();
    serveBookings([a]);
    server.use(
      http.post('/api/demo/bookings/:id/confirm', () =>
        apiError(409, 'CONFLICT', demoMessages.already('expired')),
      ),
    );
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This demo is already expired')).toBeInTheDocument();
  });
});

describe('DemoBookings (student)', () => {
  it('lists upcoming and past demos with their status and cancels one with a reason', async () => {
    const upcoming = makeBooking({ status: 'confirmed' });
    const past = makeBooking({ status: 'declined', start: inHours(-50), reason: 'Fully booked' });
    serveBookings([past, upcoming]);
    server.use(
      http.post('/api/demo/bookings/:id/cancel', () =>
        HttpResponse.json({ booking: { ...upcoming, status: 'cancelled', reason: 'Exams' } }),
      ),
    );
    renderWithProviders(<DemoBookings side="student" />, { user: student });
    const user = userEvent.setup();
    const lists = await screen.findAllByRole('list');
    expect(within(lists[0]!).getByText('Confirmed')).toBeInTheDocument();
    expect(within(lists[1]!).getByText('Declined')).toBeInTheDocument();
    expect(within(lists[1]!).getByText('Fully booked')).toBeInTheDocument();
    expect(within(lists[0]!).getByRole('link', { name: tutor.name })).toHaveAttribute(
      'href',
      `/tutor/${tutor._id}`,
    );
    expect(within(lists[1]!).queryByRole('button', { name: 'Cancel demo' })).toBeNull();

    await user.click(within(lists[0]!).getByRole('button', { name: 'Cancel demo' }));
    await fill(screen.getByLabelText(label('Reason for cancelling')), 'Exams');
    await user.click(within(lists[0]!).getByRole('button', { name: 'Cancel demo' }));
    expect(await screen.findByText('Demo cancelled')).toBeInTheDocument();
  });

  it('after a done demo: not liked → up to 5 replacements, one booked in one click with the same subject', async () => {
    const demo = makeBooking({ status: 'done', start: inHours(-30), subject: 'Physics' });
    const other = makeTutor({ name: 'Kavya Menon', locality: 'Aundh' });
    const third = makeTutor({ name: 'Arjun Rao' });
    const replacements: Replacement[] = [
      { tutor: other, nextSlot: slot(40) },
      { tutor: third, nextSlot: null },
    ];
    serveBookings([demo]);
    server.use(
      http.post('/api/demo/bookings/:id/feedback', () =>
        HttpResponse.json({ booking: { ...demo, liked: false }, replacements }),
      ),
      http.post('/api/demo/bookings', () =>
        HttpResponse.json(
          { booking: makeBooking({ entityId: other._id, entityName: other.name, start: slot(40).start }) },
          { status: 201 },
        ),
      ),
    );
    renderWithProviders(<DemoBookings side="student" />, { user: student });
    const user = userEvent.setup();
    const question = await screen.findByRole('group', { name: 'Did you like the demo?' });
    await user.click(within(question).getByRole('button', { name: 'No' }));

    const list = await screen.findByRole('region', { name: 'Other Physics tutors who can take you' });
    expect(within(list).getByText(formatNextDemo(slot(40).start)!)).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'See profile' })).toHaveAttribute(
      'href',
      `/tutor/${third._id}`,
    );
    await user.click(
      within(list).getByRole('button', {
        name: `Book this slot with Kavya Menon: ${formatSlotWhen(slot(40).start)}`,
      }),
    );
    const booked = await within(list).findByRole('status');
    expect(booked).toHaveTextContent(`Demo requested for ${formatSlotWhen(slot(40).start)}`);
    await waitFor(() => expect(booked).toHaveFocus());
    expect(requestsTo('POST', `/api/demo/bookings/${demo._id}/feedback`).map((r) => r.body)).toEqual([
      { liked: false },
    ]);
    expect(requestsTo('POST', '/api/demo/bookings').map((r) => r.body)).toEqual([
      { entityType: 'Tutor', entityId: other._id, start: slot(40).start, mode: 'Online', subject: 'Physics' },
    ]);
  });

  it("after a done demo: liked → 'Add to Watchlist' with that subject hands the booking to the page", async () => {
    const demo = makeBooking({ status: 'done', start: inHours(-30) });
    serveBookings([demo]);
    server.use(
      http.post('/api/demo/bookings/:id/feedback', () =>
        HttpResponse.json({ booking: { ...demo, liked: true } }),
      ),
    );
    const onAdd = vi.fn(async () => {});
    renderWithProviders(<DemoBookings side="student" onAddToWatchlist={onAdd} />, { user: student });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await user.click(await screen.findByRole('button', { name: 'Add to Watchlist (Maths)' }));
    expect(onAdd).toHaveBeenCalledWith(demo);
  });
});

// Keep the helper honest: labels read as the app shows them.
it('formats slots in India time', () => {
  expect(formatIndiaTime('2026-11-24T11:30:00Z')).toBe('5:00 pm');
  expect(formatSlotWhen('2026-11-24T17:00:00+05:30')).toBe('Tue 24 Nov, 5:00 pm');
});
