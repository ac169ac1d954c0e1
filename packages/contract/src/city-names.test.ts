import { citiesByOtherNamePrefix, cityNamedIn, cityNameFor } from './city-names.ts';

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

describe('cityNamedIn: the city a blog post names', () => {
  const cities = ['Lisbon', 'Porto', 'New York', 'Zürich'];
  it('finds a city by its name or another language’s, as whole words, the first named winning', () => {
    expect(cityNamedIn('A weekend in Lisbon', cities)).toBe('Lisbon');
    expect(cityNamedIn('Três dias em LISBOA!', cities)).toBe('Lisbon');
    expect(cityNamedIn('From Oporto to Lisbon', cities)).toBe('Porto');
    expect(cityNamedIn('Rooftops of nueva york', cities)).toBe('New York');
    expect(cityNamedIn('Zurich on a budget', cities)).toBe('Zürich');
  });
  it('names nothing when no city is a whole word of the text, or the city has no stays', () => {
    expect(cityNamedIn('Lisboners and their trams', cities)).toBeNull();
    expect(cityNamedIn('Portobello market', cities)).toBeNull();
    expect(cityNamedIn('Ten days in Tokyo', cities)).toBeNull();
    expect(cityNamedIn('', cities)).toBeNull();
  });
});
