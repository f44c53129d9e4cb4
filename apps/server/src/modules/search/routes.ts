import { searchQuery, searchResponse } from '@tuitionhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coalesced } from '../../http/shared-answer.ts';
import { searchCatalogue } from './service.ts';

/** GET /api/search?q= (api.md "Search"). The same for every visitor, so identical searches arriving together share one run. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = coalesced(searchResponse);
  app.get(
    '/',
    { schema: { tags: ['search'], querystring: searchQuery, response: { 200: searchResponse } } },
    async (request, reply) =>
      search(request, reply, request.query.q, () => searchCatalogue(app.db, request.query.q)),
  );
};
