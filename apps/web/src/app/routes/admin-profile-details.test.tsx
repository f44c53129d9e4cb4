import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AdminUserDetail, placeMessages, type User } from '@tuitionhub/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories.ts';
import { fill, label, renderWithProviders } from '../../test/render.tsx';
import { apiError, requestsTo, server } from '../../test/server.ts';
import { Component as AdminProfileDetails } from './admin-profile-details.tsx';

const admin = makeUser({ name: 'Chief Admin', role: 'Admin', email: 'admin@example.test' });
const tutor = makeUser({
  name: 'Ravi Kumar',
  role: 'Tutor',
  email: 'ravi@example.test',
  bio: 'Physics for boards',
  availability: 'Evening',
  subjects: ['Physics'],
  fees: { Physics: 1200 },
  city: 'Pune',
  locality: 'Kothrud',
  pincode: '411038',
  modes: ['Home'],
  travelKm: 6,
  classLevels: ['IX-X'],
  boards: [],
  sessionsPerWeek: 2,
  sessionMinutes: 90,
});
const center = makeUser({
  name: 'Bright Minds',
  role: 'Tuition Center',
  email: 'bright@example.test',
  location: 'Kothrud, Pune',
  description: 'JEE coaching',
  contactNumber: '+91 98765 43210',
  courses: ['IIT-JEE'],
  fees: { 'IIT-JEE': 4000 },
  city: 'Pune',
  locality: 'Kothrud',
  pincode: '411038',
  address: '12 Paud Road',
  classLevels: ['XI-XII'],
  boards: ['CBSE'],
});

function show(user: User, path: string) {
  const detail: AdminUserDetail = {
    user,
    payments: [],
    enquiries: [],
    counts: { payments: 0, enquiries: 0, reviewsWritten: 0, reviewsReceived: 0, watchlistItems: 0 },
  };
  server.use(http.get(`/api/admin/users/${user._id}`, () => HttpResponse.json(detail)));
  return renderWithProviders(
    [
      { path: '/tutors/:id', element: <AdminProfileDetails /> },
      { path: '/profile/:id', element: <AdminProfileDetails /> },
    ],
    { at: path, user: admin },
  );
}

async function openEdit(kind: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  return screen.findByRole('form', { name: `Edit ${kind} profile` });
}

describe("admin's edit view: where and what a profile teaches", () => {
  it("shows a tutor's stored facts and sends the changed ones", async () => {
    const url = `/api/tutors/update-tutor/${tutor._id}`;
    server.use(
      http.put(url, () => HttpResponse.json({ success: true, message: 'Tutor updated successfully' })),
    );
    show(tutor, `/tutors/${tutor._id}`);
    const form = await openEdit('tutor');
    const teaching = within(form).getByRole('group', { name: 'Where and what you teach' });
    expect(within(teaching).getByLabelText(label('City'))).toHaveValue('Pune');
    expect(within(teaching).getByLabelText(label('Locality'))).toHaveValue('Kothrud');
    expect(within(teaching).getByLabelText(label('Pincode'))).toHaveValue('411038');
    expect(
      within(teaching).getByLabelText(label("How far will you travel to a student's home?")),
    ).toHaveValue(6);
    expect(within(teaching).getByLabelText(label('Sessions per week'))).toHaveValue(2);
    expect(within(teaching).getByLabelText(label('Minutes per session'))).toHaveValue(90);
    expect(within(teaching).getByRole('checkbox', { name: "At the student's home" })).toBeChecked();
    expect(within(teaching).getByRole('checkbox', { name: 'Class 9 and 10' })).toBeChecked();

    await fill(within(teaching).getByLabelText(label('Pincode')), '411004');
    await fill(within(teaching).getByLabelText(label('Locality')), 'Deccan Gymkhana');
    await userEvent.click(within(teaching).getByRole('checkbox', { name: 'Online' }));
    await userEvent.click(within(teaching).getByRole('checkbox', { name: 'ICSE' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(requestsTo('PUT', url)[0]?.body).toMatchObject({
      name: 'Ravi Kumar',
      city: 'Pune',
      locality: 'Deccan Gymkhana',
      pincode: '411004',
      modes: ['Home', 'Online'],
      travelKm: 6,
      classLevels: ['IX-X'],
      boards: ['ICSE'],
      sessionsPerWeek: 2,
      sessionMinutes: 90,
    });
  });

  it("shows the server's pincode error under Pincode and keeps the form open", async () => {
    const url = `/api/tutors/update-tutor/${tutor._id}`;
    server.use(
      http.put(url, () =>
        apiError(400, 'VALIDATION_ERROR', placeMessages.unknownPincode, {
          errors: [{ path: 'pincode', message: placeMessages.unknownPincode }],
        }),
      ),
    );
    show(tutor, `/tutors/${tutor._id}`);
    const form = await openEdit('tutor');
    await fill(within(form).getByLabelText(label('Pincode')), '999999');
    await userEvent.click(within(form).getByRole('button', { name: 'Update' }));
    const pincode = within(form).getByLabelText(label('Pincode'));
    await waitFor(() => expect(pincode).toHaveAccessibleDescription(placeMessages.unknownPincode));
    expect(pincode).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows and sends a center's street address, class levels and boards", async () => {
    const url = `/api/tuition-centers/update/${center._id}`;
    server.use(
      http.put(url, () =>
        HttpResponse.json({ success: true, message: 'Tuition Center updated successfully' }),
      ),
    );
    show(center, `/profile/${center._id}`);
    const form = await openEdit('tuition center');
    const teaching = within(form).getByRole('group', { name: 'Where and what you teach' });
    expect(within(teaching).getByLabelText(label('Street address'))).toHaveValue('12 Paud Road');
    expect(within(teaching).queryByRole('group', { name: 'How do you teach?' })).not.toBeInTheDocument();
    await fill(within(teaching).getByLabelText(label('Street address')), '7 Karve Road');
    await userEvent.click(within(teaching).getByRole('checkbox', { name: 'Competitive exams' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    const body = requestsTo('PUT', url)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      city: 'Pune',
      pincode: '411038',
      address: '7 Karve Road',
      classLevels: ['XI-XII', 'Competitive'],
      boards: ['CBSE'],
    });
    // A center has no tutor's facts.
    expect(body).not.toHaveProperty('modes');
    expect(body).not.toHaveProperty('travelKm');
  });
});
