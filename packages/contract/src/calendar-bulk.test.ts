import fc from 'fast-check';
import { bulkRanges, freeParts, nightsByListing, runsOf } from './calendar-bulk.ts';
import { addDays } from './dates.ts';
import { rateRangeArb } from './rates.test-helpers.ts';
import { nightlyRates, type RateListing, type RateRange } from './rates.ts';

const ORIGIN = '2030-01-01';
const listing: RateListing = { priceMinor: 100_00, weekendPriceMinor: 130_00, minimumNights: 2 };

const rangeArb = rateRangeArb(ORIGIN, { maxStart: 40, maxLength: 20, maxPriceMinor: 50_000 });

describe('bulkRanges (docs/requirements/host.md#R-H17)', () => {
  it('gives the selected nights the change, keeps what it leaves out, and touches no other night', () => {
    fc.assert(
      fc.property(
        fc.array(rangeArb, { maxLength: 6 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 20 }),
        fc.option(fc.integer({ min: 1, max: 90_000 }), { nil: undefined }),
        fc.option(fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }), { nil: undefined }),
        (raw, picked, priceMinor, minimumNights) => {
          const ranges: RateRange[] = raw.map((r, i) => ({ ...r, id: i + 1 }));
          const nights = picked.map((n) => addDays(ORIGIN, n)).sort();
          const added = bulkRanges(listing, ranges, nights, { priceMinor, minimumNights }).map((r, i) => ({
            ...r,
            id: 100 + i,
          }));
          const end = addDays(ORIGIN, 62);
          const before = nightlyRates(listing, ranges, ORIGIN, end);
          const after = nightlyRates(listing, [...ranges, ...added], ORIGIN, end);
          for (const [i, night] of after.entries()) {
            const was = before[i]!;
            if (!nights.includes(night.date)) {
              expect([night.priceMinor, night.minimumNights]).toEqual([was.priceMinor, was.minimumNights]);
              continue;
            }
            expect(night.priceMinor).toBe(priceMinor ?? was.priceMinor);
            if (minimumNights !== undefined)
              expect(night.minimumNights).toBe(minimumNights ?? listing.minimumNights);
            else expect(night.minimumNights).toBe(was.minimumNights);
          }
          // Consecutive alike nights share a range: never more ranges than nights.
          expect(added.length).toBeLessThanOrEqual(nights.length);
        },
      ),
    );
  });

  it('one range for a run of nights set alike', () => {
    const nights = [0, 1, 2, 3, 4, 5, 6, 7].map((n) => addDays(ORIGIN, n));
    expect(bulkRanges(listing, [], nights, { priceMinor: 90_00, minimumNights: 3 })).toEqual([
      { startDate: ORIGIN, endDate: addDays(ORIGIN, 8), priceMinor: 90_00, minimumNights: 3 },
    ]);
  });
});

describe('selections', () => {
  it('merge per listing, in order, without repeats; runs and free parts', () => {
    const map = nightsByListing([
      { listing_id: 2, start_date: '2030-01-03', end_date: '2030-01-05' },
      { listing_id: 1, start_date: '2030-01-01', end_date: '2030-01-02' },
      { listing_id: 2, start_date: '2030-01-01', end_date: '2030-01-04' },
    ]);
    expect(map.get(2)).toEqual(['2030-01-01', '2030-01-02', '2030-01-03', '2030-01-04']);
    expect(runsOf(['2030-01-01', '2030-01-02', '2030-01-05'])).toEqual([
      { start: '2030-01-01', end: '2030-01-03' },
      { start: '2030-01-05', end: '2030-01-06' },
    ]);
    expect(
      freeParts({ start: '2030-01-01', end: '2030-01-06' }, [{ start: '2030-01-02', end: '2030-01-04' }]),
    ).toEqual([
      { start: '2030-01-01', end: '2030-01-02' },
      { start: '2030-01-04', end: '2030-01-06' },
    ]);
  });
});
