import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userAdminRoutes } from './admin-routes.ts';

/** HTTP routes of /api/user (api.md). Admin-only user routes live in admin-routes.ts. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(userAdminRoutes);
};
