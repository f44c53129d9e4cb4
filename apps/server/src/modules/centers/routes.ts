import {
  centerListQuery,
  centerListResponse,
  centerProfileSchema,
  idParams,
  latestCentersResponse,
} from '@tuitionhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findCenters, findLatestCenters, getCenterProfile } from './service.ts';
import { centerWriteRoutes } from './write-routes.ts';

const tags = ['tuition centers'];

/** HTTP routes of /api/tuition-centers (api.md). Reads here; writes in write-routes.ts. */
export const centersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/all',
    { schema: { tags, querystring: centerListQuery, response: { 200: centerListResponse } } },
    async (request) => findCenters(app.db, request.query),
  );

  app.get('/latest', { schema: { tags, response: { 200: latestCentersResponse } } }, async () => ({
    latesttuitionCenters: await findLatestCenters(app.db),
  }));

  app.get(
    '/get-profile/:id',
    { schema: { tags, params: idParams, response: { 200: centerProfileSchema } } },
    async (request) => getCenterProfile(app.db, request.params.id),
  );

  await app.register(centerWriteRoutes);
};
