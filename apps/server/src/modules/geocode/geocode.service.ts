import { GEOCODE_MESSAGES, type GeocodeQuery, type GeocodeResult } from '@innkeep/contract/geocode';
import { type GeocoderPort, GeocoderUnavailable } from '../../adapters/geocoding/geocoding.port.ts';
import { AppError } from '../../lib/errors.ts';

export async function geocode(geocoder: GeocoderPort, query: GeocodeQuery): Promise<GeocodeResult> {
  let result: GeocodeResult | null;
  try {
    result = await geocoder.geocode(query);
  } catch (error) {
    if (error instanceof GeocoderUnavailable)
      throw new AppError('UPSTREAM_UNAVAILABLE', GEOCODE_MESSAGES.failed);
    throw error;
  }
  if (!result) throw new AppError('NOT_FOUND', GEOCODE_MESSAGES.notFound);
  return result;
}
