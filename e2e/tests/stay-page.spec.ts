import { formatDate } from '@innkeep/contract/dates';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from './helpers/axe.ts';
import { daysFromNow, iso } from './helpers/dates.ts';

// The stay page as a guest uses it with a keyboard, at a phone's and a wide screen's width: the photo gallery,
// the sticky booking panel and the phone's bar with the stay's total and Book now. axe finds nothing serious.
const WIDTHS = [390, 1440] as const;

const today = new Date();
const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 10));
const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 14));

/** Presses Tab until the element with this test id has focus, as a keyboard user would reach it. */
async function tabTo(page: Page, testId: string, limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((id) => document.activeElement?.getAttribute('data-testid') === id, testId))
      return;
  }
  throw new Error(`${testId} was not reached with Tab`);
}

test.slow();

const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

for (const width of WIDTHS) {
  test(`the photos open large and are turned with the keyboard at ${width} px`, async ({
    page,
    createListing,
  }, testInfo) => {
    const listing = await createListing();
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.goto(`/stays/${listing.id}`);
    await tabTo(page, 'open-photo-1');
    await page.keyboard.press('Enter');

    const gallery = page.getByRole('dialog', { name: listing.external_listing_name });
    await expect(gallery).toBeVisible();
    await expect(gallery.getByTestId('photo-count')).toHaveText('1 / 2');
    await expect(gallery.getByTestId('photo-caption')).toHaveText(
      `${listing.external_listing_name}, photo 1 of 2`,
    );
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByTestId('photo-count')).toHaveText('2 / 2');
    await expect(gallery.getByTestId('photo-caption')).toHaveText(
      `${listing.external_listing_name}, photo 2 of 2`,
    );
    await page.keyboard.press('ArrowLeft');
    await expect(gallery.getByTestId('photo-count')).toHaveText('1 / 2');

    // Focus stays inside the gallery however often Tab is pressed.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(
        true,
      );
    }
    // The large photo itself has loaded (a real image, not a broken one).
    await expect
      .poll(() =>
        gallery
          .getByRole('img', { name: `${listing.external_listing_name}, photo 1 of 2` })
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    expect(await seriousViolations(page), 'gallery: serious or critical axe violations').toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`gallery-${width}.png`) });

    await page.keyboard.press('Escape');
    await expect(gallery).toBeHidden();
    // Focus is back on the photo that opened it.
    await expect.poll(() => focusedTestId(page)).toBe('open-photo-1');
  });
}

test('on a wide screen the booking panel stays beside the content and Book now opens by keyboard', async ({
  page,
  createListing,
}, testInfo) => {
  const listing = await createListing();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/stays/${listing.id}?start=${iso(start)}&end=${iso(end)}&guests=2`);
  const panel = page.locator('#booking');
  await expect(panel.getByTestId('price-total')).toBeVisible();
  // The calendar shows two months side by side.
  await expect(page.locator('#availability table')).toHaveCount(2);

  // Scrolled well down the content: the panel is still beside it, its end and Book now in the window.
  await page.mouse.wheel(0, 1400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await expect(panel).toBeInViewport();
  const box = await panel.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(900);
  await expect(panel.getByRole('button', { name: 'Book now' })).toBeInViewport();
  expect(await seriousViolations(page), 'stay page: serious or critical axe violations').toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('stay-1440.png'), fullPage: true });

  const bookNow = panel.getByRole('button', { name: 'Book now' });
  for (let i = 0; i < 80 && !(await bookNow.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(bookNow).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/book_now\?/);
});

test('on a phone the bar shows the stay total, opens Book now, and never covers the footer', async ({
  page,
  createListing,
}, testInfo) => {
  const listing = await createListing();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/stays/${listing.id}?start=${iso(start)}&end=${iso(end)}&guests=2`);
  const bar = page.getByTestId('stay-phone-bar');
  const total = page.locator('#booking').getByTestId('price-total');
  await expect(total).toHaveCount(1);
  const amount = (await total.textContent())?.trim() ?? '';
  expect(amount).toMatch(/\d/);
  // The same amount as the booking panel's total, for the stay's nights.
  await expect(bar.getByTestId('phone-bar-price')).toHaveText(amount);
  await expect(bar).toContainText('for 4 nights');
  await expect(bar).toBeInViewport();
  expect(await seriousViolations(page), 'stay page: serious or critical axe violations').toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('stay-390.png') });

  // At the very end of the page the bar sits above the footer, not over it.
  await page.keyboard.press('End');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = page.locator('footer').last();
  await expect(footer).toBeInViewport();
  const barBox = await bar.boundingBox();
  const footerBox = await footer.boundingBox();
  expect(barBox && footerBox && barBox.y + barBox.height <= footerBox.y + 0.5).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('stay-390-end.png') });

  const bookNow = bar.getByRole('button', { name: 'Book now' });
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let i = 0; i < 80 && !(await bookNow.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(bookNow).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/book_now\?/);
});

test('choosing check-out moves focus to Guests', async ({ page, createListing }) => {
  const listing = await createListing();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/stays/${listing.id}`);
  const freeDays = () => page.locator('#availability table button:not([disabled])');
  await freeDays().nth(2).click();
  await freeDays().nth(4).click();
  await expect(page.getByRole('textbox', { name: 'Guests' })).toBeFocused();
});

for (const width of WIDTHS) {
  test(`a link’s past dates and too many guests are dropped with a word, at ${width} px`, async ({
    page,
    createListing,
  }) => {
    const listing = await createListing({ person_capacity: 4 });
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.goto(`/stays/${listing.id}?start=${daysFromNow(-6)}&end=${daysFromNow(-3)}&guests=9`);
    const calendar = page.getByRole('region', { name: 'Availability' });
    await expect(calendar.getByRole('status').filter({ hasText: 'is in the past' })).toHaveText(
      `${formatDate(daysFromNow(-6))} – ${formatDate(daysFromNow(-3))} is in the past: choose other dates on the calendar.`,
    );
    const guests = page.getByRole('textbox', { name: 'Guests' });
    await guests.scrollIntoViewIfNeeded();
    await expect(guests).toHaveValue('1');
    await expect(guests).toHaveAccessibleDescription(
      'Up to 4 guests: 9 is too many, so the count went back to 1.',
    );
    await expect(page).toHaveURL(/[?&]guests=1(&|$)/);
  });
}

for (const width of WIDTHS) {
  test(`a link’s dates below the minimum stay hydrate as the server said, at ${width} px`, async ({
    page,
    createListing,
  }) => {
    const listing = await createListing({ minimum_nights: 4 });
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    const priced: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/bookings/calculation')) priced.push(new URL(request.url()).search);
    });
    const threeNights = iso(new Date(start.getTime() + 3 * 86_400_000));
    await page.goto(`/stays/${listing.id}?start=${iso(start)}&end=${threeNights}&guests=2`);
    const panel = page.locator('#booking');
    await panel.scrollIntoViewIfNeeded();
    // The server's refusal, in its HTML and kept by the browser (a loader in its place was a hydration error).
    await expect(panel.getByRole('alert')).toContainText("These dates can't be booked");
    await expect(panel.getByRole('alert')).toContainText('The minimum stay is 4 nights');
    // The panel is live: another guest count is priced (and refused) at once; the link's was never asked again.
    const guests = panel.getByRole('textbox', { name: 'Guests' });
    await guests.fill('3');
    await expect.poll(() => priced).toEqual([expect.stringContaining('guests=3')]);
    await expect(panel.getByRole('alert')).toContainText('The minimum stay is 4 nights');
    await expect(page).toHaveURL(new RegExp(`start=${iso(start)}&end=${threeNights}&guests=3`));
  });
}
