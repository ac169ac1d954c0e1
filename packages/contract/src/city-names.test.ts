import { citiesByOtherNamePrefix, cityNameFor } from './city-names.ts';

describe('city names in other languages', () => {
  it('finds the product city by its other names, whatever the case and accents', () => {
    expect(cityNameFor('Lisboa')).toBe('Lisbon');
    expect(cityNameFor('LONDRES')).toBe('London');
    expect(cityNameFor(' zurigo ')).toBe('Zürich');
    expect(cityNameFor('Tóquio')).toBe('Tokyo');
    expect(cityNameFor('tóquio')).toBe('Tokyo');
    expect(cityNameFor('Nueva York')).toBe('New York');
  });

  it('leaves any other name as typed', () => {
    expect(cityNameFor('Lisbon')).toBe('Lisbon');
    expect(cityNameFor('Madrid')).toBe('Madrid');
  });

  it('suggests a city from the start of another name, from 3 characters', () => {
    expect(citiesByOtherNamePrefix('Londr')).toEqual(['London']);
    expect(citiesByOtherNamePrefix('lisb')).toEqual(['Lisbon']);
    expect(citiesByOtherNamePrefix('Lo')).toEqual([]);
  });
});
