import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** HTTP routes of the payments domain (api.md). */
export const paymentsRoutes: FastifyPluginAsyncZod = async () => {};
