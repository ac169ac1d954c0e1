import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { perNightOfStay, perNightText, perNightWithoutDates } from './per-night.ts';
import { pricingListing, stayOf } from './pricing.test-helpers.ts';
import { calculatePrice } from './pricing.ts';

// A ski chalet: CHF 210.50 base, CHF 289 every night of the season.
const chalet = pricingListing({ currency: 'CHF', priceMinor: 210_50, extraPersonPriceMinor: 0 });
const priced = (prices: number[], guests = 2) =>
  calculatePrice(chalet, { ...stayOf(prices.length, guests), nightlyPricesMinor: prices });

describe('per night', () => {
  it('a stay whose every night costs CHF 289 says CHF 289 per night, not the CHF 210.50 base', () => {
    const p = perNightOfStay(priced([289_00, 289_00, 289_00]));
    expect(p).toEqual({ kind: 'each', amount: 289, lowest: 289, highest: 289 });
    expect(perNightText(p, 'CHF', 'CHF ')).toEqual({ price: 'CHF 289', caption: 'per night', range: null });
  });

  it('nights at different prices: their average (the breakdown’s nightly price) and the range', () => {
    const b = priced([210_50, 289_00, 289_00]);
    const p = perNightOfStay(b);
    expect(p).toEqual({ kind: 'average', amount: b.nightlyPriceMinor / 100, lowest: 210.5, highest: 289 });
    expect(p.amount).toBeCloseTo((210.5 + 289 + 289) / 3, 1);
    expect(perNightText(p, 'CHF', 'CHF ')).toEqual({
      price: `CHF ${p.amount.toFixed(2)}`,
      caption: 'average per night',
      range: 'CHF 210.50–CHF 289 a night',
    });
  });

  it('counts nights only: extra guests, cleaning and discounts stay in the total', () => {
    // Eight nights (the weekly discount) for 4 guests (2 extra at CHF 10) at CHF 289.
    const b = calculatePrice(pricingListing({ currency: 'CHF', priceMinor: 210_50 }), {
      ...stayOf(8, 4),
      nightlyPricesMinor: Array(8).fill(289_00),
    });
    expect(b.discount).not.toBeNull();
    expect(perNightOfStay(b)).toMatchObject({ kind: 'each', amount: 289 });
  });

  it('without dates, the base price is "from", never "per night" alone', () => {
    const p = perNightWithoutDates(210_50, 'CHF');
    expect(p).toEqual({ kind: 'from', amount: 210.5, lowest: 210.5, highest: 210.5 });
    expect(perNightText(p, 'CHF', 'CHF ')).toEqual({
      price: 'from CHF 210.50',
      caption: 'per night',
      range: null,
    });
    expect(perNightWithoutDates(-5, 'EUR').amount).toBe(0);
    expect(perNightWithoutDates(12_000, 'JPY').amount).toBe(12_000);
  });

  it('the amount lies between the cheapest and dearest night, and is "each" exactly when they agree', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_00 }), { minLength: 1, maxLength: 40 }),
        (prices) => {
          const p = perNightOfStay(priced(prices));
          const [lo, hi] = [Math.min(...prices) / 100, Math.max(...prices) / 100];
          expect(p.lowest).toBe(lo);
          expect(p.highest).toBe(hi);
          expect(p.kind).toBe(lo === hi ? 'each' : 'average');
          // The average is rounded to the currency's step (CHF: 5 rappen), so it may pass an end by half a step.
          expect(p.amount).toBeGreaterThanOrEqual(lo - 0.025);
          expect(p.amount).toBeLessThanOrEqual(hi + 0.025);
        },
      ),
    );
  });
});
