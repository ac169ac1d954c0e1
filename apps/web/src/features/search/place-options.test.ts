import type { PlaceSuggestion } from '@innkeep/contract/search';
import { describe, expect, it } from 'vitest';
import { NO_STAYS_TEXT, placeOptions, staysDescription } from './place-options.ts';

const place = (label: string, stays: number): PlaceSuggestion => ({
  name: label.split(',')[0] ?? label,
  country: label.split(', ')[1] ?? '',
  label,
  lat: 0,
  lng: 0,
  stays,
});

describe('place options', () => {
  it('puts the places with stays first and keeps the order within each group', () => {
    const ranked = placeOptions([
      place('Lishui, China', 0),
      place('Lisbon, Portugal', 3),
      place('Lisala, Democratic Republic of the Congo', 0),
      place('Lisboa Velha, Portugal', 1),
    ]);
    expect(ranked.map((p) => p.label)).toEqual([
      'Lisbon, Portugal',
      'Lisboa Velha, Portugal',
      'Lishui, China',
      'Lisala, Democratic Republic of the Congo',
    ]);
  });

  it('keeps one option per label, the one with stays', () => {
    const ranked = placeOptions([
      place('Porto, Portugal', 0),
      place('Porto, Portugal', 2),
      place('Porto, Brazil', 0),
    ]);
    expect(ranked.map((p) => [p.label, p.stays])).toEqual([
      ['Porto, Portugal', 2],
      ['Porto, Brazil', 0],
    ]);
  });

  it('says how many stays a place has, or that it has none yet', () => {
    expect(staysDescription(0)).toBe(NO_STAYS_TEXT);
    expect(staysDescription(1)).toBe('1 stay');
    expect(staysDescription(12)).toBe('12 stays');
  });
});
