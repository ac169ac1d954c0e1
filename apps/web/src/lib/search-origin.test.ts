import { backToSearchHref, searchOriginOf } from './search-origin.ts';

describe('Back to search', () => {
  it('returns to the search the guest came from, query and filters included', () => {
    const state = searchOriginOf({ pathname: '/', search: '?city=Lisbon&numberOfGuests=2&kitchen=1' });
    expect(backToSearchHref(state)).toBe('/?city=Lisbon&numberOfGuests=2&kitchen=1#results');
    expect(backToSearchHref(searchOriginOf({ pathname: '/category/villa', search: '' }))).toBe(
      '/category/villa',
    );
  });

  it('opens a home-page search at its results, below the first screen, and the home page at its top', () => {
    const state = searchOriginOf({ pathname: '/', search: '?city=Lisbon&numberOfGuests=2' });
    expect(backToSearchHref(state)).toMatch(/#results$/);
    expect(backToSearchHref(searchOriginOf({ pathname: '/', search: '' }))).toBe('/');
  });

  it('goes home from a shared link, and never off the site', () => {
    expect(backToSearchHref(null)).toBe('/');
    expect(backToSearchHref({ searchOrigin: 'https://evil.example/' })).toBe('/');
    expect(backToSearchHref({ searchOrigin: '//evil.example/' })).toBe('/');
    expect(backToSearchHref({ searchOrigin: 42 })).toBe('/');
  });
});
