import fc from 'fast-check';
import { addDays } from './dates.ts';
import { pricingListing as listing, stayOf as stay } from './pricing.test-helpers.ts';
import { calculatePrice, discountFor } from './pricing.ts';
import { priceLines } from './pricing-lines.ts';

describe('calculatePrice: hand-worked examples', () => {
  it('a discount rounds to a chargeable step: KWD to 10 fils (7% of 86.380 is 6.050, not 6.047)', () => {
    const kwd = listing({
      currency: 'KWD',
      priceMinor: 12_340,
      extraPersonPriceMinor: 0,
      cleaningFeeMinor: 2_500,
      weeklyDiscount: 7,
    });
    const b = calculatePrice(kwd, stay(7));
    expect(b.discount).toEqual({ kind: 'weekly', percent: 7, amountMinor: 6_050 });
    expect(b.totalPriceMinor).toBe(86_380 - 6_050 + 2_500);
    expect(b.totalPriceMinor % 10).toBe(0);
  });

  it('3 nights, 2 guests included: 3 × 100 + 30 cleaning = 330', () => {
    const b = calculatePrice(listing(), stay(3));
    expect(b).toMatchObject({
      nightsCount: 3,
      nightsPriceMinor: 300_00,
      extraGuests: 0,
      extraPersonTotalMinor: 0,
      discount: null,
      cleaningFeeMinor: 30_00,
      totalPriceMinor: 330_00,
    });
  });

  it('extra guests pay per guest per night: 3 nights, 4 guests = 300 + 2×10×3 + 30 = 390', () => {
    const b = calculatePrice(listing(), stay(3, 4));
    expect(b.extraGuests).toBe(2);
    expect(b.extraPersonPerNightMinor).toBe(10_00);
    expect(b.extraPersonTotalMinor).toBe(60_00);
    expect(b.totalPriceMinor).toBe(390_00);
  });

  it('6 nights get no discount; 7 nights get the weekly one on nights + extra persons', () => {
    expect(calculatePrice(listing(), stay(6)).discount).toBeNull();
    // 7 × 100 + 1 × 10 × 7 = 770; 10 % = 77; 770 - 77 + 30 = 723
    const b = calculatePrice(listing(), stay(7, 3));
    expect(b.discount).toEqual({ kind: 'weekly', percent: 10, amountMinor: 77_00 });
    expect(b.totalPriceMinor).toBe(723_00);
  });

  it('27 nights are weekly; 28 nights take the monthly discount instead of the weekly one', () => {
    expect(calculatePrice(listing(), stay(27)).discount?.kind).toBe('weekly');
    // 28 × 100 = 2800; 25 % = 700; 2800 - 700 + 30 = 2130
    const b = calculatePrice(listing(), stay(28));
    expect(b.discount).toEqual({ kind: 'monthly', percent: 25, amountMinor: 700_00 });
    expect(b.totalPriceMinor).toBe(2130_00);
  });

  it('a long stay keeps the weekly discount when the host set no monthly one', () => {
    const b = calculatePrice(listing({ monthlyDiscount: 0 }), stay(30));
    expect(b.discount).toEqual({ kind: 'weekly', percent: 10, amountMinor: 300_00 });
  });

  it('rounds the discount once, to the nearest minor unit', () => {
    // 7 × 33.33 = 233.31; 15 % = 34.9965 -> 35.00
    const b = calculatePrice(
      listing({ priceMinor: 33_33, weeklyDiscount: 15, cleaningFeeMinor: 0 }),
      stay(7),
    );
    expect(b.discount?.amountMinor).toBe(35_00);
    expect(b.totalPriceMinor).toBe(233_31 - 35_00);
  });

  it('works in a currency without minor units (JPY)', () => {
    const b = calculatePrice(
      listing({ currency: 'JPY', priceMinor: 12_345, cleaningFeeMinor: 3_000, weeklyDiscount: 7 }),
      stay(7),
    );
    // 86 415 × 7 % = 6 049.05 -> 6 049
    expect(b.discount?.amountMinor).toBe(6_049);
    expect(b.totalPriceMinor).toBe(86_415 - 6_049 + 3_000);
  });

  it('never adds the deposit, and leaves excluded fees out of the total while still showing them', () => {
    const withDeposit = listing({ refundableDamageDepositMinor: 200_00 });
    const plain = calculatePrice(withDeposit, stay(2));
    expect(plain.totalPriceMinor).toBe(200_00 + 30_00);
    expect(plain.refundableDamageDepositMinor).toBe(200_00);
    expect(plain.excludedFees).toEqual(['refundable_damage_deposit']);
    const excluded = calculatePrice(
      { ...withDeposit, excludedFees: ['cleaning_fee', 'refundable_damage_deposit', 'unknown'] },
      stay(2),
    );
    expect(excluded.totalPriceMinor).toBe(200_00);
    expect(excluded.cleaningFeeMinor).toBe(30_00);
    expect(excluded.refundableDamageDepositMinor).toBe(200_00);
    expect(excluded.excludedFees).toEqual(['cleaning_fee', 'refundable_damage_deposit']);
  });

  it('refuses a stay without nights or guests', () => {
    expect(() => calculatePrice(listing(), stay(0))).toThrow(RangeError);
    expect(() => calculatePrice(listing(), { ...stay(2), endDate: '2030-02-01' })).toThrow(RangeError);
    expect(() => calculatePrice(listing(), stay(2, 0))).toThrow(RangeError);
  });

  it('describes the breakdown as display lines with excluded fees marked', () => {
    const b = calculatePrice(
      listing({ refundableDamageDepositMinor: 50_00, excludedFees: ['refundable_damage_deposit'] }),
      stay(7, 3),
    );
    const lines = priceLines(b, (m) => `€${m / 100}`);
    // The deposit is excluded and says it comes back, with or without the host's exclusion.
    const unexcluded = priceLines(
      calculatePrice(listing({ refundableDamageDepositMinor: 50_00 }), stay(7, 3)),
      (m) => `€${m / 100}`,
    );
    expect(unexcluded.at(-1)).toEqual({
      key: 'refundable_damage_deposit',
      label: 'Damage deposit (charged only for damage reported within 7 days of check-out)',
      amountMinor: 50_00,
      excluded: true,
    });
    expect(lines.map((l) => [l.key, l.amountMinor, l.excluded])).toEqual([
      ['nights', 700_00, false],
      ['extra_persons', 70_00, false],
      ['weekly_discount', -77_00, false],
      ['cleaning_fee', 30_00, false],
      ['refundable_damage_deposit', 50_00, true],
    ]);
    expect(lines[0]?.label).toBe('€100 × 7 nights');
    expect(lines[2]?.label).toBe('Weekly discount (10%)');
  });
});

const arbListing = fc.record({
  currency: fc.constantFrom('EUR', 'USD', 'JPY', 'GBP', 'CHF'),
  priceMinor: fc.integer({ min: 0, max: 10_000_00 }),
  extraPersonPriceMinor: fc.integer({ min: 0, max: 1_000_00 }),
  guestsIncluded: fc.integer({ min: 0, max: 16 }),
  cleaningFeeMinor: fc.integer({ min: 0, max: 1_000_00 }),
  refundableDamageDepositMinor: fc.integer({ min: 0, max: 5_000_00 }),
  weeklyDiscount: fc.integer({ min: 0, max: 100 }),
  monthlyDiscount: fc.integer({ min: 0, max: 100 }),
  excludedFees: fc.subarray(['cleaning_fee', 'refundable_damage_deposit']),
});
const arbStay = fc
  .record({
    offset: fc.integer({ min: 0, max: 800 }),
    nights: fc.integer({ min: 1, max: 120 }),
    guests: fc.integer({ min: 1, max: 20 }),
  })
  .map(({ offset, nights, guests }) => stay(nights, guests, addDays('2029-01-01', offset)));

describe('calculatePrice: properties', () => {
  it('the total is a non-negative integer', () => {
    fc.assert(
      fc.property(arbListing, arbStay, (l, s) => {
        const { totalPriceMinor } = calculatePrice(l, s);
        return Number.isInteger(totalPriceMinor) && totalPriceMinor >= 0;
      }),
    );
  });

  it('the total never exceeds the undiscounted sum of everything shown', () => {
    fc.assert(
      fc.property(arbListing, arbStay, (l, s) => {
        const b = calculatePrice(l, s);
        const undiscounted =
          b.nightsPriceMinor + b.extraPersonTotalMinor + b.cleaningFeeMinor + b.refundableDamageDepositMinor;
        return b.totalPriceMinor <= undiscounted;
      }),
    );
  });

  it('the total is exactly the lodging minus the discount plus the fees not excluded', () => {
    fc.assert(
      fc.property(arbListing, arbStay, (l, s) => {
        const b = calculatePrice(l, s);
        const fees = b.excludedFees.includes('cleaning_fee') ? 0 : b.cleaningFeeMinor;
        return (
          b.totalPriceMinor ===
          b.nightsPriceMinor + b.extraPersonTotalMinor - (b.discount?.amountMinor ?? 0) + fees
        );
      }),
    );
  });

  it('the deposit never changes the total, whatever the host excludes', () => {
    fc.assert(
      fc.property(arbListing, arbStay, fc.integer({ min: 0, max: 100_000_00 }), (l, s, deposit) => {
        const b = calculatePrice(l, s);
        const other = calculatePrice({ ...l, refundableDamageDepositMinor: deposit }, s);
        return (
          other.totalPriceMinor === b.totalPriceMinor && b.excludedFees.includes('refundable_damage_deposit')
        );
      }),
    );
  });

  it('the monthly discount never stacks with the weekly one', () => {
    fc.assert(
      fc.property(arbListing, arbStay, (l, s) => {
        const b = calculatePrice(l, s);
        const lodging = b.nightsPriceMinor + b.extraPersonTotalMinor;
        if (!b.discount) return true;
        // One discount, of one kind, worth exactly one percentage of the lodging.
        const expected = Math.round((lodging * b.discount.percent) / 100);
        const oneRule = discountFor(l, b.nightsCount);
        return (
          b.discount.amountMinor === expected &&
          oneRule?.kind === b.discount.kind &&
          (b.discount.kind === 'monthly'
            ? b.nightsCount >= 28 && b.discount.percent === l.monthlyDiscount
            : b.discount.percent === l.weeklyDiscount)
        );
      }),
    );
  });

  it('a discount applies exactly when the stay is long enough and the host set one', () => {
    fc.assert(
      fc.property(arbListing, arbStay, (l, s) => {
        const b = calculatePrice(l, s);
        const eligible =
          (b.nightsCount >= 28 && l.monthlyDiscount > 0) || (b.nightsCount >= 7 && l.weeklyDiscount > 0);
        return (b.discount !== null) === eligible;
      }),
    );
  });

  it('adding a guest never lowers the price', () => {
    fc.assert(
      fc.property(arbListing, arbStay, (l, s) => {
        const fewer = calculatePrice(l, s).totalPriceMinor;
        const more = calculatePrice(l, { ...s, guests: s.guests + 1 }).totalPriceMinor;
        return more >= fewer;
      }),
    );
  });
});
