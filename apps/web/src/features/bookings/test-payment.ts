/** What a guest does on the payment form (Book now, or paying an approved inquiry), for the component tests. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The tick next to Pay (decision 0035). */
export const acceptTerms = () =>
  userEvent.click(screen.getByRole('checkbox', { name: /I accept the house rules/ }));

/** Fills the billing fields but the one labelled `except`; with no `except`, ticks the terms too. */
export async function fillBilling(except?: string) {
  const values: Record<string, string> = {
    'Billing address': 'Rua Augusta 12',
    City: 'Lisbon',
    Country: 'Portugal',
    'Zip code': '1100-053',
  };
  for (const [label, value] of Object.entries(values)) {
    if (label !== except)
      await userEvent.type(screen.getByRole('textbox', { name: new RegExp(label) }), value);
  }
  if (!except) await acceptTerms();
}

/** Types a card number, a future expiry and a CVC into the simulator's card field. */
export async function typeCard(number: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Card number' }), number);
  await userEvent.type(screen.getByRole('textbox', { name: 'Expiry (MM / YY)' }), '1234');
  await userEvent.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
}
