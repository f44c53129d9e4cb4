import {
  createTutorSchema,
  idParams,
  successSchema,
  tutorWriteResponseSchema,
  updateTutorSchema,
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
import { updateTutor } from './update-tutor.ts';

const tags = ['tutors'];

/** Write routes of /api/tutors (api.md): create (admin), update and delete (that tutor, or an admin). */
export const tutorWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    return request.user;
  };

  app.post(
    '/create',
    {
      schema: {
        tags,
        summary: 'Create a tutor account and profile (admin)',
        body: createTutorSchema,
        response: { 201: tutorWriteResponseSchema },
      },
      validatorCompiler: sentenceBodyValidator,
      preHandler: app.requireRole('Admin'),
    },
    async (request, reply) => {
      const tutor = await registerUser(
        { db: app.db },
        { ...request.body, role: 'Tutor' },
        {
          id: request.user!.id,
          email: request.user!.email,
        },
      );
      return reply.status(201).send({ success: true, message: 'Tutor created successfully', tutor });
    },
  );

  app.put(
    '/update-tutor/:id',
    {
      schema: {
        tags,
        summary: "Edit a tutor's public profile (that tutor, or an admin)",
        params: idParams,
        body: updateTutorSchema,
        response: { 200: tutorWriteResponseSchema },
      },
      validatorCompiler: sentenceBodyValidator,
      preHandler: app.requireUser,
    },
    async (request) => {
      const tutor = await updateTutor(
        { db: app.db, uploadsDir: app.config.uploadsDir },
        actorOf(request),
        request.params.id,
        request.body,
      );
      return { success: true as const, message: 'Tutor updated successfully', tutor };
    },
  );

  app.delete(
    '/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete a tutor account (that tutor, or an admin)',
        params: idParams,
        response: { 200: successSchema },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      assertCanManage(actor, request.params.id);
      const target = await findUserById(app.db, request.params.id);
      if (target?.role !== 'tutor') throw notFound('Tutor not found');
      const admin = auditedAdmin(actor, target.id);
      const options = admin ? { audit: { actor: admin, action: 'tutor.delete' } } : {};
      if (!(await deleteAccount({ db: app.db, uploadsDir: app.config.uploadsDir }, target.id, options))) {
        throw notFound('Tutor not found');
      }
      if (actor.id === target.id) clearSessionCookie(reply, app.config);
      return { success: true as const, message: 'Tutor deleted successfully' };
    },
  );
};
