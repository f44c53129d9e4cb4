export declare const e2eAdmin: {
  email: string;
  password: string;
};
/**
 * End-to-end tests drive Debian's Chromium (/usr/bin/chromium; Playwright's own browser download
 * cannot work here) against the built app, started fresh with demo data in a throw-away data dir.
 */
declare const _default: import('playwright/test').PlaywrightTestConfig<{}, {}>;
export default _default;
