import {
  adminProfilesQuery,
  adminProfilesResponse,
  idParams,
  profileReviewMessages,
  profileReviewResponse,
  rejectProfileBody,
  verifyProfileBody,
} from '@tuitionhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveProfile,
  listReviewProfiles,
  type ReviewDeps,
  rejectProfile,
  verifyProfile,
} from './service.ts';

const tags = ['admin'];
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** /api/admin/profiles (api-2 §6): the review queue, approve, reject with a reason, verify. Admin only. */
export const profileReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Admin'));
  const deps: ReviewDeps = { db: app.db, mailer: app.mailer, publicUrl: app.config.PUBLIC_URL };
  const actor = (u: { id: string; email: string }) => ({ id: u.id, email: u.email });

  app.get(
    '/',
    { schema: { tags, security, querystring: adminProfilesQuery, response: { 200: adminProfilesResponse } } },
    async (request) => listReviewProfiles(app.db, request.query),
  );
  app.post(
    '/:id/approve',
    { schema: { tags, security, params: idParams, response: { 200: profileReviewResponse } } },
    async (request) => ({
      success: true as const,
      message: profileReviewMessages.approved,
      profile: await approveProfile(deps, actor(request.user!), request.params.id),
    }),
  );
  app.post(
    '/:id/reject',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: rejectProfileBody,
        response: { 200: profileReviewResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: profileReviewMessages.rejected,
      profile: await rejectProfile(deps, actor(request.user!), request.params.id, request.body.reason),
    }),
  );
  app.post(
    '/:id/verify',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: verifyProfileBody,
        response: { 200: profileReviewResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: profileReviewMessages.verified,
      profile: await verifyProfile(deps, actor(request.user!), request.params.id, request.body.checked),
    }),
  );
};
