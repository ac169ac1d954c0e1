import type { PayoutLine } from '@innkeep/contract/payouts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test-render.tsx';
import { PayoutTable, payoutDate } from './payout-table.tsx';

/** docs/requirements/money.md#R-M6: a reversed payout says it was reversed, and when; never "scheduled for". */
const line = (over: Partial<PayoutLine>): PayoutLine => ({
  reservation_id: 7,
  amount: 0,
  fee: 0,
  currency: 'EUR',
  status: 'scheduled',
  scheduled_for: '2027-02-02T15:00:00.000Z',
  paid_at: null,
  reversed_at: null,
  kind: 'stay',
  guest_name: 'Ana Silva',
  listing: 'Loft',
  start_date: '2027-02-01',
  end_date: '2027-02-04',
  transfer_amount: null,
  transfer_currency: null,
  exchange_rate: null,
  reason: null,
  owed: 0,
  ...over,
});

describe('the payout date', () => {
  it('says reversed with its date for a reversed payout, scheduled or paid otherwise', () => {
    const reversed = line({ status: 'reversed', reversed_at: '2027-01-20T12:00:00.000Z' });
    expect(payoutDate(reversed)).toMatch(/^Reversed Jan 2\d, 2027/);
    expect(payoutDate(reversed)).not.toMatch(/Scheduled/);
    // Reversed after it was paid: the reversal is what happened last.
    expect(
      payoutDate(
        line({ status: 'reversed', paid_at: '2027-01-05T00:00:00Z', reversed_at: '2027-01-20T12:00:00Z' }),
      ),
    ).toMatch(/^Reversed Jan 2\d, 2027/);
    expect(payoutDate(line({ status: 'reversed' }))).toBe('Reversed');
    expect(payoutDate(line({}))).toMatch(/^Scheduled for Feb \d, 2027/);
    expect(payoutDate(line({ status: 'paid', paid_at: '2027-02-03T10:00:00Z' }))).toMatch(
      /^Paid Feb \d, 2027/,
    );
  });

  it('shows it in the table and on a phone', () => {
    renderWithProviders(
      <PayoutTable lines={[line({ status: 'reversed', reversed_at: '2027-01-20T12:00:00.000Z' })]} />,
    );
    expect(screen.getAllByText(/Reversed Jan 2\d, 2027/).length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText(/Scheduled for/)).toBeNull();
  });
});
