import {
  createReviewBody,
  idParams,
  reviewMessages,
  reviewsQuery,
  reviewsResponse,
  reviewWriteResponse,
  successSchema,
  updateReviewBody,
} from '@tuitionhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReview, deleteReview, getReviews, updateReview } from './service.ts';

const tags = ['reviews'];
const security: { [scheme: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];

/** HTTP routes of the reviews domain (api.md). The author is always the session's user. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db };

  app.get(
    '/getreviews',
    {
      schema: {
        tags,
        summary: 'Reviews of a tutor or center, newest first, with its rating summary',
        querystring: reviewsQuery,
        response: { 200: reviewsResponse },
      },
    },
    async (request) => {
      const q = request.query;
      return getReviews(deps, request.user, {
        entityType: q.reviewedEntityType,
        entityId: q.reviewedEntityId,
        page: q.page,
        limit: q.limit,
      });
    },
  );

  app.post(
    '/create',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Review a tutor or center (a second review by the same user replaces the first)',
        body: createReviewBody,
        response: { 200: reviewWriteResponse, 201: reviewWriteResponse },
      },
    },
    async (request, reply) => {
      const { review, created } = await createReview(deps, request.user!, request.body);
      return reply
        .status(created ? 201 : 200)
        .send({ success: true, message: created ? reviewMessages.created : reviewMessages.updated, review });
    },
  );

  app.put(
    '/reviews/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Edit your review',
        params: idParams,
        body: updateReviewBody,
        response: { 200: reviewWriteResponse },
      },
    },
    async (request) => {
      const review = await updateReview(deps, request.user!, request.params.id, request.body);
      return { success: true as const, message: reviewMessages.updated, review };
    },
  );

  app.delete(
    '/reviews/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Delete a review (its author, or an admin)',
        params: idParams,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      await deleteReview(deps, request.user!, request.params.id);
      return { success: true as const, message: reviewMessages.deleted };
    },
  );
};
