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

/**
 * HTTP routes of /api/admin (api.md "Admin"). One guard for the whole plugin, run on request before
 * any parsing or validation: the session's role decides, never an `id`/`adminId` in the query.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Admin'));

  app.get(
    '/users',
    { schema: { tags, security, querystring: adminListQuery, response: { 200: adminUsersResponse } } },
    async (req) => {
      const { items, ...page } = await listAccounts(app.db, req.query);
      return { users: items, ...page };
    },
  );
  app.get(
    '/users/Tutors',
    { schema: { tags, security, querystring: adminListQuery, response: { 200: adminTutorsResponse } } },
    async (req) => {
      const { items, ...page } = await listAccounts(app.db, { ...req.query, role: 'Tutor' });
      return { tutors: items, ...page };
    },
  );
  app.get(
    '/users/TuitionCenter',
    { schema: { tags, security, querystring: adminListQuery, response: { 200: adminCentersResponse } } },
    async (req) => {
      const { items, ...page } = await listAccounts(app.db, { ...req.query, role: 'Tuition Center' });
      return { tuitionCenters: items, ...page };
    },
  );
  app.get(
    '/users/Students',
    { schema: { tags, security, querystring: adminListQuery, response: { 200: adminStudentsResponse } } },
    async (req) => {
      const { items, ...page } = await listAccounts(app.db, { ...req.query, role: 'Student' });
      return { students: items, ...page };
    },
  );
  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        security,
        params: idParams,
        querystring: adminLegacyQuery,
        response: { 200: adminUserDetailResponse },
      },
    },
    async (req) => getAccountDetail(app.db, req.params.id),
  );
  app.delete(
    '/user/:id',
    {
      schema: {
        tags,
        security,
        params: idParams,
        querystring: adminLegacyQuery,
        response: { 200: adminDeleteResponse },
      },
    },
    // req.user is set: the onRequest guard refused everyone but a signed-in admin.
    async (req) =>
      deleteUserAsAdmin({ db: app.db, uploadsDir: app.config.uploadsDir }, req.user!, req.params.id),
  );

  app.get(
    '/messages',
    { schema: { tags, security, querystring: adminListQuery, response: { 200: adminMessagesResponse } } },
    async (req) => {
      const { items, ...page } = await listContactMessages(app.db, req.query);
      return { messages: items, ...page };
    },
  );
  app.get(
    '/subscribers',
    { schema: { tags, security, querystring: adminListQuery, response: { 200: adminSubscribersResponse } } },
    async (req) => {
      const { items, ...page } = await listSubscribers(app.db, req.query);
      return { subscribers: items, ...page };
    },
  );
  app.get(
    '/enquiries',
    { schema: { tags, security, querystring: adminListQuery, response: { 200: adminEnquiriesResponse } } },
    async (req) => {
      const { items, ...page } = await listEnquiries(app.db, req.query);
      return { enquiries: items, ...page };
    },
  );
  app.get(
    '/payments',
    { schema: { tags, security, querystring: adminListQuery, response: { 200: adminPaymentsResponse } } },
    async (req) => {
      const { items, ...page } = await listPayments(app.db, req.query);
      return { payments: items, ...page };
    },
  );
  app.get(
    '/audit',
    { schema: { tags, security, querystring: adminListQuery, response: { 200: adminAuditResponse } } },
    async (req) => {
      const { items, ...page } = await listAuditEntries(app.db, req.query);
      return { entries: items, ...page };
    },
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
