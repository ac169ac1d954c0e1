import { expect, test } from '../fixtures.ts';
import { seriousViolations } from './helpers/axe.ts';
import { iso } from './helpers/dates.ts';

// Support cancels a guest's paid stay (decision 0023): the admin finds it by its number, says who bears the
// refund and why, and the guest's trip page shows it cancelled with everything back.
test('an admin finds a paid stay by number, cancels it with a reason, and the guest sees the refund', async ({
  page,
  browser,
  createListing,
  payStay,
  loginAs,
}) => {
  const today = new Date();
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 3, 4));
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 7));
  const listing = await createListing({ cancellation_policy: 'strict' });
  const paid = await payStay(listing.id, { start_date: iso(start), end_date: iso(end) });
  const { reservation_id: id, unique_hash: hash } = paid.data;

  await loginAs(page, 'admin');
  await page.goto('/admin/reservations');
  await page.getByRole('searchbox', { name: 'Search reservations' }).fill(`#${id}`);
  const cancel = page.getByRole('button', { name: `Cancel reservation #${id}` });
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: `Cancel reservation #${id}` });
  await dialog.getByRole('radio', { name: /The host/ }).check();
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('The host wrote that the boiler is broken');
  expect(await seriousViolations(page), 'the cancel dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(page.getByText(/^Reservation cancelled by an admin\. €[\d,.]+ is refunded/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeHidden();

  // The guest, on their own device: cancelled, everything back despite the strict policy.
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(`/reservation/${hash}`);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Your cancelled trip');
  await expect(guest.getByTestId('status-note')).toHaveText(
    'Innkeep cancelled this stay. Anything you paid is refunded in full to your card.',
  );
  await expect(guest.getByTestId('cancelled-kept')).toHaveText('€0');
  await expect(guest.getByTestId('cancelled-refunded')).not.toHaveText('€0');
});

// Test mode: the admin plays the guest's bank (R-A7). The dispute shows on the dashboard, where the admin
// decides it after a confirmation; both pages pass axe with the test controls on them.
test('an admin opens a test dispute on a paid stay and decides it won', async ({
  page,
  createListing,
  payStay,
  loginAs,
}) => {
  const today = new Date();
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 4, 11));
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 14));
  const listing = await createListing();
  const { reservation_id: id } = (await payStay(listing.id, { start_date: iso(start), end_date: iso(end) }))
    .data;

  await loginAs(page, 'admin');
  await page.goto('/admin/reservations');
  await page.getByRole('searchbox', { name: 'Search reservations' }).fill(`#${id}`);
  await page.getByRole('button', { name: `Dispute (test) on reservation #${id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Test a dispute on #${id}` });
  await dialog.getByRole('combobox', { name: "The bank's reason" }).selectOption('product_not_received');
  await dialog.getByRole('button', { name: 'Open the dispute' }).click();
  await expect(
    page.getByText(/^The guest's bank disputes €[\d,.]+: the guest says the stay was not provided\.$/),
  ).toBeVisible();
  // A disputed stay can be neither cancelled nor disputed again.
  await expect(page.getByRole('button', { name: `Cancel reservation #${id}` })).toBeHidden();
  expect(await seriousViolations(page, { settle: true }), '/admin/reservations with a dispute').toEqual([]);

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin');
    await expect(page.getByRole('button', { name: `Won: dispute on reservation #${id}` })).toBeVisible();
    expect(await seriousViolations(page, { settle: true }), `${width}px /admin with a dispute`).toEqual([]);
  }
  await page.getByRole('button', { name: `Won: dispute on reservation #${id}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Decide won' }).click();
  await expect(
    page.getByText('The dispute is won: the money comes back and the host is paid as before.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `Won: dispute on reservation #${id}` })).toBeHidden();
});
