/**
 * What the host listing form holds (`ListingFormValues`), its blank starting values and the edit page's
 * values read back from `GET /api/listings/{id}`. The schema that checks them is listings.ts.
 */
import { type AmenityField, byAmenityField } from './amenities.ts';
import { DEFAULT_CANCELLATION_POLICY } from './cancellation.ts';
import { bookingHorizon, todayIso } from './dates.ts';
import {
  ADDITIONAL_INFO_CHECKS,
  ADDITIONAL_INFO_FIELDS,
  ADDRESS_FIELDS,
  type AdditionalInfoCheck,
  BASIC_INFO_FIELDS,
  BOOKING_FIELDS,
  type CLEANLINESS_STATUSES,
  CONTACT_FIELDS,
  PRICE_FIELDS,
} from './listings-constants.ts';
import type { HostListing } from './listings-reply.ts';
import type { TaxType } from './taxes.ts';

type Scalar = string | number | null | undefined;

/** An occupancy tax in the form (decision 0048): the inputs of its row in the Price & fees tab. */
export interface ListingTaxFormValue {
  name: string;
  type: TaxType;
  percent: Scalar;
  amount: Scalar;
  max_nights: Scalar;
}

/** A photo in the form: `id` for a saved one (with its `url`/`srcset` preview), `file` for a new one. */
export interface ListingImageFormValue {
  id?: number | undefined;
  file?: Blob | undefined;
  name: string;
  size: number;
  image_sequences?: string | undefined;
  vrbo_caption?: string | undefined;
  engine_caption?: string | undefined;
  url?: string | undefined;
  srcset?: string | undefined;
}

export interface ListingAttachmentFormValue {
  id?: number | undefined;
  file?: Blob | undefined;
  name: string;
  size: number;
  attachments_file_name?: string | undefined;
  attachments_is_public: boolean;
  url?: string | undefined;
}
/** What the form holds: inputs may hold strings or numbers; blanks are '' or null. */
export type ListingFormValues = {
  [K in
    | (typeof BASIC_INFO_FIELDS)[number]
    | (typeof ADDRESS_FIELDS)[number]
    | (typeof PRICE_FIELDS)[number]
    | Exclude<(typeof ADDITIONAL_INFO_FIELDS)[number], 'listings_cleanliness_status'>
    | (typeof CONTACT_FIELDS)[number]
    | Exclude<(typeof BOOKING_FIELDS)[number], 'enable_reservations_for_gap_nights'>]: Scalar;
} & {
  listings_cleanliness_status: (typeof CLEANLINESS_STATUSES)[number];
  enable_reservations_for_gap_nights: boolean;
  tags: number[];
  excluded_fees: string[];
  taxes: ListingTaxFormValue[];
  additional_info_checked: Record<AdditionalInfoCheck, boolean>;
  amenities: Record<AmenityField, boolean>;
  rooms: { bed_type_id: Scalar; room_number: Scalar; quantity: Scalar }[];
  images: ListingImageFormValue[];
  attachments: ListingAttachmentFormValue[];
};

/** The create page's starting values: every input blank (''), flags off, no lists. */
export function emptyListingFormValues(): ListingFormValues {
  const scalars = [
    ...BASIC_INFO_FIELDS,
    ...ADDRESS_FIELDS,
    ...PRICE_FIELDS,
    ...ADDITIONAL_INFO_FIELDS,
    ...CONTACT_FIELDS,
    ...BOOKING_FIELDS,
  ];
  return {
    ...(Object.fromEntries(scalars.map((k) => [k, ''])) as unknown as ListingFormValues),
    listings_cleanliness_status: 'Not Set',
    enable_reservations_for_gap_nights: false,
    cancellation_policy: DEFAULT_CANCELLATION_POLICY,
    tags: [],
    excluded_fees: [],
    taxes: [],
    additional_info_checked: { auto_door_code: false, phone_based_door_code: false },
    amenities: byAmenityField(() => false),
    rooms: [],
    images: [],
    attachments: [],
  };
}

/**
 * The gap rule's dates start as a window a host can keep (docs/requirements/host.md#R-H24): from today to the
 * last day guests may book (`bookingHorizon`), so a new listing does not fail to publish on two dates the host
 * never thought of. Dates already there, saved or typed, stay.
 */
export function withGapRuleDefaults(
  values: ListingFormValues,
  today: string = todayIso(),
): ListingFormValues {
  const blank = (v: unknown) => v === '' || v === null || v === undefined;
  return {
    ...values,
    allow_gaps_between_start: blank(values.allow_gaps_between_start)
      ? today
      : values.allow_gaps_between_start,
    allow_gaps_between_end: blank(values.allow_gaps_between_end)
      ? bookingHorizon(today)
      : values.allow_gaps_between_end,
  };
}

/** The edit page's starting values, from `GET /api/listings/{id}`. */
export function hostListingToFormValues(l: HostListing): ListingFormValues {
  const { tags, ...basic } = l.basic_info;
  const { additional_info_checked, ...additional } = l.additional_info;
  const { excluded_fees, taxes, currency_symbol: _symbol, ...price } = l.price_and_fee;
  const { enable_reservations_for_gap_nights, ...booking } = l.booking_settings;
  return {
    ...basic,
    ...l.address,
    ...price,
    ...additional,
    ...l.contact_invoicing,
    ...booking,
    enable_reservations_for_gap_nights: enable_reservations_for_gap_nights === 1,
    tags,
    excluded_fees,
    taxes: (taxes ?? []).map((t) => ({
      name: t.name,
      type: t.type,
      percent: t.percent ?? '',
      amount: t.amount ?? '',
      max_nights: t.max_nights ?? '',
    })),
    additional_info_checked: Object.fromEntries(
      ADDITIONAL_INFO_CHECKS.map((k) => [k, additional_info_checked[k] === 1]),
    ) as Record<AdditionalInfoCheck, boolean>,
    amenities: byAmenityField((a) => l.amenities[a.field] === 1),
    rooms: l.rooms.map((r) => ({
      bed_type_id: r.bed_type_id,
      room_number: r.room_number,
      quantity: r.quantity,
    })),
    images: l.images.map((i) => ({
      id: i.id,
      name: i.original_name,
      size: i.size,
      url: i.url,
      srcset: i.srcset,
      image_sequences: i.image_sequences ?? undefined,
      vrbo_caption: i.vrbo_caption ?? undefined,
      engine_caption: i.engine_caption ?? undefined,
    })),
    attachments: l.attachments.map((a) => ({
      id: a.id,
      name: a.original_name,
      size: a.size,
      url: a.url,
      attachments_file_name: a.attachments_file_name,
      attachments_is_public: a.attachments_is_public === 1,
    })),
  };
}
