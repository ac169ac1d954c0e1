import fc from 'fast-check';
import {
  addDays,
  addMonths,
  BOOKING_HORIZON_MONTHS,
  bookingHorizon,
  datesOnEarth,
  formatDate,
  formatStayRange,
  nightsBetween,
} from './dates.ts';

const isoDay = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2990-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('addDays and nightsBetween', () => {
  it('property: say what Date says, across month, year and leap-day boundaries', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: -800, max: 800 }), (date, days) => {
        const viaDate = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000)
          .toISOString()
          .slice(0, 10);
        expect(addDays(date, days)).toBe(viaDate);
        expect(nightsBetween(date, viaDate)).toBe(days);
      }),
    );
  });
});

describe('addMonths', () => {
  it('clamps to the last day of a shorter month instead of overflowing into the next', () => {
    expect(addMonths('2025-08-31', 18)).toBe('2027-02-28');
    expect(addMonths('2026-08-31', 18)).toBe('2028-02-29');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-15', 1)).toBe('2024-02-15');
    expect(addMonths('2025-12-31', -1)).toBe('2025-11-30');
  });

  it('property: lands in the month `months` later, on the same day or that month’s last day', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 0, max: 36 }), (date, months) => {
        const out = addMonths(date, months);
        const [y, m, d] = date.split('-').map(Number) as [number, number, number];
        const [oy, om, od] = out.split('-').map(Number) as [number, number, number];
        const monthIndex = y * 12 + (m - 1) + months;
        const lastDay = new Date(Date.UTC(oy, om, 0)).getUTCDate();
        return (
          oy * 12 + (om - 1) === monthIndex && od === Math.min(d, lastDay) && /^\d{4}-\d{2}-\d{2}$/.test(out)
        );
      }),
    );
  });

  it('property: never goes backwards as the months grow', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 0, max: 30 }), (date, months) => {
        return addMonths(date, months) <= addMonths(date, months + 1) && addMonths(date, months) >= date;
      }),
    );
  });
});

describe('bookingHorizon', () => {
  it('is the clamped date BOOKING_HORIZON_MONTHS ahead, the same rule for the calendar and the server', () => {
    expect(BOOKING_HORIZON_MONTHS).toBe(18);
    // The web's old rule overflowed this to 2027-03-03.
    expect(bookingHorizon('2025-08-31')).toBe('2027-02-28');
  });
});

describe('formatDate', () => {
  it('writes the US short form', () => {
    expect(formatDate('2025-06-18')).toBe('Jun 18, 2025');
    expect(formatDate('2027-01-01')).toBe('Jan 1, 2027');
    expect(formatDate('2028-02-29')).toBe('Feb 29, 2028');
  });

  it('property: says what Intl says for en-US in UTC', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    fc.assert(
      fc.property(isoDay, (date) => {
        expect(formatDate(date)).toBe(intl.format(new Date(`${date}T00:00:00Z`)));
      }),
    );
  });
});

describe('formatStayRange (one convention: check-in day – check-out day)', () => {
  it('writes the check-out day, not the last night, with the nights', () => {
    expect(formatStayRange('2026-11-25', '2026-11-29')).toBe('Nov 25, 2026 – Nov 29, 2026 · 4 nights');
    expect(formatStayRange('2026-12-31', '2027-01-01')).toBe('Dec 31, 2026 – Jan 1, 2027 · 1 night');
  });
});

describe('datesOnEarth', () => {
  it('spans the dates from UTC−12 to UTC+14', () => {
    expect(datesOnEarth(new Date('2026-12-01T12:00:00Z'))).toEqual({
      earliest: '2026-12-01',
      latest: '2026-12-02',
    });
    expect(datesOnEarth(new Date('2026-12-01T02:00:00Z'))).toEqual({
      earliest: '2026-11-30',
      latest: '2026-12-01',
    });
    expect(datesOnEarth(new Date('2026-12-01T11:59:00Z'))).toEqual({
      earliest: '2026-11-30',
      latest: '2026-12-02',
    });
  });
});
