import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { SESSION_COOKIE } from '../plugins/auth.ts';

/**
 * HttpOnly (scripts never see it), SameSite=Lax (no cross-site POSTs carry it), and Secure when the
 * site is served over HTTPS: PUBLIC_URL is https, or this request came over TLS (directly, or through
 * a trusted proxy's X-Forwarded-Proto). Over plain HTTP — `npm start` opened from a phone on the LAN —
 * a Secure cookie would never come back, and nobody could sign in.
 */
const options = (reply: FastifyReply, config: Config) =>
  ({
    httpOnly: true,
    sameSite: 'lax',
    secure: config.httpsOrigin || reply.request.protocol === 'https',
    path: '/',
  }) as const;

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...options(reply, config),
    maxAge: config.SESSION_TTL_DAYS * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, options(reply, config));
}
