import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

/** What each tutor card of the listing says about distance: how far away, and how far the tutor comes. */
async function cardDistances(page: Page) {
  const texts = await page.getByRole('article').allTextContents();
  return texts.map((t) => ({
    away: Number(/([\d.]+) km away/.exec(t)?.[1] ?? Number.NaN),
    comes: Number(/comes up to (\d+) km/.exec(t)?.[1] ?? Number.NaN),
  }));
}

test.describe('near me (issue 11)', () => {
  test('a parent at 411038 who wants a tutor at home sees, nearest first, only tutors who travel that far', async ({
    page,
  }) => {
    await page.goto('/all-tutors');
    await expect(page.getByRole('article').first()).toBeVisible();
    // Nearest needs a place.
    const sort = page.getByRole('group', { name: 'Sort by' });
    await expect(sort.getByRole('button', { name: 'Nearest' })).toHaveCount(0);

    const box = page.getByRole('combobox', { name: 'Place' });
    await box.pressSequentially('411038');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // Picked from the keyboard, as the combobox pattern says.
    await box.press('ArrowDown');
    await expect(page.getByRole('option', { name: /411038/ }).first()).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await box.press('Enter');
    await expect(page).toHaveURL(/[?&]near=411038/);
    await expect(box).toHaveValue(/411038/);

    await page.getByRole('button', { name: "At the student's home" }).click();
    await expect(page).toHaveURL(/[?&]mode=Home/);
    await sort.getByRole('button', { name: 'Nearest' }).click();
    await expect(page).toHaveURL(/[?&]sort=distance/);
    await expect(sort.getByRole('button', { name: 'Nearest' })).toHaveAttribute('aria-pressed', 'true');

    // The sorted answer replaces the previous one: wait until every card carries a distance.
    await expect
      .poll(async () => {
        const cards = await cardDistances(page);
        return cards.length > 0 && cards.every((c) => !Number.isNaN(c.away) && !Number.isNaN(c.comes));
      })
      .toBe(true);
    const cards = await cardDistances(page);
    // Nearest first…
    expect(cards.map((c) => c.away)).toEqual([...cards.map((c) => c.away)].sort((a, b) => a - b));
    for (const c of cards) {
      // …within the 10 km the list asks about by default, and each tutor comes at least that far.
      expect(c.away).toBeLessThanOrEqual(10);
      expect(c.comes).toBeGreaterThanOrEqual(c.away);
    }
    // Fees are per month.
    await expect(page.getByRole('article').first()).toContainText(/From Rs\. [\d,]+\/month|Fees on request/);

    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(chips.getByRole('button', { name: /Near 411038/ })).toBeVisible();
    await expectAccessible(page);

    // Taking the place away takes Nearest with it.
    await chips.getByRole('button', { name: /Near 411038/ }).click();
    await expect(page).not.toHaveURL(/near=|sort=distance/);
    await expect(sort.getByRole('button', { name: 'Nearest' })).toHaveCount(0);
  });

  test('"maths tutor in pune" from the header search shows Pune maths tutors and what it understood', async ({
    page,
  }) => {
    await page.goto('/');
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search for tutors or centers' });
    await search.fill('maths tutor in pune');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=maths(\+|%20)tutor(\+|%20)in(\+|%20)pune$/);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Math\w* tutors in Pune$/i);
    const understood = page.getByRole('list', { name: 'What we understood' });
    await expect(understood.getByRole('button', { name: /^Search without Subject: Math/i })).toBeVisible();
    await expect(understood.getByRole('button', { name: 'Search without City: Pune' })).toBeVisible();

    const tutors = page.getByRole('region', { name: /^Tutors/ });
    const rows = tutors.getByRole('article');
    await expect(rows.first()).toBeVisible();
    for (const text of await rows.allTextContents()) {
      expect(text).toContain('Pune');
      expect(text).toMatch(/math/i);
    }
    await expectAccessible(page);

    // Removing the city searches again without "in pune".
    await understood.getByRole('button', { name: 'Search without City: Pune' }).click();
    await expect(page).toHaveURL(/\/search\?query=maths(\+|%20)tutor$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Math\w* tutors$/i);
    await expect(understood.getByRole('button', { name: /City/ })).toHaveCount(0);
  });
});
