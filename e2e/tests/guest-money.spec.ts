import type { APIRequestContext, Page, Route } from '@playwright/test';
import { type CreatedListing, expect, test, unique } from '../fixtures.ts';
import { seriousViolations } from './helpers/axe.ts';
import { cards, fillBookNow, typeCard } from './helpers/book-now.ts';
import { iso } from './helpers/dates.ts';

// What the guest is told about their money after an interruption: a reload or a dropped connection while
// Pay runs says "You're booked" (never "These dates can't be booked"), a resumed 3-D Secure payment lands on
// the booked trip, and trip links open at the top unless they ask for the thread (decisions 0085, 0086).
const WIDTHS = [390, 1440] as const;
/** A stay `offset` weeks into the third month from now: each run of a test books other nights. */
function stayDates(offset: number) {
  const today = new Date();
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 3, 1 + offset * 7));
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + 3));
  return { start: iso(start), end: iso(end) };
}

/** A phone's screen below 600 px, a desktop's above. */
const screenOf = (width: number) => ({ width, height: width < 600 ? 844 : 900 });

/** Book now for `listing` on the stay `offset` weeks in, the guest and `card` typed: Pay is next. */
async function readyToPay(page: Page, listing: CreatedListing, offset: number, card: string = cards.pays) {
  const { start, end } = stayDates(offset);
  await page.goto(`/book_now?listing_id=${listing.id}&start_date=${start}&end_date=${end}&guests=2`);
  await expect(page.getByTestId('price-total')).toBeVisible();
  await fillBookNow(page, { firstName: 'Mona', lastName: `Money ${unique()}` });
  await typeCard(page, card);
}

/**
 * Lets `POST /api/bookings` reach the server and waits for the server's answer, then hands it to `after`
 * (which may keep it from the page): the answer the guest's browser never saw.
 */
async function interceptBooking(page: Page, after: (route: Route, status: number) => Promise<void>) {
  let answered!: (status: number) => void;
  const serverAnswered = new Promise<number>((resolve) => {
    answered = resolve;
  });
  await page.route('**/api/bookings', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch();
    answered(response.status());
    await after(route, response.status());
  });
  return serverAnswered;
}

for (const width of WIDTHS) {
  test(`${width}px: a reload while a 4242 payment is in flight says "You're booked", never "can't be booked"`, async ({
    page,
    createListing,
  }, testInfo) => {
    await page.setViewportSize(screenOf(width));
    const listing = await createListing();
    await readyToPay(page, listing, width < 600 ? 0 : 1);
    // The server books and charges; the page is reloaded before its answer arrives.
    const serverAnswered = interceptBooking(page, async () => undefined);
    const pay = page.getByRole('button', { name: /^Pay €\d/ });
    await expect(pay).toBeEnabled();
    await pay.click();
    expect(await serverAnswered).toBe(201);
    // The answer is never handed to the page: the reload drops the request it waits for.
    await page.reload();

    const booked = page.getByTestId('attempt-booked');
    await expect(booked).toContainText("You're booked");
    await expect(page.getByText("These dates can't be booked")).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Book now' })).toHaveCount(0);
    await expect(page.getByTestId('price-total')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`reload-booked-${width}.png`), fullPage: true });
    expect(await seriousViolations(page, { nameContainsLabel: false })).toEqual([]);

    // Every later reload says the same, and the link is the trip.
    await page.reload();
    await booked.getByRole('link', { name: 'View your trip' }).click();
    await expect(page).toHaveURL(/\/reservation\/[A-Za-z0-9_-]+$/);
    await expect(page.getByTestId('reservation-status')).toHaveText('Paid');
  });

  test(`${width}px: Back after paying says "You booked this stay" with the trip, never the form again`, async ({
    page,
    createListing,
  }, testInfo) => {
    await page.setViewportSize(screenOf(width));
    const listing = await createListing();
    await readyToPay(page, listing, width < 600 ? 8 : 9);
    await page.getByRole('button', { name: /^Pay €\d/ }).click();
    await expect(page).toHaveURL(/\/reservation\/[A-Za-z0-9_-]+$/);
    await expect(page.getByTestId('reservation-status')).toHaveText('Paid');
    const trip = page.url();

    await page.goBack();
    await expect(page).toHaveURL(/\/book_now\?/);
    const booked = page.getByTestId('attempt-booked');
    await expect(booked).toContainText('You booked this stay');
    await expect(page.getByRole('form', { name: 'Book now' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
    await expect(page.getByText("These dates can't be booked")).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`back-booked-${width}.png`), fullPage: true });
    expect(await seriousViolations(page, { nameContainsLabel: false })).toEqual([]);
    // A reload of that page says the same.
    await page.reload();
    await expect(booked).toContainText('You booked this stay');
    await booked.getByRole('link', { name: 'View your trip' }).click();
    await expect(page).toHaveURL(trip);
  });

  test(`${width}px: a dropped connection (the proxy's 504) while paying checks the payment and says booked`, async ({
    page,
    createListing,
  }, testInfo) => {
    await page.setViewportSize(screenOf(width));
    const listing = await createListing();
    await readyToPay(page, listing, width < 600 ? 2 : 3);
    // The server answers 201; a proxy in between gives up and tells the browser 504.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first lookup of the attempt waits, so the page's "checking" state can be seen and checked.
    await page.route('**/api/bookings/attempts/*', async (route) => {
      await held;
      await route.continue();
    });
    const serverAnswered = interceptBooking(page, (route) =>
      route.fulfill({ status: 504, contentType: 'text/html', body: '<h1>504 Gateway Time-out</h1>' }),
    );
    await page.getByRole('button', { name: /^Pay €\d/ }).click();
    expect(await serverAnswered).toBe(201);

    const checking = page.getByTestId('attempt-checking');
    await expect(checking).toContainText("We're checking your payment…");
    await expect(page.getByText("These dates can't be booked")).toHaveCount(0);
    await expect(page.getByTestId('payment-failure')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`dropped-checking-${width}.png`), fullPage: true });
    expect(await seriousViolations(page, { nameContainsLabel: false })).toEqual([]);
    release();

    const booked = page.getByTestId('attempt-booked');
    await expect(booked).toContainText("You're booked");
    await expect(booked).toBeFocused();
    await expect(booked.getByRole('link', { name: 'View your trip' })).toBeVisible();
    expect(await seriousViolations(page, { nameContainsLabel: false })).toEqual([]);
  });

  test(`${width}px: resuming a 3-D Secure payment after a reload lands on the booked trip at once`, async ({
    page,
    createListing,
  }, testInfo) => {
    await page.setViewportSize(screenOf(width));
    // Records whether the reservation page ever drew the stay just paid as still processing (its status badge
    // or its pay page's title): Book now's own "Finish payment" may stay on screen while the trip page loads.
    await page.addInitScript(() => {
      const w = window as unknown as { offeredFinish?: boolean };
      new MutationObserver(() => {
        if (!location.pathname.startsWith('/reservation/')) return;
        const badge = document.querySelector('[data-testid="reservation-status"]')?.textContent ?? '';
        const title = document.querySelector('h1')?.textContent ?? '';
        if (/processing/i.test(badge) || title === 'Finalize your booking') w.offeredFinish = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const listing = await createListing();
    await readyToPay(page, listing, width < 600 ? 4 : 5, cards.asksFor3DSecure);
    await page.getByRole('button', { name: /^Pay €\d/ }).click();
    const challenge = page.getByRole('dialog', { name: 'Confirm this payment (TEST MODE 3-D Secure)' });
    await expect(challenge).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: 'Finish payment' }).click();
    await challenge.getByRole('button', { name: 'Complete' }).click();

    await expect(page).toHaveURL(/\/reservation\/[A-Za-z0-9_-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Your trip to ${listing.external_listing_name}`,
    );
    await expect(page.getByTestId('reservation-status')).toHaveText('Paid');
    await expect(page.getByTestId('reservation-number')).toContainText('Reservation number');
    expect(await page.evaluate(() => (window as { offeredFinish?: boolean }).offeredFinish ?? false)).toBe(
      false,
    );
    await page.screenshot({ path: testInfo.outputPath(`resumed-trip-${width}.png`), fullPage: true });
    expect(await seriousViolations(page, { nameContainsLabel: false })).toEqual([]);
  });
}

/** The guest writes eight questions into their stay's thread. */
async function askEightQuestions(request: APIRequestContext, hash: string) {
  for (let i = 1; i <= 8; i++) {
    const sent = await request.post(`/api/bookings/reservation/${hash}/messages`, {
      data: { body: `Question ${i}: is there a kettle, a hair dryer and a cot?\nThank you!` },
    });
    expect(sent.status()).toBe(201);
  }
}

test('trip links open at the top; only "#messages" (Read and reply) opens the thread, at both widths', async ({
  page,
  request,
  createListing,
  payStay,
}, testInfo) => {
  const listing = await createListing();
  const { start, end } = stayDates(6);
  const guest = { first_name: 'Theo', last_name: `Thread ${unique()}` };
  const { data } = await payStay(listing.id, { start_date: start, end_date: end, guest });
  const hash = data.unique_hash;
  await askEightQuestions(request, hash);
  for (const width of WIDTHS) {
    await page.setViewportSize(screenOf(width));
    await page.goto(`/reservation/${hash}`);
    await expect(page.getByTestId('message')).toHaveCount(8);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect(page.getByTestId('reservation-status')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.screenshot({ path: testInfo.outputPath(`trip-top-${width}.png`) });
    expect(await seriousViolations(page, { nameContainsLabel: false })).toEqual([]);

    await page.goto(`/reservation/${hash}#messages`);
    await expect(page.getByTestId('message')).toHaveCount(8);
    const thread = page.getByRole('heading', { name: /^Messages with/ });
    await expect(thread).toBeInViewport();
    // Below the sticky header, not under it.
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((h) => h.getBoundingClientRect().bottom);
    expect((await thread.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(headerBottom);
    await page.screenshot({ path: testInfo.outputPath(`trip-messages-${width}.png`) });
  }
});

test('a cleaning fee the host collects on arrival is named beside the total on the search card and Book now', async ({
  page,
  createListing,
}) => {
  const city = `Feeton ${unique()}`;
  const listing = await createListing({ excluded_fees: ['cleaning_fee'], cleaning_fee: 40, city });
  const { start, end } = stayDates(7);
  await page.goto(`/?city=${encodeURIComponent(city)}&start=${start}&end=${end}&numberOfGuests=2`);
  const card = page.locator('a', { hasText: listing.external_listing_name }).first();
  await expect(card).toContainText('€285 for 3 nights');
  await expect(card.getByTestId('arrival-fee')).toHaveText('+ €40 cleaning fee paid to the host on arrival');
  await page.goto(`/book_now?listing_id=${listing.id}&start_date=${start}&end_date=${end}&guests=2`);
  await expect(page.getByTestId('price-total')).toHaveText('€285');
  await expect(page.getByTestId('arrival-fee')).toHaveText('+ €40 cleaning fee paid to the host on arrival');
  await expect(page.getByRole('button', { name: 'Pay €285' })).toBeVisible();
});
