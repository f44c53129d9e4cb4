import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Write routes of /api/tuition-centers (create, update, delete: owner or admin) — the accounts work. */
export const centerWriteRoutes: FastifyPluginAsyncZod = async () => {};
