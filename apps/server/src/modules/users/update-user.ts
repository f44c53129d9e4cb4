import type { UpdateUserInput, User } from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { type Actor, auditedAdmin, canManage } from '../../lib/permissions.ts';
import type { Mailer } from '../../providers/mail.ts';
import { renderMail } from '../../providers/mail-templates.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { recordAudit } from '../audit/repository.ts';
import { refreshProfileDerived } from '../profile-rows/repository.ts';
import { deleteUploadFile, setAccountPhoto } from '../uploads/photo.ts';
import { checkPasswordLock, type LoginDeps } from './login-user.ts';
import { EMAIL_TAKEN } from './register-user.ts';
import { emailTaken, findUserById, isUniqueViolation, loadUser, updateUserRow } from './repository.ts';
import { deleteUserSessions } from './sessions-repository.ts';

export interface UpdateUserDeps extends Pick<LoginDeps, 'limiter' | 'limits'> {
  db: Db;
  mailer: Mailer;
  storage: StorageProvider;
}

/**
 * PUT /api/user/update/:userId. Only the user or an admin. Changing your own password or e-mail
 * needs your current password (a stolen session alone cannot take the account over); an admin
 * changing someone else's account does not. A new password revokes the user's other sessions.
 */
export async function updateUser(
  deps: UpdateUserDeps,
  ctx: { actor: Actor; sessionToken: string | null; ip: string },
  userId: string,
  input: UpdateUserInput,
): Promise<User> {
  const { db } = deps;
  const { actor } = ctx;
  if (!canManage(actor, userId)) throw forbidden();
  const target = await findUserById(db, userId);
  if (!target) throw notFound('User not found');

  const newPassword = input.password ? input.password : undefined;
  const newEmail = input.email !== undefined && input.email !== target.email ? input.email : undefined;
  const self = actor.id === target.id;
  if (self && (newPassword || newEmail)) {
    await checkPasswordLock(deps, target.email, ctx.ip);
    if (!input.currentPassword) {
      throw badRequest('Please enter your current password to change your password or email', [
        { path: 'currentPassword', message: 'Current password is required' },
      ]);
    }
    if (!(await verifyPassword(target.passwordHash, input.currentPassword))) {
      await checkPasswordLock(deps, target.email, ctx.ip, true);
      throw badRequest('Current password is incorrect', [
        { path: 'currentPassword', message: 'Current password is incorrect' },
      ]);
    }
  }
  if (newEmail && (await emailTaken(db, newEmail, target.id))) throw conflict(EMAIL_TAKEN);
  const passwordHash = newPassword ? await hashPassword(newPassword) : undefined;

  let released: string | null = null;
  try {
    await db.transaction(async (tx) => {
      await updateUserRow(tx, target.id, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(newEmail ? { email: newEmail } : {}),
        ...(passwordHash ? { passwordHash } : {}),
        ...(input.profileInfo !== undefined ? { profileInfo: input.profileInfo || null } : {}),
        ...(input.photo !== undefined ? { photo: input.photo } : {}),
      });
      if (input.photo !== undefined)
        released = await setAccountPhoto(tx, target.id, input.photo, target.photo);
      if (passwordHash)
        await deleteUserSessions(tx, target.id, self ? (ctx.sessionToken ?? undefined) : undefined);
      // The name is copied into listings and search.
      if (target.role === 'tutor' || target.role === 'center')
        await refreshProfileDerived(tx, target.role, [target.id]);
      const admin = auditedAdmin(actor, target.id);
      if (admin) {
        await recordAudit(tx, {
          actor: admin,
          action: 'user.update',
          targetType: 'user',
          targetId: target.id,
          details: {
            fields: Object.keys(input).filter((k) => k !== 'password' && k !== 'currentPassword'),
            passwordChanged: Boolean(passwordHash),
          },
        });
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
    throw err;
  }
  await deleteUploadFile(deps.storage, released);

  if (newEmail || passwordHash) {
    // Tell the address on file, so an unwanted change is noticed by the person who can undo it.
    const what = newEmail && passwordHash ? 'email and password' : newEmail ? 'email' : 'password';
    await deps.mailer.send(
      renderMail({
        to: target.email,
        subject: `Your TuitionHub ${what} was changed`,
        heading: `Your ${what} was changed`,
        paragraphs: [
          `Hello ${target.name},`,
          `The ${what} of your TuitionHub account was just changed${newEmail ? ` (the new email is ${newEmail})` : ''}.`,
          'If this was not you, reset your password at once and write to us.',
        ],
      }),
    );
  }
  return (await loadUser(db, target.id))!;
}
