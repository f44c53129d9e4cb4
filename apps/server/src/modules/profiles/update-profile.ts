import {
  feeEntries,
  type ProfileKindDescriptor,
  type UpdateCenterInput,
  type UpdateTutorInput,
  type User,
} from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/repository.ts';
import { deleteUploadFile, setAccountPhoto } from '../uploads/photo.ts';
import { deleteAccount } from '../users/delete-account.ts';
import { type Actor, assertCanManage, auditedAdmin } from '../../lib/permissions.ts';
import { findUserById, loadUser, updateUserRow } from '../users/repository.ts';
import {
  deleteShortlistedOutside,
  type ProfileRowChanges,
  refreshProfileDerived,
  replaceOfferings,
  updateProfileRow,
} from './repository.ts';

export type UpdateProfileInput = UpdateTutorInput | UpdateCenterInput;

/** The kind's own profile fields; the rest of the input is the account (name, photo) and the offerings. */
const ownFields = {
  tutor: ['bio', 'availability'],
  center: ['location', 'description', 'contactNumber'],
} as const;

async function getTarget(db: Db, kind: ProfileKindDescriptor, actor: Actor, id: string) {
  assertCanManage(actor, id);
  const target = await findUserById(db, id);
  if (target?.role !== kind.dbRole) throw notFound(kind.messages.notFound);
  return target;
}

/**
 * PUT `/update-tutor/:id`, `/update/:id` — the profile's owner or an admin edits the public profile.
 * Subjects/courses (or `fees` alone) replace the list as a whole; the derived columns (name copy,
 * lowest fee, search vectors) are recomputed and, for a tutor, shortlist entries of dropped
 * subjects are removed, all in the same transaction.
 */
export async function updateProfile(
  deps: { db: Db; uploadsDir: string },
  kind: ProfileKindDescriptor,
  actor: Actor,
  id: string,
  input: UpdateProfileInput,
): Promise<User> {
  const target = await getTarget(deps.db, kind, actor, id);
  const fields: Partial<Record<string, unknown>> = input;
  const listed = fields[kind.offeringsField] as string[] | undefined;
  const offerings = listed ?? (input.fees ? Object.keys(input.fees).map((s) => s.trim()) : undefined);
  const own = Object.fromEntries(
    ownFields[kind.kind].flatMap((f) => (fields[f] !== undefined ? [[f, fields[f]]] : [])),
  ) as ProfileRowChanges;

  let released: string | null = null;
  await deps.db.transaction(async (tx) => {
    await updateUserRow(tx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.photo !== undefined ? { photo: input.photo } : {}),
    });
    if (input.photo !== undefined) released = await setAccountPhoto(tx, id, input.photo, target.photo);
    await updateProfileRow(tx, kind.kind, id, own);
    if (offerings) {
      await replaceOfferings(tx, kind.kind, id, feeEntries(offerings, input.fees));
      if (kind.kind === 'tutor') await deleteShortlistedOutside(tx, id, offerings);
    }
    await refreshProfileDerived(tx, kind.kind, [id]);
    const admin = auditedAdmin(actor, id);
    if (admin) {
      await recordAudit(tx, {
        actor: admin,
        action: `${kind.kind}.update`,
        targetType: kind.kind,
        targetId: id,
        details: { fields: Object.keys(input) },
      });
    }
  });
  await deleteUploadFile(deps.uploadsDir, released);
  return (await loadUser(deps.db, id))!;
}

/** DELETE `/delete/:id` — the profile's owner or an admin (audited) removes the account. */
export async function deleteProfile(
  deps: { db: Db; uploadsDir: string },
  kind: ProfileKindDescriptor,
  actor: Actor,
  id: string,
): Promise<void> {
  const target = await getTarget(deps.db, kind, actor, id);
  const admin = auditedAdmin(actor, target.id);
  const options = admin ? { audit: { actor: admin, action: kind.auditDelete } } : {};
  if (!(await deleteAccount(deps, target.id, options))) throw notFound(kind.messages.notFound);
}
