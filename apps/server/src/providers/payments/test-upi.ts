/**
 * UPI outcomes of the built-in `local` processor, modelled on Razorpay's test mode
 * (https://razorpay.com/docs/payments/payments/test-upi-details/): `success@upi` pays, `failure@upi`
 * is declined. Any other well-formed UPI id pays unless it starts with `failure`. Pure; the id is
 * neither stored nor logged.
 */
import { upiIdPattern, upiMessages } from '@tuitionhub/contracts';

export type UpiOutcome =
  | { ok: true }
  | { ok: false; invalid: true; message: string }
  | { ok: false; invalid: false; code: string; message: string };

export function upiOutcome(vpa: string): UpiOutcome {
  const id = vpa.trim();
  if (!upiIdPattern.test(id)) return { ok: false, invalid: true, message: upiMessages.invalid };
  if (id.toLowerCase().startsWith('failure'))
    return { ok: false, invalid: false, code: 'upi_declined', message: upiMessages.declined };
  return { ok: true };
}
