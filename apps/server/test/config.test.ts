import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configSchema, loadConfig } from '../src/config.ts';

const root = path.resolve(import.meta.dirname, '../../..');

describe('configuration', () => {
  it('refuses a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'paypal' })).toThrow(/PAYMENTS_PROVIDER/);
  });

  it('needs all three Stripe keys when the provider is stripe', () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE/,
    );
  });

  it('has working defaults for a fresh machine', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.PAYMENTS_PROVIDER).toBe('local');
    expect(c.SESSION_TTL_DAYS).toBe(30);
  });

  it('documents every variable in .env.example and the README', () => {
    const example = readFileSync(path.join(root, '.env.example'), 'utf8');
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    for (const key of Object.keys(configSchema.shape)) {
      expect(example, `.env.example lists ${key}`).toMatch(new RegExp(`^#? ?${key}=`, 'm'));
      expect(readme, `README documents ${key}`).toContain(`\`${key}\``);
    }
  });
});
