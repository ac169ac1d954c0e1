import fc from 'fast-check';
import {
  claimWindowState,
  DEPOSIT_CLAIM_DAYS,
  depositClaimWindow,
  refundableMinor,
  splitRefund,
} from './reservations-money.ts';

const paid = (amountMinor: number, refundedMinor = 0, pendingRefundMinor = 0) => ({
  amountMinor,
  refundedMinor,
  pendingRefundMinor,
});

describe('refundableMinor', () => {
  it('is what was paid minus what was refunded or is on its way back', () => {
    expect(refundableMinor([paid(300_00, 50_00, 25_00)])).toBe(225_00);
    expect(refundableMinor([paid(100_00), paid(50_00, 50_00)])).toBe(100_00);
    expect(refundableMinor([])).toBe(0);
  });

  it('never counts a payment below zero', () => {
    expect(refundableMinor([paid(100, 80, 40), paid(10)])).toBe(10);
  });
});

describe('splitRefund', () => {
  it('takes the oldest payment first and refuses more than can be refunded', () => {
    const a = paid(100_00, 60_00);
    const b = paid(200_00);
    expect(splitRefund([a, b], 100_00)).toEqual([
      { payment: a, amountMinor: 40_00 },
      { payment: b, amountMinor: 60_00 },
    ]);
    expect(splitRefund([a, b], 240_00)).toHaveLength(2);
    expect(splitRefund([a, b], 240_01)).toBeNull();
    expect(splitRefund([a, b], 0)).toEqual([]);
    expect(splitRefund([a, b], -1)).toBeNull();
    expect(splitRefund([a, b], 1.5)).toBeNull();
  });

  it('always adds up to the amount and never exceeds any payment', () => {
    const payment = fc
      .tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.nat(1_000_000), fc.nat(1_000_000))
      .map(([amount, refunded, pending]) => paid(amount, Math.min(refunded, amount), pending));
    fc.assert(
      fc.property(fc.array(payment, { maxLength: 4 }), fc.nat(3_000_000), (payments, amount) => {
        const parts = splitRefund(payments, amount);
        if (amount > refundableMinor(payments)) return parts === null;
        const sum = parts?.reduce((s, p) => s + p.amountMinor, 0);
        return (
          sum === amount &&
          (parts ?? []).every(
            (p) =>
              p.amountMinor > 0 &&
              p.amountMinor <= p.payment.amountMinor - p.payment.refundedMinor - p.payment.pendingRefundMinor,
          )
        );
      }),
    );
  });
});

describe('deposit claim window', () => {
  it(`opens on the check-out day and lasts ${DEPOSIT_CLAIM_DAYS} days`, () => {
    expect(depositClaimWindow('2026-11-10')).toEqual({ opens: '2026-11-10', closes: '2026-11-16' });
    expect(claimWindowState('2026-11-10', '2026-11-09')).toBe('too_early');
    expect(claimWindowState('2026-11-10', '2026-11-10')).toBe('open');
    expect(claimWindowState('2026-11-10', '2026-11-16')).toBe('open');
    expect(claimWindowState('2026-11-10', '2026-11-17')).toBe('closed');
  });

  it('crosses month and year ends', () => {
    expect(depositClaimWindow('2026-12-28').closes).toBe('2027-01-03');
    expect(claimWindowState('2026-12-28', '2027-01-04')).toBe('closed');
  });
});
