import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** HTTP routes of the admin domain (api.md). */
export const adminRoutes: FastifyPluginAsyncZod = async () => {};
