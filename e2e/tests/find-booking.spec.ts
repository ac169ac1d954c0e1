import { addDays, todayIso } from '@innkeep/contract/dates';
import { expect, test, unique } from '../fixtures.ts';
import { seriousViolations } from './helpers/axe.ts';

// Find my booking: a guest who lost the link asks for it by address, from the header or from the trip page's
// "We couldn't find this booking", and follows the e-mailed link back to the trip page.
for (const width of [390, 1440]) {
  test(`a guest gets the trip link again by e-mail, at ${width} px`, async ({
    page,
    createListing,
    bookStay,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    const listing = await createListing();
    const email = `lost.${unique()}@example.com`;
    await bookStay(listing.id, {
      start_date: addDays(todayIso(), 30),
      end_date: addDays(todayIso(), 33),
      guest: { email_address: email },
    });

    // A broken link: the trip page's 404 leads to Find my booking.
    await page.goto('/reservation/not-a-real-link');
    await expect(
      page.getByRole('heading', { level: 1, name: "We couldn't find this booking" }),
    ).toBeVisible();
    await page.getByTestId('booking-not-found').getByRole('link', { name: 'Find my booking' }).click();
    await expect(page).toHaveURL(/\/find-booking$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find my booking' })).toBeVisible();
    expect(await seriousViolations(page, { settle: true, nameContainsLabel: false })).toEqual([]);

    // A typo is refused under its field, and nothing is sent.
    await page.getByRole('textbox', { name: 'Email' }).fill('lost-at-example.com');
    await page.getByRole('button', { name: 'E-mail me my booking links' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();

    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'E-mail me my booking links' }).click();
    await expect(page.getByTestId('lookup-sent')).toContainText('Check your inbox');
    await page.screenshot({ path: testInfo.outputPath(`find-booking-${width}.png`), fullPage: true });
    expect(await seriousViolations(page, { settle: true, nameContainsLabel: false })).toEqual([]);

    // The e-mail's link opens the trip page.
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await page.getByRole('link', { name: 'Your booking on Innkeep' }).first().click();
    const mail = page.frameLocator('iframe[title="E-mail content"]');
    await expect(mail.getByText(listing.external_listing_name).first()).toBeVisible();
    await mail.getByRole('link', { name: 'Open your trip page' }).click();
    await expect(page).toHaveURL(/\/reservation\/[\w-]+$/);
    await expect(page.getByTestId('booking-not-found')).toHaveCount(0);
    await expect(page.getByText(listing.external_listing_name).first()).toBeVisible();
  });
}

test('Find my booking is linked from the header and the footer', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/about_us');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find my booking' }).click();
  await expect(page).toHaveURL(/\/find-booking$/);
  await page.goto('/about_us');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await footer.scrollIntoViewIfNeeded();
  await footer.getByRole('link', { name: 'Find my booking' }).click();
  await expect(page).toHaveURL(/\/find-booking$/);
});
