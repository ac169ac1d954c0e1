import { expect, test, unique } from '../fixtures.ts';

// The damage deposit as it is since decision 0024: nothing is held on the card; paying agrees, in words shown
// next to Pay, that up to the deposit may be charged for damage reported within 7 days of check-out.
const today = new Date();
const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 3, 4));
const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 6));
const iso = (d: Date) => d.toISOString().slice(0, 10);

test('Book now shows the deposit consent next to Pay, and the reservation says what the deposit is', async ({
  page,
  createListing,
}) => {
  const listing = await createListing({ refundable_damage_deposit: 300 });
  await page.goto(
    `/book_now?listing_id=${listing.id}&start_date=${iso(start)}&end_date=${iso(end)}&guests=2`,
  );
  const form = page.getByRole('form', { name: 'Book now' });
  await expect(form).toBeVisible();
  const consent = form.getByTestId('deposit-consent');
  await expect(consent).toHaveText(
    'By paying you agree that your card is saved and that up to €300 may be charged to it for damage the host reports within 7 days of check-out; you are e-mailed the reason before any such charge.',
  );

  await form.getByRole('textbox', { name: 'First name' }).fill('Dee');
  await form.getByRole('textbox', { name: 'Last name' }).fill(`Posit ${unique()}`);
  await form.getByRole('textbox', { name: 'Email' }).fill(`dee.${unique()}@example.com`);
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

  await expect(page.getByTestId('reservation-status')).toHaveText('Paid');
  await expect(
    page.getByText(
      'Damage deposit: up to €300 may be charged to your card for damage reported within 7 days of check-out. Nothing is held on your card now.',
    ),
  ).toBeVisible();
});
