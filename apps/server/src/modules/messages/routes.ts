import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** HTTP routes of the messages domain (api.md). */
export const messagesRoutes: FastifyPluginAsyncZod = async () => {};
