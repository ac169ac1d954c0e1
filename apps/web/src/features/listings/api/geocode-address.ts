import { api } from '../../../lib/api-client.ts';

export interface GeocodeQuery {
  address: string;
  city?: string;
  state?: string;
  country?: string;
}

export interface GeocodeResult {
  lat: number;
  lng: number;
  label: string;
}

/** `GET /api/geocode`: rejects with ApiError (404 when nothing matches). Called imperatively, debounced by the map. */
export async function geocodeAddress(query: GeocodeQuery, signal?: AbortSignal): Promise<GeocodeResult> {
  const body = await api.get<{ data: GeocodeResult }>('/geocode', {
    query: { address: query.address, city: query.city, state: query.state, country: query.country },
    signal,
  });
  return body.data;
}
