import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { SESSION_COOKIE } from '../plugins/auth.ts';

/** HttpOnly (scripts never see it), SameSite=Lax (no cross-site POSTs carry it), Secure in production. */
const options = (config: Config) =>
  ({ httpOnly: true, sameSite: 'lax', secure: config.isProduction, path: '/' }) as const;

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...options(config), maxAge: config.SESSION_TTL_DAYS * 86_400 });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, options(config));
}
