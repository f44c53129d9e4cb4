import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** HTTP routes of the watchlist domain (api.md). */
export const watchlistRoutes: FastifyPluginAsyncZod = async () => {};
