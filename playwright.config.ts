import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/tuitionhub-e2e-${port}`;
export const e2eAdmin = { email: 'admin@e2e.test', password: 'admin-e2e-password' };
/**
 * A second server on the next port, with the same demo data but LISTING_COUNT_CAP at 24 (two
 * numbered pages of 12): the demo catalogue (60 tutors) is far below the real cap of 1,000, and a
 * low cap on the main server would turn every other test's "N tutors found" into "24+". Only the
 * test of keyset pages past the cap (catalogue.spec.ts) uses it.
 */
export const cappedListings = { baseURL: `http://127.0.0.1:${port + 1}`, cap: 24 };

/** How the suite starts the built app: fresh, with demo data, in a throw-away data dir. */
const appServer = (at: number, dir: string, env: Record<string, string> = {}) => ({
  // E2E_FROM_SOURCE runs the server with tsx (no server build needed); E2E_WEB_DIST picks a web build.
  command: `rm -rf ${dir} && ${process.env.E2E_FROM_SOURCE ? 'npx tsx apps/server/src/server.ts' : 'node apps/server/dist/server.js'}`,
  url: `http://127.0.0.1:${at}/readyz`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    NODE_ENV: 'production',
    ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    PORT: String(at),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    SEED_DEMO: 'true',
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    LOG_LEVEL: 'warn',
    OUTBOX_INTERVAL_MS: '500',
    // The suite logs in many times from one IP; keep the brute-force limits but out of its way.
    LOGIN_MAX_FAILURES_PER_IP: '1000',
    REGISTER_MAX_PER_HOUR: '1000',
    UPLOAD_MAX_PER_HOUR: '1000',
    CONTACT_MAX_PER_HOUR: '1000',
    ENQUIRY_MAX_PER_HOUR: '1000',
    NEWSLETTER_MAX_PER_HOUR: '1000',
    ...env,
  },
});

/**
 * End-to-end tests drive Debian's Chromium (/usr/bin/chromium; Playwright's own browser download
 * cannot work here) against the built app, started fresh with demo data in a throw-away data dir.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.E2E_JSON ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    appServer(port, dataDir),
    appServer(port + 1, `${dataDir}-capped`, { LISTING_COUNT_CAP: String(cappedListings.cap) }),
  ],
});
