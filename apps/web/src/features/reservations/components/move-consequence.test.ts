import type { ReservationRow } from '@innkeep/contract/reservations';
import { describe, expect, it } from 'vitest';
import { moveConsequence } from './move-consequence.ts';

const row = (statusId: number, amountPaid = 0) =>
  ({
    id: 1,
    first_name: 'Ana',
    last_name: 'Silva',
    currency: 'EUR',
    total_price: 315,
    amount_paid: amountPaid,
    status: { id: statusId, name: 'x', color: 'x' },
  }) as unknown as ReservationRow;

describe('moveConsequence (docs/requirements/host.md#R-H16)', () => {
  it('cancelling a paid stay refunds what was paid less refunds, and e-mails the guest', () => {
    const c = moveConsequence(row(6, 315), 5);
    expect(c).toMatchObject({ title: "Cancel Ana's paid stay", confirm: 'Cancel reservation', danger: true });
    expect(c.refund).toEqual({ amount: '€315', processing: '€9.44' });
    expect(c.mail).toBe('Ana is e-mailed the cancellation and the refund.');
  });

  it('cancelling a paid stay whose money already went back (a dispute lost) refunds nothing and says so', () => {
    const c = moveConsequence(row(6, 0), 5);
    expect(c.refund).toBeNull();
    expect(c.money).toBe(
      "Nothing is left to refund: Ana's payment has already gone back to them. The dates free up.",
    );
  });

  it('says when no e-mail goes out: declining a cancelled request, cancelling an inquiry', () => {
    expect(moveConsequence(row(5), 2).mail).toBe('No e-mail is sent about the change.');
    expect(moveConsequence(row(1), 5)).toMatchObject({
      refund: null,
      mail: 'No e-mail is sent about the change.',
      money: 'Nothing was charged, so nothing is refunded.',
    });
  });

  it('approving holds the dates and charges nothing until the guest pays; without card payments it says so', () => {
    expect(moveConsequence(row(1), 3).money).toContain('nothing is charged until they pay €315');
    expect(moveConsequence(row(1), 3, { cardPayments: false }).money).toContain(
      'nothing is paid on the site',
    );
    expect(moveConsequence(row(1), 3, { holdHours: 48 }).money).toBe(
      'The dates are held for Ana for 48 hours and nothing is charged until they pay €315 by the link; unpaid, the hold lapses and the dates free up.',
    );
    expect(moveConsequence(row(3), 5).mail).toBe('Ana is e-mailed that the reservation is cancelled.');
  });
});
