import { addDays, formatDate, todayIso } from '@innkeep/contract/dates';
import type { Page } from '@playwright/test';
import { approveInquiry, type CreatedListing, expect, test } from '../fixtures.ts';
import { calendar, compact, event, serveCalendars } from './helpers/channel-calendar.ts';
import { openMonthCalendar } from './helpers/host-calendar.ts';

// Channel sync (docs/requirements/channels.md#R-CH1). The channel's calendar is served by this test on 127.0.0.1.
const today = todayIso();
let feedBody = '';
/** Other calendars by path; anything else is feedBody. */
const bodies = new Map<string, string>();
const feeds = serveCalendars((req, res) => {
  if (req.url === '/gone.ics') return void res.writeHead(404, { 'content-type': 'text/html' }).end('Gone');
  res
    .writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' })
    .end(bodies.get(req.url ?? '') ?? feedBody);
});

/** The channel manager with the test's listing chosen. */
async function openChannelManager(page: Page, listing: CreatedListing) {
  await page.goto('/channel_manager');
  await expect(page.getByRole('heading', { level: 1, name: 'Channel manager' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Listing' }).click();
  await page.getByRole('option', { name: listing.external_listing_name }).click();
}

/** Adds a channel's calendar through the channel manager's form. */
async function addCalendar(page: Page, name: string, url: string) {
  const form = page.getByRole('form', { name: 'Add a calendar' });
  await form.getByRole('textbox', { name: 'Channel name' }).fill(name);
  await form.getByRole('textbox', { name: 'Calendar address (iCal)' }).fill(url);
  await form.getByRole('button', { name: 'Add calendar' }).click();
}

/**
 * On the month calendar, which opens on this month, checks each night's name, in date order, turning to the next
 * month where a night is not on screen yet. A string is what follows the date (`free`); a pattern, the whole name.
 */
async function expectMonthNights(page: Page, nights: readonly (readonly [string, string | RegExp])[]) {
  const cell = (date: string) => page.getByRole('button', { name: new RegExp(`^${formatDate(date)}: `) });
  await expect(cell(today)).toBeVisible();
  for (const [night, name] of [...nights].sort(([a], [b]) => a.localeCompare(b))) {
    if ((await cell(night).count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
    await expect(cell(night)).toHaveAccessibleName(
      typeof name === 'string' ? `${formatDate(night)}: ${name}` : name,
    );
  }
}

test('a host imports a channel calendar: nights blocked for guests, a double booking flagged', async ({
  page,
  request,
  loginAs,
  createListing,
  bookStay,
}) => {
  // A listing with photos, a booking, two syncs and a guest page: more steps than most specs.
  test.setTimeout(180_000);
  const listing = await createListing();
  // A guest's stay here, approved (it holds its dates) — the channel will sell one of its nights too.
  const stayStart = addDays(today, 40);
  const inquiry = await bookStay(listing.id, { start_date: stayStart, end_date: addDays(today, 43) });
  const session = await loginAs(page, 'host');
  await approveInquiry(request, session.token, inquiry.data.reservation_id);

  const blocked = [addDays(today, 5), addDays(today, 6), addDays(today, 7)];
  feedBody = calendar(event('hm-reserved@airbnb.com', blocked[0]!, addDays(today, 8), 'Reserved'));

  await openChannelManager(page, listing);
  await expect(page.getByRole('textbox', { name: 'Export address' })).toHaveValue(
    /\/api\/ical\/[a-f0-9]+\.ics$/,
  );

  await addCalendar(page, 'Airbnb', feeds.url('/airbnb.ics'));
  const feed = page.getByRole('article', { name: 'Calendar Airbnb' });
  await expect(feed).toContainText('Events: 1');
  await expect(feed).toContainText('Up to date');

  // The channel takes a booking over the guest's approved stay; Sync now brings it in at once.
  feedBody = calendar(
    event('hm-reserved@airbnb.com', blocked[0]!, addDays(today, 8), 'Reserved'),
    event('hm-overlap@airbnb.com', addDays(today, 41), addDays(today, 42), 'Reserved'),
  );
  await feed.getByRole('button', { name: 'Sync now' }).click();
  await expect(feed).toContainText('Events: 2');
  const conflict = page.getByRole('alert').filter({ hasText: 'Possible double booking' });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText(
    `${formatDate(addDays(today, 41))} – ${formatDate(addDays(today, 42))}`,
  );
  await expect(conflict).toContainText(formatDate(stayStart));

  // The same conflict is available for the reservations page.
  const conflicts = await request.get('/api/channels/conflicts', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect((await conflicts.json()).data).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ reservation: expect.objectContaining({ id: inquiry.data.reservation_id }) }),
    ]),
  );

  // The host calendar shows the imported nights as the channel's.
  await openMonthCalendar(page, listing);
  await expectMonthNights(page, [
    ...blocked.map((night) => [night, 'Airbnb: Reserved'] as const),
    [addDays(today, 8), 'free'],
  ]);

  // Guests: the imported nights are refused, on the calendar and by the API.
  const unavailable = await request.get(`/api/bookings/unavailable-dates?listing_id=${listing.id}`);
  expect((await unavailable.json()).unavailable_dates).toEqual(expect.arrayContaining(blocked));
  // The stay page asks for its nights once in the browser: the days show taken when they come.
  await page.goto(`/stays/${listing.id}`);
  const availability = page.locator('#availability');
  // Five to seven days ahead: in this month or the next, both on screen at desktop width.
  for (const night of blocked) {
    const day = availability.getByRole('button', { name: `${formatDate(night)}, unavailable`, exact: true });
    await expect(day).toBeVisible({ timeout: 20_000 });
  }
  await expect(
    availability.getByRole('button', {
      name: new RegExp(`^${formatDate(addDays(today, 8)).replace(', ', '(, .+ a night)?, ')}$`),
    }),
  ).toBeVisible();
  const inquiryOverBlock = await request.post('/api/bookings/inquiry', {
    data: {
      listing_id: listing.id,
      start_date: blocked[0],
      end_date: blocked[2],
      guests: 2,
      first_name: 'Cleo',
      last_name: 'Late',
      email_address: 'cleo.late@example.com',
      phone_number: '351912345678',
    },
  });
  expect(inquiryOverBlock.status()).toBeGreaterThanOrEqual(400);
});

test('a new host adds a Google calendar with a weekly event, a broken feed, and opens a conflict by the guest’s name', async ({
  page,
  request,
  loginAs,
  createListing,
  bookStay,
}) => {
  test.setTimeout(180_000);
  const listing = await createListing();
  // Every week from D+3, six times, but not the third (EXDATE): Google's shape, CRLF, a bare UTF-8 BOM.
  const weekly = [3, 10, 24, 31, 38].map((n) => addDays(today, n));
  bodies.set(
    '/google.ics',
    `\uFEFFBEGIN:VCALENDAR\r\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:${compact(addDays(today, 3))}\r\nDTEND;VALUE=DATE:${compact(addDays(today, 4))}\r\nRRULE:FREQ=WEEKLY;COUNT=6\r\nEXDATE;VALUE=DATE:${compact(addDays(today, 17))}\r\nUID:weekly-clean@google.com\r\nSUMMARY:Cleaning\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
  );
  bodies.set('/broken.ics', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:Bo\u0000oked\r\nEND:VEVENT\r\n');
  // A guest's approved stay over the fourth occurrence: a double booking with the channel.
  const inquiry = await bookStay(listing.id, {
    start_date: addDays(today, 30),
    end_date: addDays(today, 33),
    guest: { first_name: 'Greta', last_name: 'Weekly' },
  });
  const session = await loginAs(page, 'host');
  await approveInquiry(request, session.token, inquiry.data.reservation_id);

  await openChannelManager(page, listing);
  await addCalendar(page, 'Google', feeds.url('/google.ics'));
  const google = page.getByRole('article', { name: 'Calendar Google' });
  await expect(google).toContainText('Events: 5');
  await expect(google).toContainText('Up to date');

  // A broken feed and an address the channel no longer serves: each is refused with why, under the address,
  // and no card is left saying both added and failed.
  const address = page
    .getByRole('form', { name: 'Add a calendar' })
    .getByRole('textbox', { name: 'Calendar address (iCal)' });
  await addCalendar(page, 'Broken', feeds.url('/broken.ics'));
  await expect(address).toHaveAccessibleDescription(
    'The channel sent binary data (NUL bytes), not a calendar',
  );
  await addCalendar(page, 'Gone', feeds.url('/gone.ics'));
  await expect(address).toHaveAccessibleDescription(
    'The channel has no calendar at this address (HTTP 404). Copy the calendar address from the channel again',
  );
  await expect(page.getByRole('article', { name: 'Calendar Broken' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Calendar Gone' })).toHaveCount(0);
  await expect(address).toHaveValue(feeds.url('/gone.ics'));

  // The conflict names the guest and the dates, and opens the reservation.
  const conflict = page.getByRole('alert').filter({ hasText: 'Possible double booking' });
  await expect(conflict).toContainText(`Greta Weekly’s stay, ${formatDate(addDays(today, 30))}`);
  await conflict.getByRole('link', { name: /Greta Weekly/ }).click();
  await expect(page).toHaveURL(new RegExp(`/reservations\\?reservation=${inquiry.data.reservation_id}$`));
  await expect(
    page.getByRole('dialog', { name: `Reservation #${inquiry.data.reservation_id}` }),
  ).toBeVisible();

  // Every occurrence is blocked on the host's calendar; the EXDATE's night is free; the clash is marked.
  await openMonthCalendar(page, listing);
  await expectMonthNights(page, [
    ...weekly.map((night) => [night, /Google: Cleaning/] as const),
    [addDays(today, 17), /: free$/],
    [addDays(today, 31), /^.*: double booked: /],
  ]);
  // Guests see the same nights taken.
  const unavailable = await request.get(`/api/bookings/unavailable-dates?listing_id=${listing.id}`);
  expect((await unavailable.json()).unavailable_dates).toEqual(expect.arrayContaining(weekly));
});
