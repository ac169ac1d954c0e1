import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { type CreatedListing, expect, openListingForm, saveListingForm, test, unique } from '../fixtures.ts';
import { daysFromNow } from './helpers/dates.ts';

// docs/requirements/host.md#R-H13, the host: the traps a host fell into, each walked through as a host would, at a phone's width and a
// wide screen's, with screenshots kept in node_modules/.e2e-results for a person to look at.
const shots = '../node_modules/.e2e-results';

/** Presses Delete on the listing's card in /listings; returns the confirmation it opens. */
async function askToDelete(page: Page, listing: CreatedListing) {
  await page.getByRole('button', { name: `Delete ${listing.external_listing_name}` }).click();
  return page.getByRole('dialog', { name: 'Are you sure you want to proceed with this deletion?' });
}

test.slow();

test('deleting a listing with an upcoming stay says so and waits until the stay is cancelled', async ({
  page,
  loginAs,
  createListing,
  payStay,
}) => {
  const listing = await createListing();
  const guest = `Upcoming${unique()}`;
  await payStay(listing.id, {
    start_date: daysFromNow(20),
    end_date: daysFromNow(23),
    guest: { last_name: guest },
  });
  await loginAs(page, 'host');

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/listings');
    const dialog = await askToDelete(page, listing);
    await expect(dialog.getByRole('alert')).toContainText('1 upcoming stay');
    await expect(dialog.getByRole('alert')).toContainText('Cancel or move it first');
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await page.screenshot({ path: `${shots}/host-delete-upcoming-${width}.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  }

  // The dialog's link opens the list filtered to that listing's upcoming stays; the drawer cancels the stay.
  const asked = await askToDelete(page, listing);
  await asked.getByRole('link', { name: 'See it in Reservations' }).click();
  await expect(page).toHaveURL(new RegExp(`/reservations\\?listing=${listing.id}&when=upcoming`));
  const rows = page.getByRole('table', { name: 'Reservations' }).getByTestId('reservation-row');
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('reservation-totals')).toContainText('1 reservation');
  await page.getByRole('button', { name: `Open Pia ${guest}'s reservation` }).click();
  const drawer = page.getByRole('dialog', { name: /Reservation #/ });
  const actions = drawer.getByRole('group', { name: 'Actions' });
  // A paid stay: cancel only (with its refund), and no Delete.
  await expect(actions.getByRole('button')).toHaveText(['Cancel reservation']);
  await page.screenshot({ path: `${shots}/host-drawer-paid-1440.png` });
  await actions.getByRole('button', { name: 'Cancel reservation' }).click();
  // The action's own dialog, saying the refund before the host confirms (docs/requirements/host.md#R-H16).
  const change = page.getByRole('dialog', { name: /^Cancel .*'s paid stay$/ });
  await expect(change.getByTestId('host-cancel-refund')).toBeVisible();
  await change.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(change).toBeHidden();
  await expect(drawer.getByText('Cancelled', { exact: true }).first()).toBeVisible();

  await page.goto('/listings');
  const confirm = await askToDelete(page, listing);
  await expect(confirm.getByRole('alert')).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('article', { name: listing.external_listing_name })).toHaveCount(0);
});

test('a session that expires mid-form keeps the form, says so, and saves after signing in again', async ({
  page,
  loginAs,
  createListing,
  request,
}) => {
  const listing = await createListing();
  const renamed = `Renamed while away ${unique()}`;
  await loginAs(page, 'host');
  await page.setViewportSize({ width: 390, height: 844 });
  const name = await openListingForm(page, listing);
  await name.fill(renamed);

  // The server ends the session (as it does when it expires) while the host is still typing.
  const token = await page.evaluate(() => localStorage.getItem('innkeep.token'));
  expect((await request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } })).ok()).toBe(
    true,
  );
  await page.getByRole('button', { name: 'Update' }).click();

  await expect(page).toHaveURL(/\/sign_in\?next=/);
  const notice = page.getByRole('status').filter({ hasText: 'Your session expired' });
  await expect(notice).toBeVisible();
  // Where the host is looking: whole in the first screen of a phone, above the sign-in heading.
  await expect(notice).toBeInViewport({ ratio: 1 });
  const noticeBox = (await notice.boundingBox())!;
  const headingBox = (await page.getByRole('heading', { name: 'Sign in', level: 1 }).boundingBox())!;
  expect(noticeBox.y).toBeLessThan(headingBox.y);
  await page.screenshot({ path: `${shots}/host-session-expired-390.png` });
  await page.getByRole('textbox', { name: 'Email' }).fill('maria@innkeep.test');
  await page.getByRole('textbox', { name: 'Password' }).fill('host-demo-123');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(new RegExp(`/edit_listing/${listing.id}$`));
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(name).toHaveValue(renamed);
  await page.screenshot({ path: `${shots}/host-draft-restored-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${shots}/host-draft-restored-1440.png` });
  await saveListingForm(page);
  await expect(page.getByRole('article', { name: renamed })).toBeVisible();

  // Saved: the draft is gone, so opening the form again shows the saved listing and no notice.
  await page.goto(`/edit_listing/${listing.id}`);
  await expect(name).toHaveValue(renamed);
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
});

test('a 9 MB phone photo is taken, made smaller in the browser, and stored within the 2 MB rule', async ({
  page,
  loginAs,
  createListing,
  request,
}) => {
  const listing = await createListing();
  // A 24 MP camera photo with sensor-like noise: about 9 MB as the phone saves it.
  const bytes = await sharp({
    create: {
      width: 6000,
      height: 4000,
      channels: 3,
      background: '#5a8cc8',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .jpeg({ quality: 88 })
    .toBuffer();
  expect(bytes.length).toBeGreaterThan(8.5 * 1024 * 1024);
  const { token } = await loginAs(page, 'host');
  await openListingForm(page, listing);
  await page.getByRole('tab', { name: 'Media' }).click();
  const cards = page.getByTestId('photo-card');
  await expect(cards).toHaveCount(2);
  await page
    .getByLabel('Choose photos')
    .setInputFiles({ name: 'IMG_4032.jpg', mimeType: 'image/jpeg', buffer: bytes });
  await expect(cards).toHaveCount(3, { timeout: 30_000 });
  await expect(page.getByText('File exceeds')).toHaveCount(0);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/host-phone-photo-${width}.png` });
  }
  await saveListingForm(page);

  // The stored original is the downscaled JPEG: within 2 MB, its longest edge 2560 px.
  const saved = await request.get(`/api/listings/${listing.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await saved.json()) as {
    data: { images: { original_url: string; original_name: string }[] };
  };
  expect(data.images).toHaveLength(3);
  const added = data.images[2]!;
  const original = await request.get(added.original_url, { headers: { authorization: `Bearer ${token}` } });
  expect(original.ok()).toBe(true);
  const stored = await original.body();
  expect(stored.length).toBeLessThanOrEqual(2 * 1024 * 1024);
  const meta = await sharp(stored).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2560, 1707]);
});
