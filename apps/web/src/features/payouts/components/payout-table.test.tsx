import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test-render.tsx';
import { payoutLine } from '../payout-line.test-helpers.ts';
import { PayoutTable, payoutDate } from './payout-table.tsx';

/** docs/requirements/money.md#R-M6: a reversed payout says it was reversed, and when; never "scheduled for". */
describe('the payout date', () => {
  it('says reversed with its date for a reversed payout, scheduled or paid otherwise', () => {
    const reversed = payoutLine({ status: 'reversed', reversed_at: '2027-01-20T12:00:00.000Z' });
    expect(payoutDate(reversed)).toMatch(/^Reversed Jan 2\d, 2027/);
    expect(payoutDate(reversed)).not.toMatch(/Scheduled/);
    // Reversed after it was paid: the reversal is what happened last.
    expect(
      payoutDate(
        payoutLine({
          status: 'reversed',
          paid_at: '2027-01-05T00:00:00Z',
          reversed_at: '2027-01-20T12:00:00Z',
        }),
      ),
    ).toMatch(/^Reversed Jan 2\d, 2027/);
    expect(payoutDate(payoutLine({ status: 'reversed' }))).toBe('Reversed');
    expect(payoutDate(payoutLine({ scheduled_for: '2027-02-02T15:00:00.000Z' }))).toMatch(
      /^Scheduled for Feb \d, 2027/,
    );
    expect(payoutDate(payoutLine({ status: 'paid', paid_at: '2027-02-03T10:00:00Z' }))).toMatch(
      /^Paid Feb \d, 2027/,
    );
  });

  it('shows it in the table and on a phone', () => {
    renderWithProviders(
      <PayoutTable lines={[payoutLine({ status: 'reversed', reversed_at: '2027-01-20T12:00:00.000Z' })]} />,
    );
    expect(screen.getAllByText(/Reversed Jan 2\d, 2027/).length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText(/Scheduled for/)).toBeNull();
  });
});
