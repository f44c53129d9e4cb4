import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * All Tutors and a profile come with their first screen drawn by the server (issue 16, decision 020):
 * readable before any JavaScript runs, then taken over in place by the app, which reads the answer
 * inlined in the HTML instead of asking for it again.
 */

/** The page's first call, as the page makes it, and a profile to open. */
async function firstTutors(page: Page) {
  const res = await page.request.get('/api/tutors/all-tutors?page=1&limit=12');
  const body = (await res.json()) as { tutors: { _id: string; name: string }[] };
  expect(body.tutors.length).toBeGreaterThan(2);
  return body.tutors;
}

test.describe('catalogue pages drawn by the server', () => {
  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('All Tutors shows its first cards, and a profile its details', async ({ page }) => {
      const tutors = await firstTutors(page);
      await page.goto('/all-tutors');
      const drawn = page.locator('[data-prerendered]');
      await expect(drawn.locator('h1')).toHaveText('All Tutors');
      await expect(drawn.locator('article')).toHaveCount(tutors.length);
      for (const { name } of tutors.slice(0, 3))
        await expect(drawn.locator('article').getByText(name, { exact: true }).first()).toBeVisible();
      await expect(page).toHaveTitle('All Tutors · TuitionHub');

      const [first] = tutors;
      await page.goto(`/tutor/${first!._id}`);
      await expect(drawn.locator('h1')).toHaveText(first!.name);
      await expect(drawn.getByRole('table', { includeHidden: true })).toBeVisible();
      await expect(page).toHaveTitle(`${first!.name} · TuitionHub`);
    });
  });

  for (const which of ['All Tutors', 'a profile'] as const) {
    test(`on ${which}, the app takes over the drawn screen in place and does not fetch its answer again`, async ({
      page,
    }) => {
      const tutors = await firstTutors(page);
      const url = which === 'All Tutors' ? '/all-tutors' : `/tutor/${tutors[0]!._id}`;
      const api =
        which === 'All Tutors' ? '/api/tutors/all-tutors' : `/api/tutors/get-tutor/${tutors[0]!._id}`;
      const calls: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === api) calls.push(r.url());
      });
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: number };
        w.shifts = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!e.hadRecentInput) w.shifts += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The app's entry is held back until the drawn screen has been read.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });

      await page.goto(url);
      const drawn = page.locator('[data-prerendered]');
      await expect(drawn.locator('h1')).toBeVisible();
      const heading = await drawn.locator('h1').textContent();
      const headingBox = await drawn.locator('h1').boundingBox();
      // The cards as drawn (the filter panel's subjects may grow once the latest tutors arrive).
      const cards = await drawn.locator('article').allInnerTexts();
      release();

      await expect(drawn).toHaveCount(0);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveText(heading!);
      expect(await h1.boundingBox()).toEqual(headingBox);
      if (which === 'All Tutors') {
        await expect(page.getByRole('article').first()).toBeVisible();
        expect(cards.length).toBeGreaterThan(2);
        expect(await page.getByRole('article').allInnerTexts()).toEqual(cards);
      } else {
        await expect(page.getByRole('table', { name: 'Fees per subject' })).toBeVisible();
      }
      await page.waitForLoadState('networkidle');
      expect(calls, 'the page asked again for the answer drawn into its HTML').toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.05);
    });
  }

  test('a profile that does not exist is a 404 page, still shown by the app', async ({ page }) => {
    const res = await page.goto('/tutor/2c1f5a9e-0000-4000-8000-000000000000');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find this tutor');
  });
});

test.describe('the app starts after the first screen has painted', () => {
  /**
   * The app's entry (100 KB, then a long task to evaluate) is fetched only once the browser has
   * reported the first screen's paint (largest-contentful-paint): the hero image on Home, the
   * server-drawn text elsewhere. Fetched before that frame is shown, it shares the phone's
   * bandwidth with the image and holds the paint back (issue 16, LCP).
   */
  for (const path of ['/', '/all-tutors', 'a profile'] as const)
    test(`on ${path}`, async ({ page }) => {
      const url = path === 'a profile' ? `/tutor/${(await firstTutors(page))[0]!._id}` : path;
      await page.goto(url);
      // The app has taken over: its own copy of the page is interactive.
      await expect(page.locator('[data-prerendered]')).toHaveCount(0);
      const { paints, fetched } = await page.evaluate(async () => {
        const list = await new Promise<PerformanceEntryList>((resolve) =>
          new PerformanceObserver((l) => resolve(l.getEntries())).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          }),
        );
        const entry = performance
          .getEntriesByType('resource')
          .find((r) => /\/assets\/index-[^/]+\.js$/.test(r.name));
        const paints = (list as LargestContentfulPaint[]).map((e) => ({ at: e.startTime, url: e.url }));
        return { paints, fetched: entry?.startTime };
      });
      // Home's first screen is its hero image; elsewhere the first paint the browser reports.
      const painted = path === '/' ? paints.find((p) => /slide-1/.test(p.url)) : paints[0];
      expect(painted, 'the first screen’s paint was reported').toBeDefined();
      expect(fetched, 'the entry was fetched').toBeDefined();
      expect(fetched!).toBeGreaterThanOrEqual(painted!.at);
    });
});
