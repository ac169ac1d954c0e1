import { addDays, formatDate, todayIso } from '@innkeep/contract/dates';
import { expect, test, unique } from '../fixtures.ts';
import { seriousViolations } from './helpers/axe.ts';

// Search results as the sites guests already use show them: a vertical list beside a map of price pins that
// the list follows (a list or map switch on a phone), sort and filters, and every setting in the URL.
const start = addDays(todayIso(), 40);
const end = addDays(todayIso(), 43);

/** A bed list of `n` beds: the count must be the list's total to publish (docs/requirements/host.md#R-H25). */
const beds = (n: number) => [{ bed_type_id: 1, room_number: 1, quantity: n }];

for (const width of [390, 1440]) {
  test(`search results: a list, a map of prices, sort and filters, at ${width} px`, async ({
    page,
    createListing,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    const city = `Mapton ${unique()}`;
    // West, middle and east of a small town, each its own price.
    const cheap = await createListing({
      city,
      price: 60,
      lat: 38.7,
      lng: -9.3,
      number_of_beds: 1,
      rooms: beds(1),
    });
    const middle = await createListing({
      city,
      price: 120,
      lat: 38.7,
      lng: -9.15,
      number_of_beds: 2,
      rooms: beds(2),
    });
    const dear = await createListing({
      city,
      price: 250,
      lat: 38.7,
      lng: -9.0,
      number_of_beds: 4,
      rooms: beds(4),
    });
    const names = [cheap, middle, dear].map((l) => l.external_listing_name);

    await page.goto(`/?city=${encodeURIComponent(city)}&start=${start}&end=${end}&numberOfGuests=2`);
    const heading = page.getByRole('heading', { level: 2, name: new RegExp(`Stays in ${city}`) });
    await expect(heading).toContainText(`${formatDate(start)} – ${formatDate(end)} · 2 guests`);
    const list = page.getByRole('list', { name: 'Stays found' });
    const cards = list.getByTestId('listing-card');
    await expect(cards).toHaveCount(3);
    const map = page.getByRole('region', { name: 'Map of the stays found' });
    const pins = map.locator('.leaflet-marker-icon');

    if (width < 600) {
      // A phone shows the list, and the map instead of it on request.
      await expect(map).toHaveCount(0);
      await page.getByRole('button', { name: 'Map', exact: true }).click();
      await expect(page).toHaveURL(/view=map/);
      await expect(pins).toHaveCount(3);
      await expect(list).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`search-map-${width}.png`), fullPage: true });
      expect(await seriousViolations(page, { settle: true, nameContainsLabel: false })).toEqual([]);
      await page.getByRole('button', { name: 'List', exact: true }).click();
      await expect(cards).toHaveCount(3);
    } else {
      // A wide screen shows both; each pin is its price, and the list follows the map.
      await expect(pins).toHaveCount(3);
      await expect(map).toContainText('€60');
      await expect(map).toContainText('€250');
      await page.evaluate(() => document.getElementById('results')?.scrollIntoView());
      await page.screenshot({ path: testInfo.outputPath(`search-list-map-${width}.png`), fullPage: false });
      expect(await seriousViolations(page, { settle: true, nameContainsLabel: false })).toEqual([]);
      await map.getByRole('button', { name: 'Zoom in' }).click();
      await map.getByRole('button', { name: 'Zoom in' }).click();
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText(middle.external_listing_name);
      await expect(page.getByText('1 of 3 in the map area')).toBeVisible();
      // Show all while a zoom still animates (Leaflet drops a new view then): it waits for the zoom, then fits.
      await map.getByRole('button', { name: 'Zoom in' }).click();
      await page.getByRole('button', { name: 'Show all on the map' }).click();
      await expect(cards).toHaveCount(3);
    }

    // Cheapest first, in the URL.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(cards.first()).toContainText(cheap.external_listing_name);
    await expect(cards.last()).toContainText(dear.external_listing_name);

    // A bed count no stay has: nothing found, and Clear filters brings them back, keeping the sort.
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('combobox', { name: 'Beds' }).selectOption('5');
    await expect(page.getByText('No listings found. Please try a different search.')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`search-empty-${width}.png`), fullPage: true });
    expect(await seriousViolations(page, { settle: true, nameContainsLabel: false })).toEqual([]);
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(cards).toHaveCount(3);
    await expect(page).not.toHaveURL(/beds=/);
    await expect(page).toHaveURL(/sort=price_asc/);
    for (const name of names) await expect(cards.filter({ hasText: name })).toHaveCount(1);

    // A price floor.
    const minPrice = page.getByRole('textbox', { name: 'Min price a night' });
    if (!(await minPrice.isVisible())) await page.getByRole('button', { name: /^Filters/ }).click();
    await minPrice.fill('100');
    await minPrice.press('Enter');
    await expect(page).toHaveURL(/min_price=100/);
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText(middle.external_listing_name);

    // A shared or reloaded link opens on the same results.
    await page.reload();
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  });
}

test('a city named in another language finds the product city', async ({ page, createListing }) => {
  const listing = await createListing({ city: 'London', country: 'GB', currency_code: 'GBP' });
  await page.goto('/?city=Londres&numberOfGuests=1&sort=newest');
  await expect(page.getByRole('heading', { level: 2, name: /Stays in London/ })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Stays found' })
      .getByTestId('listing-card')
      .filter({ hasText: listing.external_listing_name }),
  ).toHaveCount(1);
});
