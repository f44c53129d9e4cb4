import {
  accountMessages,
  forgotPasswordSchema,
  idSchema,
  loginResponseSchema,
  loginSchema,
  meResponseSchema,
  placeJsonFields,
  registerSchema,
  resetPasswordSchema,
  successSchema,
  updateUserSchema,
  userResponseSchema,
} from '@tuitionhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sentenceBodyValidator } from '../../http/body-validator.ts';
import { multipartBody } from '../../http/multipart-body.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie.ts';
import { signedInUser } from '../../http/signed-in-user.ts';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import { perHour } from '../../plugins/rate-limit.ts';
import { getSignedInUser, loginUser, logoutUser } from './login-user.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { registerUser } from './register-user.ts';
import { updateUser } from './update-user.ts';

const tags = ['users'];

/** HTTP routes of /api/user (api.md). Its admin-only routes are `userAdminRoutes` (admin module). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const loginDeps = {
    db: app.db,
    limiter: app.rateLimiter,
    limits: {
      maxPerEmail: config.LOGIN_MAX_FAILURES_PER_EMAIL,
      maxPerIp: config.LOGIN_MAX_FAILURES_PER_IP,
      windowMs: config.LOGIN_WINDOW_MINUTES * 60_000,
    },
    sessionTtlDays: config.SESSION_TTL_DAYS,
  };

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Sign up as Student, Tutor or Tuition Center (JSON or multipart)',
        consumes: ['application/json', 'multipart/form-data'],
        body: registerSchema,
        response: { 201: userResponseSchema },
      },
      validatorCompiler: sentenceBodyValidator,
      // Counted before the body is read: failed attempts (e.g. probing for taken e-mails) count too.
      config: { rateLimit: perHour(config.REGISTER_MAX_PER_HOUR) },
      preValidation: multipartBody(['subjects', 'courses', 'fees', 'acceptTerms', ...placeJsonFields]),
    },
    async (request, reply) => {
      const user = await registerUser({ db: app.db, profileReview: app.config.PROFILE_REVIEW }, request.body);
      return reply
        .status(201)
        .send({ success: true, message: accountMessages.registered[request.body.role], user });
    },
  );

  app.post(
    '/login',
    {
      schema: { tags, summary: 'Log in', body: loginSchema, response: { 200: loginResponseSchema } },
      validatorCompiler: sentenceBodyValidator,
    },
    async (request, reply) => {
      const { token, user } = await loginUser(loginDeps, { ...request.body, ip: request.ip });
      setSessionCookie(reply, config, token);
      return { success: true as const, message: accountMessages.loginSuccess, token, user };
    },
  );

  app.post(
    '/logout',
    { schema: { tags, summary: 'Log out (revokes the session)', response: { 200: successSchema } } },
    async (request, reply) => {
      await logoutUser(app.db, request.sessionToken);
      clearSessionCookie(reply, config);
      return { success: true as const, message: accountMessages.logout };
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user; `user: null` when no session was sent (a sent but dead one is 401)',
        response: { 200: meResponseSchema },
      },
    },
    async (request, reply) => {
      if (!request.user) {
        const sentSession = request.headers.authorization !== undefined || !!request.cookies[SESSION_COOKIE];
        if (!sentSession) return { user: null };
        // A dead session cookie is dropped, so the next page load is a plain visitor's.
        if (request.cookies[SESSION_COOKIE]) clearSessionCookie(reply, config);
      }
      return { user: await getSignedInUser(app.db, signedInUser(request).id) };
    },
  );

  app.put(
    '/update/:userId',
    {
      schema: {
        tags,
        summary: 'Edit an account (that user, or an admin)',
        params: z.object({ userId: idSchema }),
        body: updateUserSchema,
        response: { 200: userResponseSchema },
      },
      validatorCompiler: sentenceBodyValidator,
    },
    async (request) => {
      const actor = signedInUser(request);
      const user = await updateUser(
        { ...loginDeps, mailer: app.mailer, storage: app.storage },
        { actor, sessionToken: request.sessionToken, ip: request.ip },
        request.params.userId,
        request.body,
      );
      return { success: true as const, message: accountMessages.updated, user };
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags,
        summary: 'E-mail a one-time password reset link (same answer for every address)',
        body: forgotPasswordSchema,
        response: { 200: successSchema },
      },
      validatorCompiler: sentenceBodyValidator,
      config: { rateLimit: perHour(config.PASSWORD_RESET_MAX_PER_HOUR) },
    },
    async (request) => {
      // Never the Host header: it is the client's to choose, and would let an attacker have a real
      // reset link mailed to a victim pointing at the attacker's site. Set PUBLIC_URL in production.
      const baseUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
      await requestPasswordReset(
        {
          db: app.db,
          mailer: app.mailer,
          limiter: app.rateLimiter,
          maxPerHourPerEmail: config.PASSWORD_RESET_MAX_PER_HOUR,
        },
        { email: request.body.email, baseUrl },
      );
      return { success: true as const, message: accountMessages.forgotPassword };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset token (revokes every session)',
        body: resetPasswordSchema,
        response: { 200: successSchema },
      },
      validatorCompiler: sentenceBodyValidator,
    },
    async (request, reply) => {
      await resetPassword({ db: app.db, limiter: app.rateLimiter }, { ...request.body, ip: request.ip });
      clearSessionCookie(reply, config);
      return { success: true as const, message: accountMessages.passwordReset };
    },
  );
};
