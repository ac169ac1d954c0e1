import { expect, test, unique } from '../fixtures.ts';

// Issue 26 item 6 as a guest lives it, on the payment simulator: the policy on the stay page and on Book now,
// then the guest cancels from /reservation/{hash}, sees the refund before confirming, and gets it.
const today = new Date();
const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 10));
const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 13));
const iso = (d: Date) => d.toISOString().slice(0, 10);

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
  await form.getByRole('textbox', { name: 'First name' }).fill('Cara');
  await form.getByRole('textbox', { name: 'Last name' }).fill(`Canceller ${unique()}`);
  await form.getByRole('textbox', { name: 'Email' }).fill(`cara.${unique()}@example.com`);
  await form.getByRole('textbox', { name: 'Phone' }).fill('351912345678');
  await page.getByRole('textbox', { name: 'Billing address' }).fill('Rua Augusta 12');
  await page.getByRole('textbox', { name: 'City' }).fill('Lisbon');
  await page.getByRole('textbox', { name: 'Country' }).fill('Portugal');
  await page.getByRole('textbox', { name: 'Zip code' }).fill('1100-053');
  await page.getByRole('checkbox', { name: /I accept the house rules/ }).check();
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry (MM / YY)' }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
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
  await dialog.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('cancelled-message')).toContainText(
    `Your booking is cancelled. A refund of ${amount} is on its way to your card`,
  );
  await expect(page.getByTestId('reservation-status')).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel reservation' })).toHaveCount(0);
});
