import {
  adminAllUsersResponse,
  adminDeleteResponse,
  adminLegacyQuery,
  adminListQuery,
  idSchema,
} from '@tuitionhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteUserAsAdmin, listAccounts } from '../admin/service.ts';

const tags = ['admin'];
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/**
 * Admin-only routes under /api/user (spec §7: `GET /all?id=`, `DELETE /delete/:userId?adminId=`).
 * The query ids are accepted for old clients and ignored; the session's role decides (checked on
 * request, before anything is parsed).
 */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Admin'));

  app.get(
    '/all',
    {
      schema: {
        tags,
        security,
        // The original answered every user at once; pages of up to 100 keep that for most markets.
        querystring: adminListQuery.extend({ limit: z.coerce.number().int().min(1).max(100).default(100) }),
        response: {
          200: adminAllUsersResponse.extend({ total: z.number(), page: z.number(), pageSize: z.number() }),
        },
      },
    },
    async (req) => {
      const { items, ...page } = await listAccounts(app.db, req.query);
      return { users: items, ...page };
    },
  );

  app.delete(
    '/delete/:userId',
    {
      schema: {
        tags,
        security,
        params: z.object({ userId: idSchema }),
        querystring: adminLegacyQuery,
        response: { 200: adminDeleteResponse },
      },
    },
    async (req) =>
      deleteUserAsAdmin({ db: app.db, uploadsDir: app.config.uploadsDir }, req.user!, req.params.userId),
  );
};
