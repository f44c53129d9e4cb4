import {
  createPaymentBody,
  createPaymentParams,
  createPaymentResponse,
  idParams,
  localConfirmBody,
  localConfirmResponse,
  manualPaymentBody,
  paymentListQuery,
  paymentListResponse,
  paymentWriteResponse,
  razorpayVerifyBody,
  receiptResponse,
  refundPaymentBody,
  updatePaymentStatusBody,
} from '@tuitionhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.ts';
import { perHour } from '../../plugins/rate-limit.ts';
import { createPaymentsProvider } from '../../providers/payments/index.ts';
import {
  PaymentsProviderError,
  type ProviderEvent,
  WebhookSignatureError,
} from '../../providers/payments/types.ts';
import { confirmLocalPayment } from './confirm-local-payment.ts';
import { confirmRazorpayPayment } from './confirm-razorpay-payment.ts';
import { createCheckout, providerUnavailable } from './create-checkout.ts';
import { createManualPayment } from './create-manual-payment.ts';
import type { PaymentsDeps } from './deps.ts';
import { getReceipt } from './get-receipt.ts';
import { listPayments } from './list-payments.ts';
import { refundPayment } from './refund-payment.ts';
import { applyProviderEvent } from './settle-payment.ts';
import { updatePaymentStatus } from './update-payment-status.ts';

const security: { [label: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];

/** HTTP routes of the payments domain (api.md "Payments"). */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = await createPaymentsProvider(app.config, app.db);
  const deps: PaymentsDeps = {
    db: app.db,
    provider,
    mailer: app.mailer,
    log: app.log,
    publicUrl: app.config.PUBLIC_URL,
  };
  const perUser = (request: { user: { id: string } | null; ip: string }) => request.user?.id ?? request.ip;

  app.get(
    '/:id/receipt',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: "A paid payment's receipt (its payer and the admin; 404 for anyone else)",
        security,
        params: idParams,
        response: { 200: receiptResponse },
      },
    },
    async (request) => ({
      receipt: await getReceipt(app.db, {
        viewer: request.user!,
        paymentId: request.params.id,
        seller: {
          name: app.config.BUSINESS_NAME,
          address: app.config.BUSINESS_ADDRESS,
          gstin: app.config.BUSINESS_GSTIN ?? null,
        },
      }),
    }),
  );

  app.post(
    '/create/:userId',
    {
      // onRequest: a visitor gets 401 before any validation of what it sent.
      onRequest: app.requireUser,
      config: { rateLimit: perHour(60, { hook: 'preHandler', keyGenerator: perUser }) },
      schema: {
        tags: ['payments'],
        summary: "Start paying for the user's own watchlist (the server computes the total)",
        security,
        params: createPaymentParams,
        body: createPaymentBody,
        response: { 200: createPaymentResponse },
      },
    },
    async (request) => {
      const checkout = await createCheckout(deps, {
        actorId: request.user!.id,
        userId: request.params.userId,
        amount: request.body.amount,
      });
      return { success: true as const, message: 'Payment created', ...checkout };
    },
  );

  app.get(
    '/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Payments: an admin sees all, anyone else their own',
        security,
        querystring: paymentListQuery,
        response: { 200: paymentListResponse },
      },
    },
    async (request) =>
      listPayments(app.db, { viewer: request.user!, page: request.query.page, limit: request.query.limit }),
  );

  app.post(
    '/manual',
    {
      onRequest: app.requireRole('Admin'),
      schema: {
        tags: ['payments'],
        summary: 'Admin: record a payment made outside the site (pending until marked paid)',
        security,
        body: manualPaymentBody,
        response: { 201: paymentWriteResponse },
      },
    },
    async (request, reply) => {
      const payment = await createManualPayment(deps, { admin: request.user!, ...request.body });
      return reply
        .status(201)
        .send({ success: true as const, message: 'Payment created successfully', payment });
    },
  );

  app.post(
    '/update-status',
    {
      onRequest: app.requireRole('Admin'),
      schema: {
        tags: ['payments'],
        summary: 'Admin: set a payment paid, pending or rejected (a paid payment is final)',
        security,
        body: updatePaymentStatusBody,
        response: { 200: paymentWriteResponse },
      },
    },
    async (request) => {
      try {
        const payment = await updatePaymentStatus(deps, { admin: request.user!, ...request.body });
        return { success: true as const, message: 'Payment status updated successfully', payment };
      } catch (err) {
        if (err instanceof PaymentsProviderError) throw providerUnavailable();
        throw err;
      }
    },
  );

  app.post(
    '/:id/refund',
    {
      onRequest: app.requireRole('Admin'),
      schema: {
        tags: ['payments'],
        summary:
          'Admin: refund a paid payment through its processor, in full (amount omitted) or in part (api-2 §5)',
        security,
        params: idParams,
        body: refundPaymentBody,
        response: { 200: paymentWriteResponse },
      },
    },
    async (request) => {
      try {
        const payment = await refundPayment(deps, {
          admin: request.user!,
          paymentId: request.params.id,
          ...request.body,
        });
        return { success: true as const, message: 'Payment refunded', payment };
      } catch (err) {
        if (err instanceof PaymentsProviderError) throw providerUnavailable();
        throw err;
      }
    },
  );

  app.post(
    '/local/confirm',
    {
      onRequest: app.requireUser,
      // Card testing is the classic abuse of a confirm endpoint: few attempts per user.
      config: { rateLimit: perHour(30, { hook: 'preHandler', keyGenerator: perUser }) },
      schema: {
        tags: ['payments'],
        summary:
          'The built-in test processor: confirm a payment intent with a card (PAYMENTS_PROVIDER=local)',
        security,
        body: localConfirmBody,
        response: { 200: localConfirmResponse },
      },
    },
    async (request) => {
      if (provider.name !== 'local') throw notFound();
      return confirmLocalPayment(deps, { userId: request.user!.id, ...request.body });
    },
  );

  app.post(
    '/razorpay/verify',
    {
      onRequest: app.requireUser,
      config: { rateLimit: perHour(30, { hook: 'preHandler', keyGenerator: perUser }) },
      schema: {
        tags: ['payments'],
        summary:
          "Razorpay Checkout's success handler result, verified (signature, then the payment read from Razorpay) and settled (PAYMENTS_PROVIDER=razorpay)",
        security,
        body: razorpayVerifyBody,
        response: { 200: localConfirmResponse },
      },
    },
    async (request) => {
      try {
        return await confirmRazorpayPayment(deps, { userId: request.user!.id, ...request.body });
      } catch (err) {
        if (err instanceof PaymentsProviderError) throw providerUnavailable();
        throw err;
      }
    },
  );

  // Processors sign the exact bytes they sent, so this route alone keeps the body raw.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    raw.post(
      '/webhook',
      {
        schema: {
          tags: ['payments'],
          summary:
            "The processor's signed events: Stripe's payment_intent.succeeded / payment_failed / canceled (Stripe-Signature), Razorpay's payment.authorized / captured / failed (X-Razorpay-Signature)",
          response: { 200: z.object({ received: z.literal(true) }) },
        },
      },
      async (request) => {
        if (provider.name === 'local') throw notFound();
        const body = request.body;
        if (!Buffer.isBuffer(body)) throw new AppError('BAD_REQUEST', 'Expected a JSON body');
        const signature =
          request.headers[provider.name === 'stripe' ? 'stripe-signature' : 'x-razorpay-signature'];
        let event: ProviderEvent | null;
        try {
          event = await provider.parseWebhook(body, typeof signature === 'string' ? signature : undefined);
        } catch (err) {
          if (err instanceof WebhookSignatureError)
            throw new AppError('BAD_REQUEST', 'Invalid webhook signature');
          if (err instanceof PaymentsProviderError) throw providerUnavailable();
          throw err;
        }
        if (event) await applyProviderEvent(deps, event);
        return { received: true as const };
      },
    );
  });
};
