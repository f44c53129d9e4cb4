import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** HTTP routes of the users domain (api.md). */
export const usersRoutes: FastifyPluginAsyncZod = async () => {};
