import {
  availabilityBody,
  availabilityResponse,
  bookingResponse,
  bookingsQuery,
  bookingsResponse,
  createBookingBody,
  demoEntityParams,
  demoTutorsQuery,
  demoTutorsResponse,
  feedbackBody,
  feedbackResponse,
  idParams,
  openSlotsQuery,
  openSlotsResponse,
  reasonBody,
} from '@tuitionhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../http/signed-in-user.ts';
import {
  cancelBooking,
  completeBooking,
  confirmBooking,
  createBooking,
  declineBooking,
  getAvailability,
  getOpenSlots,
  giveFeedback,
  listBookings,
  listDemoTutors,
  setAvailability,
} from './service.ts';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** Free demo classes (api-2 §2): /api/demo. */
export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, mailer: app.mailer, publicUrl: app.config.PUBLIC_URL };
  const tags = ['demo'];

  app.put(
    '/availability',
    {
      preHandler: app.requireRole('Tutor', 'Tuition Center'),
      schema: {
        tags,
        summary: "Set the signed-in tutor's or center's weekly demo slots (India time)",
        security,
        body: availabilityBody,
        response: { 200: availabilityResponse },
      },
    },
    async (request) => setAvailability(deps, signedInUser(request), request.body),
  );

  app.get(
    '/availability/:entityType/:entityId',
    {
      schema: {
        tags,
        summary: "A tutor's or center's weekly demo slots",
        params: demoEntityParams,
        response: { 200: availabilityResponse },
      },
    },
    async (request) => getAvailability(deps, request.params),
  );

  app.get(
    '/open-slots/:entityType/:entityId',
    {
      schema: {
        tags,
        summary: 'Bookable demo instants for the next days (none within 12 hours)',
        params: demoEntityParams,
        querystring: openSlotsQuery,
        response: { 200: openSlotsResponse },
      },
    },
    async (request) => getOpenSlots(deps, request.params, request.query),
  );

  app.get(
    '/tutors',
    {
      schema: {
        tags,
        summary: "'Book Free Demo Classes': tutors of a subject with an open demo slot, soonest first",
        querystring: demoTutorsQuery,
        response: { 200: demoTutorsResponse },
      },
    },
    async (request) => listDemoTutors(deps, request.query),
  );

  app.post(
    '/bookings',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'A student books a free demo in an open slot (201 requested; 409 when just taken)',
        security,
        body: createBookingBody,
        response: { 201: bookingResponse },
      },
    },
    async (request, reply) => {
      const booking = await createBooking(deps, signedInUser(request), request.body);
      return reply.status(201).send({ booking });
    },
  );

  app.get(
    '/bookings',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Demo bookings: a student its own, a tutor/center those it received, the admin all',
        security,
        querystring: bookingsQuery,
        response: { 200: bookingsResponse },
      },
    },
    async (request) => listBookings(deps, signedInUser(request), request.query),
  );

  const transitions = [
    ['confirm', 'The tutor/center confirms a requested demo (both get an .ics invitation)', confirmBooking],
    ['complete', 'The tutor/center marks a demo done (after its start)', completeBooking],
  ] as const;
  for (const [action, summary, run] of transitions)
    app.post(
      `/bookings/:id/${action}`,
      {
        preHandler: app.requireUser,
        schema: { tags, summary, security, params: idParams, response: { 200: bookingResponse } },
      },
      async (request) => ({ booking: await run(deps, signedInUser(request), request.params.id) }),
    );

  const withReason = [
    ['decline', 'The tutor/center declines a requested demo, with a reason', declineBooking],
    ['cancel', 'Either party cancels a demo before its start, with a reason', cancelBooking],
  ] as const;
  for (const [action, summary, run] of withReason)
    app.post(
      `/bookings/:id/${action}`,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary,
          security,
          params: idParams,
          body: reasonBody,
          response: { 200: bookingResponse },
        },
      },
      async (request) => ({
        booking: await run(deps, signedInUser(request), request.params.id, request.body),
      }),
    );

  app.post(
    '/bookings/:id/feedback',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The student says whether it liked a done demo; not liked → up to 5 replacement tutors',
        security,
        params: idParams,
        body: feedbackBody,
        response: { 200: feedbackResponse },
      },
    },
    async (request) => giveFeedback(deps, signedInUser(request), request.params.id, request.body),
  );
};
