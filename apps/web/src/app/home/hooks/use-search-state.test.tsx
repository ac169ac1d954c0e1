import { describe, expect, it } from 'vitest';
import { readHomeSearch } from './use-search-state.ts';

describe('the home search in the address', () => {
  it('reads a guest count below 1 as 1, the count the API prices for', () => {
    const read = (qs: string) => readHomeSearch(new URLSearchParams(qs)).search.numberOfGuests;
    expect(read('numberOfGuests=0')).toBe(1);
    expect(read('numberOfGuests=-3')).toBe(1);
    expect(read('numberOfGuests=abc')).toBe(1);
    expect(read('numberOfGuests=5')).toBe(5);
  });
});
