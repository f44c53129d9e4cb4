import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Admin-only routes under /api/user (GET /all, DELETE /delete/:userId) — the admin work. */
export const userAdminRoutes: FastifyPluginAsyncZod = async () => {};
