import { emptyListingFormValues, withGapRuleDefaults } from './listings-form.ts';

// docs/requirements/host.md#R-H24: the gap rule's dates start as today to the booking horizon.
describe('withGapRuleDefaults', () => {
  it('fills blank gap-rule dates with today and the last day guests may book', () => {
    const values = withGapRuleDefaults(emptyListingFormValues(), '2026-11-30');
    expect(values.allow_gaps_between_start).toBe('2026-11-30');
    expect(values.allow_gaps_between_end).toBe('2028-05-30');
  });

  it('keeps dates already there, and the rest of the values', () => {
    const before = {
      ...emptyListingFormValues(),
      external_listing_name: 'Loft',
      allow_gaps_between_start: '2027-01-01',
      allow_gaps_between_end: null,
    };
    const values = withGapRuleDefaults(before, '2026-11-30');
    expect(values).toEqual({ ...before, allow_gaps_between_end: '2028-05-30' });
  });
});
