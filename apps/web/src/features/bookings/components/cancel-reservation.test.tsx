import type { GuestReservation } from '@innkeep/contract/payments';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test-render.tsx';
import { guestReservation } from '../test-reservation.ts';
import { CancelReservation } from './cancel-reservation.tsx';

type Quote = GuestReservation['cancellation'];

/** A paid stay of `paid` whose cancellation now refunds `refund`, itemised as `lines` and `kept`. */
const paidStay = ({ refund, paid, lines, kept }: Pick<Quote, 'refund' | 'paid' | 'lines' | 'kept'>) =>
  guestReservation(6, {
    total_price: paid,
    cancellation: {
      ...guestReservation(6).cancellation,
      now: `Cancelling now refunds €${refund}.`,
      refund,
      paid,
      lines,
      kept,
    },
  });

/** docs/requirements/cancellation.md#R-C3: the cancel dialog itemises the refund and what the guest does not get back. */
const paid = paidStay({
  refund: 138,
  paid: 354,
  lines: [
    { key: 'nights', label: 'Half of the 2 nights after the first', amount: 100 },
    { key: 'cleaning_fee', label: 'Cleaning fee', amount: 30 },
    { key: 'tax_0', label: 'Lisbon city tax', amount: 8 },
  ],
  kept: [
    { key: 'first_night', label: 'First night', amount: 100 },
    { key: 'nights', label: 'Other half of the 2 nights after the first', amount: 100 },
    { key: 'tax_0', label: 'Lisbon city tax', amount: 16 },
  ],
});

/** Renders the cancel button of `reservation`, clicks it (`button`) and returns the dialog it opens (`title`). */
async function openDialog(reservation: GuestReservation, button: string, title: string) {
  renderWithProviders(<CancelReservation reservation={reservation} onCancelled={() => undefined} />);
  await userEvent.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('the cancel dialog', () => {
  it('shows each line that comes back and each that does not, with their sums', async () => {
    const dialog = await openDialog(paid, 'Cancel reservation', 'Cancel this reservation?');
    expect(within(dialog).getByTestId('cancel-refund')).toHaveTextContent('Cancelling now refunds €138.');
    expect(rows(within(dialog).getByTestId('refund-lines'))).toEqual([
      ['Half of the 2 nights after the first', '€100'],
      ['Cleaning fee', '€30'],
      ['Lisbon city tax', '€8'],
      ['Refund', '€138'],
    ]);
    expect(rows(within(dialog).getByTestId('kept-lines'))).toEqual([
      ['First night', '€100'],
      ['Other half of the 2 nights after the first', '€100'],
      ['Lisbon city tax', '€16'],
      ['Not refunded', '€216'],
    ]);
  });
});

describe('the cancel dialog of a full refund less card processing', () => {
  it('lists the processing once, as what the refund leaves out, with no second table saying the same', async () => {
    const full = paidStay({
      refund: 294.88,
      paid: 304,
      lines: [
        { key: 'nights', label: 'All 4 nights', amount: 232 },
        { key: 'extra_guests', label: 'Extra guests', amount: 40 },
        { key: 'tax_0', label: 'Lisbon city tax', amount: 32 },
        { key: 'card_processing', label: 'Card processing, not refunded', amount: -9.12 },
      ],
      kept: [{ key: 'card_processing', label: 'Card processing', amount: 9.12 }],
    });
    const dialog = await openDialog(full, 'Cancel reservation', 'Cancel this reservation?');
    expect(rows(within(dialog).getByTestId('refund-lines')).at(-2)).toEqual([
      'Card processing, not refunded',
      '-€9.12',
    ]);
    expect(within(dialog).queryByTestId('kept-lines')).toBeNull();
  });
});

describe('cancelling an inquiry', () => {
  it('withdraws the inquiry without saying it releases dates it never held', async () => {
    const dialog = await openDialog(guestReservation(1), 'Cancel inquiry', 'Cancel this inquiry?');
    expect(within(dialog).getByTestId('cancel-refund')).toHaveTextContent('Nothing was charged');
    expect(dialog).toHaveTextContent('The host is told that you no longer ask for these dates');
    expect(dialog).not.toHaveTextContent('The dates are released');
    expect(within(dialog).getByRole('button', { name: 'Keep my inquiry' })).toBeInTheDocument();
  });

  it('still releases the dates an approved stay holds', async () => {
    const dialog = await openDialog(guestReservation(3), 'Cancel reservation', 'Cancel this reservation?');
    expect(dialog).toHaveTextContent('The dates are released at once; this cannot be undone.');
  });
});
