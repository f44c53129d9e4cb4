import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ConversationMessage,
  type ConversationSummary,
  contactHidden,
  conversationMessages,
  type User,
} from '@tuitionhub/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { Component as ConversationsRoute } from '../../../app/routes/conversations.tsx';
import { makeUser, nextId } from '../../../test/factories.ts';
import { fill, here, renderWithProviders } from '../../../test/render.tsx';
import { apiError, requestsTo, server } from '../../../test/server.ts';

const student = makeUser({ name: 'Aarav Sharma' });
const tutorId = nextId();
const threadId = nextId();
const now = Date.now();
const ago = (min: number) => new Date(now - min * 60_000).toISOString();

const msg = (from: string, text: string, min: number): ConversationMessage => ({
  _id: nextId(),
  from,
  text,
  createdAt: ago(min),
});

function summary(over: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    _id: threadId,
    with: { _id: tutorId, name: 'Meera Iyer', photo: '', role: 'Tutor' },
    lastMessage: msg(tutorId, 'See you on Monday', 5),
    unread: 2,
    blocked: false,
    unlocked: false,
    updatedAt: ago(5),
    ...over,
  };
}

const routes = [
  { path: '/conversations', element: <ConversationsRoute /> },
  { path: '/conversations/:id', element: <ConversationsRoute /> },
];

/** The server: these threads; the open thread's messages (newest first, as the API answers). */
function serve({
  conversations = [summary()],
  messages = [msg(tutorId, 'See you on Monday', 5), msg(student._id, 'Hello, is Monday fine?', 30)],
}: {
  conversations?: ConversationSummary[];
  messages?: ConversationMessage[];
} = {}) {
  server.use(
    http.get('/api/conversations', () => HttpResponse.json({ conversations })),
    http.get('/api/conversations/:id/messages', () => HttpResponse.json({ messages })),
    http.post('/api/conversations/:id/read', () =>
      HttpResponse.json({ success: true, message: 'Marked as read' }),
    ),
  );
}

const open = (at: string, user: User = student) => renderWithProviders(routes, { at, user });

describe('Conversations page', () => {
  it('lists threads: who, their role, the last message, when and how many are unread', async () => {
    serve({
      conversations: [
        summary(),
        summary({
          _id: nextId(),
          with: { _id: nextId(), name: 'Bright Minds Academy', photo: '', role: 'Tuition Center' },
          lastMessage: msg(student._id, 'What are the batch timings?', 60 * 30),
          unread: 0,
          updatedAt: ago(60 * 30),
        }),
      ],
    });
    open('/conversations');
    const nav = await screen.findByRole('navigation', { name: 'Conversations' });
    const links = await within(nav).findAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveTextContent('Meera Iyer');
    expect(links[0]).toHaveTextContent('Tutor');
    expect(links[0]).toHaveTextContent('See you on Monday');
    expect(links[0]).toHaveTextContent('5 min ago');
    expect(links[0]).toHaveTextContent('2 unread');
    expect(links[0]).toHaveAttribute('href', `/conversations/${threadId}`);
    expect(links[1]).toHaveTextContent('Bright Minds Academy');
    expect(links[1]).toHaveTextContent('Tuition center');
    expect(links[1]).toHaveTextContent('You: What are the batch timings?');
    expect(links[1]).not.toHaveTextContent('unread');
    expect(screen.getByText('Choose a conversation to read it.')).toBeInTheDocument();
  });

  it('shows a real empty state: no conversations yet, and where to start', async () => {
    serve({ conversations: [] });
    open('/conversations');
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a tutor' })).toHaveAttribute('href', '/all-tutors');
  });

  it('says when the list could not load, with a retry', async () => {
    server.use(http.get('/api/conversations', () => apiError(500, 'INTERNAL', 'Boom')));
    open('/conversations');
    expect(await screen.findByText('Could not load your conversations')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('opens a thread oldest first, mine and theirs apart, masked text as is, and marks it read', async () => {
    serve({
      messages: [
        msg(tutorId, `Call me on ${contactHidden}`, 5),
        msg(student._id, 'Hello, is Monday fine?', 30),
      ],
    });
    open(`/conversations/${threadId}`);
    expect(await screen.findByRole('heading', { name: 'Meera Iyer' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Messages' });
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^You: Hello, is Monday fine\?/),
      expect.stringMatching(/^Meera Iyer: Call me on \[contact hidden until you book\]/),
    ]);
    expect(screen.getByText(/stay hidden from each other until you book/)).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('POST', `/api/conversations/${threadId}/read`)).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', `/tutor/${tutorId}`);
  });

  it('loads older messages before the oldest one shown', async () => {
    const page1 = Array.from({ length: 30 }, (_, i) => msg(tutorId, `Message ${30 - i}`, i + 1));
    const older = [msg(student._id, 'The very first message', 600)];
    serve();
    server.use(
      http.get('/api/conversations/:id/messages', ({ request }) =>
        HttpResponse.json({
          messages: new URL(request.url).searchParams.get('before') ? older : page1,
        }),
      ),
    );
    open(`/conversations/${threadId}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText('The very first message')).toBeInTheDocument();
    const asked = requestsTo('GET', `/api/conversations/${threadId}/messages`).map((r) =>
      r.url.searchParams.get('before'),
    );
    expect(asked).toContain(page1[29]?.createdAt);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('sends with Enter (Shift+Enter is a new line) and shows the message at once', async () => {
    serve();
    server.use(
      http.post('/api/conversations/:id/messages', async ({ request }) => {
        const { text } = (await request.json()) as { text: string };
        return HttpResponse.json({ message: msg(student._id, text, 0) }, { status: 201 });
      }),
    );
    open(`/conversations/${threadId}`);
    const box = await screen.findByLabelText('Message Meera Iyer');
    await userEvent.type(box, 'Monday at 5?{Shift>}{Enter}{/Shift}Thanks');
    expect(box).toHaveValue('Monday at 5?\nThanks');
    expect(screen.getByText('19 / 2,000 characters')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(/Monday at 5\?\s+Thanks/)).toBeInTheDocument();
    expect(requestsTo('POST', `/api/conversations/${threadId}/messages`).map((r) => r.body)).toEqual([
      { text: 'Monday at 5?\nThanks' },
    ]);
    expect(box).toHaveValue('');
  });

  it("keeps the text and shows the server's sentence when sending fails", async () => {
    serve();
    server.use(
      http.post('/api/conversations/:id/messages', () =>
        apiError(400, 'VALIDATION_ERROR', conversationMessages.textTooLong),
      ),
    );
    open(`/conversations/${threadId}`);
    const box = await screen.findByLabelText('Message Meera Iyer');
    await fill(box, 'Is Monday fine?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(conversationMessages.textTooLong);
    expect(box).toHaveValue('Is Monday fine?');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses an empty message without sending it', async () => {
    serve();
    open(`/conversations/${threadId}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(conversationMessages.textRequired);
    expect(requestsTo('POST', `/api/conversations/${threadId}/messages`)).toEqual([]);
  });

  it('blocks after a confirmation, and the composer gives way to the blocked line', async () => {
    serve();
    server.use(
      http.post('/api/conversations/:id/block', () =>
        HttpResponse.json({ success: true, message: 'Conversation blocked' }),
      ),
    );
    open(`/conversations/${threadId}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Meera Iyer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('You can no longer message each other.')).toBeInTheDocument();
    expect(requestsTo('POST', `/api/conversations/${threadId}/block`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('shows a blocked thread as blocked', async () => {
    serve({ conversations: [summary({ blocked: true })] });
    open(`/conversations/${threadId}`);
    expect(await screen.findByText('You can no longer message each other.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Message Meera Iyer')).not.toBeInTheDocument();
  });

  it('reports with a reason (required) and thanks the reporter', async () => {
    serve();
    server.use(
      http.post('/api/conversations/:id/report', () =>
        HttpResponse.json({ success: true, message: conversationMessages.reported }),
      ),
    );
    open(`/conversations/${threadId}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this conversation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(conversationMessages.reasonRequired)).toBeInTheDocument();
    await fill(within(dialog).getByLabelText(/^Reason/), 'Asked me to pay outside TuitionHub');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(conversationMessages.reported)).toBeInTheDocument();
    expect(requestsTo('POST', `/api/conversations/${threadId}/report`).map((r) => r.body)).toEqual([
      { reason: 'Asked me to pay outside TuitionHub' },
    ]);
  });

  it("shows the server's sentence for a thread that is not yours", async () => {
    serve();
    server.use(
      http.get('/api/conversations/:id/messages', () =>
        apiError(404, 'NOT_FOUND', conversationMessages.notFound),
      ),
    );
    open(`/conversations/${nextId()}`);
    expect(await screen.findByText(conversationMessages.notFound)).toBeInTheDocument();
  });

  it('sends a visitor to log in and back', async () => {
    const { router } = renderWithProviders(routes, { at: `/conversations/${threadId}` });
    await waitFor(() => expect(here(router)).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: `/conversations/${threadId}` });
  });
});
