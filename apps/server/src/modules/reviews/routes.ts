import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** HTTP routes of the reviews domain (api.md). */
export const reviewsRoutes: FastifyPluginAsyncZod = async () => {};
