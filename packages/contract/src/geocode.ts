import { z } from 'zod';
import { requiredText, text } from './common.ts';

/** `GET /api/geocode` (the listing address map, debounced 800 ms by the form). */
export const GEOCODE_MESSAGES = {
  emptyAddress: 'Please enter an address',
  notFound: 'Address not found or no results returned.',
  failed: 'An error occurred while geocoding the address.',
} as const;

const part = text().trim().max(500).optional();
export const GeocodeQuery = z.object({
  address: requiredText(GEOCODE_MESSAGES.emptyAddress, { max: 500 }),
  city: part,
  state: part,
  country: part,
});
export type GeocodeQuery = z.infer<typeof GeocodeQuery>;

export const GeocodeResult = z.object({
  lat: z.number(),
  lng: z.number(),
  label: z.string(),
  /** The city and country (ISO code) the point lies in, when known: the form fills blank City/Country. */
  city: z.string().optional(),
  country_code: z.string().optional(),
  /** The street and postcode of the address, when known: the form fills a blank Street and Zip code (R-H23). */
  street: z.string().optional(),
  zip_code: z.string().optional(),
});
export type GeocodeResult = z.infer<typeof GeocodeResult>;
export const GeocodeReply = z.object({ data: GeocodeResult });
