import fc from 'fast-check';
import { addDays } from './dates.ts';
import { checkStay, type StayListingRules, type TakenStay } from './stay-rules.ts';

const today = '2030-01-01';
const rules = (over: Partial<StayListingRules> = {}): StayListingRules => ({
  personCapacity: 4,
  minimumNights: 2,
  maximumNights: 30,
  enableGapNights: false,
  smallestAllowedGap: 0,
  allowGapsBetweenStart: null,
  allowGapsBetweenEnd: null,
  ...over,
});
const s = (startDate: string, endDate: string, guests = 2) => ({ startDate, endDate, guests });
const taken = (startDate: string, endDate: string): TakenStay => ({ startDate, endDate });

describe('checkStay', () => {
  it('accepts a stay that keeps every rule', () => {
    expect(checkStay(rules(), s('2030-01-10', '2030-01-13'), [], today)).toBeNull();
    expect(checkStay(rules(), s(today, '2030-01-03'), [], today)).toBeNull();
  });

  it('refuses a start in the past', () => {
    expect(checkStay(rules(), s('2029-12-31', '2030-01-03'), [], today)).toMatchObject({
      rule: 'past_start',
      field: 'start_date',
      message: 'Check-in date cannot be in the past',
    });
  });

  it('refuses an end that is not after the start', () => {
    expect(checkStay(rules(), s('2030-01-10', '2030-01-10'), [], today)).toMatchObject({
      rule: 'end_before_start',
      field: 'end_date',
    });
    expect(checkStay(rules(), s('2030-01-10', '2030-01-09'), [], today)?.rule).toBe('end_before_start');
  });

  it('refuses a stay that ends after the booking horizon, however far ahead', () => {
    // today is 2030-01-01: the horizon is 2031-07-01.
    expect(checkStay(rules(), s('2031-06-28', '2031-07-01'), [], today)).toBeNull();
    expect(checkStay(rules(), s('2031-06-29', '2031-07-02'), [], today)?.rule).toBe('beyond_horizon');
    expect(checkStay(rules(), s('2999-12-01', '2999-12-04'), [], today)).toMatchObject({
      rule: 'beyond_horizon',
      field: 'end_date',
    });
  });

  it('refuses more guests than the capacity, and no guests', () => {
    expect(checkStay(rules(), s('2030-01-10', '2030-01-13', 5), [], today)).toEqual({
      rule: 'capacity',
      field: 'guests',
      message: 'This listing hosts at most 4 guests',
    });
    expect(checkStay(rules(), s('2030-01-10', '2030-01-13', 4), [], today)).toBeNull();
    expect(checkStay(rules(), s('2030-01-10', '2030-01-13', 0), [], today)?.rule).toBe('guests_minimum');
  });

  it('refuses nights that are taken but allows back-to-back stays', () => {
    const existing = [taken('2030-01-10', '2030-01-15')];
    expect(checkStay(rules(), s('2030-01-14', '2030-01-17'), existing, today)).toMatchObject({
      rule: 'dates_taken',
      message: 'These dates are not available',
    });
    expect(checkStay(rules(), s('2030-01-08', '2030-01-20'), existing, today)?.rule).toBe('dates_taken');
    expect(checkStay(rules(), s('2030-01-15', '2030-01-17'), existing, today)).toBeNull();
    expect(checkStay(rules(), s('2030-01-08', '2030-01-10'), existing, today)).toBeNull();
  });

  it('enforces minimum and maximum nights', () => {
    expect(checkStay(rules({ minimumNights: 3 }), s('2030-01-10', '2030-01-12'), [], today)).toEqual({
      rule: 'minimum_nights',
      field: 'end_date',
      message: 'The minimum stay is 3 nights',
    });
    expect(checkStay(rules({ minimumNights: 3 }), s('2030-01-10', '2030-01-13'), [], today)).toBeNull();
    expect(checkStay(rules({ maximumNights: 5 }), s('2030-01-10', '2030-01-16'), [], today)).toMatchObject({
      rule: 'maximum_nights',
      message: 'The maximum stay is 5 nights',
    });
    expect(checkStay(rules({ maximumNights: 5 }), s('2030-01-10', '2030-01-15'), [], today)).toBeNull();
  });

  it('treats missing limits as no limit', () => {
    const open = rules({ minimumNights: null, maximumNights: 0, personCapacity: null });
    expect(checkStay(open, s('2030-01-10', '2030-09-11', 40), [], today)).toBeNull();
  });

  it('allows a stay below the minimum that exactly fills a gap, only when gap nights are enabled', () => {
    const existing = [taken('2030-01-05', '2030-01-10'), taken('2030-01-12', '2030-01-20')];
    const fill = s('2030-01-10', '2030-01-12');
    const strict = rules({ minimumNights: 5 });
    expect(checkStay(strict, fill, existing, today)?.rule).toBe('minimum_nights');
    expect(checkStay({ ...strict, enableGapNights: true }, fill, existing, today)).toBeNull();
    // Touching only one side is not filling the gap.
    expect(
      checkStay({ ...strict, enableGapNights: true }, s('2030-01-10', '2030-01-11'), existing, today)?.rule,
    ).toBe('minimum_nights');
  });

  describe('gap rule', () => {
    const gapRules = rules({
      minimumNights: 1,
      smallestAllowedGap: 3,
      allowGapsBetweenStart: '2030-01-01',
      allowGapsBetweenEnd: '2030-12-31',
    });
    const existing = [taken('2030-02-01', '2030-02-05'), taken('2030-02-20', '2030-02-25')];

    it('refuses a stay that leaves a gap shorter than the smallest allowed before or after it', () => {
      // ends 2 nights before the stay of Feb 20
      expect(checkStay(gapRules, s('2030-02-15', '2030-02-18'), existing, today)).toEqual({
        rule: 'gap',
        field: 'end_date',
        message: 'This stay would leave 2 free nights before another stay; gaps must be at least 3 nights',
      });
      // starts 1 night after the stay ending Feb 5
      expect(checkStay(gapRules, s('2030-02-06', '2030-02-09'), existing, today)).toMatchObject({
        rule: 'gap',
        field: 'start_date',
      });
    });

    it('accepts back-to-back stays and gaps at least the smallest allowed', () => {
      expect(checkStay(gapRules, s('2030-02-05', '2030-02-08'), existing, today)).toBeNull();
      expect(checkStay(gapRules, s('2030-02-08', '2030-02-17'), existing, today)).toBeNull();
      expect(checkStay(gapRules, s('2030-02-10', '2030-02-20'), existing, today)).toBeNull();
    });

    it('applies only while the stay falls inside the window', () => {
      const window = { ...gapRules, allowGapsBetweenStart: '2030-03-01', allowGapsBetweenEnd: '2030-03-31' };
      expect(checkStay(window, s('2030-02-15', '2030-02-18'), existing, today)).toBeNull();
      const inMarch = [taken('2030-03-10', '2030-03-12')];
      expect(checkStay(window, s('2030-03-05', '2030-03-08'), inMarch, today)?.rule).toBe('gap');
      // a stay ending the day the window starts has no night inside it
      expect(
        checkStay(window, s('2030-02-26', '2030-03-01'), [taken('2030-03-02', '2030-03-05')], today),
      ).toBeNull();
    });
  });

  it('property: never accepts a stay that overlaps a taken range, or one outside the night limits', () => {
    const arbStay = fc
      .record({
        offset: fc.integer({ min: -5, max: 60 }),
        nights: fc.integer({ min: -2, max: 40 }),
        guests: fc.integer({ min: 0, max: 8 }),
      })
      .map(({ offset, nights, guests }) =>
        s(addDays(today, offset), addDays(today, offset + nights), guests),
      );
    const arbTaken = fc.array(
      fc
        .record({ offset: fc.integer({ min: 0, max: 60 }), nights: fc.integer({ min: 1, max: 10 }) })
        .map(({ offset, nights }) => taken(addDays(today, offset), addDays(today, offset + nights))),
      { maxLength: 5 },
    );
    const arbRules = fc.record({
      personCapacity: fc.integer({ min: 1, max: 8 }),
      minimumNights: fc.integer({ min: 1, max: 7 }),
      maximumNights: fc.integer({ min: 7, max: 30 }),
      enableGapNights: fc.boolean(),
      smallestAllowedGap: fc.integer({ min: 0, max: 4 }),
      allowGapsBetweenStart: fc.constant(null),
      allowGapsBetweenEnd: fc.constant(null),
    });
    fc.assert(
      fc.property(arbRules, arbStay, arbTaken, (r, stay, existing) => {
        if (checkStay(r, stay, existing, today) !== null) return true;
        const nights = Math.round((Date.parse(stay.endDate) - Date.parse(stay.startDate)) / 86_400_000);
        const overlapping = existing.some((t) => t.startDate < stay.endDate && stay.startDate < t.endDate);
        return (
          stay.startDate >= today &&
          nights >= 1 &&
          stay.guests >= 1 &&
          stay.guests <= r.personCapacity &&
          !overlapping &&
          nights <= r.maximumNights &&
          (nights >= r.minimumNights || r.enableGapNights)
        );
      }),
    );
  });
});
