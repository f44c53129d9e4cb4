import type { PaymentListResponse } from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { paged } from '../../lib/paging.ts';
import { findPayments } from './repository.ts';

/** An admin sees every payment; anyone else only their own. */
export async function listPayments(
  db: Db,
  input: { viewer: { id: string; role: string }; page: number; limit: number },
): Promise<PaymentListResponse> {
  const userId = input.viewer.role === 'admin' ? undefined : input.viewer.id;
  return paged('payments', input, await findPayments(db, { userId, page: input.page, limit: input.limit }));
}
