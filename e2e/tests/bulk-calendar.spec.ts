import { addDays, todayIso } from '@innkeep/contract/dates';
import { expect, test, unique } from '../fixtures.ts';
import { seriousViolations } from './helpers/axe.ts';

// docs/requirements/host.md#R-H17: the host selects nights on two listings at once on the multi-calendar and
// prices, blocks and unblocks them in one step; sees and removes the seasons; on a phone, selects on one
// listing, switches to another and adds more, and paging the week keeps its first night in view.
const today = todayIso();

test('1440px: a host prices, blocks and unblocks nights of two listings at once and removes a price', async ({
  page,
  loginAs,
  createListing,
  payStay,
}, testInfo) => {
  test.setTimeout(150_000);
  const from = addDays(today, 50);
  const tag = unique();
  const a = await createListing({ external_listing_name: `Bulk A ${tag}`, minimum_nights: 1 });
  const b = await createListing({ external_listing_name: `Bulk B ${tag}`, minimum_nights: 1 });
  // A paid stay on A: its turnover (decision 0103) shows on its check-out day.
  await payStay(a.id, {
    start_date: addDays(from, 10),
    end_date: addDays(from, 12),
    guest: { first_name: 'Tess', last_name: `Guest ${tag}`, email_address: `tess.${tag}@example.com` },
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'host');
  await page.goto(`/calendar?view=2weeks&from=${from}`);
  const night = (id: number, n: number) => page.getByTestId(`night-${id}-${addDays(from, n)}`);
  await expect(night(a.id, 1)).toBeVisible();
  await expect(page.getByTestId(`tasks-${a.id}`)).toContainText('Turnover · unassigned');

  // A first night on A, shift-click on B: the nights of both rows between are selected.
  await night(a.id, 1).click();
  await night(b.id, 3).click({ modifiers: ['Shift'] });
  const bar = page.getByRole('region', { name: 'Selection' });
  await expect(bar).toContainText('6 nights of 2 listings selected');
  await bar.getByRole('button', { name: 'Edit selected nights' }).click();
  const dialog = page.getByRole('dialog', { name: 'Selected nights' });
  await expect(dialog).toContainText('6 nights · 2 listings');
  await dialog.getByRole('textbox', { name: 'Price per night' }).fill('210');
  await dialog.getByRole('button', { name: 'Set price' }).click();
  await expect(dialog).toBeHidden();
  for (const [id, n] of [
    [a.id, 1],
    [a.id, 3],
    [b.id, 1],
    [b.id, 3],
  ] as const)
    await expect(night(id, n)).toContainText('€210');
  await expect(night(a.id, 4)).not.toContainText('€210');

  // A mouse drag from A to B blocks nights 6..8 of both in one request.
  const start = await night(a.id, 6).boundingBox();
  const end = await night(b.id, 8).boundingBox();
  await page.mouse.move(start!.x + 10, start!.y + 10);
  await page.mouse.down();
  await page.mouse.move(start!.x + 30, start!.y + 20, { steps: 4 });
  await page.mouse.move(end!.x + 10, end!.y + 10, { steps: 8 });
  await page.mouse.up();
  await expect(bar).toContainText('6 nights of 2 listings selected');
  await bar.getByRole('button', { name: 'Edit selected nights' }).click();
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Owners week');
  await dialog.getByRole('button', { name: 'Block nights' }).click();
  await expect(dialog).toBeHidden();
  const blocked = (name: string) =>
    page.getByRole('row', { name: new RegExp(name) }).getByRole('button', { name: /^Owners week, blocked/ });
  await expect(blocked(a.external_listing_name)).toBeVisible();
  await expect(blocked(b.external_listing_name)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('bulk-calendar-1440.png'), fullPage: true });

  // Picking A's block selects its nights; unblocking frees them, B's stays.
  await blocked(a.external_listing_name).click();
  await expect(dialog).toContainText('3 nights · 1 listing');
  await dialog.getByRole('button', { name: 'Unblock' }).click();
  await expect(dialog).toBeHidden();
  await expect(night(a.id, 7)).toBeVisible();
  await expect(blocked(b.external_listing_name)).toBeVisible();

  // The seasons list shows A's new price; removing it puts the listing's back.
  const seasons = page.getByRole('region', { name: 'Seasons and one-off prices' });
  await seasons.getByRole('combobox', { name: 'Listing' }).click();
  await page.getByRole('option', { name: a.external_listing_name }).click();
  const list = seasons.getByRole('table', {
    name: `Seasons and one-off prices of ${a.external_listing_name}`,
  });
  await expect(list).toContainText('€210');
  await list
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  const remove = page.getByRole('dialog', { name: 'Remove these prices?' });
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(remove).toBeHidden();
  await expect(night(a.id, 1)).not.toContainText('€210');
  await expect(night(b.id, 1)).toContainText('€210');
});

test('390px: a host selects nights on one listing, switches to another, blocks both; paging keeps the first night', async ({
  page,
  loginAs,
  createListing,
}, testInfo) => {
  test.setTimeout(150_000);
  const from = addDays(today, 80);
  const tag = unique();
  const a = await createListing({ external_listing_name: `Phone A ${tag}`, minimum_nights: 1 });
  const b = await createListing({ external_listing_name: `Phone B ${tag}`, minimum_nights: 1 });
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'host');
  await page.goto(`/calendar?view=week&from=${from}&listing=${a.id}`);
  const night = (id: number, n: number) => page.getByTestId(`night-${id}-${addDays(from, n)}`);

  await night(a.id, 1).click();
  await night(a.id, 2).click();
  const dialog = page.getByRole('dialog', { name: 'Selected nights' });
  await expect(dialog).toContainText('2 nights · 1 listing');
  await dialog.getByRole('button', { name: 'Select more nights' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('combobox', { name: 'Listing' }).click();
  await page.getByRole('option', { name: b.external_listing_name }).click();
  await night(b.id, 3).click();
  await night(b.id, 4).click();
  await expect(dialog).toContainText('4 nights · 2 listings');
  await dialog.getByRole('button', { name: 'Block nights' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Blocked, blocked/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('bulk-calendar-390.png'), fullPage: true });

  // Two weeks scroll sideways on a phone: scrolled to the end, "Later" shows the next two weeks from their
  // first night, not from where the last ones were scrolled to.
  await page.getByText('2 weeks', { exact: true }).click();
  const scroller = page.getByRole('table', { name: 'Calendar of the listing' }).locator('..');
  await expect(night(b.id, 13)).toBeAttached();
  await scroller.evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
  });
  await expect(night(b.id, 0)).not.toBeInViewport();
  await page.getByRole('button', { name: 'Later' }).click();
  const first = night(b.id, 14);
  await expect(first).toBeVisible();
  await expect(first).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: testInfo.outputPath('bulk-calendar-390-paged.png') });
  // A's nights were blocked too, in the same request.
  await page.getByRole('combobox', { name: 'Listing' }).click();
  await page.getByRole('option', { name: a.external_listing_name }).click();
  await page.getByRole('button', { name: 'Earlier' }).click();
  await expect(page.getByRole('button', { name: /^Blocked, blocked/ })).toBeVisible();
});
