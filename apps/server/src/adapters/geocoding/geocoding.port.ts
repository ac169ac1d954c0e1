/**
 * Geocoding: an address to a point (the listing address map) and a place-name prefix to city
 * suggestions (the home search). Embedded gazetteer by default; a Nominatim-compatible service with
 * `GEOCODER_URL`.
 */
export interface GeocodeQuery {
  address?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  country?: string | undefined;
}

export interface GeocodeResult {
  lat: number;
  lng: number;
  label: string;
  /** The city the point lies in, when the service says (what a listing's City is searched by). */
  city?: string | undefined;
  /** ISO 3166-1 alpha-2, upper case (the listing form's Country). */
  country_code?: string | undefined;
  /** The street of the address, when known: the form fills a blank Street (docs/requirements/host.md#R-H23). */
  street?: string | undefined;
  /** The postcode of the address, when known: the form fills a blank Zip code. */
  zip_code?: string | undefined;
}

export interface PlaceSuggestion {
  name: string;
  /** Country name, e.g. `Portugal`. */
  country: string;
  country_code: string;
  label: string;
  lat: number;
  lng: number;
}

export interface GeocoderPort {
  readonly kind: 'gazetteer' | 'nominatim';
  /** null when nothing matches; throws when the service cannot be reached. */
  geocode(query: GeocodeQuery): Promise<GeocodeResult | null>;
  suggest(q: string, limit: number): Promise<PlaceSuggestion[]>;
}

export class GeocoderUnavailable extends Error {
  constructor(cause: unknown) {
    super('The geocoding service could not be reached', { cause });
    this.name = 'GeocoderUnavailable';
  }
}
