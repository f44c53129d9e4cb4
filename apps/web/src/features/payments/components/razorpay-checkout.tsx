import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { confirmRazorpayPayment } from '../api/confirm-razorpay-payment.ts';
import { PayForm } from './pay-form.tsx';

/** The part of Razorpay Checkout (checkout.js) this page uses. */
interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', handler: (response: { error: { description?: string } }) => void): void;
}
interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayCheckout;

const checkoutUrl = 'https://checkout.razorpay.com/v1/checkout.js';
let checkoutScript: Promise<RazorpayConstructor> | undefined;

/** Loads checkout.js once, on the first press of Pay Now (never on page load, never without Razorpay configured). */
function loadCheckout(): Promise<RazorpayConstructor> {
  const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (loaded) return Promise.resolve(loaded);
  checkoutScript ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = checkoutUrl;
    script.async = true;
    script.onload = () => {
      const ctor = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error('Razorpay Checkout did not load.'));
    };
    script.onerror = () => {
      checkoutScript = undefined;
      script.remove();
      reject(new Error('Razorpay Checkout could not be loaded. Please check your connection and try again.'));
    };
    document.head.append(script);
  });
  return checkoutScript;
}

/**
 * PAYMENTS_PROVIDER=razorpay: Pay Now opens Razorpay Checkout (card or UPI) for the order the server
 * made; its success result goes back to the server, which verifies the signature, reads the payment
 * from Razorpay and settles it. `clientSecret` is the order id.
 */
export function RazorpayCheckout({
  keyId,
  businessName,
  clientSecret,
  amount,
  onSucceeded,
}: {
  keyId: string;
  businessName: string;
  clientSecret: string;
  amount: number;
  onSucceeded: () => void;
}) {
  const [message, setMessage] = useState<string>();

  const pay = async () => {
    setMessage(undefined);
    let Razorpay: RazorpayConstructor;
    try {
      Razorpay = await loadCheckout();
    } catch (err) {
      return setMessage(err instanceof Error ? err.message : String(err));
    }
    // Resolves when Checkout closes: paid (and verified by the server), failed, or dismissed.
    await new Promise<void>((done) => {
      const checkout = new Razorpay({
        key: keyId,
        order_id: clientSecret,
        amount: amount * 100,
        currency: 'INR',
        name: businessName,
        description: "First month's fees",
        // The product's two methods (api-2 §5).
        method: { card: true, upi: true, netbanking: false, wallet: false, emi: false, paylater: false },
        handler: async (response: RazorpaySuccess) => {
          try {
            const result = await confirmRazorpayPayment({
              razorpayOrderId: response.razorpay_order_id,
              razorpayPaymentId: response.razorpay_payment_id,
              razorpaySignature: response.razorpay_signature,
            });
            if (result.status === 'succeeded') onSucceeded();
            else setMessage(`Payment failed: ${result.message}`);
          } catch (err) {
            setMessage(
              errorMessage(
                err,
                'We could not confirm your payment. If money left your account, it will show in your payment history shortly.',
              ),
            );
          }
          done();
        },
        modal: { ondismiss: () => done(), confirm_close: true },
      });
      checkout.on('payment.failed', (response) =>
        setMessage(`Payment failed: ${response.error.description ?? 'An unknown error occurred'}`),
      );
      checkout.open();
    });
  };

  return (
    <PayForm pay={pay} failure={message} amount={amount}>
      <p className="text-slate-700">
        Pay securely with a card or UPI through Razorpay. A Razorpay window opens when you press Pay Now.
      </p>
    </PayForm>
  );
}
