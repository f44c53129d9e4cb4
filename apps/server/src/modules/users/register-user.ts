import { defaultPhotos, feeEntries, kindOfRole, type RegisterBody, type User } from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { dbRole } from '../../lib/roles.ts';
import { type AuditActor, recordAudit } from '../audit/repository.ts';
import { resolvePlaceFields } from '../profile-rows/place-fields.ts';
import {
  insertProfileRow,
  ownProfileFields,
  refreshProfileDerived,
  replaceOfferings,
} from '../profile-rows/repository.ts';
import { setAccountPhoto } from '../uploads/photo.ts';
import { emailTaken, insertUser, isUniqueViolation, loadUser } from './repository.ts';

export const EMAIL_TAKEN = 'Email is already registered';

/**
 * Creates a Student, Tutor or Tuition Center account with its profile and subjects/courses in one
 * transaction (sign-up, and the admin's create routes). A signed-up tutor or center starts
 * `pending` when PROFILE_REVIEW is on; the sign-up's agreement to the terms is timed. The role is one of the three public ones:
 * the schema refuses anything else, and no caller passes 'Admin'.
 */
export async function registerUser(
  deps: { db: Db; profileReview: boolean },
  input: RegisterBody,
  /** The admin creating the account (admin create routes): recorded in audit_log. */
  createdBy?: AuditActor,
): Promise<User> {
  const { db } = deps;
  // A friendly early answer; the unique index below still decides under concurrency.
  if (await emailTaken(db, input.email)) throw conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  const photo = input.photo ?? defaultPhotos[input.role];
  try {
    const id = await db.transaction(async (tx) => {
      const userId = await insertUser(tx, {
        name: input.name,
        email: input.email,
        passwordHash,
        role: dbRole(input.role),
        photo,
        profileInfo: input.role === 'Student' ? input.profileInfo : null,
        termsAcceptedAt: 'acceptTerms' in input && input.acceptTerms ? new Date() : null,
      });
      await setAccountPhoto(tx, userId, photo);
      const kind = kindOfRole(input.role);
      if (kind && input.role !== 'Student') {
        const offerings = 'subjects' in input ? input.subjects : input.courses;
        await insertProfileRow(tx, kind.kind, userId, {
          name: input.name,
          // A profile the admin makes is live at once; one signed up for waits for review (api-2 §6).
          reviewStatus: deps.profileReview && !createdBy ? 'pending' : 'approved',
          ...(await resolvePlaceFields(tx, ownProfileFields(kind.kind, input))),
        });
        await replaceOfferings(tx, kind.kind, userId, feeEntries(offerings, input.fees));
        await refreshProfileDerived(tx, kind.kind, [userId]);
        if (createdBy)
          await recordAudit(tx, {
            actor: createdBy,
            action: `${kind.kind}.create`,
            targetType: kind.kind,
            targetId: userId,
          });
      }
      return userId;
    });
    return (await loadUser(db, id))!;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
    throw err;
  }
}
