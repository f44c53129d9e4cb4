import { feeEntries, type UpdateTutorInput, type User } from '@tuitionhub/contracts';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { watchlistItems } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../admin/audit.ts';
import { deleteUploadFile, setAccountPhoto } from '../uploads/photo.ts';
import { type Actor, assertCanManage, auditedAdmin } from '../users/permissions.ts';
import {
  findUserById,
  loadUser,
  replaceTutorSubjects,
  updateTutorProfileRow,
  updateUserRow,
} from '../users/repository.ts';
import { refreshTutorDerived } from './derived.ts';

/**
 * PUT /api/tutors/update-tutor/:id — the tutor or an admin edits the public profile. Subjects are
 * replaced as a whole; the derived columns (name copy, lowest fee, search vectors) are recomputed
 * and shortlist entries for dropped subjects are removed, all in the same transaction.
 */
export async function updateTutor(
  deps: { db: Db; uploadsDir: string },
  actor: Actor,
  tutorId: string,
  input: UpdateTutorInput,
): Promise<User> {
  assertCanManage(actor, tutorId);
  const target = await findUserById(deps.db, tutorId);
  if (target?.role !== 'tutor') throw notFound('Tutor not found');
  const subjects = input.subjects ?? (input.fees ? Object.keys(input.fees).map((s) => s.trim()) : undefined);

  let released: string | null = null;
  await deps.db.transaction(async (tx) => {
    await updateUserRow(tx, tutorId, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.photo !== undefined ? { photo: input.photo } : {}),
    });
    if (input.photo !== undefined) released = await setAccountPhoto(tx, tutorId, input.photo, target.photo);
    await updateTutorProfileRow(tx, tutorId, {
      ...(input.bio !== undefined ? { bio: input.bio } : {}),
      ...(input.availability !== undefined ? { availability: input.availability } : {}),
    });
    if (subjects) {
      await replaceTutorSubjects(tx, tutorId, feeEntries(subjects, input.fees));
      await tx
        .delete(watchlistItems)
        .where(and(eq(watchlistItems.tutorId, tutorId), notInArray(watchlistItems.subject, subjects)));
    }
    await refreshTutorDerived(tx, [tutorId]);
    const admin = auditedAdmin(actor, tutorId);
    if (admin) {
      await recordAudit(tx, {
        actor: admin,
        action: 'tutor.update',
        targetType: 'tutor',
        targetId: tutorId,
        details: { fields: Object.keys(input) },
      });
    }
  });
  await deleteUploadFile(deps.uploadsDir, released);
  return (await loadUser(deps.db, tutorId))!;
}
