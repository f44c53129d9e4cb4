import type { HiresResponse } from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { paged } from '../../lib/paging.ts';
import { periodOf } from './receipt-number.ts';
import { findHires } from './repository.ts';

/**
 * GET /api/hires: a hire is seen by its two parties and the admin only. A student gets the tutors
 * and centers it paid for; a tutor or center the students who paid for it, with their e-mail so the
 * classes can be arranged; the admin every hire. Who is asking decides whose hires, never a parameter.
 */
export async function listHires(
  db: Db,
  input: { viewer: { id: string; role: string }; page: number; limit: number },
): Promise<HiresResponse> {
  const { viewer } = input;
  const scope =
    viewer.role === 'admin'
      ? {}
      : viewer.role === 'tutor' || viewer.role === 'center'
        ? { tutorId: viewer.id }
        : { studentId: viewer.id };
  const showEmail = viewer.role !== 'student';
  const { rows, total } = await findHires(db, { ...scope, page: input.page, limit: input.limit });
  return paged('hires', input, {
    total,
    rows: rows.map((r) => ({
      _id: r.hire.id,
      paymentId: r.hire.paymentId,
      entityId: r.hire.tutorId,
      entityType: r.entityRole === 'center' ? 'TuitionCenter' : r.entityRole === 'tutor' ? 'Tutor' : null,
      entityName: r.entityName ?? r.hire.tutorName,
      entityPhoto: r.entityPhoto ?? null,
      studentId: r.hire.studentId,
      studentName: r.studentName,
      studentEmail: showEmail ? (r.studentEmail ?? null) : null,
      subject: r.hire.subject,
      fee: r.hire.fee,
      period: periodOf(r.paidAt ?? r.hire.createdAt),
      receiptNumber: r.receiptNumber,
      paidAt: r.paidAt?.toISOString() ?? null,
    })),
  });
}
