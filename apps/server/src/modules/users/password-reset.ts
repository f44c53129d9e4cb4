import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../providers/mail.ts';
import { renderMail } from '../../providers/mail-templates.ts';
import type { RateLimiter } from '../../providers/rate-limiter.ts';
import { emailIpKey } from './login-user.ts';
import { isResetTokenLive, replaceResetToken, useResetToken } from './password-resets-repository.ts';
import { findUserByEmail, findUserById, updateUserRow } from './repository.ts';
import { deleteUserSessions } from './sessions-repository.ts';

export const RESET_TTL_MS = 60 * 60 * 1000;
export const RESET_INVALID = 'This password reset link is invalid or has expired.';

/**
 * POST /api/user/forgot-password. The caller answers the same sentence whatever happens here
 * (no account enumeration). For a known address: a new one-time token (only its hash is stored;
 * earlier unused links stop working) and an e-mail with the link.
 */
export async function requestPasswordReset(
  deps: { db: Db; mailer: Mailer; limiter: RateLimiter; maxPerHourPerEmail: number },
  input: { email: string; baseUrl: string },
  now = new Date(),
): Promise<void> {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) return;
  if (deps.maxPerHourPerEmail > 0) {
    // Quietly caps the mails one inbox receives (no error: that would tell the account exists).
    const { count } = await deps.limiter.hit(`reset-mail:${user.id}`, 3_600_000);
    if (count > deps.maxPerHourPerEmail) return;
  }
  const token = newToken();
  const url = `${input.baseUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
  // The token and its mail are kept together or not at all.
  await deps.db.transaction(async (tx) => {
    await replaceResetToken(
      tx,
      { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + RESET_TTL_MS) },
      now,
    );
    await deps.mailer.send(
      renderMail({
        to: user.email,
        subject: 'Reset your TuitionHub password',
        heading: 'Reset your password',
        paragraphs: [
          `Hello ${user.name},`,
          'Someone (hopefully you) asked to reset the password of your TuitionHub account. The link below works once, for 1 hour.',
          'If you did not ask for this, ignore this email: your password stays as it is.',
        ],
        action: { label: 'Choose a new password', url },
      }),
      tx,
    );
  });
  deps.mailer.wake();
}

/**
 * POST /api/user/reset-password. Marks the token used (atomically: a second use finds nothing),
 * sets the new password and revokes every session of the user, in one transaction.
 */
export async function resetPassword(
  deps: { db: Db; limiter: RateLimiter },
  input: { token: string; password: string; ip: string },
  now = new Date(),
): Promise<void> {
  const tokenHash = hashToken(input.token);
  const invalid = () => badRequest(RESET_INVALID, [{ path: 'token', message: RESET_INVALID }]);
  // Checked before hashing, so junk tokens cost no argon2 work.
  if (!(await isResetTokenLive(deps.db, tokenHash, now))) throw invalid();
  const passwordHash = await hashPassword(input.password);
  const email = await deps.db.transaction(async (tx) => {
    const userId = await useResetToken(tx, tokenHash, now);
    if (!userId) return null;
    await updateUserRow(tx, userId, { passwordHash });
    await deleteUserSessions(tx, userId);
    return (await findUserById(tx, userId))?.email ?? null;
  });
  if (!email) throw invalid();
  // Whoever proved they own the mailbox should not stay locked out of their own account.
  await deps.limiter.reset(emailIpKey(email, input.ip));
}
