import type { Locator, Page } from '@playwright/test';
import { DEMO_STUDENT, expect, test } from './fixtures.ts';

/**
 * Issue 15 item 18: the main flows by keyboard alone. Nothing here clicks: focus moves with Tab
 * (or Shift+Tab) until the wanted control has it, then Enter, Space, arrows or typing act on it.
 */
async function tabTo(page: Page, target: Locator, { max = 120, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)))
      return;
  }
  throw new Error(`Tab never reached ${target}`);
}

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

async function emptyWatchlist(page: Page) {
  const { items } = (await (await page.request.get('/api/watchlist')).json()) as {
    items: { tutorId: string }[];
  };
  for (const item of items)
    expect((await page.request.delete(`/api/watchlist/${item.tutorId}`)).ok()).toBe(true);
}

test.describe('by keyboard alone', () => {
  test('sign in, search, open a profile, shortlist, pay', async ({ page }) => {
    test.slow();
    await page.goto('/login');
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(DEMO_STUDENT.email);
    await tabTo(page, page.getByLabel('Password'));
    await page.keyboard.type(DEMO_STUDENT.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await emptyWatchlist(page);

    // The header's search.
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search for tutors or centers' });
    await tabTo(page, box);
    await page.keyboard.type('Physics');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=Physics$/);

    // The first tutor found: its name's link.
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    const link = first.getByRole('link').first();
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tutor\/[0-9a-f-]+$/);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();

    // Shortlist: pick a subject with the arrow keys, then Add to Watchlist.
    const shortlist = page.getByRole('region', { name: `Shortlist ${name}` });
    const picker = shortlist.getByRole('combobox', { name: 'Subject' });
    await tabTo(page, picker);
    await page.keyboard.press('ArrowDown');
    const subject = (await picker.inputValue()).trim();
    expect(subject).not.toBe('');
    await tabTo(page, shortlist.getByRole('button', { name: 'Add to Watchlist' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${name} (${subject}) is in your watchlist`)).toBeVisible();

    // To the watchlist through the header's profile link and the dashboard's menu.
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Aarav Sharma' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/user-dashboard$/);
    const watchlistLink = page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Watchlist' });
    // On a desktop the menu is a column; Tab reaches its links directly.
    await tabTo(page, watchlistLink);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/watchlist$/);
    await tabTo(page, page.getByRole('button', { name: 'Proceed to Payment' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pay$/);

    // Card, chosen with the arrow keys in the "Pay with" group, then the card's fields.
    const card = page.getByRole('radio', { name: 'Card' });
    await tabTo(page, page.getByRole('group', { name: 'Pay with' }).getByRole('radio').first());
    for (let i = 0; i < 3 && !(await card.isChecked()); i++) await page.keyboard.press('ArrowDown');
    await expect(card).toBeChecked();
    await tabTo(page, page.getByLabel('Card number'));
    await page.keyboard.type('4242424242424242');
    await tabTo(page, page.getByLabel('Expiry (MM / YY)'));
    await page.keyboard.type(`12${nextYear}`);
    await tabTo(page, page.getByLabel('CVC'));
    await page.keyboard.type('123');
    await tabTo(page, page.getByRole('button', { name: 'Pay Now' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/paid\/[0-9a-f-]+$/);
    await expect(page.getByText('Payment succeeded! Thank you for your purchase.')).toBeVisible();
  });

  test("send an enquiry from a tutor's profile", async ({ page }) => {
    await page.goto('/all-tutors');
    const link = page.getByRole('article').first().getByRole('link').first();
    await expect(link).toBeVisible();
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tutor\/[0-9a-f-]+$/);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    const form = page.getByRole('region', { name: `Contact ${name}` });
    await tabTo(page, form.getByRole('textbox', { name: /^Name/ }));
    await page.keyboard.type('Meena Iyer');
    await tabTo(page, form.getByRole('textbox', { name: /^Email/ }));
    await page.keyboard.type('meena.keyboard@example.test');
    await tabTo(page, form.getByRole('textbox', { name: /^Message/ }));
    await page.keyboard.type('Weekday evenings for Class 10?');
    await tabTo(page, form.getByRole('button', { name: 'Send Message' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Email sent Successfully')).toBeVisible();
  });

  test('sign up as a student, agreeing to the terms with Space', async ({ page }) => {
    const field = (label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
    await page.goto('/signup');
    await expect(page.getByRole('radio', { name: 'Student' })).toBeChecked();
    await tabTo(page, field('Name'));
    await page.keyboard.type('Kiran Keyboard');
    await tabTo(page, field('Email'));
    await page.keyboard.type(`kiran-${Date.now().toString(36)}@e2e.test`);
    await tabTo(page, field('Password'));
    await page.keyboard.type('keyboard-pass-123');
    await tabTo(page, field('Profile Info'));
    await page.keyboard.type('Class 8, CBSE; Maths and Science');
    const agree = page.getByRole('checkbox', { name: /I agree to the Terms of use/ });
    await tabTo(page, agree);
    await page.keyboard.press('Space');
    await expect(agree).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Sign Up' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Student registered successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
