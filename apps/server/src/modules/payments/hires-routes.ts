import { hireListQuery, hiresResponse } from '@tuitionhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listHires } from './list-hires.ts';

const security: { [label: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];

/** GET /api/hires (api-2 §5): who paid for whom, seen by the two parties and the admin. */
export const hiresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary:
          'Hires: a student sees the tutors and centers it paid for, a tutor or center the students who paid for it, the admin all (refunded in full left out)',
        security,
        querystring: hireListQuery,
        response: { 200: hiresResponse },
      },
    },
    async (request) =>
      listHires(app.db, { viewer: request.user!, page: request.query.page, limit: request.query.limit }),
  );
};
