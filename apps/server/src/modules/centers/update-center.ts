import { feeEntries, type UpdateCenterInput, type User } from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../admin/audit.ts';
import { deleteUploadFile, setAccountPhoto } from '../uploads/photo.ts';
import { type Actor, assertCanManage, auditedAdmin } from '../users/permissions.ts';
import {
  findUserById,
  loadUser,
  replaceCenterCourses,
  updateCenterProfileRow,
  updateUserRow,
} from '../users/repository.ts';
import { refreshCenterDerived } from './derived.ts';

/**
 * PUT /api/tuition-centers/update/:id — the center or an admin edits the public profile. Courses are
 * replaced as a whole; derived columns (name copy, lowest fee, search vectors) follow in the same transaction.
 */
export async function updateCenter(
  deps: { db: Db; uploadsDir: string },
  actor: Actor,
  centerId: string,
  input: UpdateCenterInput,
): Promise<User> {
  assertCanManage(actor, centerId);
  const target = await findUserById(deps.db, centerId);
  if (target?.role !== 'center') throw notFound('Tuition Center not found');
  const courses = input.courses ?? (input.fees ? Object.keys(input.fees).map((c) => c.trim()) : undefined);

  let released: string | null = null;
  await deps.db.transaction(async (tx) => {
    await updateUserRow(tx, centerId, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.photo !== undefined ? { photo: input.photo } : {}),
    });
    if (input.photo !== undefined) released = await setAccountPhoto(tx, centerId, input.photo, target.photo);
    await updateCenterProfileRow(tx, centerId, {
      ...(input.location !== undefined ? { location: input.location } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.contactNumber !== undefined ? { contactNumber: input.contactNumber } : {}),
    });
    if (courses) await replaceCenterCourses(tx, centerId, feeEntries(courses, input.fees));
    await refreshCenterDerived(tx, [centerId]);
    const admin = auditedAdmin(actor, centerId);
    if (admin) {
      await recordAudit(tx, {
        actor: admin,
        action: 'center.update',
        targetType: 'center',
        targetId: centerId,
        details: { fields: Object.keys(input) },
      });
    }
  });
  await deleteUploadFile(deps.uploadsDir, released);
  return (await loadUser(deps.db, centerId))!;
}
