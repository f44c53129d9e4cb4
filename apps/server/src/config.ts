import path from 'node:path';
import { DEFAULT_LISTING_COUNT_CAP } from '@tuitionhub/contracts';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (def: number) => z.coerce.number().int().min(0).default(def);

/**
 * Every environment variable the server reads, parsed once at start.
 * `.env.example` and the README's configuration table list the same names; keep the three in step.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  SEED_DEMO: bool.default(true),
  WEB_DIST: z.string().optional(),

  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  TRUST_PROXY: bool.default(false),
  METRICS_TOKEN: z.string().min(16, 'use at least 16 characters').optional(),

  LOGIN_MAX_FAILURES_PER_EMAIL: int(5),
  LOGIN_MAX_FAILURES_PER_IP: int(100),
  LOGIN_WINDOW_MINUTES: int(15),
  REGISTER_MAX_PER_HOUR: int(30),
  UPLOAD_MAX_PER_HOUR: int(60),
  PASSWORD_RESET_MAX_PER_HOUR: int(5),
  CONTACT_MAX_PER_HOUR: int(20),
  ENQUIRY_MAX_PER_HOUR: int(20),
  NEWSLETTER_MAX_PER_HOUR: int(20),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, 'letters, digits and _ . : - only')
    .default('tuitionhub:'),

  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('TuitionHub <no-reply@tuitionhub.local>'),
  OFFICE_EMAIL: z.email().default('office@tuitionhub.local'),
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),

  /** Listings count matches exactly up to this many, then answer "N+" (issue 16). */
  LISTING_COUNT_CAP: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_LISTING_COUNT_CAP),
  /** New tutor and center profiles wait for the admin's approval before they are listed (api-2 §6). */
  PROFILE_REVIEW: bool.default(true),
  PAYMENTS_PROVIDER: z.enum(['local', 'stripe', 'razorpay']).default('local'),
  /** The seller printed on receipts. */
  BUSINESS_NAME: z.string().trim().min(1).max(200).default('TuitionHub'),
  BUSINESS_ADDRESS: z.string().trim().max(500).default('India'),
  BUSINESS_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .regex(
      /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
      'must be a 15-character GSTIN (e.g. 27AAPFU0939F1ZV)',
    )
    .optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.url().optional(),
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_\w+$/, 'must be a Razorpay key id (rzp_test_… or rzp_live_…)')
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  /** Tests point the SDK at a local stand-in for api.razorpay.com. */
  RAZORPAY_API_BASE: z.url().optional(),

  STORAGE_PROVIDER: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
});

export type Env = z.infer<typeof configSchema>;
export type Config = Env & {
  uploadsDir: string;
  dbDir: string;
  isProduction: boolean;
  /** PUBLIC_URL is https: HTTPS-only headers (HSTS, upgrade-insecure-requests) and Secure cookies apply. */
  httpsOrigin: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (
    c.PAYMENTS_PROVIDER === 'stripe' &&
    (!c.STRIPE_SECRET_KEY || !c.STRIPE_PUBLISHABLE_KEY || !c.STRIPE_WEBHOOK_SECRET)
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENTS_PROVIDER: stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  if (
    c.PAYMENTS_PROVIDER === 'razorpay' &&
    (!c.RAZORPAY_KEY_ID || !c.RAZORPAY_KEY_SECRET || !c.RAZORPAY_WEBHOOK_SECRET)
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENTS_PROVIDER: razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
    );
  }
  if (c.STORAGE_PROVIDER === 's3' && !c.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  STORAGE_PROVIDER: s3 needs S3_BUCKET');
  }
  if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID: give both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the SDK then finds credentials itself)',
    );
  }
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    ...c,
    DATA_DIR: dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    dbDir: path.join(dataDir, 'db'),
    isProduction: c.NODE_ENV === 'production',
    httpsOrigin: c.PUBLIC_URL?.startsWith('https:') ?? false,
  };
}

/** A config for tests: defaults plus overrides, never reading the real environment except DATABASE_URL. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Profiles go live at once in tests of other features; the review tests turn review on.
    PROFILE_REVIEW: 'false',
    ...overrides,
  });
}
