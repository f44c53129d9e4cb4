import type { Page } from '@playwright/test';
import { ADMIN, DEMO_STUDENT, expect, expectAccessible, test } from './fixtures.ts';

/** Signs in through the API (the session cookie lands in the page's context), then opens `path`. */
async function signInAs(page: Page, account: { email: string; password: string }, path = '/') {
  const res = await page.request.post('/api/user/login', { data: account });
  expect(res.ok()).toBe(true);
  const { user } = (await res.json()) as { user: { name: string } };
  await page.goto(path);
  return user;
}

test.describe('Shell', () => {
  test('every page has a sticky header, main and footer with the office details', async ({ page }) => {
    await page.goto('/about');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'TuitionHub home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('main')).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Monday to Saturday 10:00-18:00');
    await expect(footer.getByRole('link', { name: /\+91 98765 43210/ })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    await expect(footer.getByRole('link', { name: /hello@tuitionhub\.in/ })).toHaveAttribute(
      'href',
      'mailto:hello@tuitionhub.in',
    );
    await expect(footer.getByRole('img', { name: 'Get it on Google Play' })).toBeVisible();
    // Only the methods the checkout takes; no social icons that lead nowhere (issue 15 item 4).
    await expect(
      footer.getByRole('img', { name: 'We accept Visa, Mastercard, RuPay and UPI' }),
    ).toBeVisible();
    await expect(footer.getByRole('link', { name: /TuitionHub on / })).toHaveCount(0);
    await expect(footer.locator('a[href="#"]')).toHaveCount(0);
    // The policies, from every page's footer.
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: 'Refund and cancellation policy' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );

    await page.mouse.wheel(0, 2000);
    await expect(banner).toBeInViewport();

    // The skip link is the first stop and lands on the content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the header search goes to /search?query=…', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search for tutors or centers' });
    await expect(box).toHaveAttribute('placeholder', 'Search for tutors or centers ...');
    await box.fill('Maths tutor');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=Maths(%20|\+)tutor$/);
  });

  test('the SERVICES menu reaches All Tutors and All Tuition Centers', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'SERVICES' }).click();
    await page.getByRole('menuitem', { name: 'Tutors' }).click();
    await expect(page).toHaveURL(/\/all-tutors$/);

    // By keyboard too: Enter opens, arrows move, Enter follows.
    await nav.getByRole('button', { name: 'SERVICES' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Tutors' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    // Radix moves the focus on the next tick; a user presses Enter on what they see focused.
    await expect(page.getByRole('menuitem', { name: 'Tuition Centers' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/all-tuition-centers$/);
  });

  test('a visitor sees LOGIN and Join US', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'LOGIN' })).toHaveAttribute('href', '/login');
    await banner.getByRole('link', { name: 'Join US' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a signed-in user sees their photo linking to their dashboard, and can log out', async ({ page }) => {
    const user = await signInAs(page, DEMO_STUDENT);
    const banner = page.getByRole('banner');
    const profile = banner.getByRole('link', { name: user.name });
    await expect(profile).toHaveAttribute('href', '/user-dashboard');
    await expect(profile).toHaveAttribute('title', user.name);
    await expect(banner.getByRole('link', { name: 'LOGIN' })).toHaveCount(0);

    await page.goto('/about');
    await banner.getByRole('button', { name: 'LOGOUT' }).click();
    await expect(page.getByText('User logout successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(banner.getByRole('link', { name: 'LOGIN' })).toBeVisible();
    // Signed out, the session check answers as for any visitor: 200 with no user (issue 15 item 14).
    const me = await page.request.get('/api/user/me');
    expect(me.status()).toBe(200);
    expect(await me.json()).toEqual({ user: null });
  });

  test('the mobile menu at 390 px opens, mirrors the header and navigates', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    // While the dialog is open the page behind it is hidden from assistive tech, the button included.
    const button = page.getByRole('button', { name: 'Menu', exact: true, includeHidden: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['HOME', 'Tutors', 'Tuition Centers', 'ABOUT', 'CONTACT', 'LOGIN', 'Join US'])
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(menu.getByRole('searchbox', { name: 'Search for tutors or centers' })).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await menu.getByRole('link', { name: 'ABOUT' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();

    await button.click();
    await menu.getByRole('searchbox').fill('Physics');
    await menu.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\?query=Physics$/);
    await expect(menu).toBeHidden();
  });

  test("the mobile menu lists an admin's dashboard sections and LOGOUT", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, ADMIN);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const admin = menu.getByRole('navigation', { name: 'Admin dashboard' });
    for (const [name, tab] of [
      ['Profile', 'profile'],
      ['All Users', 'users'],
      ['All Tutors', 'tutors'],
      ['All Tuition Centers', 'centers'],
    ])
      await expect(admin.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `/admin-dashboard?tab=${tab}`,
      );
    await admin.getByRole('link', { name: 'All Users' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\?tab=users$/);

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await menu.getByRole('button', { name: 'LOGOUT' }).click();
    await expect(page.getByText('User logout successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown address shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await page.getByRole('main').getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the Android app page describes the app', async ({ page }) => {
    await page.goto('/android-app');
    await expect(
      page.getByRole('heading', { level: 1, name: 'TuitionHub on your Android phone' }),
    ).toBeVisible();
    await expect(page.getByText('Coming soon to Google Play')).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('About', () => {
  test('shows its sections, the numbers and the team', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle(/About TuitionHub/);
    await expect(page.getByRole('heading', { level: 1, name: 'About TuitionHub' })).toBeVisible();
    for (const text of ['1000+', '20k', '10000'])
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    const headings = await page.locator('main h2').allTextContents();
    expect(headings).toEqual([
      'Three simple steps',
      'Beyond tutoring',
      'Why home tuitions?',
      'Meet the team',
      'Frequently asked questions',
      'See the difference a good tutor makes',
    ]);
    await expect(page.getByRole('region', { name: 'Three simple steps' }).getByRole('listitem')).toHaveCount(
      3,
    );
    await expect(page.getByRole('region', { name: 'Meet the team' }).getByRole('img')).toHaveCount(7);
    // 'Book Free Demo Classes' opens the demo finder on this page (issue 12), no longer All Tutors.
    await expect(page.getByRole('link', { name: 'Book Free Demo Classes' })).toHaveAttribute(
      'href',
      '/about?demo=find',
    );
  });

  test('the FAQ keeps one answer open, or none', async ({ page }) => {
    await page.goto('/about');
    const faq = page.locator('#faq');
    const first = faq.getByRole('button', { name: 'How long is each session?' });
    const second = faq.getByRole('button', { name: 'How are tutors chosen?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText(/A session is usually one hour/)).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText(/A session is usually one hour/)).toBeHidden();

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByRole('button', { expanded: true })).toHaveCount(0);
  });

  test("the footer's FAQ link lands on the questions", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/about#faq$/);
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeInViewport();
  });

  test('passes axe, with an answer open', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Can I change my tutor?' }).click();
    await expectAccessible(page);
  });
});
