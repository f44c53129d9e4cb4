import type { Browser, Page } from '@playwright/test';
import { ADMIN, DEMO_STUDENT, expect, expectAccessible, login, test } from './fixtures.ts';

/** Seeded tutors and centers share the demo password (README). */
const SEEDED_PASSWORD = 'student-demo-123';
const DEMO_STUDENT_NAME = 'Aarav Sharma';
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
const inr = (n: number) => new Intl.NumberFormat('en-IN').format(n);

interface TutorCard {
  _id: string;
  name: string;
  reviewCount: number;
  subjects: string[];
  fees: Record<string, number>;
}

/** A signed-in page of its own (another person on another device). */
async function signedIn(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, email, password);
  return page;
}

test.describe('refunds and hires', () => {
  test('the student pays, the tutor sees the hire, the admin refunds part then the rest, the student sees the refund', async ({
    page,
    browser,
  }) => {
    // Three people, a payment and two refunds: give a loaded CI machine room.
    test.slow();
    await login(page, DEMO_STUDENT.email, DEMO_STUDENT.password);
    const { items } = (await (await page.request.get('/api/watchlist')).json()) as {
      items: { tutorId: string }[];
    };
    for (const item of items)
      expect((await page.request.delete(`/api/watchlist/${item.tutorId}`)).ok()).toBe(true);

    // A seeded tutor (it has reviews and the demo password; tutors other specs create have neither)
    // with a fee above Rs. 100 (the partial refund is Rs. 100), shortlisted from its profile.
    const rated = await page.request.get('/api/tutors/all-tutors?sort=ratings&limit=24');
    expect(rated.ok(), await rated.text()).toBe(true);
    const { tutors: ratedTutors } = (await rated.json()) as { tutors: TutorCard[] };
    const tutor = ratedTutors.find(
      (t) => t.reviewCount > 0 && t.subjects.some((s) => (t.fees[s] ?? 0) > 100),
    )!;
    expect(tutor).toBeDefined();
    const subject = tutor.subjects.find((s) => (tutor.fees[s] ?? 0) > 100)!;
    const fee = tutor.fees[subject]!;
    await page.goto(`/tutor/${tutor._id}`);
    const shortlist = page.getByRole('region', { name: `Shortlist ${tutor.name}` });
    await shortlist.getByRole('combobox', { name: 'Subject' }).selectOption(subject);
    await shortlist.getByRole('button', { name: 'Add to Watchlist' }).click();
    await expect(page.getByText(`${tutor.name} (${subject}) is in your watchlist`)).toBeVisible();

    // Pays with the test card 4242 …; the checkout links the refund policy.
    await page.goto('/watchlist');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page).toHaveURL(/\/pay$/);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'refund and cancellation policy' }),
    ).toHaveAttribute('href', '/refund-policy');
    await page.getByRole('group', { name: 'Pay with' }).getByText('Card', { exact: true }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM / YY)').fill(`12${nextYear}`);
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/paid\/[0-9a-f-]+$/);
    const paymentId = page.url().split('/').pop()!;
    const { payments } = (await (await page.request.get('/api/payments')).json()) as {
      payments: { _id: string; paymentIntentId: string; status: string }[];
    };
    const paid = payments.find((p) => p._id === paymentId)!;
    expect(paid.status).toBe('paid');

    // The student's "My tutors" lists the tutor with Message and Book next class.
    await page.goto('/user-dashboard');
    const myTutors = page.getByRole('region', { name: 'My tutors' });
    const card = myTutors.getByRole('article', { name: tutor.name }).first();
    await expect(card.getByRole('link', { name: `Message ${tutor.name}` })).toHaveAttribute(
      'href',
      `/tutor/${tutor._id}`,
    );
    await expect(card.getByRole('link', { name: `Book next class with ${tutor.name}` })).toHaveAttribute(
      'href',
      `/tutor/${tutor._id}#book-demo`,
    );
    await expectAccessible(page);

    // The tutor signs in and sees the hire: the student's name, e-mail and the subject.
    const admin = await signedIn(browser, ADMIN.email, ADMIN.password);
    const { user: tutorAccount } = (await (
      await admin.request.get(`/api/admin/users/${tutor._id}`)
    ).json()) as {
      user: { email: string };
    };
    const tutorPage = await signedIn(browser, tutorAccount.email, SEEDED_PASSWORD);
    await tutorPage.goto('/tutor-dashboard');
    const hires = tutorPage.getByRole('region', { name: 'Hires' });
    const hire = hires.getByRole('article', { name: DEMO_STUDENT_NAME }).filter({ hasText: subject }).first();
    await expect(hire).toBeVisible();
    await expect(hire.getByRole('link', { name: DEMO_STUDENT.email })).toHaveAttribute(
      'href',
      `mailto:${DEMO_STUDENT.email}`,
    );
    await expectAccessible(tutorPage);

    // The admin refunds Rs. 100 of it, then the rest, from the payments page.
    await admin.goto('/payments');
    const row = admin
      .getByRole('table', { name: 'All payments, newest first' })
      .getByRole('row')
      .filter({ hasText: paid.paymentIntentId });
    await row.getByRole('button', { name: /^Refund / }).click();
    let dialog = admin.getByRole('dialog', { name: 'Refund payment' });
    await dialog.getByText('Partial', { exact: true }).click();
    await dialog.getByLabel(/Amount to refund/).fill(String(fee + 1));
    await dialog.getByLabel(/Reason/).fill('One class was missed');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(dialog.getByText(`At most ₹${inr(fee)} is left to refund.`)).toBeVisible();
    await expectAccessible(admin);
    await dialog.getByLabel(/Amount to refund/).fill('100');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(admin.getByText(`Refunded ₹100 to ${DEMO_STUDENT_NAME}`)).toBeVisible();
    await expect(row).toContainText('Refunded ₹100');
    await expect(row).toContainText('paid');

    await row.getByRole('button', { name: /^Refund / }).click();
    dialog = admin.getByRole('dialog', { name: 'Refund payment' });
    await dialog.getByLabel(/Reason/).fill('The family moved to another city');
    await dialog.getByRole('button', { name: `Refund ₹${inr(fee - 100)}` }).click();
    await expect(row).toContainText('refunded');
    await expect(row).toContainText(`Refunded ₹${inr(fee)}`);
    await expect(row.getByRole('button', { name: /^Refund / })).toHaveCount(0);
    await expectAccessible(admin);

    // The student's payment history shows the refund, in full, with both parts.
    await page.goto('/watchlist');
    const history = page.getByRole('listitem').filter({ hasText: paid.paymentIntentId });
    await expect(history).toContainText(`Refunded Rs. ${inr(fee)} (in full)`);
    await expect(history).toContainText('One class was missed');
    await expect(history).toContainText('The family moved to another city');
    await expectAccessible(page);

    // The refund policy page is reachable from the footer.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Refund and cancellation policy' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Refund and cancellation policy' }),
    ).toBeVisible();
    await expectAccessible(page);

    await admin.context().close();
    await tutorPage.context().close();
  });
});
