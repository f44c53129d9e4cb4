import {
  idParams,
  latestTutorsResponse,
  tutorCardSchema,
  tutorListQuery,
  tutorListResponse,
  tutorSearchQuery,
  tutorSearchResponse,
} from '@tuitionhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findLatestTutors, findTutors, getTutor, searchTutors } from './service.ts';
import { tutorWriteRoutes } from './write-routes.ts';

const tags = ['tutors'];

/** HTTP routes of /api/tutors (api.md). Reads here; writes in write-routes.ts. */
export const tutorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/all-tutors',
    { schema: { tags, querystring: tutorListQuery, response: { 200: tutorListResponse } } },
    async (request) => findTutors(app.db, request.query),
  );

  app.get('/latest-tutors', { schema: { tags, response: { 200: latestTutorsResponse } } }, async () => ({
    latestTutors: await findLatestTutors(app.db),
  }));

  app.get(
    '/get-tutor/:id',
    { schema: { tags, params: idParams, response: { 200: tutorCardSchema } } },
    async (request) => getTutor(app.db, request.params.id),
  );

  app.get(
    '/search',
    { schema: { tags, querystring: tutorSearchQuery, response: { 200: tutorSearchResponse } } },
    async (request) => searchTutors(app.db, request.query.name),
  );

  await app.register(tutorWriteRoutes);
};
