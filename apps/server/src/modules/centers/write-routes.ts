import {
  centerWriteResponseSchema,
  createCenterSchema,
  idParams,
  successSchema,
  updateCenterSchema,
} from '@tuitionhub/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, unauthenticated } from '../../lib/app-error.ts';
import { sentenceBodyValidator } from '../../http/body-validator.ts';
import { deleteAccount } from '../users/delete-account.ts';
import { assertCanManage, auditedAdmin } from '../users/permissions.ts';
import { registerUser } from '../users/register-user.ts';
import { findUserById } from '../users/repository.ts';
import { clearSessionCookie } from '../../http/session-cookie.ts';
import { updateCenter } from './update-center.ts';

const tags = ['tuition-centers'];

/** Write routes of /api/tuition-centers (api.md): create (admin), update and delete (that center, or an admin). */
export const centerWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    return request.user;
  };

  app.post(
    '/create',
    {
      schema: {
        tags,
        summary: 'Create a tuition center account and profile (admin)',
        body: createCenterSchema,
        response: { 201: centerWriteResponseSchema },
      },
      validatorCompiler: sentenceBodyValidator,
      preHandler: app.requireRole('Admin'),
    },
    async (request, reply) => {
      const tuitionCenter = await registerUser(
        { db: app.db },
        { ...request.body, role: 'Tuition Center' },
        {
          id: request.user!.id,
          email: request.user!.email,
        },
      );
      return reply
        .status(201)
        .send({ success: true, message: 'Tuition Center created successfully', tuitionCenter });
    },
  );

  app.put(
    '/update/:id',
    {
      schema: {
        tags,
        summary: "Edit a tuition center's public profile (that center, or an admin)",
        params: idParams,
        body: updateCenterSchema,
        response: { 200: centerWriteResponseSchema },
      },
      validatorCompiler: sentenceBodyValidator,
      preHandler: app.requireUser,
    },
    async (request) => {
      const tuitionCenter = await updateCenter(
        { db: app.db, uploadsDir: app.config.uploadsDir },
        actorOf(request),
        request.params.id,
        request.body,
      );
      return { success: true as const, message: 'Tuition Center updated successfully', tuitionCenter };
    },
  );

  app.delete(
    '/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete a tuition center account (that center, or an admin)',
        params: idParams,
        response: { 200: successSchema },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      assertCanManage(actor, request.params.id);
      const target = await findUserById(app.db, request.params.id);
      if (target?.role !== 'center') throw notFound('Tuition Center not found');
      const admin = auditedAdmin(actor, target.id);
      const options = admin ? { audit: { actor: admin, action: 'center.delete' } } : {};
      if (!(await deleteAccount({ db: app.db, uploadsDir: app.config.uploadsDir }, target.id, options))) {
        throw notFound('Tuition Center not found');
      }
      if (actor.id === target.id) clearSessionCookie(reply, app.config);
      return { success: true as const, message: 'Tuition Center deleted successfully' };
    },
  );
};
