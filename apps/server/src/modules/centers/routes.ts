import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { centerWriteRoutes } from './write-routes.ts';

/** HTTP routes of /api/tuition-centers (api.md). Reads here; writes in write-routes.ts. */
export const centersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(centerWriteRoutes);
};
