import fc from 'fast-check';
import { addDays, nightsBetween } from './dates.ts';
import { pricingListing as pricing } from './pricing.test-helpers.ts';
import { calculatePrice, discountFor } from './pricing.ts';
import { priceLines } from './pricing-lines.ts';
import { rateRangeArb } from './rates.test-helpers.ts';
import {
  isWeekendNight,
  minimumNightsFor,
  nightlyRates,
  type RateListing,
  type RateRange,
  SEASON_MIN_NIGHTS,
} from './rates.ts';
import { checkStay, type StayListingRules } from './stay-rules.ts';

const ORIGIN = '2030-01-01';
const dateArb = fc.integer({ min: 0, max: 120 }).map((n) => addDays(ORIGIN, n));
const rangeArb = rateRangeArb(ORIGIN, { maxStart: 110, maxLength: 30, maxPriceMinor: 1_000_00 });
const rangesArb = fc
  .array(rangeArb, { maxLength: 8 })
  .map((rs) => rs.map((r, i): RateRange => ({ ...r, id: i + 1 })));
const listingArb = fc.record({
  priceMinor: fc.integer({ min: 1, max: 1_000_00 }),
  weekendPriceMinor: fc.option(fc.integer({ min: 1, max: 1_000_00 }), { nil: null }),
  minimumNights: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
}) satisfies fc.Arbitrary<RateListing>;

/** The precedence, written the slow way: the last range (by id) covering the night, then weekend, then base. */
function expectedNight(listing: RateListing, ranges: RateRange[], date: string) {
  const covering = ranges.filter((r) => r.startDate <= date && date < r.endDate);
  const latest = covering.reduce<RateRange | null>((a, r) => (a === null || r.id > a.id ? r : a), null);
  if (latest) {
    return {
      priceMinor: latest.priceMinor,
      minimumNights: latest.minimumNights ?? listing.minimumNights,
      source: nightsBetween(latest.startDate, latest.endDate) >= SEASON_MIN_NIGHTS ? 'season' : 'override',
    };
  }
  if (listing.weekendPriceMinor !== null && isWeekendNight(date)) {
    return { priceMinor: listing.weekendPriceMinor, minimumNights: listing.minimumNights, source: 'weekend' };
  }
  return { priceMinor: listing.priceMinor, minimumNights: listing.minimumNights, source: 'base' };
}

describe('nightlyRates', () => {
  it('Friday and Saturday are the weekend nights', () => {
    expect(['2030-01-04', '2030-01-05', '2030-01-06', '2030-01-03'].map(isWeekendNight)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('one entry per night; the latest covering range wins, then the weekend price, then the base price', () => {
    fc.assert(
      fc.property(
        listingArb,
        rangesArb,
        dateArb,
        fc.integer({ min: 1, max: 40 }),
        (listing, ranges, from, n) => {
          const to = addDays(from, n);
          // The order the ranges arrive in never matters: ids decide.
          const nights = nightlyRates(listing, [...ranges].reverse(), from, to);
          expect(nights).toHaveLength(n);
          nights.forEach((night, i) => {
            expect(night.date).toBe(addDays(from, i));
            expect(night).toMatchObject(expectedNight(listing, ranges, night.date));
          });
        },
      ),
    );
  });

  it('the minimum stay of a stay is its first night’s', () => {
    fc.assert(
      fc.property(listingArb, rangesArb, dateArb, (listing, ranges, start) => {
        expect(minimumNightsFor(listing, ranges, start)).toBe(
          expectedNight(listing, ranges, start).minimumNights,
        );
      }),
    );
  });
});

describe('calculatePrice with nightly prices', () => {
  const stayArb = fc.record({
    start: fc.integer({ min: 0, max: 60 }),
    nights: fc.integer({ min: 1, max: 45 }),
    guests: fc.integer({ min: 1, max: 6 }),
  });

  it('nights price is the sum of the nights; the discount applies to that sum plus extra guests; groups add up', () => {
    fc.assert(
      fc.property(listingArb, rangesArb, stayArb, (rl, ranges, s) => {
        const startDate = addDays(ORIGIN, s.start);
        const endDate = addDays(startDate, s.nights);
        const nights = nightlyRates(rl, ranges, startDate, endDate);
        const prices = nights.map((n) => n.priceMinor);
        const listing = pricing({ priceMinor: rl.priceMinor });
        const b = calculatePrice(listing, {
          startDate,
          endDate,
          guests: s.guests,
          nightlyPricesMinor: prices,
        });
        const sum = prices.reduce((a, p) => a + p, 0);
        expect(b.nightsPriceMinor).toBe(sum);
        expect(b.nightGroups.reduce((a, g) => a + g.nights, 0)).toBe(s.nights);
        expect(b.nightGroups.reduce((a, g) => a + g.nights * g.priceMinor, 0)).toBe(sum);
        expect(new Set(b.nightGroups.map((g) => g.priceMinor)).size).toBe(b.nightGroups.length);
        const lodging = sum + b.extraPersonTotalMinor;
        const rule = discountFor(listing, s.nights);
        expect(b.discount?.percent ?? 0).toBe(rule?.percent ?? 0);
        expect(b.discount?.amountMinor ?? 0).toBe(rule ? Math.round((lodging * rule.percent) / 100) : 0);
        expect(b.totalPriceMinor).toBe(lodging - (b.discount?.amountMinor ?? 0) + 30_00);
        // The guest's lines add up to the total.
        const lines = priceLines(b, String).filter((l) => !l.excluded);
        expect(lines.reduce((a, l) => a + l.amountMinor, 0)).toBe(b.totalPriceMinor);
        expect(lines.filter((l) => l.key === 'nights')).toHaveLength(b.nightGroups.length);
      }),
    );
  });

  it('without rates, the nightly prices are the base price: the same breakdown as before', () => {
    fc.assert(
      fc.property(stayArb, (s) => {
        const startDate = addDays(ORIGIN, s.start);
        const endDate = addDays(startDate, s.nights);
        const listing = pricing();
        const plain = calculatePrice(listing, { startDate, endDate, guests: s.guests });
        const nights = nightlyRates(
          { priceMinor: 100_00, weekendPriceMinor: null, minimumNights: null },
          [],
          startDate,
          endDate,
        );
        const rated = calculatePrice(listing, {
          startDate,
          endDate,
          guests: s.guests,
          nightlyPricesMinor: nights.map((n) => n.priceMinor),
        });
        expect(rated).toEqual(plain);
        expect(plain.nightGroups).toEqual([{ priceMinor: 100_00, nights: s.nights }]);
      }),
    );
  });

  it('a season with its minimum stay: stays starting in it keep it, stays starting before do not', () => {
    const rules: StayListingRules = {
      personCapacity: null,
      minimumNights: 1,
      maximumNights: null,
      enableGapNights: false,
      smallestAllowedGap: null,
      allowGapsBetweenStart: null,
      allowGapsBetweenEnd: null,
    };
    fc.assert(
      fc.property(rangesArb, stayArb, (ranges, s) => {
        const listing: RateListing = { priceMinor: 100_00, weekendPriceMinor: 120_00, minimumNights: 1 };
        const startDate = addDays(ORIGIN, s.start);
        const endDate = addDays(startDate, s.nights);
        const minimum = minimumNightsFor(listing, ranges, startDate);
        const broken = checkStay(
          { ...rules, minimumNights: minimum },
          { startDate, endDate, guests: 1 },
          [],
          ORIGIN,
        );
        expect(broken?.rule === 'minimum_nights').toBe(minimum !== null && s.nights < minimum);
      }),
    );
  });

  it('a price per night that does not match the nights is a RangeError', () => {
    expect(() =>
      calculatePrice(pricing(), {
        startDate: ORIGIN,
        endDate: addDays(ORIGIN, 2),
        guests: 1,
        nightlyPricesMinor: [1],
      }),
    ).toThrow(RangeError);
  });

  it('a 3-night stay over a weekend: grouped lines, average nightly price', () => {
    // 2030-01-03 is a Thursday: Thursday at the base, Friday and Saturday at the weekend price.
    const nights = nightlyRates(
      { priceMinor: 100_00, weekendPriceMinor: 150_00, minimumNights: null },
      [],
      '2030-01-03',
      '2030-01-06',
    );
    const b = calculatePrice(pricing(), {
      startDate: '2030-01-03',
      endDate: '2030-01-06',
      guests: 2,
      nightlyPricesMinor: nights.map((n) => n.priceMinor),
    });
    expect(b.nightGroups).toEqual([
      { priceMinor: 100_00, nights: 1 },
      { priceMinor: 150_00, nights: 2 },
    ]);
    expect(b.nightsPriceMinor).toBe(400_00);
    expect(b.nightlyPriceMinor).toBe(133_33);
    expect(
      priceLines(b, (m) => `€${m / 100}`)
        .slice(0, 2)
        .map((l) => l.label),
    ).toEqual(['€100 × 1 night', '€150 × 2 nights']);
  });
});
