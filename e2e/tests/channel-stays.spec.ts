import { addDays, formatDate, formatStayRange, todayIso } from '@innkeep/contract/dates';
import { approveInquiry, expect, test } from '../fixtures.ts';
import { always, calendar, event, serveCalendars } from './helpers/channel-calendar.ts';

// Stays sold on a channel, seen where the host looks for stays: Reservations (on a phone) and the multi-calendar
// (wide). The channel's calendar is served by this test on 127.0.0.1 (ICAL_ALLOW_PRIVATE_HOSTS=1 in the config).
const today = todayIso();

const clash = [addDays(today, 20), addDays(today, 23)] as const;
const later = [addDays(today, 27), addDays(today, 29)] as const;

const feeds = serveCalendars(
  always(calendar(event('hm-1@airbnb.com', ...clash), event('hm-2@airbnb.com', ...later))),
);

test('a host names the guest of an Airbnb stay on a phone and sees it, double booked, on the wide multi-calendar', async ({
  page,
  request,
  loginAs,
  createListing,
  bookStay,
}, testInfo) => {
  test.setTimeout(180_000);
  const listing = await createListing();
  // A direct stay, approved (it holds its dates), over two of the channel's nights.
  const inquiry = await bookStay(listing.id, {
    start_date: addDays(today, 21),
    end_date: addDays(today, 25),
    guest: { first_name: 'Marta', last_name: 'Quintela' },
  });
  const session = await loginAs(page, 'host');
  const auth = { authorization: `Bearer ${session.token}` };
  await approveInquiry(request, session.token, inquiry.data.reservation_id);
  const added = await request.post('/api/channels', {
    headers: auth,
    data: { listing_id: listing.id, name: 'Airbnb', url: feeds.url('/stays.ics') },
  });
  expect(added.status(), await added.text()).toBe(200);

  // On a phone: the Reservations page lists both channel stays after the reservations, the clash marked.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/reservations?listing=${listing.id}`);
  await expect(page.getByRole('heading', { name: 'Stays from channel calendars (2)' })).toBeVisible();
  const card = page.getByRole('article', { name: `Airbnb stay, ${formatStayRange(...clash)}` });
  await expect(card).toContainText('Reserved');
  await expect(card).toContainText(listing.external_listing_name);
  await expect(card).toContainText('Double booked');
  await expect(card.getByRole('link', { name: /Marta Quintela’s stay/ })).toBeVisible();
  await expect(
    page.getByRole('article', { name: `Airbnb stay, ${formatStayRange(...later)}` }),
  ).not.toContainText('Double booked');
  // Nothing on a card reads like money: a channel's feed carries none.
  await expect(card).not.toContainText(/€|\$|Total|Paid/);
  await page.screenshot({ path: testInfo.outputPath('channel-stays-390.png'), fullPage: true });
  // No sideways scrolling on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await card.getByRole('button', { name: 'Add guest and note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Airbnb stay' });
  await dialog.getByRole('textbox', { name: 'Guest name' }).fill('Jonas Berg');
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Arrives by the late ferry; move Marta?');
  await page.screenshot({ path: testInfo.outputPath('channel-stay-dialog-390.png') });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const named = page.getByRole('article', { name: `Airbnb stay, ${formatStayRange(...clash)}` });
  await expect(named).toContainText('Jonas Berg');
  await expect(named).toContainText('Note: Arrives by the late ferry; move Marta?');
  await expect(named).toContainText('On Airbnb: Reserved');
  // A search finds it by the guest's name.
  await page.goto(`/reservations?q=jonas`);
  await expect(
    page.getByRole('article', { name: `Airbnb stay, ${formatStayRange(...clash)}` }),
  ).toBeVisible();

  // Wide: the multi-calendar's row shows the channel's stay with the guest's name; both bars say double booked.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/calendar?from=${addDays(today, 18)}`);
  const bar = page.getByRole('button', {
    name: /^Double booked: Airbnb: Jonas Berg, Reserved from Airbnb, /,
  });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAccessibleName(
    `Double booked: Airbnb: Jonas Berg, Reserved from Airbnb, ${formatDate(clash[0])} to ${formatDate(clash[0])}, overlaps Marta Quintela`,
  );
  // The nights sold twice are a cell of their own (docs/requirements/host.md#R-H17).
  await expect(
    page.getByRole('button', {
      name: `Double booked: Marta Quintela and Airbnb, ${formatDate(addDays(today, 21))} to ${formatDate(addDays(today, 22))}`,
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Double booked: Marta Quintela, / })).toBeVisible();
  await expect(
    page.getByRole('button', {
      name: `Airbnb: Reserved, Reserved from Airbnb, ${formatDate(later[0])} to ${formatDate(addDays(later[1], -1))}`,
    }),
  ).toBeVisible();
  await bar.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('multi-calendar-1440.png') });

  // The bar opens the stay; its link leads to the guest and note in Reservations.
  await bar.click();
  const stay = page.getByRole('dialog', { name: 'Stay from Airbnb' });
  await expect(stay).toContainText('Jonas Berg');
  await stay.getByRole('link', { name: 'Edit the guest and note in Reservations' }).click();
  const editor = page.getByRole('dialog', { name: 'Airbnb stay' });
  await expect(editor.getByRole('textbox', { name: 'Guest name' })).toHaveValue('Jonas Berg');
  await page.screenshot({ path: testInfo.outputPath('channel-stays-1440.png'), fullPage: true });
});
