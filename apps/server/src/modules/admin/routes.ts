import {
  adminAllUsersResponse,
  adminAuditResponse,
  adminCentersResponse,
  adminDeleteResponse,
  adminEnquiriesResponse,
  adminLegacyQuery,
  adminListQuery,
  adminMessagesResponse,
  adminPaymentsResponse,
  adminStudentsResponse,
  adminSubscribersResponse,
  adminTutorsResponse,
  adminUserDetailResponse,
  adminUsersResponse,
  idParams,
  idSchema,
} from '@tuitionhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteUserAsAdmin,
  getAccountDetail,
  listAccounts,
  listAuditEntries,
  listContactMessages,
  listEnquiries,
  listPayments,
  listSubscribers,
} from './service.ts';

const tags = ['admin'];
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const list = { tags, security, querystring: adminListQuery };
const one = { tags, security, querystring: adminLegacyQuery };

/**
 * HTTP routes of /api/admin (api.md "Admin"). One guard for the whole plugin, run on request before
 * any parsing or validation: the session's role decides, never an `id`/`adminId` in the query.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Admin'));
  const { db } = app;

  app.get('/users', { schema: { ...list, response: { 200: adminUsersResponse } } }, async (req) =>
    listAccounts(db, 'users', req.query),
  );
  app.get('/users/Tutors', { schema: { ...list, response: { 200: adminTutorsResponse } } }, async (req) =>
    listAccounts(db, 'tutors', req.query, 'Tutor'),
  );
  app.get(
    '/users/TuitionCenter',
    { schema: { ...list, response: { 200: adminCentersResponse } } },
    async (req) => listAccounts(db, 'tuitionCenters', req.query, 'Tuition Center'),
  );
  app.get('/users/Students', { schema: { ...list, response: { 200: adminStudentsResponse } } }, async (req) =>
    listAccounts(db, 'students', req.query, 'Student'),
  );
  app.get(
    '/users/:id',
    { schema: { ...one, params: idParams, response: { 200: adminUserDetailResponse } } },
    async (req) => getAccountDetail(db, req.params.id),
  );
  app.delete(
    '/user/:id',
    { schema: { ...one, params: idParams, response: { 200: adminDeleteResponse } } },
    // req.user is set: the onRequest guard refused everyone but a signed-in admin.
    async (req) => deleteUserAsAdmin({ db, storage: app.storage }, req.user!, req.params.id),
  );

  app.get('/messages', { schema: { ...list, response: { 200: adminMessagesResponse } } }, async (req) =>
    listContactMessages(db, req.query),
  );
  app.get('/subscribers', { schema: { ...list, response: { 200: adminSubscribersResponse } } }, async (req) =>
    listSubscribers(db, req.query),
  );
  app.get('/enquiries', { schema: { ...list, response: { 200: adminEnquiriesResponse } } }, async (req) =>
    listEnquiries(db, req.query),
  );
  app.get('/payments', { schema: { ...list, response: { 200: adminPaymentsResponse } } }, async (req) =>
    listPayments(db, req.query),
  );
  app.get('/audit', { schema: { ...list, response: { 200: adminAuditResponse } } }, async (req) =>
    listAuditEntries(db, req.query),
  );
};

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
    async (req) => listAccounts(app.db, 'users', req.query),
  );

  app.delete(
    '/delete/:userId',
    {
      schema: { ...one, params: z.object({ userId: idSchema }), response: { 200: adminDeleteResponse } },
    },
    async (req) => deleteUserAsAdmin({ db: app.db, storage: app.storage }, req.user!, req.params.userId),
  );
};
