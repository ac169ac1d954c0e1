import { expect, test, unique } from '../fixtures.ts';
import { fillBookNow, payByCard } from './helpers/book-now.ts';
import { iso } from './helpers/dates.ts';

// docs/requirements/cancellation.md#R-C1 as a guest lives it, on the payment simulator: the policy on the stay page and on Book now,
// then the guest cancels from /reservation/{hash}, sees the refund before confirming, and gets it.
const today = new Date();
const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 10));
const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 13));

test('a guest books, sees the policy, cancels from the reservation page and sees the refund', async ({
  page,
  createListing,
}) => {
  // The whole journey (stay page, Book now, payment, reservation page, cancel) in one test.
  test.slow();
  const listing = await createListing({ cancellation_policy: 'moderate' });
  await page.goto(`/stays/${listing.id}?start=${iso(start)}&end=${iso(end)}&guests=2`);
  // The stay page: the policy's summary in the house rules, and its terms with these dates by the price.
  await expect(page.getByTestId('cancellation-policy').first()).toContainText(
    'Cancellation policy: Moderate',
  );
  await expect(page.getByText(/^Moderate cancellation policy\. Cancel before /).first()).toBeVisible();
  await page.getByRole('button', { name: 'Book now' }).click();

  const form = page.getByRole('form', { name: 'Book now' });
  await expect(form).toBeVisible();
  await expect(page.getByText(/^Moderate cancellation policy\. Cancel before /)).toBeVisible();
  await fillBookNow(page, { firstName: 'Cara', lastName: `Canceller ${unique()}` });
  await payByCard(page);
  await expect(page.getByRole('status').filter({ hasText: 'Booking successful!' })).toBeVisible();

  await expect(page).toHaveURL(/\/reservation\/[A-Za-z0-9_-]+$/);
  await expect(page.getByTestId('reservation-status')).toHaveText('Paid');
  // Two months ahead: the whole stay comes back.
  const now = page.getByTestId('cancellation-now');
  await expect(now).toHaveText(/^Cancelling now refunds €[\d,]+\.\d\d\.$/);
  const amount = (await now.textContent())?.match(/€[\d,]+\.\d\d/)?.[0] ?? '';

  await page.getByRole('button', { name: 'Cancel reservation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this reservation?' });
  await expect(dialog.getByTestId('cancel-refund')).toHaveText(`Cancelling now refunds ${amount}.`);
  // Everything comes back but card processing, which no cancellation refunds (decision 0089): said once.
  await expect(dialog).toContainText('Card processing, not refunded');
  await expect(dialog.getByTestId('kept-lines')).toHaveCount(0);
  await expect(page.getByTestId('cancellation-policy').first()).toContainText('is never refunded');
  await page.screenshot({ path: test.info().outputPath('cancel-dialog-wide.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog).toContainText('Card processing, not refunded');
  await page.screenshot({ path: test.info().outputPath('cancel-dialog-phone.png') });
  await dialog.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('cancelled-message')).toContainText(
    `Your booking is cancelled. A refund of ${amount} is on its way to your card`,
  );
  await expect(page.getByTestId('reservation-status')).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel reservation' })).toHaveCount(0);
});

// docs/requirements/cancellation.md#R-C3: a late cancellation is itemised before the guest confirms. A moderate stay with the Lisbon city
// tax (3 nights at €95 for 2 guests, €30 cleaning, €4 × 2 × 3 = €24 tax: €339), booked 2 days ahead.
test('a guest cancelling late reads the itemised refund: what comes back and what does not', async ({
  page,
  createListing,
  payStay,
}) => {
  const listing = await createListing({
    cancellation_policy: 'moderate',
    taxes: [
      { name: 'Lisbon city tax', type: 'per_person_per_night', percent: '', amount: '4', max_nights: '7' },
    ],
  });
  const soon = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 2));
  const leave = new Date(soon.getTime() + 3 * 86_400_000);
  const {
    data: { unique_hash: hash },
  } = await payStay(listing.id, {
    start_date: iso(soon),
    end_date: iso(leave),
    guest: { first_name: 'Lia', last_name: `Late ${unique()}` },
  });

  await page.goto(`/reservation/${hash}`);
  await expect(page.getByTestId('reservation-status')).toHaveText('Paid');
  // Booked after the 5-day deadline: there never was a free period, and it is neither offered nor dated.
  const policy = page.getByTestId('cancellation-policy');
  await expect(policy).toContainText(
    'No full refund: the stay was booked less than 5 days before check-in. Cancelling before check-in',
  );
  await expect(policy).not.toContainText('for a full refund');
  await expect(policy).toContainText('with the taxes on that half');
  await expect(page.getByTestId('cancellation-now')).toHaveText('Cancelling now refunds €133.');

  await page.getByRole('button', { name: 'Cancel reservation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this reservation?' });
  const rows = async (testId: string) =>
    (await dialog.getByTestId(testId).getByRole('row').allInnerTexts()).map((r) =>
      r.replace(/\s+/g, ' ').trim(),
    );
  await expect(dialog.getByTestId('refund-lines')).toBeVisible();
  // Half of the two later nights (€95), the cleaning fee, and the tax on that half (€24 × 95 / 285 = €8).
  expect(await rows('refund-lines')).toEqual([
    'Half of the 2 nights after the first €95',
    'Cleaning fee €30',
    'Lisbon city tax €8',
    'Refund €133',
  ]);
  expect(await rows('kept-lines')).toEqual([
    'First night €95',
    'Other half of the 2 nights after the first €95',
    'Lisbon city tax €16',
    'Not refunded €206',
  ]);
  for (const [name, width, height] of [
    ['phone', 390, 844],
    ['wide', 1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `../node_modules/.e2e-results/cancel-dialog-${name}.png` });
  }
  await dialog.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(page.getByTestId('cancelled-message')).toContainText('A refund of €133 is on its way');
});
