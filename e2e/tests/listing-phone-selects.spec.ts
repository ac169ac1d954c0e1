import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures.ts';

// docs/requirements/host.md#R-H19: on a phone (Chromium's phone emulation: touch, a mobile viewport) a select at the
// bottom of a listing tab opens where it is and takes a tapped option. Before, tapping Bathroom type scrolled the
// page up until the field was off-screen and its dropdown hid itself with it.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function tapAndChoose(page: Page, label: string, option: string) {
  const field = page.getByRole('combobox', { name: label, exact: true });
  await field.scrollIntoViewIfNeeded();
  const before = await scrollY(page);
  await field.tap();
  const choice = page.getByRole('option', { name: new RegExp(`^${option}`) });
  await expect(choice).toBeVisible();
  // The page stays where the host was looking, and the field with it.
  expect(await scrollY(page)).toBe(before);
  await expect(field).toBeInViewport();
  await choice.tap();
  await expect(field).toHaveValue(option);
  await expect(page.getByRole('listbox')).toBeHidden();
}

test('a host on a phone taps Bathroom type and Cancellation policy and chooses an option', async ({
  page,
  loginAs,
}) => {
  await loginAs(page, 'host');
  await page.goto('/create_listing');
  await page.getByRole('tab', { name: /^Basic Info/ }).tap();
  await tapAndChoose(page, 'Bathroom type', 'Shared bathroom');
  await page.getByRole('tab', { name: /^Booking settings/ }).tap();
  await tapAndChoose(page, 'Cancellation policy', 'Strict');
  await expect(page.getByTestId('policy-summary')).toContainText('48 hours');
});
