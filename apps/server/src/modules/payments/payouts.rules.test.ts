import { zonedInstant } from '@innkeep/contract/time-zones';
import fc from 'fast-check';
import { payoutSplit, stayPayoutDueAt } from './payouts.rules.ts';

describe('payoutSplit', () => {
  const charge = (feeMinor: number) => ({ amountMinor: 41_000, feeMinor, taxesMinor: 0, currency: 'eur' });
  const keptOf = (minor: number) => ({ minor, taxesMinor: 0 });

  // [case, fee charged, kept from the guest, fee returned, host's share, platform's share]
  it.each([
    ['all kept', 4_100, 41_000, false, 36_900, 4_100],
    ['half kept, in the charge proportion', 4_100, 20_500, false, 18_450, 2_050],
    // A cause that returns the fee (host cancellation, the platform's fault) leaves the platform nothing.
    ['nothing kept, fee returned', 4_100, 0, true, 0, 0],
    ['some kept, fee returned', 4_100, 10_000, true, 10_000, 0],
    // €410 charged at a 1 % fee: card processing (2.9 % + €0.30 = €12.19) is above the fee's €4.10 share,
    // and the platform keeps at least the card processing unless the fee is returned.
    ['fee below card processing', 410, 41_000, false, 41_000 - 1_219, 1_219],
    // A guest who cancelled in the free period keeps only the card processing paid: all of it pays Stripe.
    ['only card processing kept', 4_100, 1_219, false, 0, 1_219],
    ['all kept, fee returned', 4_100, 41_000, true, 41_000, 0],
  ] as const)('%s: host plus fee equal what is kept', (_case, fee, kept, returned, hostMinor, feeMinor) => {
    expect(payoutSplit(charge(fee), keptOf(kept), returned)).toEqual({ hostMinor, feeMinor });
  });

  it('splits a three-decimal currency in tens of fils', () => {
    // KWD 1,035.750 at a KWD 62.150 fee, KWD 1,005.410 kept: the share 60.326… is no amount KWD moves.
    const split = payoutSplit(
      { amountMinor: 1_035_750, feeMinor: 62_150, taxesMinor: 0, currency: 'KWD' },
      keptOf(1_005_410),
      false,
    );
    expect(split).toEqual({ hostMinor: 945_080, feeMinor: 60_330 });
  });

  it('takes no fee on the taxes kept, whatever share of what is kept they are (decision 0048)', () => {
    // €372 charged with €42 taxes, a 10 % fee on the €330 rest: €33. The guest cancels late (moderate) and
    // keeps €228, of which €28 taxes: the fee is 10 % of €200, not the charge's 33/372 of €228 (€20.23).
    const paid = { amountMinor: 372_00, feeMinor: 33_00, taxesMinor: 42_00, currency: 'eur' };
    expect(payoutSplit(paid, { minor: 228_00, taxesMinor: 28_00 }, false)).toEqual({
      hostMinor: 208_00,
      feeMinor: 20_00,
    });
    // All kept: the charge's own fee. Only taxes kept: nothing but the card processing (2.9 % + €0.30).
    expect(payoutSplit(paid, { minor: 372_00, taxesMinor: 42_00 }, false).feeMinor).toBe(33_00);
    expect(payoutSplit(paid, { minor: 42_00, taxesMinor: 42_00 }, false).feeMinor).toBe(11_09);
  });

  it('never gives more than is kept, never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: -10, max: 100_000_000 }),
        fc.integer({ min: -10, max: 100_000_000 }),
        fc.boolean(),
        (amount, percent, kept, taxes, returned) => {
          const fee = Math.round((amount * percent) / 100);
          const s = payoutSplit(
            { amountMinor: amount, feeMinor: fee, taxesMinor: taxes, currency: 'eur' },
            { minor: kept, taxesMinor: taxes },
            returned,
          );
          const bounded = Math.max(0, Math.min(amount, kept));
          return s.hostMinor >= 0 && s.feeMinor >= 0 && s.hostMinor + s.feeMinor === bounded;
        },
      ),
    );
  });
});

describe('stayPayoutDueAt', () => {
  it("is 24 hours after the listing's check-in time in its time zone", () => {
    // Lisbon in summer is UTC+1; Tokyo UTC+9; New York in winter UTC-5.
    expect(stayPayoutDueAt('2026-07-01', '16:00', 'Europe/Lisbon').toISOString()).toBe(
      '2026-07-02T15:00:00.000Z',
    );
    expect(stayPayoutDueAt('2026-07-01', '15:00', 'Asia/Tokyo').toISOString()).toBe(
      '2026-07-02T06:00:00.000Z',
    );
    expect(stayPayoutDueAt('2026-01-10', '14:30', 'America/New_York').toISOString()).toBe(
      '2026-01-11T19:30:00.000Z',
    );
  });

  it('uses 15:00 without a check-in time, and UTC for an unknown zone', () => {
    expect(stayPayoutDueAt('2026-07-01', null, 'UTC').toISOString()).toBe('2026-07-02T15:00:00.000Z');
    expect(stayPayoutDueAt('2026-07-01', '25:99', 'Not/AZone').toISOString()).toBe(
      '2026-07-02T15:00:00.000Z',
    );
  });

  it('finds the right offset on the day clocks change', () => {
    // Europe/Berlin moves to summer time at 02:00 on 29 March 2026.
    expect(zonedInstant('2026-03-29', 15, 0, 'Europe/Berlin').toISOString()).toBe('2026-03-29T13:00:00.000Z');
    expect(zonedInstant('2026-03-28', 15, 0, 'Europe/Berlin').toISOString()).toBe('2026-03-28T14:00:00.000Z');
  });
});
