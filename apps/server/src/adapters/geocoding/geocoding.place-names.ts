import { countries } from 'countries-list';

/*
 * Place and country names as every adapter and the places module compare them. They belong to no one
 * adapter: the places module folds listing cities the same way the gazetteer folds its own.
 */

/** Lowercase, no accents, punctuation as single spaces: `São Paulo` and `sao-paulo` meet. */
export function foldPlaceName(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const COUNTRY_BY_NAME = new Map(
  Object.entries(countries).map(([code, c]) => [foldPlaceName(c.name), code] as const),
);

export function countryName(code: string): string {
  return (countries as Record<string, { name: string }>)[code]?.name ?? code;
}

/** `PT`, `pt` or `Portugal` -> `PT`; unknown -> undefined (no country filter). */
export function countryCodeOf(country: string | undefined): string | undefined {
  if (!country?.trim()) return undefined;
  const upper = country.trim().toUpperCase();
  if (upper.length === 2 && upper in countries) return upper;
  return COUNTRY_BY_NAME.get(foldPlaceName(country));
}
