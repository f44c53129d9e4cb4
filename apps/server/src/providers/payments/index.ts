import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createLocalProvider, type LocalPaymentsProvider } from './local.ts';
import { createRazorpayProvider, type RazorpayPaymentsProvider } from './razorpay.ts';
import { createStripeProvider, type StripePaymentsProvider } from './stripe.ts';

export type AnyPaymentsProvider = LocalPaymentsProvider | StripePaymentsProvider | RazorpayPaymentsProvider;

/**
 * The processor PAYMENTS_PROVIDER names (config.ts has already checked its keys are set). A
 * processor's SDK is loaded only when it is the one named.
 */
export async function createPaymentsProvider(config: Config, db: Db): Promise<AnyPaymentsProvider> {
  if (config.PAYMENTS_PROVIDER === 'stripe') {
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      apiBase: config.STRIPE_API_BASE,
    });
  }
  if (config.PAYMENTS_PROVIDER === 'razorpay') {
    return createRazorpayProvider({
      keyId: config.RAZORPAY_KEY_ID!,
      keySecret: config.RAZORPAY_KEY_SECRET!,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET!,
      apiBase: config.RAZORPAY_API_BASE,
    });
  }
  return createLocalProvider(db);
}
