import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** HTTP routes of the centers domain (api.md). */
export const centersRoutes: FastifyPluginAsyncZod = async () => {};
