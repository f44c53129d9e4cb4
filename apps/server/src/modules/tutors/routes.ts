import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** HTTP routes of the tutors domain (api.md). */
export const tutorsRoutes: FastifyPluginAsyncZod = async () => {};
