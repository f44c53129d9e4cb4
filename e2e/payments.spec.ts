import type { Page } from '@playwright/test';
import { DEMO_STUDENT, expect, expectAccessible, login, test } from './fixtures.ts';

interface TutorCard {
  _id: string;
  name: string;
  subjects: string[];
  fees: Record<string, number>;
}

const rs = (n: number) => `Rs. ${new Intl.NumberFormat('en-IN').format(n)}`;
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

/** Starts from an empty watchlist: the demo student may have shortlisted tutors in other specs. */
async function emptyWatchlist(page: Page) {
  const res = await page.request.get('/api/watchlist');
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: { tutorId: string }[] };
  for (const item of items)
    expect((await page.request.delete(`/api/watchlist/${item.tutorId}`)).ok()).toBe(true);
}

async function someTutors(page: Page, n: number): Promise<TutorCard[]> {
  const res = await page.request.get('/api/tutors/latest-tutors');
  const { latestTutors } = (await res.json()) as { latestTutors: TutorCard[] };
  const tutors = latestTutors.filter((t) => t.subjects.length > 0).slice(0, n);
  expect(tutors).toHaveLength(n);
  return tutors;
}

/** On the tutor's profile, picks the first subject in the picker and adds it; returns its fee. */
async function addFromProfile(page: Page, tutor: TutorCard): Promise<number> {
  await page.goto(`/tutor/${tutor._id}`);
  // The shortlist box (the demo booking box has a subject picker of its own).
  const shortlist = page.getByRole('region', { name: `Shortlist ${tutor.name}` });
  const picker = shortlist.getByRole('combobox', { name: 'Subject' });
  await picker.selectOption({ index: 1 });
  const subject = (await picker.inputValue()).trim();
  await shortlist.getByRole('button', { name: 'Add to Watchlist' }).click();
  await expect(page.getByText(`${tutor.name} (${subject}) is in your watchlist`)).toBeVisible();
  return tutor.fees[subject]!;
}

/** The user dashboard's Watchlist tab (its menu: Profile, Watchlist, LOGOUT). */
async function openWatchlist(page: Page) {
  await page.goto('/user-dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Watchlist' }).click();
  await expect(page).toHaveURL(/\/watchlist$/);
}

async function payWith(page: Page, number: string) {
  await page.getByRole('group', { name: 'Pay with' }).getByText('Card', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Card' })).toBeChecked();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill(`12${nextYear}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay Now' }).click();
}

test.describe('watchlist and checkout', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, DEMO_STUDENT.email, DEMO_STUDENT.password);
    await emptyWatchlist(page);
  });

  test('a student shortlists two tutors, pays the total with 4242 4242 4242 4242 and the payment is recorded', async ({
    page,
  }) => {
    // Two profile pages, the dashboard and a payment: give a loaded CI machine room.
    test.slow();
    const [first, second] = await someTutors(page, 2);
    const firstFee = await addFromProfile(page, first!);
    const total = firstFee + (await addFromProfile(page, second!));

    await openWatchlist(page);
    const table = page.getByRole('table', { name: 'Tutors in your watchlist' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table).toContainText(first!.name);
    await expect(table).toContainText(second!.name);
    // The watchlist's own total (earlier payments of the same amount may be listed below it).
    await expect(
      page
        .getByRole('region', { name: 'Watchlist' })
        .getByRole('definition')
        .filter({ hasText: rs(total) }),
    ).toBeVisible();
    // Fees are per month; the payment is the first month's.
    await expect(table.getByText(`${rs(firstFee)}/month`, { exact: true }).first()).toBeVisible();
    await expect(page.getByText("You pay the first month's fees now.", { exact: false })).toBeVisible();

    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page).toHaveURL(/\/pay$/);
    await expect(page.getByTestId('pay-amount')).toHaveText(rs(total));
    await expect(page.getByText(`You pay the first month's fees now: ${rs(total)}.`)).toBeVisible();
    await expectAccessible(page);

    await payWith(page, '4242 4242 4242 4242');
    // The success screen: what was paid, the receipt, and each tutor's next step.
    await expect(page).toHaveURL(/\/paid\/[0-9a-f-]+$/);
    await expect(page.getByText('Payment succeeded! Thank you for your purchase.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(rs(total));
    await expect(page.getByRole('main')).toContainText(`${first!.name} has been told by e-mail`);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'View and print your receipt' }).click();
    await expect(page).toHaveURL(/\/receipt\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
    await expect(page.getByText(/^TH\/\d{4}-\d{2}\/\d{6}$/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'What was paid for' })).toContainText(second!.name);
    await expectAccessible(page);
    // Printed, only the receipt remains: no site header or footer.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    await openWatchlist(page);
    await expect(page.getByText('Your watchlist is empty.')).toBeVisible();

    // The books: the newest payment of this student is paid, for exactly the total shown.
    const { payments } = (await (await page.request.get('/api/payments')).json()) as {
      payments: { status: string; amount: number; items: { tutorName: string }[] }[];
    };
    expect(payments[0]).toMatchObject({ status: 'paid', amount: total });
    expect(payments[0]!.items.map((i) => i.tutorName).sort()).toEqual([first!.name, second!.name].sort());

    // …and the student sees it on the dashboard: paid, with the tutors hired.
    const latest = page.getByRole('region', { name: 'Payments' }).getByRole('listitem').first();
    await expect(latest).toContainText('paid');
    await expect(latest).toContainText(rs(total));
    await expect(latest).toContainText('Tutors hired');
    await expect(latest).toContainText(first!.name);
  });

  test('a declined card shows the reason and leaves the watchlist as it was', async ({ page }) => {
    const [tutor] = await someTutors(page, 1);
    const fee = await addFromProfile(page, tutor!);

    await openWatchlist(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page).toHaveURL(/\/pay$/);
    await payWith(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert')).toHaveText('Payment failed: Your card was declined.');
    await expect(page).toHaveURL(/\/pay$/);

    await openWatchlist(page);
    const table = page.getByRole('table', { name: 'Tutors in your watchlist' });
    await expect(table).toContainText(tutor!.name);
    await expect(table.getByText(`${rs(fee)}/month`, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(rs(fee), { exact: true }).first()).toBeVisible();
  });

  test('UPI: failure@upi is declined with a clear message and keeps the watchlist; success@upi then pays', async ({
    page,
  }) => {
    test.slow();
    const [tutor] = await someTutors(page, 1);
    const fee = await addFromProfile(page, tutor!);
    await openWatchlist(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page).toHaveURL(/\/pay$/);
    // UPI is offered first.
    await expect(page.getByRole('radio', { name: 'UPI' })).toBeChecked();
    await expectAccessible(page);

    await page.getByLabel('UPI ID').fill('failure@upi');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByRole('alert')).toContainText('Payment failed: Your UPI payment was declined.');
    await expect(page).toHaveURL(/\/pay$/);
    const { items } = (await (await page.request.get('/api/watchlist')).json()) as { items: unknown[] };
    expect(items).toHaveLength(1);

    await page.getByLabel('UPI ID').fill('success@upi');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/paid\/[0-9a-f-]+$/);
    await expect(page.getByRole('main')).toContainText('by UPI');
    const { payments } = (await (await page.request.get('/api/payments')).json()) as {
      payments: { status: string; amount: number; method: string | null }[];
    };
    expect(payments[0]).toMatchObject({ status: 'paid', amount: fee, method: 'upi' });
  });

  test('/pay without a checkout goes back to the watchlist', async ({ page }) => {
    await page.goto('/pay');
    await expect(page).toHaveURL(/\/watchlist$/);
  });
});
