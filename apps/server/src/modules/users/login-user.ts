import type { User } from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, unauthenticated } from '../../lib/app-error.ts';
import { dummyHash, verifyPassword } from '../../lib/password.ts';
import type { RateLimiter } from '../../providers/rate-limiter.ts';
import { findUserByEmail, loadUser } from './repository.ts';
import { createSession, deleteSession } from './sessions-repository.ts';

export const INVALID_LOGIN = 'Invalid email or password';

export interface LoginLimits {
  /** Failures allowed for one e-mail from one IP per window (0: no limit). */
  maxPerEmail: number;
  /** Failures allowed from one IP across all e-mails per window (credential stuffing; 0: no limit). */
  maxPerIp: number;
  windowMs: number;
}

export interface LoginDeps {
  db: Db;
  limiter: RateLimiter;
  limits: LoginLimits;
  sessionTtlDays: number;
}

export const emailIpKey = (email: string, ip: string) => `login-fail:email-ip:${email}|${ip}`;
const ipKey = (ip: string) => `login-fail:ip:${ip}`;

const locked = (retryAfter: number) =>
  new AppError(
    'RATE_LIMITED',
    `Too many failed login attempts. Please try again in ${Math.max(1, Math.ceil(retryAfter / 60))} minute(s).`,
    { headers: { 'retry-after': String(retryAfter) } },
  );

/**
 * Checks the credentials and opens a session. Unknown e-mail and wrong password give the same
 * answer after the same work (a real hash is verified either way).
 *
 * Brute force: each attempt counts against (e-mail, IP) *before* the password is checked, so
 * parallel guesses cannot slip past the limit; a success clears that counter. Failures also count
 * per IP, across e-mails; a success does not clear that one (one good account must not reset it).
 */
export async function loginUser(
  deps: LoginDeps,
  input: { email: string; password: string; ip: string },
): Promise<{ token: string; user: User }> {
  const { limiter, limits } = deps;
  const windowMs = limits.windowMs;
  if (limits.maxPerIp > 0) {
    const ip = await limiter.peek(ipKey(input.ip));
    if (ip.count >= limits.maxPerIp) throw locked(ip.retryAfter);
  }
  const pairKey = emailIpKey(input.email, input.ip);
  if (limits.maxPerEmail > 0) {
    const pair = await limiter.hit(pairKey, windowMs);
    if (pair.count > limits.maxPerEmail) throw locked(pair.retryAfter);
  }

  const found = await findUserByEmail(deps.db, input.email);
  const ok = await verifyPassword(found?.passwordHash ?? (await dummyHash()), input.password);
  if (!found || !ok) {
    if (limits.maxPerIp > 0) await limiter.hit(ipKey(input.ip), windowMs);
    throw new AppError('UNAUTHENTICATED', INVALID_LOGIN);
  }
  if (limits.maxPerEmail > 0) await limiter.reset(pairKey);
  const token = await createSession(deps.db, found.id, deps.sessionTtlDays);
  const user = (await loadUser(deps.db, found.id))!;
  return { token, user };
}

/**
 * A current-password check outside login (profile edit): refuses while (e-mail, IP) is locked;
 * `failed` first counts a wrong password like a failed login (which may use up the last attempt).
 */
export async function checkPasswordLock(
  deps: Pick<LoginDeps, 'limiter' | 'limits'>,
  email: string,
  ip: string,
  failed = false,
): Promise<void> {
  const { limiter, limits } = deps;
  if (limits.maxPerEmail <= 0) return;
  const key = emailIpKey(email, ip);
  const { count, retryAfter } = failed ? await limiter.hit(key, limits.windowMs) : await limiter.peek(key);
  if (count > limits.maxPerEmail - (failed ? 0 : 1)) throw locked(retryAfter);
}

/** Logout: revokes the request's session, if it has one. */
export async function logoutUser(db: Db, sessionToken: string | null): Promise<void> {
  if (sessionToken) await deleteSession(db, sessionToken);
}

/** The signed-in account as api.md's `user`; 401 when the account is gone. */
export async function getSignedInUser(db: Db, userId: string): Promise<User> {
  const user = await loadUser(db, userId);
  if (!user) throw unauthenticated();
  return user;
}
