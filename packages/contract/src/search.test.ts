import fc from 'fast-check';
import { SearchQuery, searchMessages } from './search.ts';
import { SEARCH_MAX_GUESTS, searchGuests } from './search-constants.ts';

describe('a search’s guest count (one rule for the web and the server)', () => {
  it('reads 0 as 1 guest, the count the prices are for, and keeps any other count', () => {
    expect(SearchQuery.parse({ numberOfGuests: '0' }).numberOfGuests).toBe(1);
    expect(SearchQuery.parse({ numberOfGuests: '3' }).numberOfGuests).toBe(3);
    expect(SearchQuery.parse({}).numberOfGuests).toBeUndefined();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: SEARCH_MAX_GUESTS }), (n) => {
        const parsed = SearchQuery.parse({ numberOfGuests: String(n) }).numberOfGuests;
        expect(parsed).toBe(searchGuests(n));
        expect(parsed).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('refuses a count below 0 or above the most, saying the range', () => {
    expect(searchMessages.guests).toBe(`Guests must be a whole number from 1 to ${SEARCH_MAX_GUESTS}`);
    for (const bad of ['-1', String(SEARCH_MAX_GUESTS + 1), '2.5']) {
      const result = SearchQuery.safeParse({ numberOfGuests: bad });
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(searchMessages.guests);
    }
  });
});
