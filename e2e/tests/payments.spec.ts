import type { Page } from '@playwright/test';
import { expect, registerAccount, signInThroughForm, test, unique } from '../fixtures.ts';
import { cards, fillBilling, fillGuest, payByCard, payUntilPaid } from './helpers/book-now.ts';
import { iso } from './helpers/dates.ts';

// The money path in the browser, on the payment simulator (TEST MODE): Book now, the inquiry that the host
// approves and the guest pays from the e-mailed link, a declined card and 3-D Secure.
const today = new Date();
const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 10));
const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 13));

async function openBookNow(page: Page, listingId: number, name: string) {
  await page.goto(`/stays/${listingId}?start=${iso(start)}&end=${iso(end)}&guests=2`);
  await expect(page.getByTestId('price-breakdown')).toContainText('× 3 nights');
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/book_now\\?listing_id=${listingId}&start_date=${iso(start)}&end_date=${iso(end)}&guests=2`),
  );
  // The URL changes before the stay page is gone, and it has a heading with the listing's name and an
  // inquiry form with the same field names: wait for the Book now form itself and fill that.
  const form = page.getByRole('form', { name: 'Book now' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('price-total')).toBeVisible();
  await fillGuest(page, { firstName: 'Bea', lastName: `Booker ${unique()}` });
}

test('a guest books directly with 4242 4242 4242 4242 and sees the confirmation', async ({
  page,
  createListing,
}) => {
  const listing = await createListing();
  await openBookNow(page, listing.id, listing.external_listing_name);
  const pay = page.getByRole('button', { name: 'Pay' });
  await expect(pay).toBeDisabled();
  await fillBilling(page);
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await payByCard(page, cards.pays, pay);

  // Success is the stay's own page, the trip page (decision 0033), in place of Book now in the history.
  await expect(page).toHaveURL(/\/reservation\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Booking successful!' })).toBeVisible();
  await expect(page.getByTestId('reservation-status')).toHaveText('Paid');
  await expect(page.getByTestId('trip-address')).toHaveText(String(listing.address));
  await expect(page.getByRole('button', { name: 'Pay' })).toHaveCount(0);
  // Back leads to Book now, which says the stay is booked and links to the trip, never the form again.
  const trip = page.url();
  await page.goBack();
  await expect(page).toHaveURL(/\/book_now\?/);
  await expect(page.getByTestId('attempt-booked')).toContainText('You booked this stay');
  await expect(page.getByRole('form', { name: 'Book now' })).toHaveCount(0);
  // Back again leads to the stay, which now says the truth the server knows: these dates are taken (refused
  // with a reason, or dropped from the calendar once availability arrives), never offered at a live price.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/stays/${listing.id}`));
  await expect(
    page.getByText("These dates can't be booked").or(page.getByText('Choose dates on the calendar')),
  ).toBeVisible();
  await expect(page.getByTestId('price-total')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Book now' })).toBeDisabled();
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(trip);
  await expect(page.getByTestId('reservation-status')).toHaveText('Paid');
});

test('occupancy taxes are their own lines on the stay, Book now and the paid trip page (decision 0048)', async ({
  page,
  createListing,
}) => {
  const listing = await createListing({
    taxes: [
      { name: 'Lisbon city tax', type: 'per_person_per_night', percent: '', amount: 4, max_nights: 7 },
      { name: 'Stamp duty', type: 'percentage', percent: 4, amount: '', max_nights: '' },
    ],
  });
  const cityTax = 'Lisbon city tax (€4 × 2 guests × 3 nights)';
  await openBookNow(page, listing.id, listing.external_listing_name);
  const breakdown = page.getByTestId('price-breakdown');
  await expect(breakdown).toContainText(cityTax);
  await expect(breakdown).toContainText('Stamp duty (4%)');
  const total = await page.getByTestId('price-total').textContent();
  await fillBilling(page);
  await payUntilPaid(page);

  const paid = page.getByTestId('price-breakdown');
  await expect(paid).toContainText(cityTax);
  await expect(paid).toContainText('€24');
  await expect(paid).toContainText('Stamp duty (4%)');
  await expect(page.getByTestId('price-total')).toHaveText(String(total));
});

test('a declined card says so and the dates stay bookable', async ({ page, createListing }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const listing = await createListing();
  await openBookNow(page, listing.id, listing.external_listing_name);
  await fillBilling(page);
  await payByCard(page, cards.declined);
  await expect(page.getByRole('alert')).toContainText('Your card was declined.');
  // Shown where the guest looks, not at the bottom edge of the screen (docs/requirements/public.md#R-P7).
  await expect(page.getByTestId('payment-failure')).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('payment-failure')).toBeFocused();

  // The decline freed the dates: the same stay with a good card books.
  await payByCard(page);
  await expect(page.getByRole('status').filter({ hasText: 'Booking successful!' })).toBeVisible();
});

test('a card that asks for 3-D Secure books once the guest completes the check', async ({
  page,
  createListing,
}) => {
  const listing = await createListing();
  await openBookNow(page, listing.id, listing.external_listing_name);
  await fillBilling(page);
  await payByCard(page, cards.asksFor3DSecure);
  const dialog = page.getByRole('dialog', { name: 'Confirm this payment (TEST MODE 3-D Secure)' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booking successful!' })).toBeVisible();
});

test('the host approves an inquiry and the guest pays from the e-mailed link', async ({
  page,
  context,
  request,
  createListing,
  bookStay,
  loginAs,
}) => {
  const listing = await createListing();
  const lastName = `Inquirer ${unique()}`;
  const email = `ina.${unique()}@example.com`;
  await bookStay(listing.id, {
    start_date: iso(start),
    end_date: iso(end),
    guest: { first_name: 'Ina', last_name: lastName, email_address: email },
  });

  // The host approves it on /reservations.
  await loginAs(page, 'host');
  // The list is paged (R-H20): the listing's own reservations, so the new inquiry is on the first page.
  await page.goto(`/reservations?listing=${listing.id}`);
  await expect(page.getByRole('heading', { name: 'Reservations' })).toBeVisible();
  await page.getByRole('button', { name: `Change status of Ina ${lastName}'s reservation` }).click();
  const dialog = page.getByRole('dialog', { name: 'Change status' });
  await expect(dialog.getByRole('button', { name: 'Change' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'New status' }).click();
  await page.getByRole('option', { name: 'Approved, awaiting payment' }).click();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByTestId('reservation-row').filter({ hasText: lastName });
  await expect(row).toContainText('Approved, awaiting payment');

  // The guest opens the approval e-mail from the mailbox (a fresh tab, signed out) and pays.
  const guest = await context.browser()!.newPage();
  await guest.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const messages = await guest
    .locator('a[href^="/dev/mailbox/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  let withLink: string | undefined;
  for (const href of messages) {
    // The approval's pay link (the inquiry's own e-mail links the thread, `#messages`).
    if (/\/reservation\/[A-Za-z0-9_-]+"/.test(await (await request.get(`${href}/html`)).text()))
      withLink = href;
  }
  expect(withLink, 'an e-mail with the link to /reservation/{hash}').toBeTruthy();
  await guest.goto(withLink!);
  await guest
    .frameLocator('iframe[title="E-mail content"]')
    .locator('a[href*="/reservation/"]:not([href*="#"])')
    .first()
    .click();
  await expect(guest).toHaveURL(/\/reservation\/[A-Za-z0-9_-]+$/);
  await expect(guest.getByRole('heading', { name: 'Finalize your booking' })).toBeVisible();
  await expect(guest.getByTestId('reservation-status')).toHaveText('Approved, awaiting payment');
  // The deadline on the listing's clock in 24-hour time, its zone and the hours left; the breakdown as on
  // Book now; the policy once (next to Pay); Pay names the amount.
  await expect(guest.getByTestId('payment-deadline')).toContainText(
    /until \w{3} \d{1,2}, \d{4}, \d{2}:\d{2} Lisbon time \(\d+ hours left\)/,
  );
  await expect(guest.getByTestId('price-breakdown')).toContainText('€95 × 3 nights');
  await expect(guest.getByText(/^Cancellation policy:/)).toHaveCount(1);
  await expect(guest.getByTestId('reservation-number')).toContainText('Reservation number');
  await fillBilling(guest);
  await payByCard(guest, cards.pays, guest.getByRole('button', { name: /^Pay €\d/ }));

  await expect(guest.getByTestId('reservation-status')).toHaveText('Paid');
  // The confirmation is brought into view and focused.
  await expect(guest.getByTestId('paid-message')).toBeFocused();
  await expect(guest.getByTestId('paid-message')).toBeInViewport();
  await expect(guest.getByRole('button', { name: 'Pay' })).toHaveCount(0);
  await expect(guest.getByRole('textbox', { name: 'Billing address' })).toHaveCount(0);
  await guest.close();

  await page.reload();
  await expect(page.getByTestId('reservation-row').filter({ hasText: lastName })).toContainText('Paid');
});

test('a new host connects card payments through the TEST MODE onboarding page', async ({ page, request }) => {
  const email = `host-${unique()}@example.com`;
  await registerAccount(request, {
    first_name: 'Nina',
    last_name: 'Newhost',
    email,
    password: 'new-host-pass',
  });
  await signInThroughForm(page, email, 'new-host-pass');

  await page.goto('/integrations');
  await expect(page.getByTestId('connect-status')).toHaveText('Not connected');
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page).toHaveURL(/\/integrations\/onboarding\?account=/);
  await page.getByRole('button', { name: 'Complete onboarding' }).click();
  await expect(page).toHaveURL(/\/integrations\?message=connected$/);
  await expect(page.getByTestId('connect-status')).toHaveText('Connected');
  await expect(page.getByRole('button', { name: 'Disconnect' })).toBeDisabled();
});

test('a host in Tokyo on this Lisbon platform reads why cards are not offered, and the stay takes inquiries', async ({
  page,
  request,
  createListing,
}) => {
  const email = `tokyo-${unique()}@example.com`;
  const { token } = await registerAccount(request, {
    first_name: 'Aiko',
    last_name: 'Tanaka',
    email,
    password: 'tokyo-host-pass',
  });
  const listing = await createListing(
    {
      country: 'JP',
      city: 'Tokyo',
      state: 'Tokyo',
      address: '1-1 Marunouchi',
      public_address: 'Marunouchi, Tokyo',
      street: 'Marunouchi',
      zip_code: '100-0005',
      currency_code: 'JPY',
      price: 12000,
      price_fo_extra_person: 1000,
      cleaning_fee: 3000,
      refundable_damage_deposit: 0,
    },
    token,
  );
  await signInThroughForm(page, email, 'tokyo-host-pass');

  await page.goto('/integrations');
  await expect(page.getByTestId('card-payments-reason')).toContainText('from Portugal to a host in Japan');
  await expect(page.getByRole('button', { name: 'Connect' })).toBeDisabled();

  await page.goto(`/stays/${listing.id}`);
  await expect(page.getByRole('button', { name: /book now/i })).toHaveCount(0);
});
