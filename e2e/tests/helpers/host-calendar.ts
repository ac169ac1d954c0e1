import type { Page } from '@playwright/test';
import { type CreatedListing, expect } from '../../fixtures.ts';

/** The host's month calendar of one listing (/calendar/month), with the test's listing chosen. */
export async function openMonthCalendar(page: Page, listing: CreatedListing) {
  await page.goto('/calendar/month');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Listing' }).click();
  await page.getByRole('option', { name: listing.external_listing_name }).click();
}
