import { describe, expect, it } from 'vitest';
import {
  type CalendarState,
  earliestCheckOut,
  guestsAboveCapacity,
  initialRange,
  isDayDisabled,
  isFreeStay,
  normaliseGuests,
  pastLinkDates,
} from './stay-calendar-logic.ts';

const base: CalendarState = {
  today: '2026-03-10',
  unavailable: new Set(['2026-03-15', '2026-03-16']),
  horizon: '2027-09-10',
  start: null,
  end: null,
};

describe('stay calendar', () => {
  it('never lets a past day or a day beyond the horizon be picked', () => {
    expect(isDayDisabled(base, '2026-03-09')).toBe(true);
    expect(isDayDisabled(base, '2027-09-11')).toBe(true);
    expect(isDayDisabled(base, '2026-03-10')).toBe(false);
  });

  it('refuses an unavailable night as check-in', () => {
    expect(isDayDisabled(base, '2026-03-15')).toBe(true);
    expect(isDayDisabled(base, '2026-03-17')).toBe(false);
  });

  it('allows the first blocked night as check-out (half-open stays) but nothing beyond it', () => {
    const picking = { ...base, start: '2026-03-12' };
    expect(isDayDisabled(picking, '2026-03-15')).toBe(false);
    expect(isDayDisabled(picking, '2026-03-16')).toBe(true);
    expect(isDayDisabled(picking, '2026-03-20')).toBe(true);
  });

  it('allows an earlier day when the stay back to the check-in is free', () => {
    const picking = { ...base, start: '2026-03-20' };
    expect(isDayDisabled(picking, '2026-03-17')).toBe(false);
    expect(isDayDisabled(picking, '2026-03-16')).toBe(true);
    expect(isDayDisabled(picking, '2026-03-20')).toBe(false);
  });

  it('refuses check-out days that break the minimum or maximum stay, and names the earliest one truthfully', () => {
    const picking = { ...base, start: '2026-03-20', minNights: 3, maxNights: 5 };
    expect(isDayDisabled(picking, '2026-03-21')).toBe(true);
    expect(isDayDisabled(picking, '2026-03-22')).toBe(true);
    expect(isDayDisabled(picking, '2026-03-23')).toBe(false);
    expect(isDayDisabled(picking, '2026-03-25')).toBe(false);
    expect(isDayDisabled(picking, '2026-03-26')).toBe(true);
    // An earlier day makes the stay [day, check-in): the same rule.
    expect(isDayDisabled(picking, '2026-03-18')).toBe(true);
    expect(isDayDisabled(picking, '2026-03-17')).toBe(false);
    expect(earliestCheckOut(picking)).toBe('2026-03-23');
    expect(earliestCheckOut({ ...base, start: '2026-03-20' })).toBe('2026-03-21');
    // Check-in on the 13th with a 3-night minimum would hold the blocked 15th: no check-out works.
    expect(earliestCheckOut({ ...picking, start: '2026-03-13' })).toBeNull();
    expect(earliestCheckOut(base)).toBeNull();
  });

  it('goes back to check-in rules once a full range is chosen', () => {
    const chosen = { ...base, start: '2026-03-11', end: '2026-03-13' };
    expect(isDayDisabled(chosen, '2026-03-16')).toBe(true);
    expect(isDayDisabled(chosen, '2026-03-25')).toBe(false);
  });

  it('judges a stay free only when every night is free', () => {
    expect(isFreeStay(base, '2026-03-12', '2026-03-15')).toBe(true);
    expect(isFreeStay(base, '2026-03-12', '2026-03-16')).toBe(false);
    expect(isFreeStay(base, '2026-03-12', '2026-03-12')).toBe(false);
  });

  it('keeps URL dates only when they form a free stay', () => {
    expect(initialRange(base, '2026-03-11', '2026-03-14')).toEqual(['2026-03-11', '2026-03-14']);
    expect(initialRange(base, '2026-03-14', '2026-03-17')).toEqual([null, null]);
    expect(initialRange(base, 'junk', '2026-03-17')).toEqual([null, null]);
    expect(initialRange(base, '2026-03-01', '2026-03-03')).toEqual([null, null]);
  });

  it('keeps a check-in chosen alone when that night is free', () => {
    expect(initialRange(base, '2026-03-11', null)).toEqual(['2026-03-11', null]);
    expect(initialRange(base, '2026-03-15', null)).toEqual([null, null]);
    expect(initialRange(base, '2026-03-01', null)).toEqual([null, null]);
    expect(initialRange(base, 'junk', null)).toEqual([null, null]);
    expect(initialRange(base, '2026-03-11', 'junk')).toEqual([null, null]);
  });

  it('names a link’s dates dropped for starting before today, and no others', () => {
    expect(pastLinkDates(base.today, '2026-03-01', '2026-03-03')).toEqual(['2026-03-01', '2026-03-03']);
    expect(pastLinkDates(base.today, '2026-03-09', '2026-03-12')).toEqual(['2026-03-09', '2026-03-12']);
    expect(pastLinkDates(base.today, '2026-03-10', '2026-03-12')).toBeNull();
    expect(pastLinkDates(base.today, 'junk', '2026-03-03')).toBeNull();
    expect(pastLinkDates(base.today, '2026-03-03', '2026-03-01')).toBeNull();
  });

  it('resets guests above capacity to 1', () => {
    expect(normaliseGuests(5, 4)).toBe(1);
    expect(normaliseGuests(4, 4)).toBe(4);
    expect(normaliseGuests(0, 4)).toBe(1);
    expect(normaliseGuests(3, null)).toBe(3);
  });

  it('names the count asked for above capacity, the one the page says went back to 1', () => {
    expect(guestsAboveCapacity(9, 4)).toBe(9);
    expect(guestsAboveCapacity(4, 4)).toBeNull();
    expect(guestsAboveCapacity(0, 4)).toBeNull();
    expect(guestsAboveCapacity(9, null)).toBeNull();
    expect(guestsAboveCapacity(Number.NaN, 4)).toBeNull();
  });
});
