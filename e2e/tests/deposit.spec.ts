import { formatPrice } from '@innkeep/contract/money';
import type { ReservationListReply } from '@innkeep/contract/reservations';
import type { ReservationDetail } from '@innkeep/contract/reservations-detail';
import sharp from 'sharp';
import { expect, test, unique } from '../fixtures.ts';
import { fillBookNow, payByCard } from './helpers/book-now.ts';
import { iso } from './helpers/dates.ts';

// The damage deposit as it is since decision 0024: nothing is held on the card; paying agrees, in words shown
// next to Pay, that up to the deposit may be charged for damage reported within 7 days of check-out. Since
// decision 0060 a claim waits for the guest's answer: they see the reason and photos and accept or object.
const today = new Date();
const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 3, 4));
const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 6));

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
    "By paying you agree that your card is saved and that up to €300 may be charged to it for damage the host reports within 7 days of check-out; you are e-mailed the reason and the host's photos first, and may accept or object within 72 hours before anything is charged.",
  );

  await fillBookNow(page, { firstName: 'Dee', lastName: `Posit ${unique()}` });
  await payByCard(page);
  await expect(page.getByRole('status').filter({ hasText: 'Booking successful!' })).toBeVisible();

  await expect(page.getByTestId('reservation-status')).toHaveText('Paid');
  await expect(
    page.getByText(
      'Damage deposit: up to €300 may be charged to your card for damage reported within 7 days of check-out. Nothing is held on your card now.',
    ),
  ).toBeVisible();
});

test('a claim waits for the guest: the host files it with a photo, the guest objects on a phone, an admin rejects it', async ({
  page,
  browser,
  request,
  loginAs,
}, testInfo) => {
  const session = await loginAs(page, 'host');
  const auth = { authorization: `Bearer ${session.token}` };
  // The demo seed's stays checked out two days ago are inside the claim window.
  const listed = (await (
    await request.get('/api/reservations?when=past&status=6', { headers: auth })
  ).json()) as ReservationListReply;
  let stay: ReservationDetail | undefined;
  for (const r of listed.data) {
    const detail = (await (await request.get(`/api/reservations/${r.id}`, { headers: auth })).json()) as {
      data: ReservationDetail;
    };
    if (detail.data.deposit.claimable) {
      stay = detail.data;
      break;
    }
  }
  expect(stay, 'a paid stay inside its claim window').toBeDefined();
  const { id, unique_hash: hash, currency } = stay!;
  const forty = formatPrice(40, currency);
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(name), fullPage: true });

  // The host files the claim from the drawer, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/reservations?reservation=${id}`);
  const drawer = page.getByRole('dialog', { name: `Reservation #${id}` });
  const claimForm = drawer.getByRole('form', { name: 'Claim the damage deposit' });
  await claimForm.getByRole('textbox', { name: 'Amount to claim' }).fill('40');
  const reason = `Red wine on the rug (${unique()})`;
  await claimForm.getByRole('textbox', { name: 'Reason (sent to the guest)' }).fill(reason);
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8b1a1a' } })
    .png()
    .toBuffer();
  await claimForm
    .locator('input[type=file]')
    .setInputFiles({ name: 'rug.png', mimeType: 'image/png', buffer: photo });
  await claimForm.getByRole('button', { name: 'Send the claim to the guest' }).click();
  await expect(drawer.getByTestId('deposit-claim-stage')).toHaveText('Waiting for the guest’s answer');
  await expect(drawer.getByTestId('deposit-claim')).toContainText('Nothing is charged yet.');
  await drawer.getByRole('region', { name: 'Damage deposit' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('host-claim-waiting-390.png') });

  // The guest opens the e-mailed link on a phone: the reason, the photo, and the choice.
  await page.goto(`/reservation/${hash}/deposit-claim`);
  await expect(page.getByRole('heading', { name: 'Damage deposit claim' })).toBeVisible();
  await expect(page.getByTestId('claim-amount')).toHaveText(forty);
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByRole('img', { name: "The host's photo 1 of the damage" })).toBeVisible();
  await expect(page.getByRole('button', { name: `Accept: charge ${forty}` })).toBeVisible();
  await shot('guest-claim-390.png');
  await page.getByRole('button', { name: 'Object' }).click();
  await page.getByRole('button', { name: 'Send my objection' }).click();
  await expect(
    page.getByText('Tell the host and our team why you object (at least 10 characters)'),
  ).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Why do you object?' })
    .fill('The stain was there when we arrived; see our check-in photo.');
  await page.getByRole('button', { name: 'Send my objection' }).click();
  await expect(page.getByTestId('claim-status')).toContainText('You objected');
  await shot('guest-objected-390.png');

  // An admin decides on a wide screen, in a browser of their own.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const adminPage = await adminContext.newPage();
  await loginAs(adminPage, 'admin');
  await adminPage.goto('/admin/deposit-claims');
  const card = adminPage.getByTestId('admin-claim').filter({ hasText: reason });
  await expect(card).toContainText('The stain was there when we arrived');
  await adminPage.screenshot({ path: testInfo.outputPath('admin-claims-wide.png'), fullPage: true });
  await card.getByRole('textbox', { name: /Your note/ }).fill('No proof the stain is new.');
  await card.getByRole('button', { name: 'Reject: close' }).click();
  await adminPage
    .getByRole('dialog', { name: 'Reject the claim?' })
    .getByRole('button', { name: 'Reject the claim' })
    .click();
  await expect(adminPage.getByTestId('admin-claim').filter({ hasText: reason })).toHaveCount(0);
  await adminContext.close();

  // The guest's page on a wide screen says it is closed; the host's drawer too.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/reservation/${hash}/deposit-claim`);
  await expect(page.getByTestId('claim-status')).toContainText('rejected this claim');
  await shot('guest-rejected-wide.png');
  await page.goto(`/reservations?reservation=${id}`);
  await expect(drawer.getByTestId('deposit-claim-stage')).toHaveText('Rejected');
  await drawer.getByRole('region', { name: 'Damage deposit' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('host-claim-rejected-wide.png') });
});
