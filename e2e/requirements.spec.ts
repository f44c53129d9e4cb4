import type { Browser, Page } from '@playwright/test';
import { ADMIN, DEMO_STUDENT, expect, expectAccessible, login, test } from './fixtures.ts';

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const TUTOR = {
  name: `Kavya Lead ${stamp}`,
  email: `lead-tutor-${stamp}@e2e.test`,
  password: 'tutor-e2e-password',
};
const SHOTS = process.env.REQUIREMENTS_SHOTS ?? '/tmp/requirements-e2e-shots';
const TITLE = 'Maths · Class 9 and 10 · CBSE';

/** Labels as users read them: required fields carry a decorative ' *'. */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

/** Both widths of ui.md: a desktop and a phone. */
async function shoot(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/**
 * A tutor of this test's own (made by the admin), teaching Maths for Class 9 and 10 at students'
 * homes within 10 km of Kothrud, Pune (411038) and online — so the other specs' catalogue stays as it is.
 */
async function createTutor(browser: Browser) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await login(admin, ADMIN.email, ADMIN.password);
  const created = await admin.request.post('/api/tutors/create', {
    data: {
      ...TUTOR,
      bio: 'Maths for Class 9 and 10, CBSE, at your home in Kothrud or online.',
      availability: 'Evening',
      subjects: ['Maths'],
      fees: { Maths: 1800 },
      city: 'Pune',
      locality: 'Kothrud',
      pincode: '411038',
      modes: ['Home', 'Online'],
      travelKm: 10,
      classLevels: ['IX-X'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await context.close();
}

test('a student posts a requirement; a tutor in range sees the lead, responds; the student accepts and the tutor gets the contact (issue 13)', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await createTutor(browser);

  // The demo student posts from the dashboard's Requirements tab.
  await login(page, DEMO_STUDENT.email, DEMO_STUDENT.password);
  await page.goto('/user-dashboard');
  await page.getByRole('link', { name: 'Requirements' }).click();
  await expect(page.getByRole('heading', { name: 'My requirements' })).toBeVisible();
  await expect(page.getByText('You have not posted a requirement yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Post a requirement' }).click();
  await expect(page).toHaveURL(/\/requirements\/new$/);
  await page.getByRole('button', { name: 'Post requirement' }).click();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await expectAccessible(page);
  await field(page, 'Subject').fill('Maths');
  await field(page, 'Class level').selectOption('IX-X');
  await field(page, 'Board').selectOption('CBSE');
  await page.getByText('At my home', { exact: true }).click();
  await page.getByText('Online', { exact: true }).click();
  await field(page, 'Pincode').fill('411038');
  await field(page, 'Budget per month (Rs.)').fill('2000');
  await field(page, 'Schedule').fill('Weekday evenings, 3 days a week');
  await field(page, 'Details').fill('Algebra and geometry for the board exam. Call me on 98765 43210.');
  await shoot(page, 'post-form');
  await page.getByRole('button', { name: 'Post requirement' }).click();

  await expect(page).toHaveURL(/\/requirements\/[0-9a-f-]{36}$/);
  const requirementUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText('0 of 5 responses')).toBeVisible();
  await expect(page.getByText(/No responses yet/)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'student-detail-empty');

  // The tutor in range sees it under Leads with the badge, contact details masked, and responds.
  const tutorContext = await browser.newContext();
  const tutor = await tutorContext.newPage();
  await login(tutor, TUTOR.email, TUTOR.password);
  await tutor.goto('/tutor-dashboard');
  const leads = tutor.getByRole('region', { name: /^Leads/ });
  await expect(leads.getByRole('heading', { name: 'Leads 1 new' })).toBeVisible();
  const lead = leads.getByRole('article', { name: TITLE });
  await expect(lead.getByText('Less than 100 m away')).toBeVisible();
  await expect(lead.getByText('Rs. 2,000/month')).toBeVisible();
  await expect(lead.getByText('Kothrud, Pune')).toBeVisible();
  await expect(lead.getByText('0 of 5 responses')).toBeVisible();
  await expect(lead.getByText(/98765 43210/)).toHaveCount(0);
  await lead.getByRole('button', { name: `Respond: ${TITLE}` }).click();
  await lead.getByLabel(/^Message/).fill('I teach CBSE Maths for Class 10 in Kothrud, evenings suit me.');
  await lead.getByLabel(/^Your fee per month/).fill('1800');
  await expectAccessible(tutor);
  await leads.screenshot({ path: `${SHOTS}/leads-respond.png` });
  await lead.getByRole('button', { name: 'Send response' }).click();
  await expect(lead.getByText('You responded')).toBeVisible();
  await expect(leads.getByRole('heading', { name: 'Leads', exact: true })).toBeVisible();
  await shoot(tutor, 'tutor-dashboard-leads');

  // The student compares the response and accepts it: contact shared, the conversation a link away.
  await page.reload();
  const response = page.getByRole('article', { name: TUTOR.name });
  await expect(response.getByText('Rs. 1,800/month')).toBeVisible();
  await expect(response.getByText('Less than 100 m away')).toBeVisible();
  await expect(response.getByText(/I teach CBSE Maths/)).toBeVisible();
  await response.getByRole('button', { name: `Accept ${TUTOR.name}` }).click();
  await expect(response.getByText('Contact shared')).toBeVisible();
  await expect(response.getByRole('link', { name: 'Open conversation' })).toHaveAttribute(
    'href',
    /^\/conversations\/[0-9a-f-]{36}$/,
  );
  await expectAccessible(page);
  await shoot(page, 'student-detail-accepted');

  // The tutor now sees the student's contact on the lead's page.
  await tutor.goto(requirementUrl);
  await expect(tutor.getByText('The student accepted your response.')).toBeVisible();
  await expect(tutor.getByText('Aarav Sharma')).toBeVisible();
  await expect(tutor.getByRole('link', { name: DEMO_STUDENT.email })).toBeVisible();
  await expect(tutor.getByRole('link', { name: 'Open conversation' })).toBeVisible();
  await expectAccessible(tutor);
  await shoot(tutor, 'tutor-lead-accepted');

  // Both talk in the conversation the acceptance opened: a phone number now reads as written (before
  // a booking, hire or accepted response it is shown as '[contact hidden until you book]').
  const phone = '98765 43210';
  await page
    .getByRole('article', { name: TUTOR.name })
    .getByRole('link', { name: 'Open conversation' })
    .click();
  await expect(page).toHaveURL(/\/conversations\/[0-9a-f-]{36}$/);
  const studentBox = page.getByLabel(`Message ${TUTOR.name}`);
  await studentBox.fill(`Please call me on ${phone}`);
  await studentBox.press('Enter');
  await expect(
    page.getByRole('region', { name: 'Messages' }).getByText(`Please call me on ${phone}`),
  ).toBeVisible();
  await tutor.getByRole('link', { name: 'Open conversation' }).click();
  const tutorThread = tutor.getByRole('region', { name: 'Messages' });
  await expect(tutorThread.getByText(`Please call me on ${phone}`)).toBeVisible();
  await expect(tutorThread).not.toContainText('[contact hidden until you book]');
  const tutorBox = tutor.getByLabel(/^Message /);
  await tutorBox.fill('Thank you, I will call you this evening.');
  await tutorBox.press('Enter');
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Messages' }).getByText('I will call you this evening.'),
  ).toBeVisible();

  // The student's list shows it with its count; closing it asks first.
  await page.goto('/requirements');
  await expect(page.getByText('1 of 5 responses')).toBeVisible();
  await shoot(page, 'my-requirements');
  await page.goto(requirementUrl);
  await page.getByRole('button', { name: 'Close requirement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close this requirement?' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close requirement' }).click();
  await expect(page.getByText('This requirement is closed: it no longer takes responses.')).toBeVisible();
  await tutorContext.close();

  // The admin finds it under Requirements in the admin dashboard and reads the response.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await login(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/admin-dashboard');
  await admin
    .getByRole('navigation', { name: 'Admin dashboard' })
    .getByRole('link', { name: 'Requirements' })
    .click();
  await expect(admin).toHaveURL(/\/admin-dashboard\?tab=requirements$/);
  const table = admin.getByRole('table', { name: 'All requirements' });
  const row = table.getByRole('row', { name: /Maths/ });
  await expect(row).toContainText('Class 9 and 10 · CBSE');
  await expect(row).toContainText('Kothrud, Pune');
  await expect(row).toContainText('Rs. 2,000/month');
  await expect(row).toContainText('Closed');
  await expect(row).toContainText('1 of 5 responses');
  await expect(row.getByRole('link', { name: 'Aarav Sharma' })).toBeVisible();
  await expectAccessible(admin);
  await shoot(admin, 'admin-requirements');
  await admin.getByLabel('Status').selectOption('open');
  await expect(admin.getByText('No open requirements.')).toBeVisible();
  await admin.getByLabel('Status').selectOption('closed');
  await row.getByRole('link', { name: 'Maths' }).click();
  await expect(admin).toHaveURL(new RegExp(`${requirementUrl}$`));
  await expect(admin.getByText(/· 1 of 5 responses$/)).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Aarav Sharma' })).toBeVisible();
  const seen = admin.getByRole('article', { name: TUTOR.name });
  await expect(seen.getByText(/I teach CBSE Maths/)).toBeVisible();
  await expect(seen.getByText('Accepted by the student')).toBeVisible();
  await expect(seen.getByRole('link', { name: 'Open conversation' })).toHaveCount(0);
  await expect(admin.getByRole('button', { name: /^Accept/ })).toHaveCount(0);
  await expectAccessible(admin);
  await shoot(admin, 'admin-requirement-detail');
  await admin.getByRole('link', { name: 'All requirements' }).click();
  await expect(admin).toHaveURL(/\/admin-dashboard\?tab=requirements$/);
  await adminContext.close();
});

test('a signed-out visitor who wants to post a requirement logs in and comes back to the form', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Post a requirement' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Frequirements%2Fnew$/);
  await page.getByLabel('Email').fill(DEMO_STUDENT.email);
  await page.getByLabel('Password').fill(DEMO_STUDENT.password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page).toHaveURL(/\/requirements\/new$/);
  await expect(page.getByRole('form', { name: 'Post a requirement' })).toBeVisible();
});
