import { withQuery } from '@innkeep/api-client/client';
import { describe, expect, it } from 'vitest';
import { toSearchQuery } from './search-listings.ts';

describe('search query', () => {
  it('sends city, both dates, guests and each chosen amenity as 1', () => {
    const query = toSearchQuery({
      city: ' Lisbon ',
      start: '2027-01-10',
      end: '2027-01-14',
      numberOfGuests: 2,
      amenities: ['kitchen', 'freeWiFi'],
    });
    expect(withQuery('/api/search', query)).toBe(
      '/api/search?city=Lisbon&start=2027-01-10&end=2027-01-14&numberOfGuests=2&kitchen=1&freeWiFi=1',
    );
  });

  it('leaves out empty values, and sends a guest count below 1 as 1, as the API reads it', () => {
    const query = toSearchQuery({ city: '', start: null, end: null, numberOfGuests: 0, amenities: [] });
    expect(withQuery('/api/search', query)).toBe('/api/search?numberOfGuests=1');
  });
});
