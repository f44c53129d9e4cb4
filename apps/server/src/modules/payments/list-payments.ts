import type { PaymentListResponse } from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { findPayments } from './repository.ts';

/** An admin sees every payment; anyone else only their own. */
export async function listPayments(
  db: Db,
  input: { viewer: { id: string; role: string }; page: number; limit: number },
): Promise<PaymentListResponse> {
  const { rows, total } = await findPayments(db, {
    userId: input.viewer.role === 'admin' ? undefined : input.viewer.id,
    page: input.page,
    limit: input.limit,
  });
  return { payments: rows, total, page: input.page, pageSize: input.limit };
}
