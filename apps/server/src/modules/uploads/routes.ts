import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** HTTP routes of the uploads domain (api.md). */
export const uploadsRoutes: FastifyPluginAsyncZod = async () => {};
