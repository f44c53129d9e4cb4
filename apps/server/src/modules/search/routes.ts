import { searchQuery, searchResponse } from '@tuitionhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchCatalogue } from './service.ts';

/** GET /api/search?q= (api.md "Search"). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['search'], querystring: searchQuery, response: { 200: searchResponse } } },
    async (request) => searchCatalogue(app.db, request.query.q),
  );
};
