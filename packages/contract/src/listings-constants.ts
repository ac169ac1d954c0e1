/** The host listing's vocabulary: field groups in the original order (docs/requirements/wire.md#R-W6), required-field messages, limits. */

export const LISTING_MESSAGES = {
  external_listing_name: 'External Listing Name is required',
  property_type_id: 'Property type is required',
  room_type_id: 'Room type is required',
  // The bathroom type shows the room type's message too (docs/requirements/wire.md#R-W6).
  bathroom_type_id: 'Room type is required',
  address: 'Address is required',
  currency_code: 'Currency code is required',
  price: 'Price is required',
  price_fo_extra_person: 'Price for extra person is required',
  guests_included: 'Guests included is required',
  check_in_time_start: 'Check in time start is required',
  check_in_time_end: 'Check in time end is required',
  check_out_time: 'Check out time is required',
  minimum_nights: 'Minimum nights field is required',
  maximum_nights: 'Maximum nights field is required',
  smallest_allowed_gap: 'Smallest allowed gap field is required',
  allow_gaps_between_start: 'Allow gaps between start field is required',
  allow_gaps_between_end: 'Allow gaps between end field is required',
  images: 'At least one image is required',
  rooms: 'At least one bed type is required',
} as const;
export type PublishRequiredField = keyof typeof LISTING_MESSAGES;
/** A published listing is bookable: a price of 0 would hold dates for a payment that can never be made. */
export const PRICE_POSITIVE_MESSAGE = 'Price must be more than 0';
export const DRAFT_REQUIRED_FIELDS = ['external_listing_name', 'property_type_id', 'address'] as const;

/** The listing's number ranges: the schema (listings.ts) refuses a value outside them, and the form's fields say them. */
export const LISTING_RANGES = {
  guests_included: { min: 1, max: 50 },
  minimum_nights: { min: 1, max: 365 },
  maximum_nights: { min: 1, max: 1000 },
  smallest_allowed_gap: { min: 0, max: 365 },
  discount_percent: { min: 0, max: 100 },
} as const;

/** Texts for malformed lists, shared by the schema and the multipart reader. */
export const LIST_MESSAGES = {
  photos: 'Invalid photo list',
  attachments: 'Invalid attachment list',
  tags: 'Choose valid tags',
  fees: 'Choose fees from the list',
  draft: 'Draft must be 1 (save) or 0 (publish)',
} as const;

export const BASIC_INFO_FIELDS = [
  'external_listing_name',
  'person_capacity',
  'property_type_id',
  'description',
  'room_type_id',
  'number_of_bedrooms',
  'number_of_beds',
  'number_of_bathrooms',
  'bathroom_type_id',
  'number_of_guest_bathrooms',
] as const;
export const ADDRESS_FIELDS = [
  'address',
  'public_address',
  'country',
  'state',
  'city',
  'street',
  'zip_code',
  'lat',
  'lng',
  'time_zone',
] as const;
export const PRICE_FIELDS = [
  'currency_code',
  'price',
  'weekend_price',
  'price_fo_extra_person',
  'guests_included',
  'refundable_damage_deposit',
  'cleaning_fee',
  'weekly_discount',
  'monthly_discount',
] as const;
export const ADDITIONAL_INFO_FIELDS = [
  'house_rules',
  'house_manual',
  'key_pickup',
  'special_instruction',
  'door_code',
  'bed_type',
  'listings_cleanliness_status',
  'cleaning_instruction',
  'wi_fi_username',
  'wi_fi_password',
  'check_in_time_start',
  'check_in_time_end',
  'check_out_time',
] as const;
export const CONTACT_FIELDS = [
  'contact_name',
  'contact_surname',
  'phone_number',
  'second_phone_number',
  'contact_language',
  'contact_email',
  'contact_address',
  'tax_id',
] as const;
export const BOOKING_FIELDS = [
  'minimum_nights',
  'maximum_nights',
  'enable_reservations_for_gap_nights',
  'smallest_allowed_gap',
  'allow_gaps_between_start',
  'allow_gaps_between_end',
  'cancellation_policy',
] as const;
/** The two `additional_info_checked` flags (1/0 on the wire). */
export const ADDITIONAL_INFO_CHECKS = ['auto_door_code', 'phone_based_door_code'] as const;
export type AdditionalInfoCheck = (typeof ADDITIONAL_INFO_CHECKS)[number];
export const CLEANLINESS_STATUSES = ['Not Set', 'Clean', 'Not Clean'] as const;
export const MAX_LISTING_IMAGES = 30;
export const MAX_LISTING_ATTACHMENTS = 10;
