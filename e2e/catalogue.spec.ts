import type { Locator, Page } from '@playwright/test';
import { cappedListings } from '../playwright.config.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/** The tutor cards on the current page, as links by name. */
const tutorLinks = (page: Page) => page.getByRole('article').getByRole('link');
const countLine = (page: Page) => page.getByText(/\d+ tutors? found/);

async function cardFees(cards: Locator): Promise<number[]> {
  const texts = await cards.allTextContents();
  return texts.map((t) => {
    const m = t.match(/From Rs\. ([\d,]+)\/month/);
    return m ? Number(m[1]!.replace(/,/g, '')) : Number.POSITIVE_INFINITY;
  });
}

test.describe('catalogue', () => {
  test('a filter on All Tutors changes the results and the URL; Back restores them', async ({ page }) => {
    await page.goto('/all-tutors');
    await expect(tutorLinks(page).first()).toBeVisible();
    const before = await tutorLinks(page).allTextContents();
    const beforeCount = await countLine(page).textContent();

    await page.getByRole('button', { name: 'Evening', exact: true }).click();
    await expect(page).toHaveURL(/[?&]availability=Evening/);
    await expect(page.getByRole('button', { name: 'Evening', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(countLine(page)).not.toHaveText(beforeCount!);
    // Every tutor shown now is available in the evening.
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allTextContents()) expect(text).toContain('Evening');
    expect(await tutorLinks(page).allTextContents()).not.toEqual(before);

    await page.goBack();
    await expect(page).not.toHaveURL(/availability=/);
    await expect(countLine(page)).toHaveText(beforeCount!);
    await expect(tutorLinks(page)).toHaveText(before);
    await expect(page.getByRole('button', { name: 'Evening', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('sort by fees orders the cards by lowest fee', async ({ page }) => {
    await page.goto('/all-tutors');
    await expect(tutorLinks(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Fees', exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=fees/);
    await expect(page.getByRole('button', { name: 'Fees', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The previous order stays on screen until the sorted answer arrives.
    await expect
      .poll(async () => {
        const fees = await cardFees(page.getByRole('article'));
        return fees.length > 2 && fees.every((fee, i) => i === 0 || fees[i - 1]! <= fee);
      })
      .toBe(true);
  });

  test('a tutor card opens the profile with name, fees per month in Rs. and the profile blocks', async ({
    page,
  }) => {
    await page.goto('/all-tutors');
    const first = tutorLinks(page).first();
    const name = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/tutor\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(new RegExp(`^${name}`));
    const fees = page.getByRole('table', { name: 'Fees per subject' });
    await expect(fees).toContainText(/Rs\. [\d,]+\/month/);
    // The blocks other features supply: shortlist, contact form, reviews; then the latest tutors.
    await expect(page.getByRole('button', { name: 'Add to Watchlist' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Contact ${name}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Customer reviews' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Latest tutors' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Latest tutors' }).getByRole('link', { name, exact: true }),
    ).toHaveCount(0);
    await expectAccessible(page);
  });

  test('All Tuition Centers shows flip cards and one opens its profile', async ({ page }) => {
    await page.goto('/all-tuition-centers');
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible();
    const link = card.getByRole('link');
    const name = (await link.textContent())!.trim();

    const toggle = card.getByRole('button', { name: /Show details/ });
    await toggle.click();
    await expect(card.getByRole('button', { name: /Hide details/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(card).toContainText(/Rs\. [\d,]+\/month/);

    await link.click();
    await expect(page).toHaveURL(/\/tuition-center\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('table', { name: 'Fees per course' })).toContainText(/Rs\. [\d,]+\/month/);
    await expect(page.getByRole('link', { name: /^\+?[\d\s-]+$/ }).first()).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('heading', { name: `Contact ${name}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Customer reviews' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Latest tuition centers' })).toBeVisible();
  });

  test('the header search reaches /search?query=Physics and a result opens a profile', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search for tutors or centers' });
    await box.fill('Physics');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=Physics$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Physics');
    const tutors = page.getByRole('region', { name: /Tutors/ });
    const result = tutors.getByRole('link').first();
    await expect(result).toBeVisible();
    const name = (await result.textContent())!.trim();
    await result.click();
    await expect(page).toHaveURL(/\/tutor\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('All Tutors is accessible, and so is its filter panel on a phone', async ({ page }) => {
    await page.goto('/all-tutors');
    await expect(tutorLinks(page).first()).toBeVisible();
    await expectAccessible(page);

    await page.setViewportSize({ width: 390, height: 844 });
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Keyword')).toBeHidden();
    await filters.click();
    await expect(page.getByLabel('Keyword')).toBeVisible();
    await expectAccessible(page);
  });

  test.describe('past the counted pages', () => {
    // Its own server, whose count stops at 24 (two numbered pages): playwright.config.ts says why.
    test.use({ baseURL: cappedListings.baseURL });
    const pageLabel = (page: Page) =>
      page.getByRole('navigation', { name: 'Pagination' }).getByText(/^Page /);
    const profileIds = (page: Page) =>
      tutorLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const next = (page: Page) => page.getByRole('button', { name: 'Next page' });

    test('Next page goes on by cursor past the count; the URL is shareable; Previous comes back; a stale link says so', async ({
      page,
    }) => {
      await page.goto('/all-tutors');
      await expect(page.getByText(/tutors found/)).toHaveText(`${cappedListings.cap}+ tutors found`);
      await expect(pageLabel(page)).toHaveText('Page 1 of 2+');
      const seen = new Set(await profileIds(page));

      await next(page).click();
      await expect(page).toHaveURL(/\/all-tutors\?page=2$/);
      await expect(pageLabel(page)).toHaveText('Page 2 of 2+');
      await expect(tutorLinks(page)).toHaveCount(12);
      for (const id of await profileIds(page)) seen.add(id);

      // Page 3 starts past the 24 counted matches: only the cursor reaches it.
      await next(page).click();
      await expect(page).toHaveURL(/[?&]after=[\w-]+&page=3$/);
      await expect(pageLabel(page)).toHaveText('Page 3');
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(tutorLinks(page).first()).toBeVisible();
      const third = await profileIds(page);
      // Every tutor on it is one the counted pages did not show.
      for (const id of third) expect(seen.has(id)).toBe(false);
      for (const id of third) seen.add(id);
      await expectAccessible(page);

      await next(page).click();
      await expect(page).toHaveURL(/[?&]after=[\w-]+&page=4$/);
      await expect(pageLabel(page)).toHaveText('Page 4');
      await expect.poll(async () => (await profileIds(page)).some((id) => seen.has(id))).toBe(false);
      const fourth = await profileIds(page);
      const fourthURL = page.url();

      // A shared link shows that page.
      const shared = await page.context().newPage();
      await shared.goto(fourthURL);
      await expect(pageLabel(shared)).toHaveText('Page 4');
      await expect.poll(() => profileIds(shared)).toEqual(fourth);
      // With no page of ours before it in that tab, Previous goes to the last numbered page.
      await shared.getByRole('button', { name: 'Previous page' }).click();
      await expect(shared).toHaveURL(/\/all-tutors\?page=2$/);
      await expect(pageLabel(shared)).toHaveText('Page 2 of 2+');
      await shared.close();

      // Previous from a page Next led to: back to the page before, as it was.
      await page.getByRole('button', { name: 'Previous page' }).click();
      await expect(page).toHaveURL(/[?&]after=[\w-]+&page=3$/);
      await expect(pageLabel(page)).toHaveText('Page 3');
      await expect.poll(() => profileIds(page)).toEqual(third);

      // A cursor altered by hand: the server's sentence and a way to the first page.
      await page.goto('/all-tutors?after=not-a-cursor&page=9');
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(
        'This link to the next page no longer works. Go back to the first page.',
      );
      await alert.getByRole('button', { name: 'Go to the first page' }).click();
      await expect(page).toHaveURL(/\/all-tutors$/);
      await expect(pageLabel(page)).toHaveText('Page 1 of 2+');
    });
  });
});
