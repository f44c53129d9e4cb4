import type { Payment } from '@tuitionhub/contracts';
import { type ReactNode, useId, useState } from 'react';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { usePayments } from '../api/get-payments.ts';

/** A titled list of payments, newest first, a page at a time: an admin's all, anyone else's own. */
export function PaymentPages({
  heading,
  headingClassName,
  pageSize,
  errorText,
  emptyText,
  children,
}: {
  heading: ReactNode;
  headingClassName: string;
  pageSize: number;
  errorText: string;
  emptyText: string;
  children: (payments: Payment[]) => ReactNode;
}) {
  const id = useId();
  const [page, setPage] = useState(1);
  const payments = usePayments({ page, limit: pageSize });
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className={headingClassName}>
        {heading}
      </h2>
      <QueryView
        query={payments}
        errorText={errorText}
        isEmpty={(data) => data.payments.length === 0}
        pages={{ page, pageSize, total: (data) => data.total, onPage: setPage, label: 'Payment pages' }}
        empty={<EmptyState message={emptyText} />}
      >
        {(data) => children(data.payments)}
      </QueryView>
    </section>
  );
}
