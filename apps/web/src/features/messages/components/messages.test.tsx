import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Enquiry } from '@tuitionhub/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { requestsTo, server, writes } from '../../../test/server.ts';
import { ContactForm } from './contact-form.tsx';
import { EnquiryForm } from './enquiry-form.tsx';
import { MyEnquiries } from './my-enquiries.tsx';

async function fill(user: ReturnType<typeof userEvent.setup>, name: string, email: string, message: string) {
  if (name) await user.type(screen.getByRole('textbox', { name: /^name/i }), name);
  if (email) await user.type(screen.getByRole('textbox', { name: /^email/i }), email);
  if (message) await user.type(screen.getByRole('textbox', { name: /^message/i }), message);
}

describe('ContactForm', () => {
  it("refuses empty fields with 'All fields are mandatory' and sends nothing", async () => {
    renderWithProviders(<ContactForm />);
    const user = userEvent.setup();
    await fill(user, 'Asha', '', 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('All fields are mandatory')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^email/i })).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toEqual([]);
  });

  it("shows 'Sending...' while sending, then 'Email sent Successfully' and clears the form", async () => {
    let release: () => void = () => {};
    server.use(
      http.post(
        '/api/contact',
        () =>
          new Promise<Response>((resolve) => {
            release = () =>
              resolve(
                HttpResponse.json({ success: true, message: 'Email sent Successfully' }, { status: 201 }),
              );
          }),
      ),
    );
    renderWithProviders(<ContactForm />);
    const user = userEvent.setup();
    await fill(user, 'Asha Rao', 'asha@example.test', 'Do you have Physics tutors?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByText('Email sent Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^name/i })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: /^email/i })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^message/i })).toHaveValue('');
    expect(writes()).toHaveLength(1);
    expect(requestsTo('POST', '/api/contact').map((r) => r.body)).toEqual([
      { name: 'Asha Rao', email: 'asha@example.test', message: 'Do you have Physics tutors?' },
    ]);
  });

  it("shows 'Failed to send email.' and keeps what was typed when sending fails", async () => {
    server.use(http.post('/api/contact', () => HttpResponse.error()));
    renderWithProviders(<ContactForm />);
    const user = userEvent.setup();
    await fill(user, 'Asha', 'asha@example.test', 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send email.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^message/i })).toHaveValue('Hello');
  });

  it('refuses an invalid address without sending', async () => {
    renderWithProviders(<ContactForm />);
    const user = userEvent.setup();
    await fill(user, 'Asha', 'asha-at-example', 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });
});

describe('Prefilled for a signed-in user (issue 15 item 11)', () => {
  it('the Contact form fills in the name and e-mail, sends them, and fills them in again after', async () => {
    server.use(
      http.post('/api/contact', () =>
        HttpResponse.json({ success: true, message: 'Email sent Successfully' }, { status: 201 }),
      ),
    );
    const me = makeUser({ name: 'Aarav Sharma', email: 'student@tuitionhub.local' });
    renderWithProviders(<ContactForm />, { user: me });
    const user = userEvent.setup();
    expect(screen.getByRole('textbox', { name: /^name/i })).toHaveValue('Aarav Sharma');
    expect(screen.getByRole('textbox', { name: /^email/i })).toHaveValue('student@tuitionhub.local');
    await fill(user, '', '', 'Do you have Physics tutors?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^message/i })).toHaveValue(''));
    expect(requestsTo('POST', '/api/contact').map((r) => r.body)).toEqual([
      { name: 'Aarav Sharma', email: 'student@tuitionhub.local', message: 'Do you have Physics tutors?' },
    ]);
    expect(screen.getByRole('textbox', { name: /^name/i })).toHaveValue('Aarav Sharma');
  });

  it("a profile's enquiry form does too", async () => {
    renderWithProviders(<EnquiryForm entityType="Tutor" entityId="t1" entityName="Ravi Kumar" />, {
      user: makeUser({ name: 'Aarav Sharma', email: 'student@tuitionhub.local' }),
    });
    expect(screen.getByRole('textbox', { name: /^name/i })).toHaveValue('Aarav Sharma');
    expect(screen.getByRole('textbox', { name: /^email/i })).toHaveValue('student@tuitionhub.local');
    // Let the session check answer inside this test (it stores the user for the next one otherwise).
    await waitFor(() => expect(requestsTo('GET', '/api/user/me')).toHaveLength(1));
    await userEvent.setup().type(screen.getByRole('textbox', { name: /^message/i }), 'Hi');
  });
});

describe('EnquiryForm', () => {
  it("sends the enquiry for this tutor and shows the server's message", async () => {
    server.use(
      http.post('/api/enquiries', () =>
        HttpResponse.json({ success: true, message: 'Email sent Successfully' }, { status: 201 }),
      ),
    );
    renderWithProviders(<EnquiryForm entityType="Tutor" entityId="t-1" entityName="Meera Iyer" />);
    expect(screen.getByRole('heading', { name: 'Contact Meera Iyer' })).toBeInTheDocument();
    const user = userEvent.setup();
    await fill(user, 'Parent', 'parent@example.test', 'Weekday evenings?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Email sent Successfully')).toBeInTheDocument();
    expect(writes()).toHaveLength(1);
    expect(requestsTo('POST', '/api/enquiries').map((r) => r.body)).toEqual([
      {
        name: 'Parent',
        email: 'parent@example.test',
        message: 'Weekday evenings?',
        entityType: 'Tutor',
        entityId: 't-1',
      },
    ]);
  });
});

const enquiry = (over: Partial<Enquiry>): Enquiry => ({
  _id: crypto.randomUUID(),
  entityType: 'Tutor',
  entityId: 't-1',
  entityName: 'Meera Iyer',
  name: 'Parent',
  email: 'parent@example.test',
  message: 'Hello',
  createdAt: '2026-11-22T10:00:00.000Z',
  ...over,
});

describe('MyEnquiries', () => {
  it('lists enquiries newest first with name, a mailto link, the message and the date', async () => {
    server.use(
      http.get('/api/enquiries', () =>
        HttpResponse.json({
          enquiries: [
            enquiry({ name: 'Latest Parent', email: 'latest@example.test', message: 'Newest <b>one</b>' }),
            enquiry({ name: 'Earlier Parent', createdAt: '2026-11-20T10:00:00.000Z' }),
          ],
          total: 2,
          page: 1,
          pageSize: 10,
        }),
      ),
    );
    renderWithProviders(<MyEnquiries />);
    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(within(first).getByRole('heading', { name: 'Latest Parent' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'latest@example.test' })).toHaveAttribute(
      'href',
      'mailto:latest@example.test',
    );
    expect(within(first).getByText('Newest <b>one</b>')).toBeInTheDocument();
    expect(within(first).getByText('22 Nov 2026')).toBeInTheDocument();
    expect(within(items[1]!).getByText('20 Nov 2026')).toBeInTheDocument();
  });

  it('shows an empty state when nobody has written yet', async () => {
    server.use(
      http.get('/api/enquiries', () => HttpResponse.json({ enquiries: [], total: 0, page: 1, pageSize: 10 })),
    );
    renderWithProviders(<MyEnquiries />);
    expect(await screen.findByText('No enquiries yet.')).toBeInTheDocument();
  });
});
