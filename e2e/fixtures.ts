import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };
export const ADMIN = { email: 'admin@e2e.test', password: 'admin-e2e-password' };
/** The demo student seeded into every fresh database (README). */
export const DEMO_STUDENT = { email: 'student@tuitionhub.local', password: 'student-demo-123' };

/**
 * Fails the test on any request to a host other than the app's own (the product must work offline),
 * on any console error or warning (Content-Security-Policy violations among them; a 4xx the test
 * provoked aside), and on any uncaught error in the page (issue 15).
 */
export const test = base.extend<{ offlineGuard: void }>({
  offlineGuard: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL!).origin;
      const outside: string[] = [];
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error' && msg.type() !== 'warning') return;
        // A 4xx a test provoked on purpose (a wrong password, a taken slot) is the browser's note, not a
        // page bug; a visitor's session check must never be one (issue 15 item 14).
        const url = msg.location().url;
        const provoked =
          /^Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text()) &&
          !url.includes('/api/user/me');
        if (!provoked) problems.push(`${msg.type()}: ${msg.text()} (${url})`);
      });
      page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
      // A violation a script caught (a swallowed `new Function` probe) prints nothing: report it.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(
            `Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
          ),
        ),
      );
      page.on('request', (req) => {
        const url = req.url();
        if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'))
          outside.push(url);
      });
      await use();
      expect(outside, 'requests to outside hosts').toEqual([]);
      expect(problems, 'console errors and warnings, CSP violations and uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page).toHaveURL(/\/$/);
}

const stillStyle = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
}`;

/** axe-core: no serious or critical WCAG 2.x A/AA violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  // axe judges what stands on the page: a toast caught fading in or out (opacity under 1) would
  // fail contrast for those frames. While it analyses, animations and transitions end at once (as
  // Playwright's `animations: 'disabled'` does for screenshots), so an element is shown or not.
  const still = await page.addStyleTag({ content: stillStyle });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
    .finally(() => still.evaluate((style) => (style as Element).remove()));
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
