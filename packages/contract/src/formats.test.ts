import fc from 'fast-check';
import { formatDate } from './dates.ts';
import {
  formatClock,
  formatDateTime,
  formatDateWithWeekday,
  formatDayMonth,
  formatInstantDate,
  formatLocalMoment,
  formatMonth,
  formatTime,
} from './formats.ts';
import { formatMoney, formatPrice } from './money.ts';

// docs/requirements/host.md#R-H21: one way to write a date, a time and an amount.
describe('formats', () => {
  const at = '2026-12-01T06:14:09.000Z';

  it('writes an instant as a date, a 24-hour time and its zone, in UTC unless told', () => {
    expect(formatDateTime(at)).toBe('Dec 1, 2026, 06:14 UTC');
    expect(formatDateTime(new Date(at))).toBe('Dec 1, 2026, 06:14 UTC');
    expect(formatDateTime('2026-07-01T14:05:00Z', 'Europe/Lisbon')).toBe('Jul 1, 2026, 15:05 Lisbon time');
    expect(formatDateTime('2026-12-09T15:00:00Z', 'America/New_York')).toBe(
      'Dec 9, 2026, 10:00 New York time',
    );
    // A zone nobody knows is UTC, said so, never the reader's own clock unnamed.
    expect(formatDateTime(at, 'Mars/Olympus')).toBe('Dec 1, 2026, 06:14 UTC');
    expect(formatDateTime(at, 'Europe/Lisbon', { named: false })).toBe('Dec 1, 2026, 06:14');
  });

  it('writes the time and the date of an instant on the zone’s clock', () => {
    expect(formatTime(at)).toBe('06:14');
    expect(formatTime('2026-12-01T23:30:00Z', 'Asia/Tokyo')).toBe('08:30');
    expect(formatInstantDate('2026-12-01T23:30:00Z')).toBe('Dec 1, 2026');
    expect(formatInstantDate('2026-12-01T23:30:00Z', 'Asia/Tokyo')).toBe('Dec 2, 2026');
  });

  it('writes dates without a year or with the weekday, and wall-clock times', () => {
    expect(formatDayMonth('2026-11-29')).toBe('Nov 29');
    expect(formatDayMonth('2027-01-05')).toBe('Jan 5');
    expect(formatDayMonth('2026-11-29', { weekday: true })).toBe('Sun, Nov 29');
    expect(formatLocalMoment('2026-11-29T11:00')).toBe('Sun, Nov 29, 11:00');
    expect(formatLocalMoment('2026-11-29T00:00')).toBe('Sun, Nov 29');
    expect(formatDateWithWeekday('2026-11-29')).toBe('Sun, Nov 29, 2026');
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatMonth('2026-11-29', 'short')).toBe('Nov 2026');
    expect(formatClock('15:00')).toBe('15:00');
    expect(formatClock('9:30:00')).toBe('09:30');
  });

  it('agrees with the date writer for every instant: the date part is formatDate of the UTC day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
        (d) => {
          const text = formatDateTime(d);
          expect(text.startsWith(`${formatDate(d.toISOString().slice(0, 10))}, `)).toBe(true);
          expect(text.endsWith(`${d.toISOString().slice(11, 16)} UTC`)).toBe(true);
        },
      ),
    );
  });

  it('writes amounts one way: whole amounts without decimals, others with the currency’s digits', () => {
    expect(formatMoney(11_947_75, 'EUR')).toBe('€11,947.75');
    // ICU's spacing, as Intl writes it: a symbol ending in a letter keeps a no-break space (money.test.ts).
    expect(formatPrice(54_640, 'ZAR')).toBe('R\u00a054,640');
    expect(formatMoney(138_00, 'EUR')).toBe('€138');
  });
});
