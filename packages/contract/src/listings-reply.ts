/**
 * What `GET /api/listings`, `GET /api/listings/data/unpublic` and `GET /api/listings/{id}` answer (the original Listing fields and
 * calls, docs/requirements/wire.md#R-W1). Money is decimal major units; flags are 0/1 as on the wire (docs/requirements/wire.md#R-W1).
 * The edit page's conversion of a reply into form values is in listings-form.ts.
 */
import { z } from 'zod';
import { byAmenityField } from './amenities.ts';
import { CANCELLATION_POLICIES } from './cancellation.ts';
import { CLEANLINESS_STATUSES } from './listings-constants.ts';
import { NamedOption } from './lookups.ts';
import { ListingImage } from './search.ts';
import { ListingTaxReply } from './taxes-wire.ts';

export const Flag01 = z.union([z.literal(0), z.literal(1)]);
const str = z.string().nullable();
const num = z.number().nullable();

/** A photo as cards show it (search.ts), and for the host also `original_url`, the upload. */
export const HostListingImage = ListingImage.extend({
  id: z.number(),
  original_url: z.string(),
  image_sequences: str,
  vrbo_caption: str,
  engine_caption: str,
  position: z.number(),
  original_name: z.string(),
  size: z.number(),
});
export type HostListingImage = z.infer<typeof HostListingImage>;

export const HostListingAttachment = z.object({
  id: z.number(),
  /** Public: `/uploads/...`. Private: a host-only `/api/listings/{id}/attachments/{attachmentId}` (bearer). */
  url: z.string(),
  attachments_file_name: z.string(),
  attachments_is_public: Flag01,
  size: z.number(),
  /** Size divided by 1000, rounded (docs/requirements/wire.md#R-W3). */
  size_kb: z.number(),
  original_name: z.string(),
});
export type HostListingAttachment = z.infer<typeof HostListingAttachment>;

export const HostListing = z.object({
  id: z.number(),
  draft: Flag01,
  external_listing_name: z.string(),
  description: str,
  person_capacity: num,
  property_type: NamedOption.nullable(),
  room_type: NamedOption.nullable(),
  bathroom_type: NamedOption.nullable(),
  basic_info: z.object({
    external_listing_name: z.string(),
    person_capacity: num,
    tags: z.array(z.number()),
    property_type_id: num,
    description: str,
    room_type_id: num,
    number_of_bedrooms: num,
    number_of_beds: num,
    number_of_bathrooms: num,
    bathroom_type_id: num,
    number_of_guest_bathrooms: num,
  }),
  address: z.object({
    address: z.string(),
    public_address: str,
    country: str,
    state: str,
    city: str,
    street: str,
    zip_code: str,
    lat: num,
    lng: num,
    /** The listing's IANA zone: what "today" and a channel's timed events mean there. */
    time_zone: z.string(),
  }),
  price_and_fee: z.object({
    currency_code: str,
    currency_symbol: str,
    price: num,
    /** Friday and Saturday nights; null: `price`. */
    weekend_price: num,
    price_fo_extra_person: num,
    guests_included: num,
    refundable_damage_deposit: num,
    cleaning_fee: num,
    weekly_discount: num,
    monthly_discount: num,
    excluded_fees: z.array(z.string()),
    /** Occupancy taxes (decision 0048), amounts in major units. */
    taxes: z.array(ListingTaxReply),
  }),
  additional_info: z.object({
    house_rules: str,
    house_manual: str,
    key_pickup: str,
    special_instruction: str,
    door_code: str,
    bed_type: str,
    listings_cleanliness_status: z.enum(CLEANLINESS_STATUSES),
    cleaning_instruction: str,
    wi_fi_username: str,
    wi_fi_password: str,
    check_in_time_start: str,
    check_in_time_end: str,
    check_out_time: str,
    additional_info_checked: z.object({ auto_door_code: Flag01, phone_based_door_code: Flag01 }),
  }),
  contact_invoicing: z.object({
    contact_name: str,
    contact_surname: str,
    phone_number: str,
    second_phone_number: str,
    contact_language: str,
    contact_email: str,
    contact_address: str,
    tax_id: str,
  }),
  booking_settings: z.object({
    minimum_nights: num,
    maximum_nights: num,
    enable_reservations_for_gap_nights: Flag01,
    smallest_allowed_gap: num,
    allow_gaps_between_start: str,
    allow_gaps_between_end: str,
    cancellation_policy: z.enum(CANCELLATION_POLICIES),
  }),
  amenities: z.object(byAmenityField(() => Flag01)),
  rooms: z.array(
    z.object({
      id: z.number(),
      bed_type_id: z.number(),
      bed_type: z.string(),
      room_number: z.number(),
      quantity: z.number(),
    }),
  ),
  images: z.array(HostListingImage),
  attachments: z.array(HostListingAttachment),
  tags: z.array(NamedOption),
  published_at: str,
  created_at: z.string(),
  updated_at: z.string(),
});
export type HostListing = z.infer<typeof HostListing>;

/** One card of the host's Listings and Drafts pages. */
export const HostListingCard = z.object({
  id: z.number(),
  draft: Flag01,
  external_listing_name: z.string(),
  address: z.string(),
  public_address: str,
  city: str,
  country: str,
  property_type: NamedOption.nullable(),
  currency_code: str,
  currency_symbol: str,
  price: num,
  images: z.array(ListingImage),
  tags: z.array(NamedOption),
  /** Paid or payable stays not yet ended: while any, the listing cannot be deleted (the dialog says so first). */
  upcoming_stays: z.number(),
  /** The listing's IANA zone: a stay reserved for a guest starts on its date or later (decision 0115). */
  time_zone: z.string(),
  updated_at: z.string(),
});
export type HostListingCard = z.infer<typeof HostListingCard>;

export const HostListingList = z.object({ data: z.array(HostListingCard) });
export const HostListingReply = z.object({ data: HostListing });
export const ListingSaved = z.object({ data: z.object({ id: z.number() }), message: z.string() });
export type ListingSaved = z.infer<typeof ListingSaved>;

export const LISTING_REPLY_MESSAGES = {
  created: 'Listing created successfully.',
  draftSaved: 'Draft saved successfully.',
  unpublished: 'Listing unpublished: it is no longer on the public site.',
  published: 'Listing published: guests can now find and book it.',
  cityNotFound: 'City is required to publish: guests search by city, and the address did not tell us which.',
  updated: 'Listing updated successfully.',
  deleted: 'Listing deleted successfully.',
  notFound: 'Listing not found.',
  hasUpcomingReservations: (n: number) =>
    `This listing has ${n} upcoming reservation${n === 1 ? '' : 's'} holding dates, so it cannot be deleted. Cancel or move ${n === 1 ? 'it' : 'them'} first.`,
} as const;
