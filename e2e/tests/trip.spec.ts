import type { Page } from '@playwright/test';
import { expect, test, unique } from '../fixtures.ts';
import { cards, fillBilling, fillGuest, payByCard } from './helpers/book-now.ts';
import { iso } from './helpers/dates.ts';

// The guest's whole journey (docs/requirements/bookings.md#R-B17, R-B12): book with a card that asks for 3-D Secure, reload while the
// bank's check is open, resume the same attempt, land on the trip page with the address, read the receipt.
const today = new Date();
const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 14));
const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 17));

async function fillGuestWhenReady(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Book now' });
  await expect(form).toBeVisible();
  await expect(page.getByTestId('price-total')).toBeVisible();
  await fillGuest(page, { firstName: 'Tripp', lastName: `Traveller ${unique()}`, email });
}

test('book, reload during the bank’s check and resume, see the trip page with the address, read the receipt', async ({
  browser,
  page,
  request,
  createListing,
}, testInfo) => {
  const listing = await createListing({
    address: 'Rua das Flores 7, 1200-195 Lisbon',
    key_pickup: 'Key box left of the blue door, code given by the host',
    house_manual: 'The boiler switch is behind the kitchen door.',
    door_code: '4711',
    wi_fi_username: 'flores-guest',
    wi_fi_password: 'sardines-2027',
    house_rules: 'No parties. A cot on request.',
  });
  const email = `tripp.${unique()}@example.com`;
  await page.goto(
    `/book_now?listing_id=${listing.id}&start_date=${iso(start)}&end_date=${iso(end)}&guests=2`,
  );
  await fillGuestWhenReady(page, email);
  // Next to Pay: the house rules, the times and the cancellation terms, accepted with a tick.
  const terms = page.getByTestId('stay-terms');
  await expect(terms).toContainText('No parties');
  await expect(terms).toContainText('Check-in 15:00–20:00 · Check-out by 11:00');
  await expect(terms).toContainText('Cancellation policy');
  await fillBilling(page);
  await payByCard(page, cards.asksFor3DSecure);
  const challenge = page.getByRole('dialog', { name: 'Confirm this payment (TEST MODE 3-D Secure)' });
  await expect(challenge).toBeVisible();

  // The guest reloads while the bank's check is open: the attempt is theirs, so the page resumes it.
  await page.reload();
  await expect(page.getByText('A payment is in progress')).toBeVisible();
  await expect(page.getByText("These dates can't be booked")).toHaveCount(0);
  await page.getByRole('button', { name: 'Finish payment' }).click();
  await expect(challenge).toBeVisible();
  await challenge.getByRole('button', { name: 'Complete' }).click();

  // The trip page: confirmation, the exact address with a map link, times, host, arrival details.
  await expect(page).toHaveURL(/\/reservation\/[A-Za-z0-9_-]+$/);
  const tripUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Your trip to ${listing.external_listing_name}`,
  );
  await expect(page.getByTestId('trip-address')).toHaveText('Rua das Flores 7, 1200-195 Lisbon');
  await expect(page.getByRole('link', { name: 'Open in a map' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\//,
  );
  await expect(page.getByTestId('trip-when')).toContainText('15:00–20:00');
  await expect(page.getByTestId('trip-when')).toContainText('by 11:00');
  await expect(page.getByTestId('trip-place')).toContainText('Key box left of the blue door');
  await expect(page.getByTestId('trip-place')).toContainText('The boiler switch is behind the kitchen door.');
  // Two months ahead: the door code and the Wi-Fi are not given yet.
  await expect(page.getByTestId('trip-access')).toContainText('48 hours before check-in');
  await expect(page.getByText('4711')).toHaveCount(0);
  await expect(page.getByTestId('trip-payment')).toContainText('Total paid');
  await expect(page.getByTestId('trip-payment')).toContainText('€95 × 3 nights');
  await expect(page.getByTestId('trip-link').getByRole('textbox')).toHaveValue(tripUrl);

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`trip-${width}.png`), fullPage: true });
  }

  // Book now for the same dates again says the stay is booked, with the way to the trip.
  await page.goto(
    `/book_now?listing_id=${listing.id}&start_date=${iso(start)}&end_date=${iso(end)}&guests=2`,
  );
  await expect(page.getByTestId('attempt-booked')).toContainText("You're booked");
  await expect(page.getByRole('link', { name: 'View your trip' })).toHaveAttribute(
    'href',
    new URL(tripUrl).pathname,
  );

  // The receipt, from the local mailbox: the same breakdown and deposit words, the address and the link.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const links = await page
    .locator('a[href^="/dev/mailbox/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  let receipt = '';
  for (const href of links) {
    const html = await (await request.get(`${href}/html`)).text();
    if (html.includes('Receipt') || html.includes('Total paid')) receipt = html;
  }
  expect(receipt, 'the receipt e-mail').toContain('Total paid');
  expect(receipt).toContain('€95 × 3 nights');
  expect(receipt).toContain('Rua das Flores 7, 1200-195 Lisbon');
  expect(receipt).toContain('Key box left of the blue door');
  expect(receipt).toContain(new URL(tripUrl).pathname);
  expect(receipt).not.toContain('4711');

  // Opened cold from the e-mail, the trip loads only what a stay ahead shows: not the payment form, the bank's
  // check, the cancel dialog or the review form, each a chunk of its own fetched when needed. (No page loads the
  // phone metadata: the server writes phones as shown and dialled, and the import rules keep it so.)
  const cold = await browser.newContext();
  const trip = await cold.newPage();
  const scripts: string[] = [];
  trip.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await trip.goto(tripUrl);
  await expect(trip.getByTestId('trip-address')).toHaveText('Rua das Flores 7, 1200-195 Lisbon');
  await expect(trip.getByRole('button', { name: 'Cancel reservation' })).toBeVisible();
  await trip.waitForLoadState('networkidle');
  const parts = /\/(finalize-payment-form|pending-payment|cancel-dialog|trip-review-body)-/;
  expect(scripts.filter((path) => parts.test(path))).toEqual([]);
  // Going to cancel brings the dialog's code, and the dialog. On a slow line the button spins until it is here;
  // a line that drops says so, and the next click tries again.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let attempts = 0;
  await trip.route(/\/cancel-dialog-[^/]*\.js$/, async (route) => {
    attempts += 1;
    if (attempts === 1) return route.abort('internetdisconnected');
    await held;
    await route.continue();
  });
  const cancel = trip.locator('#main').getByRole('button', { name: 'Cancel reservation' });
  await cancel.click();
  await expect(trip.getByRole('alert')).toContainText('could not be opened. Check your connection');
  await cancel.click();
  await expect(cancel).toHaveAttribute('data-loading', 'true');
  await expect(trip.getByRole('alert')).toHaveCount(0);
  release();
  await expect(trip.getByRole('dialog')).toBeVisible();
  await expect(cancel).not.toHaveAttribute('data-loading');
  expect(scripts.some((path) => path.includes('/cancel-dialog-'))).toBe(true);
  await cold.close();
});

test('the guest asks for a cot in the inquiry message and the host reads it in the drawer', async ({
  page,
  createListing,
  loginAs,
}) => {
  // A wide screen, where the booking panel used to cut Send inquiry at its own scrolling edge.
  await page.setViewportSize({ width: 1440, height: 900 });
  const listing = await createListing({ house_rules: 'No parties. A cot on request.' });
  const last = `Asker ${unique()}`;
  await page.goto(`/stays/${listing.id}?start=${iso(start)}&end=${iso(end)}&guests=2`);
  await expect(page.getByTestId('price-breakdown')).toContainText('× 3 nights');
  await page.getByRole('textbox', { name: 'First name' }).fill('Ines');
  await page.getByRole('textbox', { name: 'Last name' }).fill(last);
  await page.getByRole('textbox', { name: 'Email' }).fill(`ines.${unique()}@example.com`);
  await page.getByRole('textbox', { name: 'Phone' }).fill('351 912 345 678');
  const message = 'Could we have the cot the house rules offer?\nWe arrive around 23:00.';
  await page.getByRole('textbox', { name: 'Message to the host' }).fill(message);
  await expect(page.getByText('68 / 2,000 characters', { exact: false })).toBeVisible();
  const send = page.getByRole('button', { name: 'Send inquiry' });
  await send.scrollIntoViewIfNeeded();
  await expect(send).toBeInViewport({ ratio: 1 });
  expect(await page.locator('#booking').evaluate((el) => el.scrollHeight > el.clientHeight + 1)).toBe(false);
  await send.click();
  await expect(page.getByText('Your inquiry has been sent to the host.')).toBeVisible();

  await loginAs(page, 'host');
  // The list is paged (R-H20): the listing's own reservations, so this inquiry is on the first page.
  await page.goto(`/reservations?listing=${listing.id}`);
  await page.getByRole('button', { name: `Open Ines ${last}'s reservation` }).click();
  const drawer = page.getByRole('dialog', { name: /^Reservation #\d+$/ });
  await expect(drawer.getByTestId('guest-message')).toHaveText(message);
});
