import { lazy, Suspense } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { useRefreshAfterPayment } from '../api/confirm-payment.ts';
import { usePaymentsConfig } from '../api/get-payments-config.ts';
import { LocalCheckout } from './local-checkout.tsx';

// Stripe's libraries are fetched only when Stripe is the processor: with `local`, no request leaves the site.
const StripeCheckout = lazy(() =>
  import('./stripe-checkout.tsx').then((m) => ({ default: m.StripeCheckout })),
);
const RazorpayCheckout = lazy(() =>
  import('./razorpay-checkout.tsx').then((m) => ({ default: m.RazorpayCheckout })),
);

export const paymentSucceededMessage = 'Payment succeeded! Thank you for your purchase.';

const policyLink = 'font-medium text-primary-800 underline underline-offset-2';

/** The paying step of checkout, and the policies that apply to the payment (refunds, terms, privacy). */
export function Checkout(props: { paymentId: string; clientSecret: string; amount: number }) {
  return (
    <div className="space-y-4">
      <ProcessorCheckout {...props} />
      <p className="text-sm text-slate-600">
        Paid classes can be refunded in full or in part; see our{' '}
        <Link to="/refund-policy" className={policyLink}>
          refund and cancellation policy
        </Link>
        . By paying you agree to our{' '}
        <Link to="/terms" className={policyLink}>
          Terms of use
        </Link>
        ; our{' '}
        <Link to="/privacy" className={policyLink}>
          Privacy policy
        </Link>{' '}
        says how your payment details are handled.
      </p>
    </div>
  );
}

/** The paying step of checkout with whichever processor the server uses (the local one: UPI or card). Success shows what was paid (/paid/:id). */
function ProcessorCheckout({
  paymentId,
  clientSecret,
  amount,
}: {
  paymentId: string;
  clientSecret: string;
  amount: number;
}) {
  const config = usePaymentsConfig();
  const navigate = useNavigate();
  const refreshAfterPayment = useRefreshAfterPayment();

  const onSucceeded = () => {
    refreshAfterPayment();
    toast.success(paymentSucceededMessage, { duration: 4000 });
    navigate(`/paid/${paymentId}`, { replace: true });
  };

  if (config.isPending) return <LoadingState />;
  if (config.isError)
    return <ErrorState message="Could not start the payment" onRetry={() => void config.refetch()} />;
  if (config.data.paymentsProvider === 'stripe') {
    if (!config.data.stripePublishableKey) return <ErrorState message="Stripe.js has not yet loaded." />;
    return (
      <Suspense fallback={<LoadingState />}>
        <StripeCheckout
          publishableKey={config.data.stripePublishableKey}
          clientSecret={clientSecret}
          amount={amount}
          onSucceeded={onSucceeded}
        />
      </Suspense>
    );
  }
  if (config.data.paymentsProvider === 'razorpay') {
    if (!config.data.razorpayKeyId) return <ErrorState message="Could not start the payment" />;
    return (
      <Suspense fallback={<LoadingState />}>
        <RazorpayCheckout
          keyId={config.data.razorpayKeyId}
          businessName={config.data.businessName}
          clientSecret={clientSecret}
          amount={amount}
          onSucceeded={onSucceeded}
        />
      </Suspense>
    );
  }
  return <LocalCheckout clientSecret={clientSecret} amount={amount} onSucceeded={onSucceeded} />;
}
