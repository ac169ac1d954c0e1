/**
 * The ten amenities of docs/requirements/wire.md#R-W1, one row each:
 * - `field`: the listing's snake_case name (form, multipart body, `GET /api/listings/{id}`, the SQL column);
 * - `flag`: the search query key (the original search amenity keys, docs/requirements/wire.md#R-W1), also the listing row's property in code;
 * - `label`: what people read.
 * Rows are in the original order of the listing's amenities (docs/requirements/wire.md#R-W6); forms and filters show them so.
 */
export const AMENITIES = [
  { field: 'pets_allowed', flag: 'petsAllowed', label: 'Pets allowed' },
  { field: 'beach_front', flag: 'beachFront', label: 'Beach front' },
  { field: 'free_wi_fi', flag: 'freeWiFi', label: 'Free Wi-Fi' },
  { field: 'air_condition', flag: 'airCondition', label: 'Air conditioning' },
  { field: 'street_parking', flag: 'streetParking', label: 'Street parking' },
  { field: 'swimming_pool', flag: 'swimmingPool', label: 'Swimming pool' },
  { field: 'kitchen', flag: 'kitchen', label: 'Kitchen' },
  { field: 'washing_machine', flag: 'washingMachine', label: 'Washing machine' },
  { field: 'hot_tub', flag: 'hotTub', label: 'Hot tub' },
  { field: 'suitable_for_children', flag: 'suitableForChildren', label: 'Suitable for children' },
] as const;

export type Amenity = (typeof AMENITIES)[number];
/** `free_wi_fi`: the listing's field name. */
export type AmenityField = Amenity['field'];
/** `freeWiFi`: the search flag and the row property. */
export type AmenityFlag = Amenity['flag'];

export const AMENITY_FIELDS = AMENITIES.map((a) => a.field) as readonly AmenityField[];
export const AMENITY_FLAGS = AMENITIES.map((a) => a.flag) as readonly AmenityFlag[];

/** An object with one entry per amenity field, e.g. all `false`, or each one's zod schema. */
export function byAmenityField<T>(value: (a: Amenity) => T): Record<AmenityField, T> {
  return Object.fromEntries(AMENITIES.map((a) => [a.field, value(a)])) as Record<AmenityField, T>;
}

/** An object with one entry per search flag / row property. */
export function byAmenityFlag<T>(value: (a: Amenity) => T): Record<AmenityFlag, T> {
  return Object.fromEntries(AMENITIES.map((a) => [a.flag, value(a)])) as Record<AmenityFlag, T>;
}
