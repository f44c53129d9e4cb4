import {
  contactBody,
  enquiriesQuery,
  enquiriesResponse,
  enquiryBody,
  messageSentResponse,
  messageText,
  newsletterBody,
} from '@tuitionhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perHour } from '../../plugins/rate-limit.ts';
import { listEnquiries, sendContactMessage, sendEnquiry, subscribe } from './service.ts';

/** HTTP routes of the messages domain (api.md): /api/contact, /api/enquiries, /api/newsletter. */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    mailer: app.mailer,
    officeEmail: app.config.OFFICE_EMAIL,
    publicUrl: app.config.PUBLIC_URL,
  };

  app.post(
    '/contact',
    {
      config: { rateLimit: perHour(app.config.CONTACT_MAX_PER_HOUR, { hook: 'preHandler' }) },
      schema: {
        tags: ['messages'],
        summary: 'Send a message to the office (Contact page)',
        body: contactBody,
        response: { 201: messageSentResponse },
      },
    },
    async (request, reply) => {
      await sendContactMessage(deps, request.body);
      return reply.status(201).send({ success: true, message: messageText.sent });
    },
  );

  app.post(
    '/enquiries',
    {
      config: { rateLimit: perHour(app.config.ENQUIRY_MAX_PER_HOUR, { hook: 'preHandler' }) },
      schema: {
        tags: ['messages'],
        summary: 'Send a message to a tutor or center (its address is never shown to the sender)',
        body: enquiryBody,
        response: { 201: messageSentResponse },
      },
    },
    async (request, reply) => {
      await sendEnquiry(deps, request.body, request.user);
      return reply.status(201).send({ success: true, message: messageText.sent });
    },
  );

  app.get(
    '/enquiries',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['messages'],
        summary: "The signed-in tutor's or center's enquiries, newest first (admin: all)",
        security: [{ bearer: [] as string[] }, { cookie: [] as string[] }],
        querystring: enquiriesQuery,
        response: { 200: enquiriesResponse },
      },
    },
    async (request) => listEnquiries(deps, request.user!, request.query),
  );

  app.post(
    '/newsletter',
    {
      config: { rateLimit: perHour(app.config.NEWSLETTER_MAX_PER_HOUR, { hook: 'preHandler' }) },
      schema: {
        tags: ['messages'],
        summary: 'Subscribe an address to the newsletter (201 new, 200 already subscribed)',
        body: newsletterBody,
        response: { 200: messageSentResponse, 201: messageSentResponse },
      },
    },
    async (request, reply) => {
      const created = await subscribe(deps, request.body);
      return reply
        .status(created ? 201 : 200)
        .send({ success: true, message: created ? messageText.subscribed : messageText.alreadySubscribed });
    },
  );
};
