import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
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
  Subject: 'Physics',
};

describe('sign-up: student', () => {
  it('shows the spec fields and inline errors for missing ones, sending nothing', async () => {
    show();
    const form = await screen.findByRole('form', { name: 'Student sign-up' });
    for (const name of ['Name', 'Email', 'Password', 'Photo', 'Profile Info']) {
      expect(within(form).getByLabelText(label(name))).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
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
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Student registered successfully')).toBeInTheDocument();
    await waitFor(() => expect(here(router)).toBe('/login'));
    expect(registers()[0]?.body).toEqual({
      role: 'Student',
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
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    // Toast and the inline message under Email.
    expect(await screen.findAllByText('Email is already registered')).toHaveLength(2);
    expect(screen.getByLabelText(label('Email'))).toHaveAttribute('aria-invalid', 'true');
    expect(here(router)).toBe('/signup');
  });

  it("falls back to 'Failed to register' when the server gives no reason", async () => {
    answerRegister(() => HttpResponse.json({}, { status: 500 }));
    show();
    await fillFields(student);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
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
      'Subject',
      'Fee (Rs.)',
      'Availability',
    ]) {
      expect(within(form).getByLabelText(label(name))).toBeInTheDocument();
    }
    expect(screen.getByRole('radio', { name: 'Tutor' })).toBeChecked();
    expect(within(form).getByRole('button', { name: 'Add Subject' })).toBeInTheDocument();
  });

  it("refuses a subject without a fee: 'Please provide fees for all subjects.'", async () => {
    show('/signup?role=Tutor');
    await fillFields(tutor);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Please provide fees for all subjects.')).toBeInTheDocument();
    // Shown together with the other missing field.
    expect(screen.getByText('Please choose Morning, Afternoon or Evening')).toBeInTheDocument();
    expect(registers()).toEqual([]);
  });

  it('sends repeatable subject and fee pairs as subjects + fees; a removed pair is not sent', async () => {
    answerRegister(() => HttpResponse.json({ success: true, user: {} }, { status: 201 }));
    show('/signup?role=Tutor');
    await fillFields(tutor);
    await userEvent.type(screen.getByLabelText(label('Fee (Rs.)')), '1200');
    for (const [subject, fee] of [
      ['Maths', '900'],
      ['Chemistry', '800'],
    ]) {
      await userEvent.click(screen.getByRole('button', { name: 'Add Subject' }));
      const rows = screen.getAllByLabelText(label('Subject'));
      await fill(rows.at(-1)!, subject!);
      await userEvent.type(screen.getAllByLabelText(label('Fee (Rs.)')).at(-1)!, fee!);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Remove subject 3 (Chemistry)' }));
    await userEvent.selectOptions(screen.getByLabelText(label('Availability')), 'Evening');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
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
    await userEvent.type(screen.getByLabelText(label('Fee (Rs.)')), '1200');
    await userEvent.selectOptions(screen.getByLabelText(label('Availability')), 'Morning');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Failed to register tutor')).toBeInTheDocument();
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
    });

  it("needs both course name and fee to add a course ('Please enter both course name and fee.')", async () => {
    show('/signup?role=Tuition%20Center');
    const form = await screen.findByRole('form', { name: 'Tuition center sign-up' });
    for (const name of ['Name', 'Email', 'Password', 'Photo', 'Location', 'Description', 'Contact Number']) {
      expect(within(form).getByLabelText(label(name))).toBeInTheDocument();
    }
    await fill(screen.getByLabelText(label('Course')), 'IIT-JEE');
    await userEvent.click(screen.getByRole('button', { name: 'Add Course' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both course name and fee.');
    await userEvent.clear(screen.getByLabelText(label('Course')));
    await userEvent.type(screen.getByLabelText(label('Fee (Rs.)')), '2500');
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
    for (const [course, fee] of [
      ['IIT-JEE', '4000'],
      ['NEET', '3500'],
      ['Boards', '1500'],
    ]) {
      await userEvent.type(screen.getByLabelText(label('Course')), course!);
      // Enter in the entry adds the course (it does not submit the sign-up).
      await userEvent.type(screen.getByLabelText(label('Fee (Rs.)')), `${fee}{Enter}`);
    }
    const list = screen.getByRole('list', { name: 'Added courses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(list).toHaveTextContent('IIT-JEE — Rs. 4,000');
    await userEvent.click(within(list).getByRole('button', { name: 'Remove NEET' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(registers()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Tuition Center registered successfully')).toBeInTheDocument();
    expect(registers()[0]?.body).toMatchObject({
      role: 'Tuition Center',
      contactNumber: '+91 98765 43210',
      courses: ['IIT-JEE', 'Boards'],
      fees: { 'IIT-JEE': 4000, Boards: 1500 },
    });
  });

  it('requires location, description and contact number', async () => {
    show('/signup?role=Tuition%20Center');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Location is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Contact number is required')).toBeInTheDocument();
  });

  it("falls back to 'Failed to register tuition center'", async () => {
    answerRegister(() => HttpResponse.json(null, { status: 502 }));
    show('/signup?role=Tuition%20Center');
    await fillCenter();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Failed to register tuition center')).toBeInTheDocument();
  });
});
