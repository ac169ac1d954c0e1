import { citiesByOtherNamePrefix } from '@innkeep/contract/city-names';
import type { PlaceSuggestion } from '@innkeep/contract/search';
import { PLACES_MIN_CHARS } from '@innkeep/contract/search-constants';
import { countryCodeOf, countryName, foldPlaceName } from '../../adapters/geocoding/geocoding.place-names.ts';
import type {
  PlaceSuggestion as GeocodedPlace,
  GeocoderPort,
} from '../../adapters/geocoding/geocoding.port.ts';
import type { Db } from '../../db/client.ts';
import * as listings from '../listings/listings.service.ts';

export const PLACES_LIMIT = 8;
/** A gazetteer place this close to a listed city, carrying its name, is that city by another name ("… City", a district). */
export const SAME_PLACE_KM = 25;

function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

/**
 * City suggestions for the home search: cities that have listings first (a guest finds stays there),
 * each with its count of bookable stays, then the gazetteer's largest matching places with `stays: 0`,
 * without repeating a city. A gazetteer place within
 * SAME_PLACE_KM of a listed city whose name contains that city's name is left out: searching
 * "New York City" or "Zürich (Kreis 3)" would find nothing, while "New York" or "Zürich" above finds the stays.
 */
export async function suggestPlaces(
  { db, geocoder }: { db: Db; geocoder: GeocoderPort },
  q: string,
  limit = PLACES_LIMIT,
): Promise<PlaceSuggestion[]> {
  const typed = q.trim();
  if (typed.length < PLACES_MIN_CHARS) return [];
  // A city typed in another language ("Lisboa", "Londr…") suggests the product's city by the name its listings use.
  const otherNames = citiesByOtherNamePrefix(typed).map((name) => listings.cityKey(name));
  const [typedCities, gazetteer, ...byOtherName] = await Promise.all([
    listings.bookableCities(db, listings.cityKey(typed), limit),
    // An unreachable geocoding service (GEOCODER_URL) still leaves the cities that have listings.
    geocoder.suggest(typed, limit * 2).catch((): GeocodedPlace[] => []),
    ...otherNames.map((key) => listings.bookableCities(db, key, 1)),
  ]);
  const ours = [...typedCities];
  for (const city of byOtherName.flat()) {
    if (!ours.some((c) => c.name === city.name && c.country === city.country)) ours.push(city);
  }
  const seen = new Set<string>();
  const out: PlaceSuggestion[] = [];
  const keyOf = (name: string, code: string) => `${foldPlaceName(name)}|${code}`;

  for (const city of ours) {
    const code = countryCodeOf(city.country ?? undefined) ?? '';
    const fromGazetteer = gazetteer.find((g) => keyOf(g.name, g.country_code) === keyOf(city.name, code));
    const lat = city.lat ?? fromGazetteer?.lat;
    const lng = city.lng ?? fromGazetteer?.lng;
    if (lat == null || lng == null) continue;
    const country = code ? countryName(code) : (city.country ?? '');
    seen.add(keyOf(city.name, code));
    out.push({
      name: city.name,
      country,
      label: country ? `${city.name}, ${country}` : city.name,
      lat,
      lng,
      stays: city.count,
    });
  }
  const listed = out.length;
  for (const place of gazetteer) {
    if (out.length >= limit) break;
    const key = keyOf(place.name, place.country_code);
    if (seen.has(key)) continue;
    const folded = foldPlaceName(place.name);
    const sameAsListed = out
      .slice(0, listed)
      .some((city) => folded.includes(foldPlaceName(city.name)) && distanceKm(city, place) < SAME_PLACE_KM);
    if (sameAsListed) continue;
    seen.add(key);
    out.push({
      name: place.name,
      country: place.country,
      label: place.label,
      lat: place.lat,
      lng: place.lng,
      // Not a listed city (name and country): the guest would find nothing there yet.
      stays: 0,
    });
  }
  return out.slice(0, limit);
}
