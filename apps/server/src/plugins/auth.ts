import type { Role } from '@tuitionhub/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthenticated } from '../lib/app-error.ts';
import { dbRole } from '../lib/roles.ts';
import { findSessionUser, type SessionUser } from '../modules/users/sessions-repository.ts';

export const SESSION_COOKIE = 'session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, from the session token only (Bearer header or `session` cookie). */
    user: SessionUser | null;
    /** The raw token of the current session, for logout / "revoke my other sessions". */
    sessionToken: string | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 without a valid session. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler factory: 401 without a session, 403 unless the user has one of the roles. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The token of an `Authorization: Bearer …` header, if the request has one. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves `request.user` from the session. Cookie-authenticated writes must come from our own
 * origin (SameSite=Lax blocks most cross-site sends; the Origin check closes the rest — docs/decisions/005).
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { publicUrl?: string | undefined }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);

    app.addHook('onRequest', async (request) => {
      let token: string | null = null;
      let viaCookie = false;
      // A Bearer header decides alone (an empty one is no session), the cookie only without one.
      if (request.headers.authorization?.startsWith('Bearer ')) token = bearerToken(request);
      else if (request.cookies[SESSION_COOKIE]) {
        token = request.cookies[SESSION_COOKIE] ?? null;
        viaCookie = true;
      }
      if (!token || token.length > 200) return;
      if (viaCookie && !SAFE_METHODS.has(request.method) && !sameOrigin(request, opts.publicUrl)) {
        throw forbidden('Cross-site request refused');
      }
      const user = await findSessionUser(app.db, token);
      if (user) {
        request.user = user;
        request.sessionToken = token;
      }
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw unauthenticated();
    });
    app.decorate('requireRole', (...roles: Role[]) => {
      const allowed = new Set(roles.map(dbRole));
      return async (request: FastifyRequest) => {
        if (!request.user) throw unauthenticated();
        if (!allowed.has(request.user.role)) throw forbidden();
      };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

function sameOrigin(request: FastifyRequest, publicUrl?: string): boolean {
  const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
  // No Origin/Referer: not a browser form or fetch, so not a forgery vector.
  if (!origin) return true;
  if (publicUrl && origin === new URL(publicUrl).origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

function refererOrigin(referer?: string): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
