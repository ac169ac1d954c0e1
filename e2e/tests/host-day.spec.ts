import type { Dashboard } from '@innkeep/contract/dashboard';
import { expect, test } from '../fixtures.ts';
import { dayLabel } from './helpers/dates.ts';
import { openMonthCalendar } from './helpers/host-calendar.ts';

// Nights relative to today so the test never goes stale: the 10th, 11th and 12th of next month (UTC).
const now = new Date();
const night = (day: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, day));

test('the host blocks three nights in the calendar and the guest calendar refuses them', async ({
  page,
  loginAs,
  createListing,
}) => {
  test.setTimeout(180_000); // a listing with photos, two calendars and a round trip through the guest site
  const listing = await createListing();
  await loginAs(page, 'host');
  await page.goto('/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Calendar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  // The navigation opens the multi-calendar (docs/requirements/host.md#R-H11); one listing's month is a link away.
  await openMonthCalendar(page, listing);
  await page.getByRole('button', { name: 'Next month' }).click();
  const cell = (d: Date) => page.getByRole('button', { name: new RegExp(`^${dayLabel(d)}: `) });
  await expect(cell(night(10))).toHaveAccessibleName(`${dayLabel(night(10))}: free`);

  await cell(night(10)).click();
  await cell(night(12)).click();
  const dialog = page.getByRole('dialog', { name: 'Block dates' });
  // One convention (docs/requirements/bookings.md#R-B19): the first day, the check-out day (free again), the nights.
  await expect(dialog).toContainText(`${dayLabel(night(10))} – ${dayLabel(night(13))} · 3 nights`);
  await dialog.getByRole('textbox', { name: /Note/ }).fill('Family visit');
  await dialog.getByRole('button', { name: 'Block 3 nights' }).click();
  await expect(dialog).toBeHidden();
  for (const day of [10, 11, 12]) {
    await expect(cell(night(day))).toHaveAccessibleName(`${dayLabel(night(day))}: Blocked: Family visit`);
  }
  await expect(cell(night(13))).toHaveAccessibleName(`${dayLabel(night(13))}: free`);

  // The guest's calendar on the stay page, straight away: the three nights cannot be a check-in.
  await page.goto(`/stays/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.external_listing_name })).toBeVisible({
    timeout: 30_000,
  });
  const calendar = page.locator('#availability');
  // The guest calendar names a blocked day "Dec 10, 2026, unavailable" and disables it.
  // A free day also says its price a night (docs/requirements/bookings.md#R-B5).
  const guestDay = (d: Date, suffix = '') =>
    calendar.getByRole('button', {
      // "Dec 10, 2026", or "Dec 10, €95 a night, 2026" where the day shows its price.
      name: suffix
        ? `${dayLabel(d)}${suffix}`
        : new RegExp(`^${dayLabel(d).replace(', ', '(, .+ a night)?, ')}$`),
      exact: true,
    });
  // At 1280 px the hydrated calendar shows this month and the next side by side, so next month's nights are on
  // screen without paging (paging before hydration settles used to overshoot by a month under load).
  await expect(calendar.getByRole('table')).toHaveCount(2);
  await expect(calendar.getByLabel('Loading availability')).toHaveCount(0);
  for (const day of [10, 11, 12]) await expect(guestDay(night(day), ', unavailable')).toBeDisabled();
  await expect(guestDay(night(9))).toBeEnabled();
  await expect(guestDay(night(13))).toBeEnabled();

  // Unblocking gives the nights back.
  await openMonthCalendar(page, listing);
  await page.getByRole('button', { name: 'Next month' }).click();
  await cell(night(11)).click();
  const blocked = page.getByRole('dialog', { name: 'Blocked dates' });
  await blocked.getByRole('button', { name: 'Unblock' }).click();
  await expect(blocked).toBeHidden();
  await expect(cell(night(11))).toHaveAccessibleName(`${dayLabel(night(11))}: free`);
});

test('the host sees dashboard figures that match the demo data', async ({ page, loginAs }, testInfo) => {
  test.setTimeout(120_000); // two charts drawn
  await loginAs(page, 'host');
  // The figures the page itself received: other specs running beside this one add inquiries to the same host,
  // so a separate request could count differently. (The figures' rules are tested on the server.)
  const response = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/dashboard' && r.request().method() === 'GET',
  );
  await page.goto('/dashboard');
  expect((await response).status()).toBe(200);
  const d = ((await (await response).json()) as { data: Dashboard }).data;
  // The demo host has paid stays in the last 12 months and open inquiries and holds.
  expect(d.history.some((m) => m.nights > 0)).toBe(true);
  expect(d.pending_inquiries).toBeGreaterThan(0);

  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, Maria/ })).toBeVisible();
  await expect(page.getByTestId('arrivals-value')).toHaveText(String(d.arrivals.today), { timeout: 30_000 });
  await expect(page.getByTestId('arrivals')).toContainText(`${d.arrivals.next_7_days} in the next 7 days`);
  await expect(page.getByTestId('departures-value')).toHaveText(String(d.departures.today));
  await expect(page.getByTestId('departures')).toContainText(
    `${d.departures.next_7_days} in the next 7 days`,
  );
  await expect(page.getByTestId('holds-value')).toHaveText(String(d.unpaid_holds));
  await expect(page.getByTestId('this-month-nights')).toHaveText(String(d.months[0]!.nights));
  await expect(page.getByTestId('this-month-occupancy')).toHaveText(`${d.months[0]!.occupancy_percent}%`);
  await expect(page.getByTestId('next-month-nights')).toHaveText(String(d.months[1]!.nights));
  // Revenue is net of the city tax the host pays on; the tax is its own figure (docs/requirements/host.md#R-H12).
  await expect(page.getByTestId('this-month')).toContainText('Revenue, net of taxes');
  await expect(page.getByTestId('this-month-taxes')).toHaveCount(d.months[0]!.taxes.length > 0 ? 1 : 0);
  await page.getByTestId('this-month').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('dashboard-month-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('this-month').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('dashboard-month-390.png') });
  await page.setViewportSize({ width: 1440, height: 900 });
  // Both charts are drawn, a bar per month of the last 12 and the next 6, in two series (past, booked ahead).
  const nights = page.getByLabel('Booked nights per month, the last 12 months and the next 6');
  await expect(nights.locator('.recharts-bar-rectangle')).toHaveCount(
    (d.history.length + d.forward.length) * 2,
  );
  await expect(nights.getByText('Booked ahead')).toBeVisible();
  await expect(page.getByLabel('Revenue per month, the last 12 months and the next 6')).toBeVisible();

  await expect(page.getByTestId('inquiries-value')).toHaveText(String(d.pending_inquiries));
  await page.getByTestId('inquiries').click();
  await expect(page).toHaveURL(/\/reservations\?status=1$/);
});
