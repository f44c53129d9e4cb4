import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tutorWriteRoutes } from './write-routes.ts';

/** HTTP routes of /api/tutors (api.md). Reads here; writes in write-routes.ts. */
export const tutorsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(tutorWriteRoutes);
};
