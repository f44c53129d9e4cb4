import { lazy, Suspense } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
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

/** The paying step of checkout with whichever processor the server uses (the local one: UPI or card). Success shows what was paid (/paid/:id). */
export function Checkout({
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
