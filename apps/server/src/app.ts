import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { centerKind, tutorKind } from '@tuitionhub/contracts';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import { createDatabase, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { clientErrorHandler } from './http/client-error.ts';
import { requireUtf8Json } from './http/json-charset.ts';
import { noteWrite } from './lib/single-flight.ts';
import { adminRoutes, userAdminRoutes } from './modules/admin/routes.ts';
import { conversationsAdminRoutes, conversationsRoutes } from './modules/conversations/routes.ts';
import { demoRoutes } from './modules/demo/routes.ts';
import { messagesRoutes } from './modules/messages/routes.ts';
import { hiresRoutes } from './modules/payments/hires-routes.ts';
import { paymentsRoutes } from './modules/payments/routes.ts';
import { placesRoutes } from './modules/places/routes.ts';
import { profileReviewRoutes } from './modules/profile-review/routes.ts';
import { profileRoutes } from './modules/profiles/routes.ts';
import { requirementsRoutes } from './modules/requirements/routes.ts';
import { reviewsRoutes } from './modules/reviews/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { uploadsRoutes } from './modules/uploads/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { watchlistRoutes } from './modules/watchlist/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { healthPlugin } from './plugins/health.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { webPlugin } from './plugins/web.ts';
import { createMailer, type Mailer } from './providers/mail.ts';
import { createStorage, type StorageProvider } from './providers/storage/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    mailer: Mailer;
    /** Uploaded photos and seed pictures (STORAGE_PROVIDER): shared by every instance when s3. */
    storage: StorageProvider;
  }
}

export interface AppDeps {
  /** A database the caller owns (tests); otherwise one is opened from the config and closed with the app. */
  database?: Database;
  /** Skip migrations (the caller already ran them). */
  skipMigrations?: boolean;
  /** Where log lines go (tests read them); standard output otherwise. */
  logStream?: Writable;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** Methods that change nothing (every other answered request may have written). */
const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** apps/web/dist, from src/ (dev, tests) or from dist/ (the production bundle). */
const defaultWebDist = path.resolve(here, '../../web/dist');

/** Content-Security-Policy hosts each card processor's browser side needs (none for the built-in one). */
const paymentProcessorHosts: Record<
  Config['PAYMENTS_PROVIDER'],
  Record<'script' | 'connect' | 'frame', string[]>
> = {
  local: { script: [], connect: [], frame: [] },
  stripe: {
    script: ['https://js.stripe.com'],
    connect: ['https://api.stripe.com'],
    frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  },
  razorpay: {
    script: ['https://checkout.razorpay.com'],
    connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
    frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  },
};

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.password',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.TRUST_PROXY,
    clientErrorHandler,
    // Bad percent-encoding and over-long path parameters never reach a route: answer in the error model.
    frameworkErrors: (err, _request, reply: FastifyReply) => {
      const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      reply.status(tooLong ? 414 : 400).send({
        success: false,
        code: tooLong ? 'URI_TOO_LONG' : 'BAD_REQUEST',
        message: tooLong ? 'The address is too long' : 'The address is not valid',
      });
    },
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Whatever was written is committed by now: a later read does not share an answer from before it.
    if (!readMethods.has(request.method)) noteWrite();
  });
  app.addHook('onRequest', requireUtf8Json);

  const database =
    deps.database ?? (await createDatabase({ url: config.DATABASE_URL, dataDir: config.dbDir }));
  if (!deps.skipMigrations) await migrate(database);
  await app.register(dbPlugin, { database, owned: !deps.database });

  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    log: app.log,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.stop());
  const storage = await createStorage(config, app.log);
  app.decorate('storage', storage);
  app.addHook('onClose', () => storage.close());

  await app.register(errorsPlugin);
  await app.register(fastifyCookie);
  // A processor's browser library and frames are allowed only when that processor is configured.
  const processorHosts = paymentProcessorHosts[config.PAYMENTS_PROVIDER];
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...processorHosts.script],
        // Toasts and Radix set inline styles at run time; no inline *scripts* are allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // With S3_PUBLIC_URL, /uploads/<file> redirects the browser to the bucket's public address.
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.STORAGE_PROVIDER === 's3' && config.S3_PUBLIC_URL
            ? [new URL(config.S3_PUBLIC_URL).origin]
            : []),
        ],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...processorHosts.connect],
        frameSrc: [...processorHosts.frame, 'https://www.openstreetmap.org'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Only when the site is HTTPS: over plain HTTP (a phone on the LAN) it would block every asset.
        upgradeInsecureRequests: config.httpsOrigin ? [] : null,
      },
    },
    strictTransportSecurity: config.httpsOrigin,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyMultipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 30, fieldSize: 64 * 1024 },
  });
  await app.register(authPlugin, { publicUrl: config.PUBLIC_URL });
  await app.register(rateLimitPlugin, {
    redisUrl: config.REDIS_URL,
    redisKeyPrefix: config.REDIS_KEY_PREFIX,
  });
  await app.register(metricsPlugin, { token: config.METRICS_TOKEN });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'TuitionHub API',
        version: '1.0.0',
        description: 'The HTTP contract of TuitionHub (api.md).',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'session' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(healthPlugin, { database, smtpUrl: config.SMTP_URL });
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['config'],
        response: {
          200: z.object({
            paymentsProvider: z.enum(['local', 'stripe', 'razorpay']),
            stripePublishableKey: z.string().nullable(),
            razorpayKeyId: z.string().nullable(),
            businessName: z.string(),
          }),
        },
      },
    },
    async () => ({
      paymentsProvider: config.PAYMENTS_PROVIDER,
      stripePublishableKey:
        config.PAYMENTS_PROVIDER === 'stripe' ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      // The key id is public by design (Checkout is opened with it); the key secret never leaves config.
      razorpayKeyId: config.PAYMENTS_PROVIDER === 'razorpay' ? (config.RAZORPAY_KEY_ID ?? null) : null,
      businessName: config.BUSINESS_NAME,
    }),
  );

  await app.register(usersRoutes, { prefix: '/api/user' });
  await app.register(userAdminRoutes, { prefix: '/api/user' });
  for (const kind of [tutorKind, centerKind])
    await app.register(profileRoutes(kind), { prefix: kind.apiBase });
  await app.register(searchRoutes, { prefix: '/api/search' });
  await app.register(placesRoutes, { prefix: '/api/places' });
  await app.register(reviewsRoutes, { prefix: '/api/reviews' });
  await app.register(watchlistRoutes, { prefix: '/api/watchlist' });
  await app.register(paymentsRoutes, { prefix: '/api/payments' });
  await app.register(hiresRoutes, { prefix: '/api/hires' });
  await app.register(messagesRoutes, { prefix: '/api' });
  await app.register(demoRoutes, { prefix: '/api/demo' });
  await app.register(conversationsRoutes, { prefix: '/api/conversations' });
  await app.register(requirementsRoutes, { prefix: '/api/requirements' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(profileReviewRoutes, { prefix: '/api/admin/profiles' });
  await app.register(conversationsAdminRoutes, { prefix: '/api/admin' });
  await app.register(uploadsRoutes, { prefix: '/api/uploads' });

  await app.register(webPlugin, { root: config.WEB_DIST ?? defaultWebDist, storage });
  return app;
}
