import type { GeocodeQuery, GeocodeResult } from '@innkeep/contract/geocode';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/geocode`: rejects with ApiError (404 when nothing matches). Called imperatively, debounced by the map. */
export async function geocodeAddress(query: GeocodeQuery, signal?: AbortSignal): Promise<GeocodeResult> {
  const body = await api.GET('/api/geocode', {
    params: {
      query: { address: query.address, city: query.city, state: query.state, country: query.country },
    },
    signal,
  });
  return body.data;
}
