import { addDays, todayIso } from '@innkeep/contract/dates';
import { formatMoney } from '@innkeep/contract/money';
import { calculatePrice } from '@innkeep/contract/pricing';
import { expect, pricingOf, test, unique } from '../fixtures.ts';
import { seriousViolations } from './helpers/axe.ts';
import { fillBookNow, payUntilPaid } from './helpers/book-now.ts';

// docs/requirements/host.md#R-H18: a host sets a last-minute rule on two listings; the multi-calendar marks the
// nights it reaches; a guest sees it named in the price and pays exactly that total. Axe-clean at 390 and 1440 px.
const today = todayIso();
const stayStart = addDays(today, 2);
const stayEnd = addDays(today, 5);

test('a host sets a last-minute rule on two listings; the calendar marks it and a guest pays exactly that', async ({
  page,
  loginAs,
  createListing,
}) => {
  test.setTimeout(180_000);
  const first = await createListing({ external_listing_name: `Rule flat ${unique()}`, weekly_discount: 0 });
  const second = await createListing({ external_listing_name: `Rule loft ${unique()}`, weekly_discount: 0 });
  await loginAs(page, 'host');

  // Wide screen: the rule, from the calendar's link.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/calendar');
  await page.getByRole('link', { name: 'Pricing rules' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing rules' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a rule' });
  await form.getByRole('textbox', { name: /Discount \(%\)/ }).fill('20');
  await form.getByRole('textbox', { name: /Days before arrival/ }).fill('5');
  await form.getByRole('checkbox', { name: first.external_listing_name }).check();
  await form.getByRole('checkbox', { name: second.external_listing_name }).check();
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(page.getByRole('status')).toContainText('Pricing rule added');
  const card = page
    .locator('[data-testid^="rule-"]')
    .filter({ hasText: `${first.external_listing_name}, ${second.external_listing_name}` });
  await expect(card).toContainText('Arrivals within 5 days: 20% off');
  expect(await seriousViolations(page), 'pricing rules at 1440 px').toEqual([]);

  // The multi-calendar marks the nights the rule reaches, before anyone books them.
  await page.goto('/calendar');
  await expect(page.getByTestId(`rule-mark-${second.id}-${stayStart}`)).toContainText('−20%');
  await expect(page.getByTestId(`rule-mark-${second.id}-${addDays(today, 6)}`)).toHaveCount(0);
  expect(await seriousViolations(page), 'calendar with marks at 1440 px').toEqual([]);

  // Phone: the same page reads whole and passes axe.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pricing-rules');
  await expect(card).toBeVisible();
  expect(await seriousViolations(page), 'pricing rules at 390 px').toEqual([]);

  // What the guest must pay, from the contract's one price function.
  const expected = calculatePrice(pricingOf(second), {
    startDate: stayStart,
    endDate: stayEnd,
    guests: 2,
    rules: [{ id: 0, kind: 'last_minute', percent: -20, days: 5, nights: null, minimumNights: null }],
    bookedOn: today,
  });
  const total = formatMoney(expected.totalPriceMinor, 'EUR');

  // The guest, on a phone: the stay page names the rule; Book now charges that total.
  const guest = page;
  await guest.goto(`/stays/${second.id}?start=${stayStart}&end=${stayEnd}&guests=2`);
  const breakdown = guest.getByTestId('price-breakdown');
  await expect(breakdown).toContainText('Last-minute discount (20%)');
  await expect(guest.getByTestId('price-total')).toContainText(total);
  // On a phone the bar's Book now opens the payment page.
  await expect(guest.getByTestId('stay-phone-bar')).toContainText(total);
  await guest.getByTestId('stay-phone-bar').getByRole('button', { name: 'Book now' }).click();
  await expect(guest).toHaveURL(/\/book_now\?/);
  const book = guest.getByRole('form', { name: 'Book now' });
  await expect(book).toBeVisible();
  await expect(guest.getByTestId('price-total')).toContainText(total);
  await fillBookNow(guest, { firstName: 'Lena', lastName: `Rules ${unique()}` });
  const hash = await payUntilPaid(guest);
  const paid = await (await guest.request.get(`/api/bookings/reservation/${hash}`)).json();
  expect(paid.data.data.total_price).toBe(expected.totalPriceMinor / 100);
  expect(
    (paid.data.data.price_breakdown.lines as { key: string; amount: number }[]).find(
      (l) => l.key === 'rule_last_minute',
    )?.amount,
  ).toBe(expected.adjustments![0]!.amountMinor / 100);

  // The first listing follows the same rule; a stay beyond 5 days does not.
  const near = await guest.request.get(
    `/api/bookings/calculation?listing_id=${first.id}&start_date=${stayStart}&end_date=${stayEnd}&guests=2`,
  );
  expect((await near.json()).data.total_price).toBe(expected.totalPriceMinor / 100);
  const later = await guest.request.get(
    `/api/bookings/calculation?listing_id=${first.id}&start_date=${addDays(today, 8)}&end_date=${addDays(today, 11)}&guests=2`,
  );
  expect(
    ((await later.json()).data.lines as { key: string }[]).some((l) => l.key === 'rule_last_minute'),
  ).toBe(false);
});
