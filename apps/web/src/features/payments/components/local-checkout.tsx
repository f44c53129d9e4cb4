import type { PaymentMethod } from '@tuitionhub/contracts';
import { CreditCard, Smartphone } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { LocalCardForm } from './local-card-form.tsx';
import { LocalUpiForm } from './local-upi-form.tsx';

const methods: { value: PaymentMethod; label: string; Icon: ComponentType<{ className?: string }> }[] = [
  { value: 'upi', label: 'UPI', Icon: Smartphone },
  { value: 'card', label: 'Card', Icon: CreditCard },
];

/** The built-in processor's checkout: pay by UPI or by card (api-2 §5). */
export function LocalCheckout(props: { clientSecret: string; amount: number; onSucceeded: () => void }) {
  const [method, setMethod] = useState<PaymentMethod>('upi');
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Pay with</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {methods.map(({ value, label, Icon }) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm font-semibold text-slate-700 transition-colors has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50 has-[:checked]:text-primary-900 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-600 hover:bg-slate-50"
            >
              <input
                type="radio"
                name="payment-method"
                value={value}
                checked={method === value}
                onChange={() => setMethod(value)}
                className="sr-only"
              />
              <Icon aria-hidden className="size-5" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {method === 'upi' ? <LocalUpiForm {...props} /> : <LocalCardForm {...props} />}
    </div>
  );
}
