import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConversationReport, User } from '@tuitionhub/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { Header } from '../../../app/layouts/header.tsx';
import { Component as PaidRoute } from '../../../app/routes/paid.tsx';
import { makeUser, nextId } from '../../../test/factories.ts';
import { fill, here, renderWithProviders } from '../../../test/render.tsx';
import { requestsTo, server } from '../../../test/server.ts';
import { AdminReports } from './admin-reports.tsx';
import { MessageButton } from './message-button.tsx';

const tutorId = nextId();

describe('Header Messages link', () => {
  const showHeader = async (user: User) => {
    const view = renderWithProviders(<Header />, { at: '/about', user });
    await waitFor(() => expect(requestsTo('GET', '/api/user/me')).toHaveLength(1));
    return view;
  };

  it('names the unread count ("Messages, 3 unread") and links to /conversations', async () => {
    server.use(http.get('/api/conversations/unread', () => HttpResponse.json({ unread: 3 })));
    await showHeader(makeUser());
    const link = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(link).toHaveAttribute('href', '/conversations');
    expect(link).toHaveTextContent('3');
    // The mobile menu's button says so too.
    expect(screen.getByRole('button', { name: 'Menu, 3 unread messages' })).toBeInTheDocument();
  });

  it('hides the count when nothing is unread', async () => {
    await showHeader(makeUser({ role: 'Tutor' }));
    const link = await screen.findByRole('link', { name: 'Messages' });
    await waitFor(() => expect(requestsTo('GET', '/api/conversations/unread')).toHaveLength(1));
    expect(link.textContent).toBe('');
  });

  it('is not shown to the admin, who has no conversations', async () => {
    await showHeader(makeUser({ role: 'Admin' }));
    expect(screen.queryByRole('link', { name: /^Messages/ })).not.toBeInTheDocument();
    expect(requestsTo('GET', '/api/conversations/unread')).toEqual([]);
  });
});

describe('MessageButton', () => {
  const show = (user?: User) =>
    renderWithProviders(
      [
        {
          path: '/tutor/:id',
          element: <MessageButton entityType="Tutor" entityId={tutorId} entityName="Meera Iyer" />,
        },
      ],
      { at: `/tutor/${tutorId}`, user },
    );

  it('sends a visitor to log in, coming back to the profile', async () => {
    show();
    expect(await screen.findByRole('link', { name: 'Log in to message Meera Iyer' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/tutor/${tutorId}`)}`,
    );
  });

  it('lets a student write the first message and opens the thread', async () => {
    const conversationId = nextId();
    server.use(http.post('/api/conversations', () => HttpResponse.json({ conversationId }, { status: 201 })));
    const { router } = show(makeUser());
    await userEvent.click(await screen.findByRole('button', { name: 'Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Meera Iyer' });
    await fill(within(dialog).getByLabelText('Your message'), 'Do you teach Class 9 Maths?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(here(router)).toBe(`/conversations/${conversationId}`));
    expect(requestsTo('POST', '/api/conversations').map((r) => r.body)).toEqual([
      { entityType: 'Tutor', entityId: tutorId, text: 'Do you teach Class 9 Maths?' },
    ]);
  });

  it.each([
    ['a tutor', makeUser({ role: 'Tutor' })],
    ['the profile owner', makeUser({ _id: tutorId, role: 'Student' })],
  ])('is not offered to %s', async (_who, user) => {
    show(user);
    await waitFor(() => expect(requestsTo('GET', '/api/user/me')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Log in to message/ })).not.toBeInTheDocument();
  });
});

describe('Message your tutor after paying', () => {
  it('offers each paid tutor a Message button that opens their thread', async () => {
    const paymentId = nextId();
    const conversationId = nextId();
    const item = { tutorId, tutorName: 'Meera Iyer', fee: 500, period: 'November 2026' };
    server.use(
      http.get(`/api/payments/${paymentId}/receipt`, () =>
        HttpResponse.json({
          receipt: {
            paymentId,
            number: 'TH/2026-27/000042',
            issuedAt: '2026-11-24T06:00:00.000Z',
            payer: { name: 'Aarav Sharma', email: 'aarav@example.test' },
            items: [
              { ...item, subject: 'English' },
              { ...item, subject: 'History' },
            ],
            amount: 1000,
            method: 'upi',
            paymentIntentId: 'pi_local_abc',
            refundedAmount: 0,
            refunds: [],
            business: { name: 'TuitionHub', address: 'Kothrud, Pune 411038', gstin: '27AAPFU0939F1ZV' },
          },
        }),
      ),
      http.post('/api/conversations', () => HttpResponse.json({ conversationId }, { status: 201 })),
    );
    const { router } = renderWithProviders([{ path: '/paid/:id', element: <PaidRoute /> }], {
      at: `/paid/${paymentId}`,
      user: makeUser(),
    });
    // One button per tutor, however many subjects were paid for.
    const buttons = await screen.findAllByRole('button', { name: 'Message Meera Iyer' });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Message Meera Iyer' });
    await fill(within(dialog).getByLabelText('Your message'), 'When is the first class?');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(here(router)).toBe(`/conversations/${conversationId}`));
    expect(requestsTo('POST', '/api/conversations').map((r) => r.body)).toEqual([
      { entityType: 'Tutor', entityId: tutorId, text: 'When is the first class?' },
    ]);
  });
});

describe('Admin reports', () => {
  const studentId = nextId();
  const conversationId = nextId();
  const report: ConversationReport = {
    _id: nextId(),
    conversationId,
    reason: 'Asked me to pay outside TuitionHub',
    reporter: { _id: studentId, name: 'Aarav Sharma' },
    student: { _id: studentId, name: 'Aarav Sharma' },
    entity: { _id: tutorId, name: 'Meera Iyer', role: 'Tutor' },
    createdAt: '2026-11-23T10:00:00.000Z',
  };
  const messageId = nextId();

  it('shows each report, its thread as written, deletes a message and links both accounts', async () => {
    server.use(
      http.get('/api/admin/reports', () =>
        HttpResponse.json({ reports: [report], total: 1, page: 1, pageSize: 12 }),
      ),
      http.get('/api/conversations/:id/messages', () =>
        HttpResponse.json({
          messages: [
            {
              _id: messageId,
              from: tutorId,
              text: 'Pay me on UPI meera@okbank',
              createdAt: '2026-11-23T09:00:00.000Z',
            },
          ],
        }),
      ),
      http.delete('/api/conversations/messages/:id', () =>
        HttpResponse.json({ success: true, message: 'Message deleted' }),
      ),
    );
    renderWithProviders(<AdminReports />, {
      at: '/admin-dashboard?tab=reports',
      user: makeUser({ role: 'Admin' }),
    });
    const card = await screen.findByRole('article', { name: 'Aarav Sharma and Meera Iyer' });
    expect(within(card).getByText('Asked me to pay outside TuitionHub')).toBeInTheDocument();
    expect(within(card).getByText(/Reported by/)).toHaveTextContent('Reported by Aarav Sharma');
    expect(within(card).getByRole('link', { name: 'Meera Iyer (Tutor)' })).toHaveAttribute(
      'href',
      `/tutors/${tutorId}`,
    );
    expect(within(card).getByRole('link', { name: 'Aarav Sharma (Student)' })).toHaveAttribute(
      'href',
      '/admin-dashboard?tab=users&q=Aarav+Sharma',
    );

    await userEvent.click(within(card).getByRole('button', { name: 'Read the conversation' }));
    expect(await within(card).findByText('Pay me on UPI meera@okbank')).toBeInTheDocument();
    expect(requestsTo('GET', `/api/conversations/${conversationId}/messages`)).toHaveLength(1);

    await userEvent.click(within(card).getByRole('button', { name: 'Delete message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message deleted')).toBeInTheDocument();
    expect(requestsTo('DELETE', `/api/conversations/messages/${messageId}`)).toHaveLength(1);
  });

  it('says when there are no reports', async () => {
    server.use(
      http.get('/api/admin/reports', () =>
        HttpResponse.json({ reports: [], total: 0, page: 1, pageSize: 12 }),
      ),
    );
    renderWithProviders(<AdminReports />, { user: makeUser({ role: 'Admin' }) });
    expect(await screen.findByText('No reported conversations')).toBeInTheDocument();
  });
});
