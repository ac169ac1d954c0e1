import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test-render.tsx';
import { payoutLine } from '../../../test-replies.ts';
import { PayoutTable, payoutDate } from './payout-table.tsx';

/**
 * docs/requirements/money.md#R-M6: a reversed payout says it was reversed, and when; never "scheduled for". One
 * cancelled before any transfer (nothing was paid, nothing taken back) says cancelled and not paid instead.
 */
describe('the payout date', () => {
  const paidThenReversed = payoutLine({
    status: 'reversed',
    paid_at: '2027-01-05T00:00:00Z',
    reversed_at: '2027-01-20T12:00:00Z',
  });
  const cancelled = payoutLine({ status: 'reversed', reversed_at: '2027-01-20T12:00:00.000Z' });

  it('says reversed with its date for money taken back after it was paid, scheduled or paid otherwise', () => {
    // Reversed after it was paid: the reversal is what happened last.
    expect(payoutDate(paidThenReversed)).toMatch(/^Reversed Jan 2\d, 2027/);
    expect(payoutDate(paidThenReversed)).not.toMatch(/Scheduled/);
    expect(payoutDate(payoutLine({ status: 'reversed', paid_at: '2027-01-05T00:00:00Z' }))).toBe('Reversed');
    // On the listing's clock, named: 15:00 UTC is 15:00 in Lisbon in February, 16:00 in Paris.
    expect(payoutDate(payoutLine({ scheduled_for: '2027-02-02T15:00:00.000Z' }))).toBe(
      'Scheduled for Feb 2, 2027, 15:00 Lisbon time',
    );
    expect(
      payoutDate(payoutLine({ scheduled_for: '2027-02-02T15:00:00.000Z', time_zone: 'Europe/Paris' })),
    ).toBe('Scheduled for Feb 2, 2027, 16:00 Paris time');
    expect(payoutDate(payoutLine({ status: 'paid', paid_at: '2027-02-03T10:00:00Z' }))).toMatch(
      /^Paid Feb \d, 2027/,
    );
  });

  it('says cancelled and not paid, never reversed, for a payout ended before any transfer', () => {
    expect(payoutDate(cancelled)).toMatch(/^Cancelled Jan 2\d, 2027, .*, not paid$/);
    expect(payoutDate(payoutLine({ status: 'reversed' }))).toBe('Cancelled, not paid');
  });

  it('shows it in the table and on a phone, with the badge to match', () => {
    const { unmount } = renderWithProviders(<PayoutTable lines={[paidThenReversed]} />);
    expect(screen.getAllByText(/Reversed Jan 2\d, 2027/).length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByText('reversed')).toHaveLength(2);
    expect(screen.queryByText(/Scheduled for/)).toBeNull();
    unmount();

    renderWithProviders(<PayoutTable lines={[cancelled]} />);
    expect(screen.getAllByText(/Cancelled Jan 2\d, 2027, .*, not paid/).length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByText('cancelled')).toHaveLength(2);
    expect(screen.queryByText(/reversed/i)).toBeNull();
  });
});

describe('the payout status badge', () => {
  it('is never clipped: its label lets the table give the Status column its whole width', () => {
    // Mantine's badge label hides overflow, so the table's Status column could shrink to "SCHEDU…" at 1280 px.
    renderWithProviders(<PayoutTable lines={[payoutLine({ owed: 12 })]} />);
    const labels = [...screen.getAllByText('scheduled'), ...screen.getAllByText(/^owed/)];
    expect(labels).toHaveLength(4);
    for (const label of labels) expect(getComputedStyle(label).overflow).toBe('visible');
  });
});
