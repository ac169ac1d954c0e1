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
