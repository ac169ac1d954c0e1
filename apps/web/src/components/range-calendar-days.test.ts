import { describe, expect, it } from 'vitest';
import { monthWeeks, nextEnabledDay, pickDay } from './range-calendar-days.ts';

describe('the range calendar’s days', () => {
  it('lays a month out in weeks from Sunday, running into the months around it', () => {
    const weeks = monthWeeks('2026-11');
    // 1 November 2026 is a Sunday: five weeks, the last ending on 5 December.
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    expect(weeks[4]![6]).toBe('2026-12-05');
    // February 2026 starts on a Sunday and fills four weeks exactly; May 2026 needs six.
    expect(monthWeeks('2026-02-14')).toHaveLength(4);
    expect(monthWeeks('2026-05')).toHaveLength(6);
    expect(monthWeeks('2026-05')[0]![0]).toBe('2026-04-26');
  });

  it('starts a range, ends it in order, and clears it on the check-in again', () => {
    expect(pickDay([null, null], '2026-12-10')).toEqual(['2026-12-10', null]);
    expect(pickDay(['2026-12-10', null], '2026-12-14')).toEqual(['2026-12-10', '2026-12-14']);
    expect(pickDay(['2026-12-10', null], '2026-12-07')).toEqual(['2026-12-07', '2026-12-10']);
    expect(pickDay(['2026-12-10', null], '2026-12-10')).toEqual([null, null]);
    expect(pickDay(['2026-12-10', '2026-12-14'], '2026-12-20')).toEqual(['2026-12-20', null]);
  });

  it('finds the next day that can be chosen, within the calendar’s bounds', () => {
    const free = (day: string) => !['2026-12-11', '2026-12-12'].includes(day);
    expect(nextEnabledDay('2026-12-10', 1, '2026-12-01', '2027-01-31', free)).toBe('2026-12-13');
    expect(nextEnabledDay('2026-12-13', -1, '2026-12-01', '2027-01-31', free)).toBe('2026-12-10');
    expect(nextEnabledDay('2026-12-03', -7, '2026-12-01', '2027-01-31', free)).toBeNull();
  });
});
