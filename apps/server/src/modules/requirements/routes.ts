import {
  acceptResponse as acceptResponseSchema,
  createRequirementBody,
  idParams,
  requirementDetailResponse,
  requirementResponse,
  requirementsQuery,
  requirementsResponse,
  respondBody,
  respondResponse,
  responseParams,
} from '@tuitionhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../http/signed-in-user.ts';
import {
  acceptResponse,
  closeOwnRequirement,
  createRequirement,
  getRequirement,
  listRequirements,
  respondToRequirement,
} from './service.ts';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const tags = ['requirements'];

/** Learning requirements (api-2 §3): /api/requirements. */
export const requirementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db };

  app.post(
    '/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'A student posts a learning requirement (201, open)',
        security,
        body: createRequirementBody,
        response: { 201: requirementResponse },
      },
    },
    async (request, reply) => {
      const requirement = await createRequirement(deps, signedInUser(request), request.body);
      return reply.status(201).send({ requirement });
    },
  );

  app.get(
    '/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Requirements: a student its own, a tutor/center its matching leads (newest first, contact masked), the admin all',
        security,
        querystring: requirementsQuery,
        response: { 200: requirementsResponse },
      },
    },
    async (request) =>
      listRequirements(deps, signedInUser(request), request.query, app.config.LISTING_COUNT_CAP),
  );

  app.get(
    '/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'One requirement with its responses (a tutor/center sees only its own response)',
        security,
        params: idParams,
        response: { 200: requirementDetailResponse },
      },
    },
    async (request) => getRequirement(deps, signedInUser(request), request.params.id),
  );

  app.post(
    '/:id/responses',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'A matching tutor or center responds once (409 a second time, or after 5 responses)',
        security,
        params: idParams,
        body: respondBody,
        response: { 201: respondResponse },
      },
    },
    async (request, reply) => {
      const response = await respondToRequirement(
        deps,
        signedInUser(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send({ response });
    },
  );

  app.post(
    '/:id/responses/:responseId/accept',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Its student accepts a response: contact shared with that responder, their conversation opened',
        security,
        params: responseParams,
        response: { 200: acceptResponseSchema },
      },
    },
    async (request) => ({
      conversationId: await acceptResponse(
        deps,
        signedInUser(request),
        request.params.id,
        request.params.responseId,
      ),
    }),
  );

  app.post(
    '/:id/close',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Its student closes the requirement (open → closed)',
        security,
        params: idParams,
        response: { 200: requirementResponse },
      },
    },
    async (request) => ({
      requirement: await closeOwnRequirement(deps, signedInUser(request), request.params.id),
    }),
  );
};
