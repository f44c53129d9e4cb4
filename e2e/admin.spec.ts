import type { Page } from '@playwright/test';
import { ADMIN, DEMO_STUDENT, expect, expectAccessible, login, test } from './fixtures.ts';

/** The public All Tutors listing searched by name: the cards' links with exactly that name. */
async function publicTutorLinks(page: Page, name: string) {
  await page.goto(`/all-tutors?q=${encodeURIComponent(name)}`);
  // Wait for the listing's answer (a count line or the spec's empty line) before counting cards.
  await expect(page.getByText(/\d+ tutors? found|No results found\./).first()).toBeVisible();
  return page.getByRole('article').getByRole('link', { name, exact: true });
}

test.describe('admin dashboard', () => {
  test('the admin deletes a tutor from All Tutors and it leaves the public listing', async ({ page }) => {
    await login(page, ADMIN.email, ADMIN.password);

    // A tutor of this test's own, so the demo catalogue other specs read stays as it is.
    const name = `Doomed Tutor ${Date.now().toString(36)}`;
    const created = await page.request.post('/api/tutors/create', {
      data: {
        name,
        email: `${name.replaceAll(' ', '.').toLowerCase()}@e2e.test`,
        password: 'tutor-e2e-password',
        bio: 'Teaches Mathematics for board exams.',
        availability: 'Evening',
        subjects: ['Mathematics'],
        fees: { Mathematics: 900 },
        // Where and what the tutor teaches (api-2 §1): city, ways of teaching and classes are required.
        city: 'Pune',
        modes: ['Online'],
        classLevels: ['IX-X'],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await expect(await publicTutorLinks(page, name)).toHaveCount(1);

    await page.goto('/admin-dashboard?tab=tutors');
    await expect(page.getByRole('heading', { name: 'All Tutors', level: 2 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Admin dashboard' }).getByRole('link', { name: 'All Tutors' }),
    ).toHaveAttribute('aria-current', 'page');
    await page.getByRole('searchbox', { name: /search tutors/i }).fill(name);
    await expect(page).toHaveURL(/[?&]q=Doomed/);
    const tutors = page.getByRole('list', { name: 'Tutors' });
    await expect(tutors.getByRole('heading', { level: 3 })).toHaveText([name]);
    await expectAccessible(page);

    await tutors.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Tutor deleted successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`No tutors match “${name}”.`)).toBeVisible();

    // Gone for visitors too, and the audit log says who did it.
    await expect(await publicTutorLinks(page, name)).toHaveCount(0);
    await page.goto(`/admin-dashboard?tab=audit&q=${encodeURIComponent(name)}`);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(ADMIN.email);
    await expect(row).toContainText('Deleted account');
  });

  test('All Users pages by 6 and opens the detail views', async ({ page }) => {
    await login(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin-dashboard?tab=users');
    const table = page.getByRole('table', { name: 'All users' });
    await expect(table.getByRole('row')).toHaveCount(7); // header + 6
    await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();

    // On a phone the rows become cards; every action stays reachable and the page stays accessible.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(table.getByRole('button', { name: /^Delete / }).first()).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.goto('/admin-dashboard?tab=centers');
    const centers = page.getByRole('table', { name: 'All tuition centers' });
    const firstCenter = centers.getByRole('link', { name: /View Details/ }).first();
    await firstCenter.click();
    await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Tuition Center', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a student opening /admin-dashboard is kept out, and so is the API', async ({ page }) => {
    await login(page, DEMO_STUDENT.email, DEMO_STUDENT.password);
    await page.goto('/admin-dashboard?tab=users');
    await expect(page.getByRole('heading', { name: 'This page is for admins only' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectAccessible(page);
    // The page only decides what to draw; the server refuses the student whatever id it claims.
    const me = (await (await page.request.get('/api/user/me')).json()) as { user: { _id: string } };
    const res = await page.request.get(`/api/admin/users?id=${me.user._id}`);
    expect(res.status()).toBe(403);
  });

  test('a visitor opening /admin-dashboard is sent to the login page', async ({ page }) => {
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});
