import {
  conversationCreatedResponse,
  conversationMessages,
  conversationOkResponse,
  conversationsResponse,
  createConversationBody,
  idParams,
  messageResponse,
  messagesQuery,
  messagesResponse,
  paginationQuery,
  reportBody,
  reportsResponse,
  sendMessageBody,
  unreadResponse,
} from '@tuitionhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../http/signed-in-user.ts';
import { perHour } from '../../plugins/rate-limit.ts';
import {
  blockConversation,
  listConversations,
  listMessages,
  listReports,
  markRead,
  removeMessage,
  reportConversation,
  sendMessage,
  startConversation,
  unreadCount,
} from './service.ts';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const tags = ['conversations'];

/** Conversations between a student and a tutor or center (api-2 §4): /api/conversations. */
export const conversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, mailer: app.mailer, publicUrl: app.config.PUBLIC_URL };

  app.get(
    '/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The signed-in user's conversations, newest activity first, with unread counts",
        security,
        response: { 200: conversationsResponse },
      },
    },
    async (request) => listConversations(deps, signedInUser(request)),
  );

  app.get(
    '/unread',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Unread messages over all of the signed-in user’s conversations (the header badge)',
        security,
        response: { 200: unreadResponse },
      },
    },
    async (request) => ({ unread: await unreadCount(deps, signedInUser(request)) }),
  );

  app.post(
    '/',
    {
      preHandler: app.requireUser,
      // A new thread is an unsolicited message: limited like enquiries.
      config: { rateLimit: perHour(app.config.ENQUIRY_MAX_PER_HOUR, { hook: 'preHandler' }) },
      schema: {
        tags,
        summary: "A student writes to a tutor or center (reuses the pair's conversation)",
        security,
        body: createConversationBody,
        response: { 201: conversationCreatedResponse },
      },
    },
    async (request, reply) => {
      const conversationId = await startConversation(deps, signedInUser(request), request.body);
      return reply.status(201).send({ conversationId });
    },
  );

  app.get(
    '/:id/messages',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Messages newest first (its two parties; the admin once reported). Contact details masked to the other party until the pair books',
        security,
        params: idParams,
        querystring: messagesQuery,
        response: { 200: messagesResponse },
      },
    },
    async (request) => ({
      messages: await listMessages(deps, signedInUser(request), request.params.id, request.query),
    }),
  );

  app.post(
    '/:id/messages',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Send a message (1–2,000 characters); 403 once blocked',
        security,
        params: idParams,
        body: sendMessageBody,
        response: { 201: messageResponse },
      },
    },
    async (request, reply) => {
      const message = await sendMessage(deps, signedInUser(request), request.params.id, request.body.text);
      return reply.status(201).send({ message });
    },
  );

  const actions = [
    ['read', 'Mark the conversation read', markRead, 'Marked as read'],
    [
      'block',
      'Block the conversation: no new messages either way',
      blockConversation,
      'Conversation blocked',
    ],
  ] as const;
  for (const [action, summary, run, done] of actions)
    app.post(
      `/:id/${action}`,
      {
        preHandler: app.requireUser,
        schema: { tags, summary, security, params: idParams, response: { 200: conversationOkResponse } },
      },
      async (request) => {
        await run(deps, signedInUser(request), request.params.id);
        return { success: true as const, message: done };
      },
    );

  app.post(
    '/:id/report',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Report the conversation to the admin's queue",
        security,
        params: idParams,
        body: reportBody,
        response: { 200: conversationOkResponse },
      },
    },
    async (request) => {
      await reportConversation(deps, signedInUser(request), request.params.id, request.body.reason);
      return { success: true as const, message: conversationMessages.reported };
    },
  );

  app.delete(
    '/messages/:id',
    {
      preHandler: app.requireRole('Admin'),
      schema: {
        tags,
        summary: 'The admin deletes one message (of a reported conversation, say)',
        security,
        params: idParams,
        response: { 200: conversationOkResponse },
      },
    },
    async (request) => {
      await removeMessage(deps, signedInUser(request), request.params.id);
      return { success: true as const, message: 'Message deleted' };
    },
  );
};

/** The admin's queue of reported conversations (/api/admin/reports). */
export const conversationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db };
  const admin = app.requireRole('Admin');

  app.get(
    '/reports',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary:
          'Reported conversations, newest first (read one through GET /api/conversations/:id/messages)',
        security,
        querystring: paginationQuery,
        response: { 200: reportsResponse },
      },
    },
    async (request) => listReports(deps, request.query),
  );
};
