import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../lib/app-error.ts';

/** The session's user, or 401: for handlers that read the actor without a requireUser guard. */
export function signedInUser(request: FastifyRequest): NonNullable<FastifyRequest['user']> {
  if (!request.user) throw unauthenticated();
  return request.user;
}
