import fc from 'fast-check';
import {
  BOOKED_STATUSES,
  daysInMonth,
  lastMonths,
  monthlyFigures,
  monthStart,
  nightlyShares,
  occupancyPercent,
  upcomingWindow,
} from './dashboard.ts';
import { addDays } from './dates.ts';

const stay = (
  startDate: string,
  endDate: string,
  totalPriceMinor: number,
  currency = 'EUR',
  taxesMinor = 0,
) => ({
  startDate,
  endDate,
  totalPriceMinor,
  taxesMinor,
  currency,
});

describe('what the dashboard counts', () => {
  it('counts Paid and Payment processing as booked, not inquiries, holds, declined or cancelled', () => {
    expect([...BOOKED_STATUSES].sort()).toEqual([4, 6]);
  });

  it('walks months across years and knows their lengths', () => {
    expect(lastMonths('2026-02', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(lastMonths('2026-11', 12)).toHaveLength(12);
    expect(lastMonths('2026-11', 12)[0]).toBe('2025-12');
    expect(monthStart('2026-12', 1)).toBe('2027-01-01');
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2026-11')).toBe(30);
  });

  it('gives the upcoming window as the 7 days after today', () => {
    expect(upcomingWindow('2026-12-28')).toEqual({ from: '2026-12-29', to: '2027-01-04' });
  });
});

describe('nightlyShares', () => {
  it('shares a total over the nights, the remainder on the first nights', () => {
    expect(nightlyShares(100_00, 3)).toEqual([33_34, 33_33, 33_33]);
    expect(nightlyShares(5, 2)).toEqual([3, 2]);
    expect(nightlyShares(0, 2)).toEqual([0, 0]);
    expect(nightlyShares(100, 0)).toEqual([]);
  });

  it('never loses or invents a minor unit, and shares differ by at most one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 1, max: 400 }),
        (total, nights) => {
          const shares = nightlyShares(total, nights);
          expect(shares).toHaveLength(nights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('monthlyFigures', () => {
  it('puts each night, and its share of the total, in the month the night falls in', () => {
    // 30 Jan, 31 Jan, 1 Feb: two nights in January, one in February (the check-out day is no night).
    const figures = monthlyFigures([stay('2027-01-30', '2027-02-02', 300_01)], ['2027-01', '2027-02']);
    expect(figures).toEqual([
      { month: '2027-01', nights: 2, revenueMinor: { EUR: 100_01 + 100_00 }, taxesMinor: {} },
      { month: '2027-02', nights: 1, revenueMinor: { EUR: 100_00 }, taxesMinor: {} },
    ]);
  });

  it('counts revenue net of the occupancy taxes and the taxes apart, both by the night', () => {
    // 330.00 paid for 3 nights, 30.01 of it city tax: 300 (rest 0) of revenue and 10.01 + 10.00 + 10.00 of tax.
    const figures = monthlyFigures(
      [stay('2027-01-30', '2027-02-02', 330_01, 'EUR', 30_01)],
      ['2027-01', '2027-02'],
    );
    expect(figures).toEqual([
      { month: '2027-01', nights: 2, revenueMinor: { EUR: 200_00 }, taxesMinor: { EUR: 10_01 + 10_00 } },
      { month: '2027-02', nights: 1, revenueMinor: { EUR: 100_00 }, taxesMinor: { EUR: 10_00 } },
    ]);
  });

  it('keeps currencies apart and ignores nights outside the asked months', () => {
    const figures = monthlyFigures(
      [stay('2027-03-30', '2027-04-03', 400_00), stay('2027-04-10', '2027-04-12', 50_000, 'JPY')],
      ['2027-04'],
    );
    expect(figures).toEqual([
      { month: '2027-04', nights: 4, revenueMinor: { EUR: 200_00, JPY: 50_000 }, taxesMinor: {} },
    ]);
  });

  it('lists every asked month, empty ones too', () => {
    expect(monthlyFigures([], ['2027-01', '2027-02']).map((f) => f.nights)).toEqual([0, 0]);
  });

  it('counts every night of a stay inside the months exactly once, revenue and taxes summing to the total', () => {
    const months = lastMonths('2027-12', 24);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 1, max: 90 }),
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 10 ** 6 }),
        (offset, nights, total, taxes) => {
          const start = addDays('2026-01-01', offset);
          const figures = monthlyFigures(
            [stay(start, addDays(start, nights), total + taxes, 'EUR', taxes)],
            months,
          );
          expect(figures.reduce((n, f) => n + f.nights, 0)).toBe(nights);
          expect(figures.reduce((n, f) => n + (f.revenueMinor.EUR ?? 0), 0)).toBe(total);
          expect(figures.reduce((n, f) => n + (f.taxesMinor.EUR ?? 0), 0)).toBe(taxes);
        },
      ),
    );
  });
});

describe('occupancyPercent', () => {
  it('is booked nights over listings x days, rounded, and 0 without listings', () => {
    expect(occupancyPercent(15, 1, '2026-11')).toBe(50);
    expect(occupancyPercent(10, 2, '2026-11')).toBe(17);
    expect(occupancyPercent(5, 0, '2026-11')).toBe(0);
  });
});
