import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Write routes of /api/tutors (create, update, delete: owner or admin) — the accounts work. */
export const tutorWriteRoutes: FastifyPluginAsyncZod = async () => {};
