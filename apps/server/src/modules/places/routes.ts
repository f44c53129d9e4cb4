import { placesQuery, placesResponse } from '@tuitionhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { suggestPlaces } from './service.ts';

/** GET /api/places?q= (api-2 §1): anyone; autocomplete over the offline place directory. */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['places'],
        summary: 'Suggest places for a pincode, locality or city (best first, at most 10)',
        querystring: placesQuery,
        response: { 200: placesResponse },
      },
    },
    async (request) => suggestPlaces(app.db, request.query.q),
  );
};
