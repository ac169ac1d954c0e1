import { formatPrice, toMajor } from '@innkeep/contract/money';
import { calculatePrice } from '@innkeep/contract/pricing';
import type { Page } from '@playwright/test';
import { expect, pricingOf, test, unique } from '../fixtures.ts';
import { dayLabel, iso } from './helpers/dates.ts';
import { sidewaysOverflow } from './helpers/layout.ts';

// Dates relative to today so the test never goes stale: the 10th to the 14th of the month after next.
const today = new Date();
const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 10));
const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 14));
/** A day of the stay's calendar: its date, then its price a night when the stay shows prices (docs/requirements/bookings.md#R-B5). */
// A stay calendar's day: "Jan 10, 2027", or with its price where the day shows it, "Jan 10, €95 a night, 2027".
const stayDay = (d: Date) => {
  const [monthDay, year] = dayLabel(d).split(', ');
  return new RegExp(`^${monthDay}(, .+ a night)?, ${year}$`);
};

/** Picks a day in the open calendar, moving on a month or two when needed. */
async function pickDay(page: Page, date: Date) {
  const dropdown = page.getByRole('dialog');
  const day = dropdown.getByRole('button', { name: dayLabel(date), exact: true });
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) {
    await dropdown.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
}

/** How far the open calendar's top is below the field's bottom (negative: it covers the field or its label). */
async function gapBelow(page: Page, field: string) {
  const input = await page.getByRole('button', { name: field }).boundingBox();
  const calendar = await page.getByRole('dialog').boundingBox();
  return input && calendar ? calendar.y - (input.y + input.height) : Number.NaN;
}

/**
 * The sticky booking panel is never taller than the window below its 80 px top (and a 16 px margin), so
 * Send inquiry is never out of reach.
 */
/**
 * The panel is sticky under the header while it fits the window; a taller one sticks by its foot (its end in
 * the window), never scrolling inside itself, so Send inquiry is reached whole (docs/requirements/public.md#R-P7).
 */
async function expectPanelFitsWindow(page: Page) {
  const panel = await page.locator('#booking').evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    position: getComputedStyle(el).position,
    top: Number.parseFloat(getComputedStyle(el).top),
    scrolls: el.scrollHeight > el.clientHeight + 1,
  }));
  expect(panel.scrolls, 'the panel never scrolls inside itself').toBe(false);
  const windowHeight = page.viewportSize()?.height ?? 0;
  if (panel.position === 'sticky')
    expect(panel.top + panel.height).toBeLessThanOrEqual(Math.max(windowHeight - 16, 80 + panel.height));
  const send = page.getByRole('button', { name: 'Send inquiry' });
  // The least scroll that shows all of it: Playwright's "if needed" leaves a button cut by a pixel or two at the
  // window's foot where it is, before the panel reaches its sticky place. The window scrolls by whole pixels, so
  // a button on a fractional position stays cut by a fraction of one (99 % of its 36 px).
  await send.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
  await expect(send).toBeInViewport({ ratio: 0.99 });
}

test('a guest searches a city from the search bar and lands on its stays', async ({
  page,
  createListing,
}) => {
  const listing = await createListing({ city: 'Lisbon' });
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Where' }).fill('Lisb');
  await page.getByRole('option', { name: 'Lisbon, Portugal' }).click();
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect.poll(() => gapBelow(page, 'Check in')).toBeGreaterThanOrEqual(0);
  await pickDay(page, start);
  // Check-out opens by itself, below its field, on check-in's month.
  await expect(page.getByRole('button', { name: 'Check out' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(
    page.getByRole('dialog').getByRole('button', { name: dayLabel(start), exact: true }),
  ).toBeDisabled();
  await expect.poll(() => gapBelow(page, 'Check out')).toBeGreaterThanOrEqual(0);
  await pickDay(page, end);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Guests' }).fill('2');
  await page.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/city=Lisbon/);
  await expect(page).toHaveURL(new RegExp(`start=${iso(start)}&end=${iso(end)}`));
  await expect(page.getByRole('heading', { name: 'Stays in Lisbon' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(800);
  // Newest first: the stay this test published is on the first page, priced for the searched dates.
  const card = page
    .locator('#results')
    .getByTestId('listing-card')
    .filter({ hasText: listing.external_listing_name });
  await expect(card).toBeVisible();
  // Dated: the stay's own nights (one price each here), never "from".
  await expect(card).toContainText('per night');
  await expect(card).not.toContainText('from');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/stays/${listing.id}\\?`));
  await expect(page.getByRole('heading', { level: 1, name: listing.external_listing_name })).toBeVisible();
});

test('the search bar works from the first tap, its code loading only then', async ({ page }) => {
  // Its code is held back, as on a slow phone network, until the test lets it through.
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  const asked: string[] = [];
  await page.route(/\/assets\/search-bar-[\w-]+\.js$/, async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The home page shows its search bar without loading the search bar's code.
  expect(asked).toEqual([]);

  const where = page.getByRole('combobox', { name: 'Where' });
  await where.fill('Lisbon');
  await page.getByRole('textbox', { name: 'Guests' }).fill('2');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => asked.length).toBe(1);
  await expect(where).toHaveValue('Lisbon');
  await expect(page).toHaveURL(/\/$/);

  // Once the code is here, what was typed and the click count: the search is for Lisbon and 2 guests.
  release();
  await expect(page).toHaveURL(/city=Lisbon/);
  await expect(page).toHaveURL(/numberOfGuests=2/);
  await expect(page.getByRole('heading', { name: 'Stays in Lisbon' })).toBeVisible();
});

test('the amenity filter keeps the stays that have it and drops the ones that do not', async ({
  page,
  createListing,
}) => {
  // A city of their own, so the results are exactly these two stays.
  const city = `Filterton ${unique()}`;
  const withKitchen = await createListing({ city, amenities: { kitchen: true } });
  const without = await createListing({ city, amenities: { kitchen: false, free_wi_fi: true } });
  const results = page.locator('#results').getByTestId('listing-card');
  const filterCode: string[] = [];
  page.on('request', (r) => /\/assets\/amenity-filter-[\w-]+\.js$/.test(r.url()) && filterCode.push(r.url()));

  await page.goto(`/?city=${encodeURIComponent(city)}&numberOfGuests=2`);
  await expect(page.getByRole('heading', { name: `Stays in ${city}` })).toBeVisible();
  await expect(results.filter({ hasText: withKitchen.external_listing_name })).toBeVisible();
  await expect(results.filter({ hasText: without.external_listing_name })).toBeVisible();
  await expect(results).toHaveCount(2);
  // The filter's code loads when the guest first uses the page, not with the results.
  await page.waitForLoadState('networkidle');
  expect(filterCode).toEqual([]);

  // The filter is debounced: wait for the filtered search itself, then for the results to settle.
  const filtered = page.waitForResponse(
    (r) => r.url().includes('/api/search?') && r.url().includes('kitchen=1'),
  );
  await page.getByRole('combobox', { name: 'Amenities' }).click();
  await page.getByRole('option', { name: 'Kitchen' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/kitchen=1/);
  await filtered;
  await expect(page.locator('#results [aria-busy="false"]').first()).toBeVisible();
  await expect(results).toHaveCount(1);
  await expect(results.first()).toContainText(withKitchen.external_listing_name);
  await expect(page.locator('#results')).toContainText('1 stay found');
});

test('the stay prices the chosen dates to the exact total', async ({ page, createListing }) => {
  const listing = await createListing({
    price: 97,
    price_fo_extra_person: 13,
    guests_included: 1,
    cleaning_fee: 29,
    refundable_damage_deposit: 150,
  });
  const guests = 3;
  // Open it for the searched dates, as a result card would, then choose them again on the calendar.
  await page.goto(`/stays/${listing.id}?start=${iso(start)}&end=${iso(end)}&guests=${guests}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.external_listing_name })).toBeVisible();

  // Pick the dates on the stay's own calendar.
  await page.getByRole('button', { name: 'Clear dates' }).click();
  await page
    .getByRole('button', { name: stayDay(start) })
    .first()
    .click();
  await page
    .getByRole('button', { name: stayDay(end) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`start=${iso(start)}`));
  await expect(page).toHaveURL(new RegExp(`end=${iso(end)}`));
  await expect(page.getByTestId('price-breakdown')).toContainText('× 4 nights');

  // The contract's own rule gives the figure: 4 × 97 + 2 extra guests × 13 × 4 + 29 cleaning (the 150 deposit is held apart).
  const breakdown = calculatePrice(pricingOf(listing), { startDate: iso(start), endDate: iso(end), guests });
  const expected = formatPrice(toMajor(breakdown.totalPriceMinor, 'EUR'), 'EUR');
  expect(expected).toBe('€521');
  await expect(page.getByTestId('price-breakdown')).toContainText(
    'Damage deposit (charged only for damage reported within 7 days of check-out)',
  );
  await expect(page.getByTestId('price-total')).toHaveText(expected);
  await expect(page.getByRole('button', { name: 'Book now' })).toBeEnabled();
});

test('per night on the stay page is what the chosen nights cost, and "from" the base price before', async ({
  page,
  request,
  loginAs,
  createListing,
}) => {
  const listing = await createListing({ price: 97 });
  const session = await loginAs(page, 'host');
  // High season over the last two of the four nights: €97, €97, €150, €150.
  const season = await request.post('/api/rates', {
    headers: { authorization: `Bearer ${session.token}` },
    data: {
      listing_id: listing.id,
      start_date: iso(new Date(start.getTime() + 2 * 86_400_000)),
      end_date: iso(end),
      price: 150,
    },
  });
  expect(season.status(), await season.text()).toBe(200);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/stays/${listing.id}`);
  const perNight = page.getByTestId('per-night');
  await expect(perNight).toHaveText('from €97per night');

  await page.goto(`/stays/${listing.id}?start=${iso(start)}&end=${iso(end)}&guests=1`);
  await expect(page.getByTestId('price-breakdown')).toContainText('€97 × 2 nights€194€150 × 2 nights€300');
  // (2 × 97 + 2 × 150) / 4 = 123.50, by the code that makes the total; never the €97 base.
  await expect(perNight).toHaveText('€123.50average per night€97–€150 a night');
});

test('a guest sends an inquiry for the chosen dates, and the link keeps the stay', async ({
  page,
  createListing,
}) => {
  const listing = await createListing();
  await page.goto(`/stays/${listing.id}?start=${iso(start)}&end=${iso(end)}&guests=2`);
  await expect(page.getByRole('heading', { level: 1, name: listing.external_listing_name })).toBeVisible();
  await expect(page.getByTestId('price-breakdown')).toContainText('× 4 nights');

  await page.getByRole('textbox', { name: 'First name' }).fill('Ana');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Guest');
  await page.getByRole('textbox', { name: 'Email' }).fill(`ana.${unique()}@example.com`);
  await page.getByRole('textbox', { name: 'Phone' }).fill('351 912 345 678');
  // A click that lands while the panel's code is still coming is held and made again once it is live
  // (hydration/hydrate-on-view.tsx): check until the box says so.
  const promotional = page.getByRole('checkbox', { name: 'Send me promotional e-mails' });
  await expect(async () => {
    if (!(await promotional.isChecked())) await promotional.click();
    await expect(promotional).toBeChecked({ timeout: 1000 });
  }).toPass();
  await page.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.getByText('Your inquiry has been sent to the host.')).toBeVisible();
  // The message is brought into view, and the panel still fits the window with it.
  await expect(page.getByTestId('inquiry-notice')).toBeFocused();
  await expect(page.getByTestId('inquiry-notice')).toBeInViewport();
  await expectPanelFitsWindow(page);

  // The listing URL is shareable: a reload shows the same stay and the same stay dates.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: listing.external_listing_name })).toBeVisible();
  await expect(page.getByTestId('price-breakdown')).toContainText('× 4 nights');
});

test('an inquiry asks the host without holding the dates', async ({ page, createListing, bookStay }) => {
  const listing = await createListing();
  const reply = await bookStay(listing.id, { start_date: iso(start), end_date: iso(end) });
  expect(reply.message).toBe('Your inquiry has been sent to the host.');
  expect(reply.data.reservation_id).toBeGreaterThan(0);

  // The same nights are still free for the next guest: a link with them keeps them, and they can be picked.
  await page.goto(`/stays/${listing.id}?start=${iso(start)}&end=${iso(end)}&guests=2`);
  await expect(page.getByTestId('price-breakdown')).toContainText('× 4 nights');
  await page.getByRole('button', { name: 'Clear dates' }).click();
  const first = page.getByRole('button', { name: stayDay(start) }).first();
  await expect(first).toBeEnabled();
  await first.click();
  await page
    .getByRole('button', { name: stayDay(end) })
    .first()
    .click();
  await expect(page.getByTestId('price-breakdown')).toContainText('× 4 nights');
});

test('the inquiry form explains what is missing', async ({ page, createListing }) => {
  const listing = await createListing();
  // A laptop window: all the errors make the sticky panel taller than the screen.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/stays/${listing.id}`);
  await page.getByRole('textbox', { name: 'Phone' }).fill('call me');
  await page.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Phone number must have 5 to 20 digits, optionally after a +')).toBeVisible();
  await expect(page.getByText(/Check-in date is required/)).toBeVisible();
  await expect(page.getByTestId('inquiry-notice')).toBeFocused();
  await expect(page.getByTestId('inquiry-notice')).toBeInViewport();
  await expectPanelFitsWindow(page);
});

test('the newsletter validates, refuses blocked e-mails and thanks a new subscriber', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Newsletter' });
  const email = form.getByRole('textbox', { name: 'Email address' });
  const subscribe = form.getByRole('button', { name: 'Subscribe' });
  // The form sits below the home page's lazily loaded sections: give a busy machine room to render it.
  await expect(form).toBeVisible({ timeout: 30_000 });
  await expect(subscribe).toBeDisabled();

  await email.fill('not-an-email');
  await expect(form.getByText('Please provide valid email')).toBeVisible();
  await email.fill('');
  await expect(form.getByText('Email field is required')).toBeVisible();
  await expect(subscribe).toBeDisabled();

  await email.fill('spam@blocked.test');
  await subscribe.click();
  await expect(form.getByText('Email is blocked')).toBeVisible();

  await email.fill(`reader.${Date.now()}@example.com`);
  await subscribe.click();
  await expect(form.getByText('Thank you for subscribing!')).toBeVisible();
  await expect(email).toHaveValue('');
});

test('a blog post has a shareable URL that survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'View all' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  const card = page.getByTestId('blog-card').first();
  const title = (await card.locator('p').nth(1).textContent())?.trim() ?? '';
  await card.click();
  await expect(page).toHaveURL(/\/blogs\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} · Innkeep`);
});

test('category, legal and contact pages', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('category-card').first().click();
  await expect(page).toHaveURL(/\/category\/[a-z0-9-]+$/);
  await expect(page.getByTestId('listing-card').first()).toBeVisible();

  for (const [path, heading] of [
    ['/terms_of_use', 'Terms of use'],
    ['/privacy_policy', 'Privacy policy'],
    ['/cookie_policy', 'Cookie policy'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('Effective date: June 18, 2025')).toBeVisible();
    await expect(page.getByText(/at least 16 years old/)).toBeVisible();
  }

  await page.goto('/contact_us');
  await page.getByRole('textbox', { name: 'Email' }).fill('chargeback@blocked.test');
  await page.getByRole('textbox', { name: 'Message' }).fill('Hello there');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Email is blocked')).toBeVisible();
});

for (const width of [390, 1440]) {
  test(`the results heading stays put when the amenity chips wrap, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const city = `Chipton ${unique()}`;
    const heading = page.getByRole('heading', { name: `Stays in ${city}` });
    const filter = page.locator('#results .mantine-MultiSelect-input');
    /** The heading's and the filter's offsets within the results section, and the filter's height. */
    async function layout(query: string) {
      await page.goto(`/?city=${encodeURIComponent(city)}&numberOfGuests=1${query}`);
      await expect(page.locator('#results')).toContainText('0 stays found');
      const [results, title, field] = await Promise.all([
        page.locator('#results').boundingBox(),
        heading.boundingBox(),
        filter.boundingBox(),
      ]);
      if (!results || !title || !field) throw new Error('the results section is not laid out');
      return {
        heading: title.y - results.y,
        headingBottom: title.y + title.height,
        filterTop: field.y,
        filterHeight: field.height,
      };
    }
    const empty = await layout('');
    const every = [
      'petsAllowed',
      'beachFront',
      'freeWiFi',
      'airCondition',
      'streetParking',
      'swimmingPool',
      'kitchen',
      'washingMachine',
      'hotTub',
      'suitableForChildren',
    ];
    const full = await layout(`&${every.map((flag) => `${flag}=1`).join('&')}`);
    expect(full.filterHeight, 'the chips wrap').toBeGreaterThan(empty.filterHeight * 1.5);
    expect(full.heading).toBe(empty.heading);
    expect(full.filterTop, 'the filter sits below the heading').toBeGreaterThanOrEqual(full.headingBottom);
    expect(await sidewaysOverflow(page), 'no horizontal scrolling').toBeLessThanOrEqual(0);
  });

  test(`home and stay pages render at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByTestId('listing-card').first()).toBeVisible();
    expect(await sidewaysOverflow(page), 'no horizontal scrolling').toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`home-${width}.png`) });
    await page.getByTestId('listing-card').first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Availability' })).toBeVisible();
    expect(await sidewaysOverflow(page), 'no horizontal scrolling').toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`stay-${width}.png`), fullPage: true });
  });
}

test('on a phone, the price bar takes the guest to the calendar, then to Book now', async ({
  page,
  createListing,
}) => {
  const listing = await createListing();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/stays/${listing.id}`);
  const bar = page.getByTestId('stay-phone-bar');
  // No dates yet: the base price, honestly "from".
  await expect(bar).toContainText(/from .+per night/);
  await bar.getByRole('button', { name: 'Check availability' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Availability' })).toBeInViewport();

  // Two free nights from the calendar: a check-in, then the day after as check-out. A phone shows one month
  // (the second is in the page for a wide screen, hidden).
  const freeDays = () => page.locator('#availability table button:not([disabled]):visible');
  // On a month's last day the phone's one month has a single free night: take both in the next month.
  if ((await freeDays().count()) < 2)
    await page.locator('#availability').getByRole('button', { name: 'Next month' }).click();
  await freeDays().first().click();
  await freeDays().nth(1).click();
  // Priced: the stay's total in the bar, whose Book now opens the payment page itself.
  await expect(bar).toContainText('for 1 night');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(bar).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await bar.getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/book_now\?/);
});

test.describe('offline', () => {
  // The one journey that needs the worker the config blocks elsewhere.
  test.use({ serviceWorkers: 'allow' });

  test('a stay the guest has seen opens again without a network', async ({ page, context }) => {
    await page.goto('/');
    // The service worker installs on the first visit; wait until it controls the page.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    const card = page.getByTestId('listing-card').first();
    const name = (await card.locator('p').first().textContent())?.trim() ?? '';
    // The worker keeps the stay's API answer, which the app asks for when it opens the stay itself: wait until
    // the card's part of the page has hydrated (HydrateOnView), or the click is the browser's own navigation.
    await card.scrollIntoViewIfNeeded();
    await expect
      .poll(() => card.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))))
      .toBe(true);
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const stayUrl = page.url();

    await context.setOffline(true);
    try {
      await page.goto(stayUrl);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      // The home page too, its search bar (a chunk of its own) from the worker's cache.
      await page.goto('/');
      await expect(page.getByRole('combobox', { name: 'Where' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});
