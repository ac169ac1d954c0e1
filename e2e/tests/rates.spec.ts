import { addDays, formatDate, todayIso } from '@innkeep/contract/dates';
import { formatMoney, toMinor } from '@innkeep/contract/money';
import { calculatePrice } from '@innkeep/contract/pricing';
import { isWeekendNight, nightlyRates } from '@innkeep/contract/rates';
import { expect, pricingOf, test, unique } from '../fixtures.ts';
import { fillBookNow, payUntilPaid } from './helpers/book-now.ts';

// docs/requirements/bookings.md#R-B5: the host prices nights on the multi-calendar (a summer season and a weekend price); the guest
// sees those prices on the stay page's calendar and breakdown and pays exactly that total.
const today = todayIso();
// The grid's month view starts here; the season covers 7 nights within it.
const from = addDays(today, 40);
const seasonStart = addDays(from, 3);
const seasonEnd = addDays(seasonStart, 7); // exclusive
// The stay: 3 nights before the season (some may be a weekend) and 2 in it.
const stayStart = from;
const stayEnd = addDays(seasonStart, 2);

test('a host sets a summer season and a weekend price on /calendar; the guest sees them and pays that total', async ({
  page,
  loginAs,
  createListing,
}) => {
  test.setTimeout(120_000);
  const listing = await createListing({
    external_listing_name: `Rated flat ${unique()}`,
    weekly_discount: 0,
  });
  await loginAs(page, 'host');
  await page.goto(`/calendar?view=month&from=${from}`);
  const row = page.getByRole('row', { name: new RegExp(listing.external_listing_name) });
  await expect(row).toBeVisible();

  // The weekend price, from the row.
  await row.getByRole('button', { name: `Weekend price of ${listing.external_listing_name}` }).click();
  const weekendDialog = page.getByRole('dialog', { name: 'Weekend price' });
  await weekendDialog.getByRole('textbox', { name: 'Weekend price per night' }).fill('140');
  await weekendDialog.getByRole('button', { name: 'Save' }).click();
  await expect(weekendDialog).toBeHidden();
  await expect(
    row.getByRole('button', { name: `Weekend price of ${listing.external_listing_name}` }),
  ).toHaveText('Weekend €140');

  // The season: first night, last night, then a price and a minimum stay in one step.
  await page.getByTestId(`night-${listing.id}-${seasonStart}`).click();
  await page.getByTestId(`night-${listing.id}-${addDays(seasonEnd, -1)}`).click();
  const nights = page.getByRole('dialog', { name: 'Selected nights' });
  await expect(nights).toContainText('7 nights');
  await nights.getByRole('textbox', { name: 'Price per night' }).fill('180');
  await nights.getByRole('textbox', { name: 'Minimum stay' }).fill('2');
  await nights.getByRole('button', { name: 'Set price' }).click();
  await expect(nights).toBeHidden();
  await expect(page.getByTestId(`night-${listing.id}-${seasonStart}`)).toHaveAccessibleName(
    `€180 2n min: ${listing.external_listing_name}, ${formatDate(seasonStart)}, free (season), minimum 2 nights`,
  );

  // What the guest must be charged, from the contract's own rules.
  const prices = nightlyRates(
    { priceMinor: toMinor(95, 'EUR'), weekendPriceMinor: toMinor(140, 'EUR'), minimumNights: 1 },
    [
      {
        id: 1,
        startDate: seasonStart,
        endDate: seasonEnd,
        priceMinor: toMinor(180, 'EUR'),
        minimumNights: 2,
      },
    ],
    stayStart,
    stayEnd,
  ).map((n) => n.priceMinor);
  const expected = calculatePrice(pricingOf(listing), {
    startDate: stayStart,
    endDate: stayEnd,
    guests: 2,
    nightlyPricesMinor: prices,
  });
  const total = expected.totalPriceMinor / 100;

  // The guest's stay page: the calendar's nights carry their prices, the breakdown its grouped lines.
  const guest = page;
  await guest.goto(`/stays/${listing.id}?start=${stayStart}&end=${stayEnd}&guests=2`);
  const breakdown = guest.getByTestId('price-breakdown');
  await expect(breakdown).toContainText('€180 × 2 nights');
  const weekend = [0, 1, 2].map((i) => addDays(stayStart, i)).filter(isWeekendNight).length;
  if (weekend > 0) await expect(breakdown).toContainText(`€140 × ${weekend} night`);
  await expect(guest.getByTestId('price-total')).toContainText(formatMoney(expected.totalPriceMinor, 'EUR'));
  await expect(guest.getByTestId(`night-price-${seasonStart}`).first()).toHaveText('€180');

  // Book now charges exactly that total.
  await guest.getByRole('button', { name: 'Book now' }).click();
  const form = guest.getByRole('form', { name: 'Book now' });
  await expect(form).toBeVisible();
  await expect(guest.getByTestId('price-total')).toContainText(formatMoney(expected.totalPriceMinor, 'EUR'));
  await fillBookNow(guest, { firstName: 'Rita', lastName: `Rates ${unique()}` });
  const hash = await payUntilPaid(guest);
  const paid = await (await guest.request.get(`/api/bookings/reservation/${hash}`)).json();
  expect(paid.data.data.total_price).toBe(total);
});
