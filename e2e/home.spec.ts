import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

/** The slide a carousel has selected (the first visible one, or the middle one when centred). */
const currentSlide = (carousel: Locator) =>
  carousel.locator('[aria-roledescription="slide"][aria-current="true"]');
const slides = (carousel: Locator) => carousel.locator('[aria-roledescription="slide"]');
const slideNumber = async (carousel: Locator) =>
  Number.parseInt((await currentSlide(carousel).getAttribute('aria-label')) ?? '0', 10);

/** How many slides lie wholly inside the carousel's box (card sliders pad each slide by its gap). */
const fullyVisibleSlides = (carousel: Locator) =>
  carousel.evaluate((root) => {
    const box = root.getBoundingClientRect();
    return [...root.querySelectorAll('[aria-roledescription="slide"]')].filter((slide) => {
      const r = slide.getBoundingClientRect();
      return r.width > 0 && r.left >= box.left - 30 && r.right <= box.right + 2;
    }).length;
  });

async function gotoHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to TuitionHub' })).toBeVisible();
}

test.describe('Home', () => {
  test('shows every section in the order the spec gives', async ({ page }) => {
    await gotoHome(page);
    await expect(page).toHaveTitle(/TuitionHub/);

    const hero = page.getByRole('region', { name: 'Highlights' });
    await expect(hero).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(slides(hero)).toHaveCount(6);
    // Each slide's button fits it (issue 15 item 6): the tutors' slide finds tutors, the centers' one centers.
    await expect(slides(hero).nth(0).locator('a')).toHaveText('Find a home tutor');
    await expect(slides(hero).nth(0).locator('a')).toHaveAttribute('href', '/all-tutors');
    await expect(slides(hero).nth(2).locator('a')).toHaveText('Browse tuition centers');
    await expect(slides(hero).nth(2).locator('a')).toHaveAttribute('href', '/all-tuition-centers');

    // Wait for both sliders' data so the page is in its final shape.
    await expect(slides(page.getByRole('region', { name: 'Latest tutors' })).first()).toBeVisible();
    await expect(slides(page.getByRole('region', { name: 'Latest tuition centers' })).first()).toBeVisible();

    const headings = await page.locator('main').locator('h1, h2').allTextContents();
    expect(headings).toEqual([
      'Welcome to TuitionHub',
      'Where do you need a tutor?',
      'Latest tutors',
      'How TuitionHub helps you',
      'Latest tuition centers',
      'Why choose TuitionHub',
      'What families say',
      'Stay in touch',
    ]);
    const heroBox = await hero.boundingBox();
    const welcomeBox = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(heroBox!.y).toBeLessThan(welcomeBox!.y);

    const audience = page.getByRole('region', { name: 'How TuitionHub helps you' });
    await expect(audience.getByRole('listitem')).toHaveCount(4);
    await expect(audience.getByRole('link', { name: 'Join as a tutor' })).toHaveAttribute(
      'href',
      '/signup?role=Tutor',
    );
    await expect(audience.getByRole('link', { name: 'Get the Android app' })).toHaveAttribute(
      'href',
      '/android-app',
    );
    await expect(
      page.getByRole('region', { name: 'Why choose TuitionHub' }).getByRole('listitem'),
    ).toHaveCount(6);
    await expect(slides(page.getByRole('region', { name: 'What families say' }))).toHaveCount(4);
  });

  test('the latest-tutors slider advances by itself and wraps around with its buttons', async ({ page }) => {
    await gotoHome(page);
    const tutors = page.getByRole('region', { name: 'Latest tutors' });
    await expect(tutors).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(currentSlide(tutors)).toHaveAttribute('aria-label', /^1 of \d+$/);
    const total = await slides(tutors).count();
    expect(total).toBeGreaterThan(4);
    await expect(slides(tutors).first()).toHaveAttribute('aria-label', `1 of ${total}`);

    // Every 3 seconds, with nobody touching it.
    await expect(currentSlide(tutors)).toHaveAttribute('aria-label', `2 of ${total}`, { timeout: 6_000 });

    await tutors.getByRole('button', { name: 'Pause' }).click();
    await expect(tutors.getByRole('button', { name: 'Play' })).toBeVisible();
    const next = tutors.getByRole('button', { name: 'Next' });
    const at = await slideNumber(tutors);
    for (let i = at; i < total; i++) await next.click();
    await expect(currentSlide(tutors)).toHaveAttribute('aria-label', `${total} of ${total}`);
    await next.click();
    await expect(currentSlide(tutors)).toHaveAttribute('aria-label', `1 of ${total}`);
    await tutors.getByRole('button', { name: 'Previous' }).click();
    await expect(currentSlide(tutors)).toHaveAttribute('aria-label', `${total} of ${total}`);

    // A card opens that tutor's profile.
    await currentSlide(tutors).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/tutor\/[0-9a-f-]{36}$/);
  });

  for (const [width, visible] of [
    [390, 1],
    [800, 2],
    [1200, 3],
    [1400, 4],
  ] as const) {
    test(`shows ${visible} latest-tutor card(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await gotoHome(page);
      const tutors = page.getByRole('region', { name: 'Latest tutors' });
      await expect(slides(tutors).first()).toBeVisible();
      expect(await fullyVisibleSlides(tutors)).toBe(visible);
    });
  }

  test('the latest-centers slider shows center cards', async ({ page }) => {
    await gotoHome(page);
    const centers = page.getByRole('region', { name: 'Latest tuition centers' });
    await expect(currentSlide(centers)).toHaveAttribute('aria-label', /^1 of \d+$/);
    await centers.getByRole('button', { name: 'Pause' }).click();
    await expect(centers.getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(centers.getByRole('button', { name: 'Previous' })).toBeVisible();
  });

  test('the testimonials advance every 5 seconds with the current one in the middle', async ({ page }) => {
    await gotoHome(page);
    const testimonials = page.getByRole('region', { name: 'What families say' });
    await testimonials.scrollIntoViewIfNeeded();
    await expect(currentSlide(testimonials)).toHaveAttribute('aria-label', '1 of 4');
    await expect(currentSlide(testimonials)).toHaveAttribute('aria-label', '2 of 4', { timeout: 8_000 });

    await testimonials.getByRole('button', { name: 'Pause' }).click();
    await page.waitForTimeout(600); // let the last move settle
    const n = await slideNumber(testimonials);
    const box = async (i: number) =>
      (await slides(testimonials)
        .nth((i - 1 + 4) % 4)
        .boundingBox())!;
    const region = (await testimonials.boundingBox())!;
    const current = await box(n);
    const middle = current.x + current.width / 2;
    expect(Math.abs(middle - (region.x + region.width / 2))).toBeLessThan(20);
    expect((await box(n + 1)).x).toBeGreaterThan(current.x); // the next one on the right
    expect((await box(n - 1)).x).toBeLessThan(current.x); // the previous one on the left
  });

  test('under reduced motion nothing moves by itself, and the page passes axe', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHome(page);
    const hero = page.getByRole('region', { name: 'Highlights' });
    await expect(hero.getByRole('button', { name: 'Play' })).toBeVisible();
    await expect(slides(page.getByRole('region', { name: 'Latest tutors' })).first()).toBeVisible();
    await page.waitForTimeout(3_500);
    await expect(currentSlide(hero)).toHaveAttribute('aria-label', '1 of 6');
    await expect(currentSlide(page.getByRole('region', { name: 'Latest tutors' }))).toHaveAttribute(
      'aria-label',
      /^1 of /,
    );
    await expectAccessible(page);
  });

  test('the hero slideshow changes every 3 seconds and can be paused', async ({ page }) => {
    await gotoHome(page);
    const hero = page.getByRole('region', { name: 'Highlights' });
    await expect(currentSlide(hero)).toHaveAttribute('aria-label', '2 of 6', { timeout: 6_000 });
    await hero.getByRole('button', { name: 'Go to slide 5' }).click();
    await expect(currentSlide(hero)).toHaveAttribute('aria-label', '5 of 6');
    await expect(hero.getByRole('button', { name: 'Go to slide 5' })).toHaveAttribute('aria-current', 'true');
    // Only the shown slide can take focus or be read; the others are inert.
    const live = hero.locator('[aria-roledescription="slide"]:not([inert])');
    await expect(live).toHaveCount(1);
    await expect(live).toHaveAttribute('aria-label', '5 of 6');
  });

  test('the newsletter box subscribes, and says so in the server’s words', async ({ page }) => {
    await gotoHome(page);
    const box = page.getByRole('region', { name: 'Stay in touch' });
    const email = box.getByLabel('Email address');
    await expect(email).toHaveAttribute('type', 'email');
    const address = `e2e-${Date.now()}@example.com`;

    await email.fill(address);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText("Thanks! You're subscribed.")).toBeVisible();
    await expect(email).toHaveValue('');

    await email.fill(address);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText("You're already subscribed.")).toBeVisible();
  });
});
