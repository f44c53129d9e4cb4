import type { User } from '@tuitionhub/contracts';
import { Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { RequireUser } from '../../components/require-user.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ErrorState, LoadingState } from '../../components/ui/states.tsx';
import { useReceipt } from '../../features/payments/api/get-receipt.ts';
import { ReceiptDocument } from '../../features/payments/components/receipt-document.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

function ReceiptPage({ paymentId, user }: { paymentId: string; user: User }) {
  const receipt = useReceipt(paymentId);
  useDocumentTitle(receipt.data ? `Receipt ${receipt.data.number}` : 'Receipt');
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to={user.role === 'Admin' ? '/payments' : '/user-dashboard'}
          className="font-medium text-primary-800 hover:underline"
        >
          {user.role === 'Admin' ? 'Back to payments' : 'Back to your dashboard'}
        </Link>
        {receipt.data ? (
          <Button
            type="button"
            onClick={() => window.print()}
            icon={<Printer aria-hidden className="size-4" />}
          >
            Print or save as PDF
          </Button>
        ) : null}
      </div>
      {receipt.isPending ? (
        <LoadingState />
      ) : receipt.isError ? (
        <ErrorState message="Could not load this receipt" onRetry={() => void receipt.refetch()} />
      ) : (
        <ReceiptDocument receipt={receipt.data} />
      )}
    </>
  );
}

/** api-2 §5: the printable receipt of a paid payment (its payer or the admin; print to PDF from the browser). */
export function Component() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 print:max-w-none print:p-0">
      <RequireUser roles={['Student', 'Admin']}>
        {(user) => <ReceiptPage paymentId={id} user={user} />}
      </RequireUser>
    </div>
  );
}
