import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** HTTP routes of the search domain (api.md). */
export const searchRoutes: FastifyPluginAsyncZod = async () => {};
