import { addDays, formatDate, todayIso } from '@innkeep/contract/dates';
import { expect, test } from '../fixtures.ts';
import { always, calendar, event, serveCalendars } from './helpers/channel-calendar.ts';

// Stays sold on a channel need cleaning too (docs/requirements/host.md#R-H28): once the feed is imported, each
// stay's turnover is on the host's /tasks page and on the multi-calendar's tasks row. The channel's calendar is
// served by this test on 127.0.0.1 (ICAL_ALLOW_PRIVATE_HOSTS=1 in the config).
const today = todayIso();

const first = [addDays(today, 3), addDays(today, 5)] as const;
const second = [addDays(today, 8), addDays(today, 10)] as const;

const feeds = serveCalendars(
  always(calendar(event('turn-1@airbnb.com', ...first), event('turn-2@airbnb.com', ...second))),
);

test('an imported Airbnb stay makes a turnover the host sees on /tasks (phone) and on the multi-calendar (wide)', async ({
  page,
  request,
  loginAs,
  createListing,
}, testInfo) => {
  test.setTimeout(120_000);
  const listing = await createListing();
  const session = await loginAs(page, 'host');
  const added = await request.post('/api/channels', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { listing_id: listing.id, name: 'Airbnb', url: feeds.url('/turnovers.ics') },
  });
  expect(added.status(), await added.text()).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tasks');
  const cards = page.getByRole('article', { name: `Turnover · ${listing.external_listing_name}` });
  await expect(cards).toHaveCount(2);
  const card = cards.first();
  await expect(card).toContainText('After the stay booked on Airbnb');
  // Its window runs up to the next channel stay's check-in; the last one's is open.
  await expect(card).not.toContainText('no next arrival yet');
  await expect(cards.last()).toContainText('no next arrival yet');
  await expect(card.getByRole('button', { name: 'Mark done' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('channel-turnovers-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/calendar?from=${today}`);
  const row = page.getByTestId(`tasks-${listing.id}`);
  await expect(
    row.locator(
      `[title^="Turnover after the Airbnb stay · unassigned, ${listing.external_listing_name}, ${formatDate(first[1])}"]`,
    ),
  ).toBeVisible();
  await expect(
    row.locator(
      `[title^="Turnover after the Airbnb stay · unassigned, ${listing.external_listing_name}, ${formatDate(second[1])}"]`,
    ),
  ).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('channel-turnovers-1440.png') });
});
