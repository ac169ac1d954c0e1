/**
 * The host listing form and API (spec sections 2, 3, 5 and 7), shared by apps/web and apps/server.
 *
 * How the web uses it:
 * - Form state is `ListingFormValues` (flat spec field names + `amenities`, `additional_info_checked`,
 *   `tags`, `rooms`, `images`, `attachments`). Start from `emptyListingFormValues()` (create) or
 *   `hostListingToFormValues(listing)` (edit, from `GET /api/listings/{id}`).
 * - Validate with `listingSchemaFor(draft)`: `ListingDraftInput` for Save/Update (draft=1: name, property
 *   type, address) or `ListingPublishInput` for Publish (draft=0: every rule of spec section 5). Error keys
 *   are the spec's field names (`rooms.0.quantity` for nested ones); the server's 422 uses the same keys.
 * - `countErrorsByTab(errors)` (listings-tabs.ts) turns errors (server `errors` or react-hook-form's) into the per-tab hints
 *   and the first tab to open; `LISTING_TABS` is in the spec's error order, `LISTING_TAB_DISPLAY_ORDER`
 *   is the order the tabs are shown in.
 * - Photos and PDFs: check each chosen file with `checkPhotoFile` / `checkAttachmentFile` and duplicates
 *   with `isDuplicateUpload` (listings-uploads.ts) before adding it to the form.
 * - Submit with `toListingFormData(values, { draft, listingId })` (listings-multipart.ts) to
 *   `POST /api/listings` or `POST /api/listings/update`.
 * - `HostListing`, `HostListingCard`, `emptyListingFormValues`, `hostListingToFormValues`: listings-reply.ts.
 * - Private attachments' `url` is a host-only API path: fetch it with the bearer token (blob), don't link it.
 */
import { z } from 'zod';
import { EMAIL_PATTERN } from './common.ts';
import { ATTACHMENT_MESSAGES, isSameUpload, PHOTO_MESSAGES } from './listings-uploads.ts';

export const LISTING_MESSAGES = {
  external_listing_name: 'External Listing Name is required',
  property_type_id: 'Property type is required',
  room_type_id: 'Room type is required',
  // The spec shows the room-type text for the bathroom type too.
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
export const DRAFT_REQUIRED_FIELDS = ['external_listing_name', 'property_type_id', 'address'] as const;

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
] as const;
export const PRICE_FIELDS = [
  'currency_code',
  'price',
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
] as const;
/** The ten amenities of spec section 3, as the form and `GET /api/listings/{id}` name them. */
export const AMENITY_KEYS = [
  'pets_allowed',
  'beach_front',
  'free_wi_fi',
  'air_condition',
  'street_parking',
  'swimming_pool',
  'kitchen',
  'washing_machine',
  'hot_tub',
  'suitable_for_children',
] as const;
export type AmenityKey = (typeof AMENITY_KEYS)[number];
export const AMENITY_LABELS: Record<AmenityKey, string> = {
  pets_allowed: 'Pets allowed',
  beach_front: 'Beach front',
  free_wi_fi: 'Free Wi-Fi',
  air_condition: 'Air conditioning',
  street_parking: 'Street parking',
  swimming_pool: 'Swimming pool',
  kitchen: 'Kitchen',
  washing_machine: 'Washing machine',
  hot_tub: 'Hot tub',
  suitable_for_children: 'Suitable for children',
};
/** The two `additional_info_checked` flags (1/0 on the wire). */
export const ADDITIONAL_INFO_CHECKS = ['auto_door_code', 'phone_based_door_code'] as const;
export type AdditionalInfoCheck = (typeof ADDITIONAL_INFO_CHECKS)[number];
/** Fees a host may "exclude from reservation sum" (the fee keys of pricing.ts). */
export const EXCLUDABLE_FEES = ['cleaning_fee', 'refundable_damage_deposit'] as const;
export const CLEANLINESS_STATUSES = ['Not Set', 'Clean', 'Not Clean'] as const;
export const MAX_LISTING_IMAGES = 30;
export const MAX_LISTING_ATTACHMENTS = 10;

// ---------------------------------------------------------------- field schemas

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const toNumber = (v: unknown) => (isBlank(v) ? undefined : typeof v === 'string' ? Number(v.trim()) : v);
const toText = (v: unknown) => (isBlank(v) ? undefined : typeof v === 'number' ? String(v) : v);
const toFlag = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

interface FieldOptions {
  /** The "is required" message; present only when the field is required in this mode. */
  required?: string | undefined;
}

function numberField(label: string, o: FieldOptions & { int?: boolean; min?: number; max?: number }) {
  let n = z.number({
    error: (iss) =>
      iss.input === undefined ? (o.required ?? `${label} is required`) : `${label} must be a number`,
  });
  if (o.int) n = n.int(`${label} must be a whole number`);
  if (o.min !== undefined) n = n.min(o.min, `${label} must be at least ${o.min}`);
  if (o.max !== undefined) n = n.max(o.max, `${label} must be at most ${o.max}`);
  return z.preprocess(toNumber, o.required ? n : n.optional());
}

const idField = (label: string, required?: string) =>
  numberField(label, { required, int: true, min: 1 }).refine((v) => v === undefined || v >= 1, {
    message: `Choose a ${label.toLowerCase()}`,
  });

function textField(label: string, o: FieldOptions & { max?: number; pattern?: [RegExp, string] } = {}) {
  const max = o.max ?? 2000;
  let s = z
    .string({
      error: (iss) =>
        iss.input === undefined ? (o.required ?? `${label} is required`) : `${label} must be text`,
    })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
  if (o.pattern) s = s.regex(o.pattern[0], o.pattern[1]);
  return z.preprocess(toText, o.required ? s.min(1, o.required) : s.optional());
}

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeField = (label: string, required?: string) =>
  textField(label, { required, max: 5, pattern: [TIME_PATTERN, `${label} must be a time such as 15:00`] });
const dateField = (label: string, required?: string) =>
  textField(label, {
    required,
    max: 10,
    pattern: [/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date in the form YYYY-MM-DD`],
  }).refine((v) => v === undefined || !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), {
    message: `${label} must be a real date`,
  });
const moneyField = (label: string, required?: string) =>
  numberField(label, { required, min: 0, max: 10_000_000 });
const percentField = (label: string) => numberField(label, { int: true, min: 0, max: 100 });
const PHONE: [RegExp, string] = [/^\+?[0-9][0-9 ]{3,19}$/, 'Phone number must contain only digits'];
const flag = z.preprocess(toFlag, z.boolean());

let knownCurrencies: Set<string> | undefined;
/** ISO 4217 codes the runtime knows (any well-formed code would pass `Intl.NumberFormat`). */
function isKnownCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  knownCurrencies ??= new Set(
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [],
  );
  // An old runtime without the list: the server, which has it, still checks.
  if (knownCurrencies.size === 0) return true;
  return knownCurrencies.has(code);
}

const Caption = textField('Caption', { max: 500 });

/** A photo of the form: an existing one (`id`) or a new upload (`file` in the browser). Extra keys pass. */
export const ListingImageValue = z.looseObject({
  id: z.number().int().positive().optional(),
  file: z.custom<Blob>().optional(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  image_sequences: Caption,
  vrbo_caption: Caption,
  engine_caption: Caption,
});
export type ListingImageValue = z.output<typeof ListingImageValue>;

export const ListingAttachmentValue = z.looseObject({
  id: z.number().int().positive().optional(),
  file: z.custom<Blob>().optional(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  attachments_file_name: textField('File name', { max: 200 }),
  attachments_is_public: flag,
});
export type ListingAttachmentValue = z.output<typeof ListingAttachmentValue>;

/** Every part of a bed entry is required (spec: an entry is added only when all three are present). */
const roomNumber = (label: string, max: number) =>
  z.preprocess(
    toNumber,
    z
      .number({
        error: (iss) => (iss.input === undefined ? `${label} is required` : `${label} must be a number`),
      })
      .int(`${label} must be a whole number`)
      .min(1, `${label} is required`)
      .max(max, `${label} must be at most ${max}`),
  );
export const ListingRoomValue = z.object({
  bed_type_id: roomNumber('Bed type', 1_000_000),
  room_number: roomNumber('Room number', 100),
  quantity: roomNumber('Quantity', 50),
});

/** The listing schema for one mode. Required-ness is per field, so every missing field is reported at once. */
function listingSchema(draft: boolean) {
  const req = (field: PublishRequiredField) => (draft ? undefined : LISTING_MESSAGES[field]);
  const reqAlways = (field: (typeof DRAFT_REQUIRED_FIELDS)[number]) => LISTING_MESSAGES[field];
  return z
    .object({
      // basic info
      external_listing_name: textField('External listing name', {
        required: reqAlways('external_listing_name'),
        max: 200,
      }),
      person_capacity: numberField('Person capacity', { int: true, min: 1, max: 50 }),
      tags: z.array(z.coerce.number().int().positive(), { error: 'Choose valid tags' }).max(50).default([]),
      property_type_id: idField('Property type', reqAlways('property_type_id')),
      description: textField('Description', { max: 10_000 }),
      room_type_id: idField('Room type', req('room_type_id')),
      number_of_bedrooms: numberField('Number of bedrooms', { int: true, min: 0, max: 100 }),
      number_of_beds: numberField('Number of beds', { int: true, min: 0, max: 200 }),
      number_of_bathrooms: numberField('Number of bathrooms', { int: true, min: 0, max: 100 }),
      bathroom_type_id: idField('Bathroom type', req('bathroom_type_id')),
      number_of_guest_bathrooms: numberField('Number of guest bathrooms', { int: true, min: 0, max: 100 }),
      // address
      address: textField('Address', { required: reqAlways('address'), max: 500 }),
      public_address: textField('Public address', { max: 500 }),
      country: textField('Country', { max: 100 }),
      state: textField('State', { max: 100 }),
      city: textField('City', { max: 100 }),
      street: textField('Street', { max: 200 }),
      zip_code: textField('Zip code', { max: 20 }),
      lat: numberField('Latitude', { min: -90, max: 90 }),
      lng: numberField('Longitude', { min: -180, max: 180 }),
      // price and fees
      currency_code: z.preprocess(
        (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
        textField('Currency code', { required: req('currency_code'), max: 3 }).refine(
          (v) => v === undefined || isKnownCurrency(v),
          { message: 'Choose a valid currency' },
        ),
      ),
      price: moneyField('Price', req('price')),
      price_fo_extra_person: moneyField('Price for extra person', req('price_fo_extra_person')),
      guests_included: numberField('Guests included', {
        required: req('guests_included'),
        int: true,
        min: 1,
        max: 50,
      }),
      refundable_damage_deposit: moneyField('Refundable damage deposit'),
      cleaning_fee: moneyField('Cleaning fee'),
      weekly_discount: percentField('Weekly discount'),
      monthly_discount: percentField('Monthly discount'),
      excluded_fees: z.array(z.enum(EXCLUDABLE_FEES), { error: 'Choose fees from the list' }).default([]),
      // additional info
      house_rules: textField('House rules', { max: 10_000 }),
      house_manual: textField('House manual', { max: 10_000 }),
      key_pickup: textField('Key pickup', { max: 2000 }),
      special_instruction: textField('Special instruction', { max: 5000 }),
      door_code: textField('Door code', { max: 50 }),
      bed_type: textField('Bed type', { max: 200 }),
      listings_cleanliness_status: z.preprocess(
        (v) => (isBlank(v) ? 'Not Set' : v),
        z.enum(CLEANLINESS_STATUSES, { error: 'Choose Not Set, Clean or Not Clean' }),
      ),
      cleaning_instruction: textField('Cleaning instruction', { max: 5000 }),
      wi_fi_username: textField('Wi-Fi username', { max: 200 }),
      wi_fi_password: textField('Wi-Fi password', { max: 200 }),
      check_in_time_start: timeField('Check in time start', req('check_in_time_start')),
      check_in_time_end: timeField('Check in time end', req('check_in_time_end')),
      check_out_time: timeField('Check out time', req('check_out_time')),
      additional_info_checked: z
        .object({ auto_door_code: flag, phone_based_door_code: flag })
        .default({ auto_door_code: false, phone_based_door_code: false }),
      // contact and invoicing (no required fields)
      contact_name: textField('Contact name', { max: 100 }),
      contact_surname: textField('Contact surname', { max: 100 }),
      phone_number: textField('Phone number', { max: 20, pattern: PHONE }),
      second_phone_number: textField('Second phone number', { max: 20, pattern: PHONE }),
      contact_language: textField('Contact language', { max: 50 }),
      contact_email: z.preprocess(
        (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
        textField('Contact email', { max: 254, pattern: [EMAIL_PATTERN, 'Invalid email address'] }),
      ),
      contact_address: textField('Contact address', { max: 500 }),
      tax_id: textField('Tax id', { max: 50 }),
      // booking settings
      minimum_nights: numberField('Minimum nights', {
        required: req('minimum_nights'),
        int: true,
        min: 1,
        max: 365,
      }),
      maximum_nights: numberField('Maximum nights', {
        required: req('maximum_nights'),
        int: true,
        min: 1,
        max: 1000,
      }),
      enable_reservations_for_gap_nights: flag,
      smallest_allowed_gap: numberField('Smallest allowed gap', {
        required: req('smallest_allowed_gap'),
        int: true,
        min: 0,
        max: 365,
      }),
      allow_gaps_between_start: dateField('Allow gaps between start', req('allow_gaps_between_start')),
      allow_gaps_between_end: dateField('Allow gaps between end', req('allow_gaps_between_end')),
      amenities: z
        .object(Object.fromEntries(AMENITY_KEYS.map((k) => [k, flag])) as Record<AmenityKey, typeof flag>)
        .default(Object.fromEntries(AMENITY_KEYS.map((k) => [k, false])) as Record<AmenityKey, boolean>),
      rooms: z
        .array(ListingRoomValue, { error: 'Invalid bed list' })
        .min(draft ? 0 : 1, LISTING_MESSAGES.rooms)
        .max(100, 'At most 100 bed entries'),
      images: z
        .array(ListingImageValue, { error: 'Invalid photo list' })
        .min(draft ? 0 : 1, LISTING_MESSAGES.images)
        .max(MAX_LISTING_IMAGES, `You can add up to ${MAX_LISTING_IMAGES} photos`),
      attachments: z
        .array(ListingAttachmentValue, { error: 'Invalid attachment list' })
        .max(MAX_LISTING_ATTACHMENTS, `You can add up to ${MAX_LISTING_ATTACHMENTS} attachments`)
        .default([]),
    })
    .superRefine((v, ctx) => {
      if (
        v.minimum_nights !== undefined &&
        v.maximum_nights !== undefined &&
        v.maximum_nights < v.minimum_nights
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['maximum_nights'],
          message: 'Maximum nights must be at least the minimum nights',
        });
      }
      if (
        v.allow_gaps_between_start &&
        v.allow_gaps_between_end &&
        v.allow_gaps_between_end < v.allow_gaps_between_start
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['allow_gaps_between_end'],
          message: 'Allow gaps between end must be on or after the start',
        });
      }
      if (v.images.some((a, i) => v.images.findIndex((b) => isSameUpload(a, b)) !== i)) {
        ctx.addIssue({ code: 'custom', path: ['images'], message: PHOTO_MESSAGES.duplicate });
      }
      if (v.attachments.some((a, i) => v.attachments.findIndex((b) => isSameUpload(a, b)) !== i)) {
        ctx.addIssue({ code: 'custom', path: ['attachments'], message: ATTACHMENT_MESSAGES.duplicate });
      }
    });
}

/** Save/Update (draft=1): only the external listing name, property type and address are needed. */
export const ListingDraftInput = listingSchema(true);
/** Publish (draft=0): every rule of spec section 5. */
export const ListingPublishInput = listingSchema(false);
export const listingSchemaFor = (draft: boolean) => (draft ? ListingDraftInput : ListingPublishInput);
/** The parsed values (numbers as numbers, blanks as undefined); what the server stores. */
export type ListingValues = z.output<typeof ListingDraftInput>;

type Scalar = string | number | null | undefined;

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
  additional_info_checked: Record<AdditionalInfoCheck, boolean>;
  amenities: Record<AmenityKey, boolean>;
  rooms: { bed_type_id: Scalar; room_number: Scalar; quantity: Scalar }[];
  images: ListingImageFormValue[];
  attachments: ListingAttachmentFormValue[];
};
