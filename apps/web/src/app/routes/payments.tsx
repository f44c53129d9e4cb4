import { useState } from 'react';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { AdminOnly } from '../../features/admin/components/admin-guard.tsx';
import {
  CreatePaymentForm,
  PaymentList,
  UpdateStatusForm,
} from '../../features/payments/components/admin-payments.tsx';

/** spec §2 /payments (admin only): Create Payment, Update Payment Status, Payment List. */
export function Component() {
  return (
    <AdminOnly page="the payments page (every payment on TuitionHub); your own payments are on your dashboard">
      <PaymentsPage />
    </AdminOnly>
  );
}

function PaymentsPage() {
  const [intentId, setIntentId] = useState('');
  return (
    <>
      <PageHeader title="Payments" subtitle="Every payment on TuitionHub: record, settle and review them." />
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-10 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <div className="space-y-6">
          <CreatePaymentForm />
          <UpdateStatusForm intentId={intentId} onIntentId={setIntentId} />
        </div>
        <PaymentList
          onSelect={(id) => {
            setIntentId(id);
            // Straight to the form that uses it (focus also scrolls it into view).
            document.getElementById('payment-intent-id')?.focus();
          }}
        />
      </div>
    </>
  );
}
