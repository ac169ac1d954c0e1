import fc from 'fast-check';
import { addDays } from './dates.ts';
import { pricingListing as listing, stayOf } from './pricing.test-helpers.ts';
import { calculatePrice } from './pricing.ts';
import { priceLines } from './pricing-lines.ts';
import { orphanGapOf, orphanGaps, type PricingRule, timingRule, timingRuleOn } from './pricing-rules.ts';
import { PricingRuleInput, pricingRuleMessages } from './pricing-rules-wire.ts';
import { nightlyRates } from './rates.ts';

// docs/requirements/host.md#R-H18
const TODAY = '2030-03-01';
let nextId = 1;
const rule = (over: Partial<PricingRule> & Pick<PricingRule, 'kind' | 'percent'>): PricingRule => ({
  id: nextId++,
  days: null,
  nights: null,
  minimumNights: null,
  ...over,
});
const lastMinute = (days: number, percent: number) => rule({ kind: 'last_minute', days, percent });
const farOut = (days: number, percent: number) => rule({ kind: 'far_out', days, percent });
const lengthOfStay = (nights: number, percent: number) => rule({ kind: 'length_of_stay', nights, percent });
const orphan = (minimumNights: number, percent: number) =>
  rule({ kind: 'orphan_nights', minimumNights, percent });

/** A stay of `nights` nights arriving `daysAhead` days after TODAY, booked TODAY. */
const stay = (nights: number, daysAhead: number, rules: PricingRule[], guests = 2) => ({
  ...stayOf(nights, guests, addDays(TODAY, daysAhead)),
  rules,
  bookedOn: TODAY,
});
const label = (b: ReturnType<typeof calculatePrice>) =>
  priceLines(b, (m) => `€${m / 100}`).map((l) => [l.key, l.label, l.amountMinor]);

describe('pricing rules: each rule', () => {
  it('last-minute: arrival within N days gets the discount, named in the breakdown', () => {
    const rules = [lastMinute(7, -15)];
    // 3 × 100 = 300; 15 % = 45; 300 - 45 + 30 cleaning = 285
    const b = calculatePrice(listing(), stay(3, 7, rules));
    expect(b.adjustments).toEqual([
      { kind: 'last_minute', ruleId: rules[0]!.id, percent: -15, amountMinor: -45_00 },
    ]);
    expect(b.totalPriceMinor).toBe(285_00);
    expect(label(b)).toContainEqual(['rule_last_minute', 'Last-minute discount (15%)', -45_00]);
    // Day 8 is beyond it; the same day (0) is within it.
    expect(calculatePrice(listing(), stay(3, 8, rules)).adjustments).toEqual([]);
    expect(calculatePrice(listing(), stay(3, 0, rules)).totalPriceMinor).toBe(285_00);
  });

  it('last-minute: nothing without the day of booking (a stored price is never re-dated)', () => {
    const b = calculatePrice(listing(), { ...stayOf(3, 2, TODAY), rules: [lastMinute(7, -15)] });
    expect(b.totalPriceMinor).toBe(330_00);
  });

  it('far-out: beyond N days, as a premium or a discount', () => {
    const premium = [farOut(90, 10)];
    expect(calculatePrice(listing(), stay(3, 90, premium)).adjustments).toEqual([]);
    const b = calculatePrice(listing(), stay(3, 91, premium));
    expect(b.adjustments?.[0]).toMatchObject({ kind: 'far_out', percent: 10, amountMinor: 30_00 });
    expect(b.totalPriceMinor).toBe(360_00);
    expect(label(b)).toContainEqual(['rule_far_out', 'Far-out premium (10%)', 30_00]);
    const discount = calculatePrice(listing(), stay(3, 200, [farOut(120, -5)]));
    expect(label(discount)).toContainEqual(['rule_far_out', 'Early-booking discount (5%)', -15_00]);
  });

  it('orphan nights: only inside a short gap, with its own discount', () => {
    const rules = [orphan(1, -20)];
    expect(calculatePrice(listing(), stay(2, 30, rules)).adjustments).toEqual([]);
    const b = calculatePrice(listing(), { ...stay(2, 30, rules), orphanGap: true });
    // 200 × 20 % = 40; 200 - 40 + 30 = 190
    expect(b.totalPriceMinor).toBe(190_00);
    expect(label(b)).toContainEqual(['rule_orphan_nights', 'Gap-night discount (20%)', -40_00]);
  });

  it('orphan gap: between two taken stays and shorter than the minimum stay', () => {
    const taken = [
      { startDate: '2030-03-01', endDate: '2030-03-05' },
      { startDate: '2030-03-08', endDate: '2030-03-12' },
    ];
    const inGap = { startDate: '2030-03-05', endDate: '2030-03-07' };
    expect(orphanGapOf(inGap, taken, 5)).toEqual({
      startDate: '2030-03-05',
      endDate: '2030-03-08',
      nights: 3,
    });
    // A 3-night gap is not short when the minimum stay is 3; nor with no stay on one side.
    expect(orphanGapOf(inGap, taken, 3)).toBeNull();
    expect(orphanGapOf(inGap, taken.slice(0, 1), 5)).toBeNull();
    // Overlapping a taken stay is not in a gap.
    expect(orphanGapOf({ startDate: '2030-03-04', endDate: '2030-03-06' }, taken, 5)).toBeNull();
    expect(orphanGaps(taken, 5, '2030-03-01', '2030-04-01')).toEqual([
      { startDate: '2030-03-05', endDate: '2030-03-08', nights: 3 },
    ]);
    expect(orphanGaps(taken, null, '2030-03-01', '2030-04-01')).toEqual([]);
  });

  it('length of stay: a tier beyond the weekly and monthly discounts replaces them when larger', () => {
    const rules = [lengthOfStay(14, -15), lengthOfStay(60, -35)];
    // 10 nights: weekly 10 % only.
    expect(calculatePrice(listing(), stay(10, 30, rules)).discount?.kind).toBe('weekly');
    // 14 nights: 15 % instead of weekly 10 %: 1400 - 210 + 30 = 1220
    const b = calculatePrice(listing(), stay(14, 30, rules));
    expect(b.discount).toBeNull();
    expect(b.adjustments).toEqual([
      { kind: 'length_of_stay', ruleId: rules[0]!.id, percent: -15, nights: 14, amountMinor: -210_00 },
    ]);
    expect(b.totalPriceMinor).toBe(1220_00);
    expect(label(b)).toContainEqual(['rule_length_of_stay', '14+ night discount (15%)', -210_00]);
    // 30 nights: the monthly 25 % beats the 14-night 15 %; never both.
    const month = calculatePrice(listing(), stay(30, 30, rules));
    expect(month.discount?.kind).toBe('monthly');
    expect(month.adjustments).toEqual([]);
    // 60 nights: the 60-night tier (35 %) beats the monthly 25 %.
    expect(calculatePrice(listing(), stay(60, 30, rules)).adjustments?.[0]?.percent).toBe(-35);
  });
});

describe('pricing rules: their order with seasons and weekend prices', () => {
  it('nights priced by season, weekend and base first; then stay length, timing and orphan rules in turn', () => {
    // 2030-03-01 is a Friday. Weekend €130, a season of €150 on 03-03 … 03-10.
    const nights = nightlyRates(
      { priceMinor: 100_00, weekendPriceMinor: 130_00, minimumNights: null },
      [{ id: 1, startDate: '2030-03-03', endDate: '2030-03-10', priceMinor: 150_00, minimumNights: null }],
      '2030-03-01',
      '2030-03-15',
    );
    const prices = nights.map((n) => n.priceMinor);
    // Fri 130, Sat 130, 7 season nights at 150 (the season wins over Friday 8 and Saturday 9), Sun–Thu 100 × 5
    // = 260 + 1050 + 500 = 1810
    expect(prices.reduce((a, b) => a + b, 0)).toBe(1810_00);
    const rules = [lengthOfStay(14, -20), lastMinute(3, -10), orphan(1, -5), farOut(60, 50)];
    const b = calculatePrice(listing(), {
      startDate: '2030-03-01',
      endDate: '2030-03-15',
      guests: 3,
      nightlyPricesMinor: prices,
      rules,
      bookedOn: '2030-02-27',
      orphanGap: true,
    });
    // Lodging 1810 + 1 extra guest × 10 × 14 = 1950.
    // Length of stay 20 % (beats weekly 10 %): -390 -> 1560; last-minute 10 %: -156 -> 1404;
    // orphan 5 %: -70.20 -> 1333.80; the far-out premium does not apply (2 days ahead).
    expect(b.discount).toBeNull();
    expect(b.adjustments?.map((a) => [a.kind, a.amountMinor])).toEqual([
      ['length_of_stay', -390_00],
      ['last_minute', -156_00],
      ['orphan_nights', -70_20],
    ]);
    expect(b.totalPriceMinor).toBe(1333_80 + 30_00);
    expect(priceLines(b, String).map((l) => l.key)).toEqual([
      'nights',
      'nights',
      'nights',
      'extra_persons',
      'rule_length_of_stay',
      'rule_last_minute',
      'rule_orphan_nights',
      'cleaning_fee',
    ]);
  });

  it('the weekly discount stays first and a timing rule takes its percent of what is left', () => {
    // 7 × 100 = 700; weekly 10 % = 70 -> 630; far-out +10 % of 630 = 63 -> 693; + 30 = 723
    const b = calculatePrice(listing(), stay(7, 100, [farOut(90, 10)]));
    expect(b.discount?.amountMinor).toBe(70_00);
    expect(b.adjustments?.[0]?.amountMinor).toBe(63_00);
    expect(b.totalPriceMinor).toBe(723_00);
  });

  it('taxes are on the lodging after the rules', () => {
    const b = calculatePrice(
      listing({ taxes: [{ name: 'VAT', type: 'percentage', percent: 10 }] }),
      stay(3, 1, [lastMinute(7, -50)]),
    );
    // 300 - 150 = 150; tax 10 % = 15; 150 + 30 + 15 = 195
    expect(b.taxesMinor).toBe(15_00);
    expect(b.totalPriceMinor).toBe(195_00);
  });

  it('last-minute wins over far-out when both reach; the narrowest tier of each wins', () => {
    const rules = [lastMinute(14, -10), lastMinute(3, -25), farOut(1, 20), farOut(30, 40)];
    expect(timingRule(rules, 2)?.percent).toBe(-25);
    expect(timingRule(rules, 10)?.percent).toBe(-10);
    expect(timingRule(rules, 20)?.percent).toBe(20);
    expect(timingRule(rules, 31)?.percent).toBe(40);
    expect(timingRuleOn(rules, '2030-03-02', TODAY)?.percent).toBe(-25);
    expect(timingRuleOn(rules, '2030-02-28', TODAY)).toBeNull();
  });

  it('property: rules never take a stay below zero, and a discount never raises the price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 400 }),
        fc.array(fc.integer({ min: -90, max: -1 }), { minLength: 3, maxLength: 3 }),
        (nights, ahead, [a = -1, b = -1, c = -1]) => {
          const plain = calculatePrice(listing(), stay(nights, ahead, []));
          const rules = [lastMinute(400, a), lengthOfStay(2, b), orphan(1, c)];
          const ruled = calculatePrice(listing(), { ...stay(nights, ahead, rules), orphanGap: true });
          expect(ruled.totalPriceMinor).toBeGreaterThanOrEqual(ruled.cleaningFeeMinor);
          expect(ruled.totalPriceMinor).toBeLessThanOrEqual(plain.totalPriceMinor);
          expect(Number.isInteger(ruled.totalPriceMinor)).toBe(true);
        },
      ),
    );
  });
});

describe('PricingRuleInput', () => {
  const parse = (v: Record<string, unknown>) => PricingRuleInput.safeParse({ listing_ids: [1], ...v });
  const errors = (v: Record<string, unknown>) => {
    const r = parse(v);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('accepts each kind with its number', () => {
    expect(parse({ kind: 'last_minute', percent: -15, days: 7 }).success).toBe(true);
    expect(parse({ kind: 'far_out', percent: 10, days: 90 }).success).toBe(true);
    expect(parse({ kind: 'orphan_nights', percent: -20, minimum_nights: 1 }).success).toBe(true);
    expect(parse({ kind: 'length_of_stay', percent: -15, nights: 14 }).success).toBe(true);
  });
  it('refuses a premium except far out, a zero or too large percent, a missing number and no listing', () => {
    expect(errors({ kind: 'last_minute', percent: 5, days: 7 })).toEqual({
      percent: pricingRuleMessages.onlyFarOutPremium,
    });
    expect(errors({ kind: 'far_out', percent: 0, days: 7 }).percent).toBe(pricingRuleMessages.percentZero);
    expect(errors({ kind: 'far_out', percent: -95, days: 7 }).percent).toBe(pricingRuleMessages.discount);
    expect(errors({ kind: 'far_out', percent: 101, days: 7 }).percent).toBe(pricingRuleMessages.premium);
    expect(errors({ kind: 'far_out', percent: 10 }).days).toBe(pricingRuleMessages.farOutDays);
    expect(errors({ kind: 'length_of_stay', percent: -10, nights: 1 }).nights).toBe(
      pricingRuleMessages.nights,
    );
    expect(errors({ kind: 'orphan_nights', percent: -10 }).minimum_nights).toBe(
      pricingRuleMessages.minimumNights,
    );
    expect(errors({ kind: 'last_minute', percent: -10, days: 3, listing_ids: [] }).listing_ids).toBe(
      pricingRuleMessages.listings,
    );
  });
});
