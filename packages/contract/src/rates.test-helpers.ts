import fc from 'fast-check';
import { addDays } from './dates.ts';
import type { RateRange } from './rates.ts';

/** A rate range (the test gives it an id) starting 0 to `maxStart` nights after `origin`, 1 to `maxLength` long. */
export const rateRangeArb = (
  origin: string,
  o: { maxStart: number; maxLength: number; maxPriceMinor: number },
): fc.Arbitrary<Omit<RateRange, 'id'>> =>
  fc
    .record({
      start: fc.integer({ min: 0, max: o.maxStart }),
      length: fc.integer({ min: 1, max: o.maxLength }),
      priceMinor: fc.integer({ min: 1, max: o.maxPriceMinor }),
      minimumNights: fc.option(fc.integer({ min: 1, max: 14 }), { nil: null }),
    })
    .map((r) => ({
      startDate: addDays(origin, r.start),
      endDate: addDays(origin, r.start + r.length),
      priceMinor: r.priceMinor,
      minimumNights: r.minimumNights,
    }));
