import type { PaymentListResponse } from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { listPayments } from './repository.ts';

/** An admin sees every payment; anyone else only their own. */
export async function findPayments(
  db: Db,
  input: { viewer: { id: string; role: string }; page: number; limit: number },
): Promise<PaymentListResponse> {
  const { payments, total } = await listPayments(db, {
    ...(input.viewer.role === 'admin' ? {} : { userId: input.viewer.id }),
    page: input.page,
    limit: input.limit,
  });
  return { payments, total, page: input.page, pageSize: input.limit };
}
