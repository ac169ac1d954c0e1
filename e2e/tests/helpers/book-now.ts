import type { Locator, Page } from '@playwright/test';
import { expect, unique } from '../../fixtures.ts';

/** The payment simulator's test cards (TEST MODE). */
export const cards = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  asksFor3DSecure: '4000 0025 0000 3155',
} as const;

export interface BookNowGuest {
  firstName: string;
  lastName: string;
  /** A fresh address from the first name when not given. */
  email?: string;
}

/**
 * Types the guest's name, e-mail and phone into the Book now form. The stay page has an inquiry form with the
 * same field names, so this fills the form named Book now and nothing else.
 */
export async function fillGuest(page: Page, { firstName, lastName, email }: BookNowGuest) {
  const form = page.getByRole('form', { name: 'Book now' });
  await form.getByRole('textbox', { name: 'First name' }).fill(firstName);
  await form.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await form
    .getByRole('textbox', { name: 'Email' })
    .fill(email ?? `${firstName.toLowerCase()}.${unique()}@example.com`);
  await form.getByRole('textbox', { name: 'Phone' }).fill('351912345678');
}

/** Fills the billing address and ticks the house rules, times and cancellation terms next to Pay (decision 0035). */
export async function fillBilling(page: Page) {
  await page.getByRole('textbox', { name: 'Billing address' }).fill('Rua Augusta 12');
  await page.getByRole('textbox', { name: 'City' }).fill('Lisbon');
  await page.getByRole('textbox', { name: 'Country' }).fill('Portugal');
  await page.getByRole('textbox', { name: 'Zip code' }).fill('1100-053');
  await page.getByRole('checkbox', { name: /I accept the house rules/ }).check();
}

/** Everything Book now asks of the guest before the card: name and contact, billing, the terms' tick. */
export async function fillBookNow(page: Page, guest: BookNowGuest) {
  await fillGuest(page, guest);
  await fillBilling(page);
}

/** Keys a test card (one that pays unless named), with an expiry and CVC that the simulator accepts. */
export async function typeCard(page: Page, card: string = cards.pays) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(card);
  await page.getByRole('textbox', { name: 'Expiry (MM / YY)' }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
}

/** Keys a test card and presses Pay (on the finalise page the button names the amount: pass it). */
export async function payByCard(
  page: Page,
  card: string = cards.pays,
  pay: Locator = page.getByRole('button', { name: 'Pay' }),
) {
  await typeCard(page, card);
  await pay.click();
}

/** Pays with the card that pays and waits for the trip page to say Paid; returns the reservation's hash. */
export async function payUntilPaid(page: Page) {
  await payByCard(page);
  await expect(page).toHaveURL(/\/reservation\/[A-Za-z0-9_-]+$/);
  await expect(page.getByTestId('reservation-status')).toHaveText('Paid');
  return page.url().split('/').pop()!;
}
