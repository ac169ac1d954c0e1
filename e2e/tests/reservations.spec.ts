import { formatPrice, toMajor } from '@innkeep/contract/money';
import { calculatePrice } from '@innkeep/contract/pricing';
import type { Page } from '@playwright/test';
import { expect, pricingOf, test, unique } from '../fixtures.ts';
import { iso } from './helpers/dates.ts';

// The host's reservations page on the payment simulator: the status filter, approving an inquiry, and
// cancelling a paid stay with a partial refund that then shows in the reservation's history.
const today = new Date();
/** The `date`th of the month `monthsAhead` months from this one. */
const day = (monthsAhead: number, date: number) =>
  iso(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + monthsAhead, date)));

async function chooseStatus(page: Page, guest: string, status: string) {
  await page.getByRole('button', { name: `Change status of ${guest}'s reservation` }).click();
  const dialog = page.getByRole('dialog', { name: 'Change status' });
  await expect(dialog.getByRole('button', { name: 'Change' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'New status' }).click();
  // The list opens over the dialog, in a portal.
  await page.getByRole('option', { name: status, exact: true }).click();
  return dialog;
}

/** Shows only the reservations in this status, with the list's Status filter. */
async function filterByStatus(page: Page, status: string) {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

/**
 * Opens /reservations filtered to the test's listing (the list is paged, R-H20: the demo host's other stays would
 * push a stay months ahead off the first page) and waits for the list; the first load of the page's code can be
 * slow on a busy machine.
 */
async function openReservations(page: Page, listingId: number, lastName: string) {
  await page.goto(`/reservations?listing=${listingId}`);
  await expect(rowOf(page, lastName)).toBeVisible({ timeout: 30_000 });
}

test.slow();

const rowOf = (page: Page, lastName: string) =>
  page
    .getByRole('table', { name: 'Reservations' })
    .getByTestId('reservation-row')
    .filter({ hasText: lastName });

test('the host filters by status and approves an inquiry', async ({
  page,
  payStay,
  createListing,
  bookStay,
  loginAs,
}) => {
  const listing = await createListing();
  const asking = `Asker ${unique()}`;
  const paying = `Payer ${unique()}`;
  await bookStay(listing.id, {
    start_date: day(3, 5),
    end_date: day(3, 8),
    guest: { first_name: 'Ina', last_name: asking },
  });
  await payStay(listing.id, { start_date: day(4, 10), end_date: day(4, 13), guest: { last_name: paying } });

  await loginAs(page, 'host');
  await openReservations(page, listing.id, asking);
  await expect(rowOf(page, asking)).toContainText('Inquiry');
  await expect(rowOf(page, paying)).toContainText('Paid');

  await filterByStatus(page, 'Inquiry');
  await expect(rowOf(page, asking)).toBeVisible();
  await expect(rowOf(page, paying)).toHaveCount(0);
  await filterByStatus(page, 'Paid');
  await expect(rowOf(page, paying)).toBeVisible();
  await expect(rowOf(page, asking)).toHaveCount(0);
  await filterByStatus(page, 'All');
  await expect(rowOf(page, asking)).toBeVisible();

  const dialog = await chooseStatus(page, `Ina ${asking}`, 'Approved, awaiting payment');
  // Once chosen, the button names the action (docs/requirements/host.md#R-H16).
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });
  await expect(rowOf(page, asking)).toContainText('Approved, awaiting payment');
});

test('the host cancels a paid stay, which refunds it in full, and sees it in the history', async ({
  page,
  payStay,
  createListing,
  loginAs,
}) => {
  const listing = await createListing();
  const paying = `Refunded ${unique()}`;
  await payStay(listing.id, { start_date: day(5, 10), end_date: day(5, 13), guest: { last_name: paying } });

  await loginAs(page, 'host');
  await openReservations(page, listing.id, paying);
  await expect(rowOf(page, paying)).toContainText('Paid');

  const dialog = await chooseStatus(page, `Pia ${paying}`, 'Cancelled');
  // A host's cancellation always refunds everything the guest paid (decision 0023): no amount to choose.
  const paid = calculatePrice(pricingOf(listing), { startDate: day(5, 10), endDate: day(5, 13), guests: 2 });
  const total = formatPrice(toMajor(paid.totalPriceMinor, 'EUR'), 'EUR');
  await expect(dialog.getByRole('textbox', { name: 'Refund to the guest' })).toHaveCount(0);
  await expect(dialog.getByTestId('host-cancel-refund')).toContainText(`Refund to the guest: ${total}`);
  await expect(dialog.getByTestId('move-consequence')).toContainText('refunded in full');
  await dialog.getByRole('button', { name: 'Cancel reservation' }).click();
  // The refund goes to the card provider before the reply.
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });
  await expect(rowOf(page, paying)).toContainText('Cancelled');

  await rowOf(page, paying)
    .getByRole('button', { name: `Open Pia ${paying}'s reservation` })
    .click();
  const drawer = page.getByRole('dialog', { name: /^Reservation #\d+$/ });
  const history = drawer.getByRole('region', { name: 'History' });
  await expect(history.getByTestId('history-entry').last()).toContainText(`Refunded ${total}`);
  await expect(history.getByTestId('history-entry').last()).toContainText('Cancelled');
  await expect(drawer.getByTestId('refund-line')).toContainText(`Refund · ${total}`);
  await expect(drawer.getByTestId('refund-line')).toContainText('succeeded');
});

test('the list pages on the server and keeps its filters and page in the URL through reload and Back (R-H20)', async ({
  page,
  payStay,
  createListing,
  bookStay,
  loginAs,
}) => {
  const listing = await createListing();
  const tag = unique();
  // 27 stays on one listing, a night each: two pages of 25, soonest first. Inquiries are limited to 20 a minute
  // from one address, so the later ones are paid through Book now.
  for (let i = 0; i < 27; i++) {
    const lastName = `Pager${String(i).padStart(2, '0')} ${tag}`;
    if (i < 12)
      await bookStay(listing.id, {
        start_date: day(6, 1 + i),
        end_date: day(6, 2 + i),
        guest: { first_name: 'Pia', last_name: lastName },
      });
    else
      await payStay(listing.id, {
        start_date: day(6, 1 + i),
        end_date: day(6, 2 + i),
        guest: { last_name: lastName },
      });
  }
  await loginAs(page, 'host');
  await openReservations(page, listing.id, `Pager00 ${tag}`);
  const rows = page.getByRole('table', { name: 'Reservations' }).getByTestId('reservation-row');
  await expect(rows).toHaveCount(25);
  await expect(page.getByTestId('reservation-totals')).toContainText('27 reservations');

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rowOf(page, `Pager26 ${tag}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/reservations\\?listing=${listing.id}&page=2$`));

  // A reload shows the same page of the same list.
  await page.reload();
  await expect(rowOf(page, `Pager25 ${tag}`)).toBeVisible({ timeout: 30_000 });
  await expect(rows).toHaveCount(2);

  // A search starts again at page 1; Back returns to page 2.
  await page.getByRole('searchbox', { name: 'Guest' }).fill(`Pager1`);
  await expect(page).toHaveURL(new RegExp(`q=Pager1&listing=${listing.id}$`));
  await expect(rows).toHaveCount(10);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`listing=${listing.id}&page=2$`));
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('searchbox', { name: 'Guest' })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});
