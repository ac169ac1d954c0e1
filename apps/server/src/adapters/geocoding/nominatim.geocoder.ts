import {
  type GeocodeQuery,
  type GeocodeResult,
  type GeocoderPort,
  GeocoderUnavailable,
  type PlaceSuggestion,
} from './geocoding.port.ts';

interface NominatimPlace {
  lat: string;
  lon: string;
  name?: string;
  display_name: string;
  address?: {
    country?: string;
    country_code?: string;
    city?: string;
    town?: string;
    village?: string;
    road?: string;
    house_number?: string;
    postcode?: string;
  };
}

const TIMEOUT_MS = 5000;

/**
 * The street as the host wrote it when it names the service's road (`Rua Augusta 100`, with its number, in the
 * host's own order), else the road alone; and the postcode. Absent ones are left out, never blanked.
 */
function streetAndPostcode(
  address: string | undefined,
  road: string | undefined,
  postcode: string | undefined,
) {
  const written = address?.split(',')[0]?.trim();
  const street = road && written?.toLowerCase().includes(road.toLowerCase()) ? written : road || undefined;
  return {
    ...(street ? { street } : {}),
    ...(postcode ? { zip_code: postcode } : {}),
  };
}

/**
 * A Nominatim-compatible service (`GEOCODER_URL`, e.g. https://nominatim.openstreetmap.org). Nominatim's
 * usage policy asks for an identifying User-Agent and at most one request a second, which the 800 ms
 * debounce of the form and the route's rate limit respect.
 */
export function nominatimGeocoder(baseUrl: string, userAgent = 'Innkeep/1.0'): GeocoderPort {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;

  async function search(params: Record<string, string>): Promise<NominatimPlace[]> {
    const url = new URL('search', base);
    for (const [k, v] of Object.entries({ format: 'jsonv2', addressdetails: '1', ...params })) {
      url.searchParams.set(k, v);
    }
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'user-agent': userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GeocoderUnavailable(error);
    }
    if (!response.ok) throw new GeocoderUnavailable(`HTTP ${response.status}`);
    const body: unknown = await response.json().catch((error: unknown) => {
      throw new GeocoderUnavailable(error);
    });
    return Array.isArray(body) ? (body as NominatimPlace[]) : [];
  }

  const point = (p: NominatimPlace) => ({ lat: Number(p.lat), lng: Number(p.lon) });
  const valid = (p: NominatimPlace) => Number.isFinite(point(p).lat) && Number.isFinite(point(p).lng);

  return {
    kind: 'nominatim',
    async geocode(query: GeocodeQuery): Promise<GeocodeResult | null> {
      const q = [query.address, query.city, query.state, query.country]
        .map((s) => s?.trim())
        .filter(Boolean)
        .join(', ');
      // English names, as the gazetteer and the guests' searches use: `Lisbon`, not `Lisboa`.
      const [place] = (await search({ q, limit: '1', 'accept-language': 'en' })).filter(valid);
      if (!place) return null;
      const a = place.address;
      return {
        ...point(place),
        label: place.display_name,
        city: a?.city || a?.town || a?.village || undefined,
        country_code: a?.country_code ? a.country_code.toUpperCase() : undefined,
        ...streetAndPostcode(query.address, a?.road, a?.postcode),
      };
    },
    async suggest(q: string, limit: number): Promise<PlaceSuggestion[]> {
      const places = await search({ q, limit: String(limit), featureType: 'settlement' });
      return places.filter(valid).map((p) => {
        const name =
          p.name ||
          p.address?.city ||
          p.address?.town ||
          p.address?.village ||
          p.display_name.split(',')[0] ||
          q;
        const country = p.address?.country ?? '';
        return {
          name,
          country,
          country_code: (p.address?.country_code ?? '').toUpperCase(),
          label: country ? `${name}, ${country}` : p.display_name,
          ...point(p),
        };
      });
    },
  };
}
