import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { placeMessages } from '@tuitionhub/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makePlace } from '../../test/factories.ts';
import { fill, fillFields, here, label, renderWithProviders } from '../../test/render.tsx';
import { apiError, requestsTo, server } from '../../test/server.ts';
import { Component as Signup } from './signup.tsx';

const show = (at = '/signup') => renderWithProviders([{ path: '/signup', element: <Signup /> }], { at });
const registers = () => requestsTo('POST', '/api/user/register');
const answerRegister = (answer: () => Response) => server.use(http.post('/api/user/register', answer));
const student = {
  Name: 'Asha',
  Email: 'asha@example.test',
  Password: 'long-enough-pw',
  'Profile Info': 'Class 10',
};
const tutor = {
  Name: 'Ravi Kumar',
  Email: 'ravi@example.test',
  Password: 'long-enough-pw',
  Bio: 'Physics teacher',
  City: 'Pune',
  Subject: 'Physics',
};
/** Ticks the named checkboxes (ways of teaching, class levels, boards). */
const tick = async (...names: string[]) => {
  for (const name of names) await userEvent.click(screen.getByRole('checkbox', { name }));
};
/** Ticks "I agree to the Terms of use and the Privacy policy" (if not yet) and presses Sign Up. */
async function signUp() {
  const agree = await screen.findByRole('checkbox', { name: /I agree to the Terms of use/ });
  if (!(agree as HTMLInputElement).checked) await userEvent.click(agree);
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
}
/** What a tutor must say about how and whom they teach, beyond `tutor`'s text fields. */
const tickTutorTeaching = () => tick('Online', 'Class 9 and 10');

describe('sign-up: student', () => {
  it('shows the spec fields and inline errors for missing ones, sending nothing', async () => {
    show();
    const form = await screen.findByRole('form', { name: 'Student sign-up' });
    for (const name of ['Name', 'Email', 'Password', 'Photo', 'Profile Info']) {
      expect(within(form).getByLabelText(label(name))).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(
      screen.getByText('Please agree to the Terms of use and the Privacy policy to create an account'),
    ).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Profile info is required')).toBeInTheDocument();
    expect(screen.getByLabelText(label('Name'))).toHaveAttribute('aria-invalid', 'true');
    expect(registers()).toEqual([]);
  });

  it('registers, toasts the server message and goes to /login', async () => {
    answerRegister(() =>
      HttpResponse.json(
        { success: true, message: 'Student registered successfully', user: {} },
        { status: 201 },
      ),
    );
    const { router } = show();
    await fillFields({
      ...student,
      Name: 'Asha Rao',
      Email: 'Asha@Example.test',
      'Profile Info': 'Class 10, CBSE',
    });
    await signUp();
    expect(await screen.findByText('Student registered successfully')).toBeInTheDocument();
    await waitFor(() => expect(here(router)).toBe('/login'));
    expect(registers()[0]?.body).toEqual({
      role: 'Student',
      acceptTerms: true,
      name: 'Asha Rao',
      email: 'asha@example.test',
      password: 'long-enough-pw',
      profileInfo: 'Class 10, CBSE',
    });
  });

  it('shows the server reason for a taken e-mail, or the fallback sentence', async () => {
    answerRegister(() => apiError(409, 'CONFLICT', 'Email is already registered'));
    const { router } = show();
    await fillFields(student);
    await signUp();
    // Toast and the inline message under Email.
    expect(await screen.findAllByText('Email is already registered')).toHaveLength(2);
    expect(screen.getByLabelText(label('Email'))).toHaveAttribute('aria-invalid', 'true');
    expect(here(router)).toBe('/signup');
  });

  it("falls back to 'Failed to register' when the server gives no reason", async () => {
    answerRegister(() => HttpResponse.json({}, { status: 500 }));
    show();
    await fillFields(student);
    await signUp();
    expect(await screen.findByText('Failed to register')).toBeInTheDocument();
  });
});

describe('sign-up: tutor', () => {
  it('is preselected by ?role=Tutor and has the spec fields', async () => {
    show('/signup?role=Tutor');
    const form = await screen.findByRole('form', { name: 'Tutor sign-up' });
    for (const name of [
      'Name',
      'Email',
      'Password',
      'Photo',
      'Bio',
      'City',
      'Locality',
      'Pincode',
      "How far will you travel to a student's home?",
      'Sessions per week',
      'Minutes per session',
      'Subject',
      'Fee per month (Rs.)',
      'Availability',
    ]) {
      expect(within(form).getByLabelText(label(name))).toBeInTheDocument();
    }
    const teaching = within(form).getByRole('group', { name: 'Where and what you teach' });
    for (const [group, boxes] of [
      ['How do you teach?', ["At the student's home", 'Online', "At the tutor's place"]],
      ['Class levels you teach', ['KG to Class 5', 'Class 9 and 10', 'Competitive exams']],
      ['Boards', ['CBSE', 'State board', 'IGCSE']],
    ] as const) {
      const choices = within(teaching).getByRole('group', { name: group });
      for (const box of boxes) expect(within(choices).getByRole('checkbox', { name: box })).not.toBeChecked();
    }
    // The defaults of a new tutor.
    expect(within(form).getByLabelText(label('Sessions per week'))).toHaveValue(3);
    expect(within(form).getByLabelText(label('Minutes per session'))).toHaveValue(60);
    expect(screen.getByRole('radio', { name: 'Tutor' })).toBeChecked();
    expect(within(form).getByRole('button', { name: 'Add Subject' })).toBeInTheDocument();
  });

  it("refuses a subject without a fee: 'Please provide fees for all subjects.'", async () => {
    show('/signup?role=Tutor');
    await fillFields(tutor);
    await tick("At the student's home");
    await signUp();
    expect(await screen.findByText('Please provide fees for all subjects.')).toBeInTheDocument();
    // Shown together with the other missing fields and rules.
    expect(screen.getByText('Please choose Morning, Afternoon or Evening')).toBeInTheDocument();
    expect(screen.getByText(placeMessages.homeNeedsTravel)).toBeInTheDocument();
    expect(screen.getByText(placeMessages.classLevels)).toBeInTheDocument();
    expect(registers()).toEqual([]);
  });

  it('asks how the tutor teaches when no way is ticked', async () => {
    show('/signup?role=Tutor');
    await fillFields(tutor);
    await signUp();
    expect(
      await screen.findByRole('group', { name: 'How do you teach?', description: placeMessages.modes }),
    ).toBeInTheDocument();
    expect(registers()).toEqual([]);
  });

  it('sends repeatable subject and fee pairs as subjects + fees; a removed pair is not sent', async () => {
    answerRegister(() => HttpResponse.json({ success: true, user: {} }, { status: 201 }));
    show('/signup?role=Tutor');
    await fillFields(tutor);
    await tickTutorTeaching();
    await userEvent.type(screen.getByLabelText(label('Fee per month (Rs.)')), '1200');
    for (const [subject, fee] of [
      ['Maths', '900'],
      ['Chemistry', '800'],
    ]) {
      await userEvent.click(screen.getByRole('button', { name: 'Add Subject' }));
      const rows = screen.getAllByLabelText(label('Subject'));
      await fill(rows.at(-1)!, subject!);
      await userEvent.type(screen.getAllByLabelText(label('Fee per month (Rs.)')).at(-1)!, fee!);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Remove subject 3 (Chemistry)' }));
    await userEvent.selectOptions(screen.getByLabelText(label('Availability')), 'Evening');
    await signUp();
    // No message from the server: the spec's sentence.
    expect(await screen.findByText('Tutor registered successfully')).toBeInTheDocument();
    expect(registers()[0]?.body).toMatchObject({
      role: 'Tutor',
      availability: 'Evening',
      subjects: ['Physics', 'Maths'],
      fees: { Physics: 1200, Maths: 900 },
    });
  });

  it("falls back to 'Failed to register tutor'", async () => {
    answerRegister(() => HttpResponse.error());
    show('/signup?role=Tutor');
    await fillFields(tutor);
    await tickTutorTeaching();
    await userEvent.type(screen.getByLabelText(label('Fee per month (Rs.)')), '1200');
    await userEvent.selectOptions(screen.getByLabelText(label('Availability')), 'Morning');
    await signUp();
    expect(await screen.findByText('Failed to register tutor')).toBeInTheDocument();
  });

  /** A tutor filled in up to the place and teaching facts `extra` adds. */
  async function fillTutor(extra: () => Promise<void>) {
    show('/signup?role=Tutor');
    await fillFields({ ...tutor, 'Fee per month (Rs.)': '1200' });
    await userEvent.selectOptions(screen.getByLabelText(label('Availability')), 'Evening');
    await extra();
  }

  it('sends where and what the tutor teaches: place, ways, travel, classes, boards and sessions', async () => {
    answerRegister(() => HttpResponse.json({ success: true, user: {} }, { status: 201 }));
    await fillTutor(async () => {
      await fillFields({
        Locality: 'Kothrud',
        Pincode: '411038',
        "How far will you travel to a student's home?": '8',
        'Sessions per week': '4',
        'Minutes per session': '90',
      });
      await tick("At the student's home", 'Online', 'Class 9 and 10', 'Class 11 and 12', 'CBSE');
    });
    await signUp();
    expect(await screen.findByText('Tutor registered successfully')).toBeInTheDocument();
    expect(registers()[0]?.body).toMatchObject({
      role: 'Tutor',
      subjects: ['Physics'],
      fees: { Physics: 1200 },
      city: 'Pune',
      locality: 'Kothrud',
      pincode: '411038',
      travelKm: 8,
      modes: ['Home', 'Online'],
      classLevels: ['IX-X', 'XI-XII'],
      boards: ['CBSE'],
      sessionsPerWeek: 4,
      sessionMinutes: 90,
    });
  });

  it('fills city, locality and pincode from a place picked in the picker; they stay editable', async () => {
    server.use(
      http.get('/api/places', ({ request }) =>
        HttpResponse.json({
          places: new URL(request.url).searchParams.get('q') === '411038' ? [makePlace()] : [],
        }),
      ),
    );
    answerRegister(() => HttpResponse.json({ success: true, user: {} }, { status: 201 }));
    await fillTutor(async () => {
      await fill(screen.getByRole('combobox', { name: 'Find your place' }), '411038');
      await userEvent.click(await screen.findByRole('option', { name: /Kothrud, Pune 411038/ }));
      await tickTutorTeaching();
    });
    expect(screen.getByLabelText(label('City'))).toHaveValue('Pune');
    expect(screen.getByLabelText(label('Locality'))).toHaveValue('Kothrud');
    expect(screen.getByLabelText(label('Pincode'))).toHaveValue('411038');
    await fill(screen.getByLabelText(label('Locality')), 'Kothrud Depot');
    await signUp();
    expect(await screen.findByText('Tutor registered successfully')).toBeInTheDocument();
    expect(registers()[0]?.body).toMatchObject({
      city: 'Pune',
      locality: 'Kothrud Depot',
      pincode: '411038',
    });
  });

  it('shows the server’s answer about an unknown pincode under Pincode', async () => {
    answerRegister(() =>
      apiError(400, 'VALIDATION_ERROR', placeMessages.unknownPincode, {
        errors: [{ path: 'pincode', message: placeMessages.unknownPincode }],
      }),
    );
    await fillTutor(async () => {
      await fillFields({ Pincode: '999999' });
      await tickTutorTeaching();
    });
    await signUp();
    const pincode = screen.getByLabelText(label('Pincode'));
    await waitFor(() => expect(pincode).toHaveAttribute('aria-invalid', 'true'));
    expect(pincode).toHaveAccessibleDescription(placeMessages.unknownPincode);
    expect(registers()).toHaveLength(1);
  });

  it("refuses a malformed pincode, and teaching at students' homes without a travel distance", async () => {
    await fillTutor(async () => {
      await fillFields({ Pincode: '01234' });
      await tick("At the student's home", 'Class 9 and 10');
    });
    // Travel stays at its default, 0.
    expect(screen.getByLabelText(label("How far will you travel to a student's home?"))).toHaveValue(0);
    await signUp();
    expect(await screen.findByText(placeMessages.homeNeedsTravel)).toBeInTheDocument();
    expect(screen.getByLabelText(label("How far will you travel to a student's home?"))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByLabelText(label('Pincode'))).toHaveAccessibleDescription(placeMessages.pincode);
    expect(registers()).toEqual([]);
  });
});

describe('sign-up: tuition center', () => {
  const fillCenter = () =>
    fillFields({
      Name: 'Bright Minds',
      Email: 'bright@example.test',
      Password: 'long-enough-pw',
      Location: 'Pune',
      Description: 'JEE coaching',
      'Contact Number': '+91 98765 43210',
      City: 'Pune',
    }).then(() => userEvent.click(screen.getByRole('checkbox', { name: 'Competitive exams' })));

  it("needs both course name and fee to add a course ('Please enter both course name and fee.')", async () => {
    show('/signup?role=Tuition%20Center');
    const form = await screen.findByRole('form', { name: 'Tuition center sign-up' });
    for (const name of [
      'Name',
      'Email',
      'Password',
      'Photo',
      'Location',
      'Description',
      'Contact Number',
      'City',
      'Locality',
      'Pincode',
      'Street address',
    ]) {
      expect(within(form).getByLabelText(label(name))).toBeInTheDocument();
    }
    await fill(screen.getByLabelText(label('Course')), 'IIT-JEE');
    await userEvent.click(screen.getByRole('button', { name: 'Add Course' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both course name and fee.');
    await userEvent.clear(screen.getByLabelText(label('Course')));
    await userEvent.type(screen.getByLabelText(label('Fee per month (Rs.)')), '2500');
    await userEvent.click(screen.getByRole('button', { name: 'Add Course' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both course name and fee.');
    expect(screen.queryByRole('list', { name: 'Added courses' })).not.toBeInTheDocument();
  });

  it('lists added courses (removable) and sends them as courses + fees', async () => {
    answerRegister(() =>
      HttpResponse.json(
        { success: true, message: 'Tuition Center registered successfully', user: {} },
        { status: 201 },
      ),
    );
    show('/signup?role=Tuition%20Center');
    await fillCenter();
    await fillFields({ Pincode: '411038', 'Street address': '12 Paud Road' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Class 11 and 12' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'ICSE' }));
    for (const [course, fee] of [
      ['IIT-JEE', '4000'],
      ['NEET', '3500'],
      ['Boards', '1500'],
    ]) {
      await userEvent.type(screen.getByLabelText(label('Course')), course!);
      // Enter in the entry adds the course (it does not submit the sign-up).
      await userEvent.type(screen.getByLabelText(label('Fee per month (Rs.)')), `${fee}{Enter}`);
    }
    const list = screen.getByRole('list', { name: 'Added courses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(list).toHaveTextContent('IIT-JEE — Rs. 4,000/month');
    await userEvent.click(within(list).getByRole('button', { name: 'Remove NEET' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(registers()).toEqual([]);

    await signUp();
    expect(await screen.findByText('Tuition Center registered successfully')).toBeInTheDocument();
    expect(registers()[0]?.body).toMatchObject({
      role: 'Tuition Center',
      contactNumber: '+91 98765 43210',
      courses: ['IIT-JEE', 'Boards'],
      fees: { 'IIT-JEE': 4000, Boards: 1500 },
      city: 'Pune',
      pincode: '411038',
      address: '12 Paud Road',
      classLevels: ['XI-XII', 'Competitive'],
      boards: ['ICSE'],
    });
  });

  it('requires location, description, contact number, city and class levels', async () => {
    show('/signup?role=Tuition%20Center');
    await signUp();
    expect(await screen.findByText('Location is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Contact number is required')).toBeInTheDocument();
    expect(screen.getByLabelText(label('City'))).toHaveAccessibleDescription('City is required');
    expect(screen.getByText(placeMessages.classLevels)).toBeInTheDocument();
    expect(registers()).toEqual([]);
  });

  it("falls back to 'Failed to register tuition center'", async () => {
    answerRegister(() => HttpResponse.json(null, { status: 502 }));
    show('/signup?role=Tuition%20Center');
    await fillCenter();
    await signUp();
    expect(await screen.findByText('Failed to register tuition center')).toBeInTheDocument();
  });
});
