/**
 * The host listing form and API (docs/requirements/wire.md#R-W12, R-W1, R-W3), shared by apps/web and apps/server.
 *
 * How the web uses it:
 * - Form state is `ListingFormValues` (flat wire field names + `amenities`, `additional_info_checked`,
 *   `tags`, `rooms`, `images`, `attachments`). Start from `emptyListingFormValues()` (create) or
 *   `hostListingToFormValues(listing)` (edit, from `GET /api/listings/{id}`), both in listings-form.ts.
 * - Validate with `listingSchemaFor(draft)`: `ListingDraftInput` for Save/Update (draft=1: name, property
 *   type, address) or `ListingPublishInput` for Publish (draft=0: every rule of docs/requirements/wire.md#R-W3). Error keys
 *   are the wire's field names (`rooms.0.quantity` for nested ones); the server's 422 uses the same keys.
 * - `countErrorsByTab(errors)` (listings-tabs.ts) turns errors (server `errors` or react-hook-form's) into the per-tab hints
 *   and the first tab to open; `LISTING_TABS` is in the error order (docs/requirements/wire.md#R-W6), `LISTING_TAB_DISPLAY_ORDER`
 *   is the order the tabs are shown in.
 * - Photos and PDFs: check each chosen file with `checkPhotoFile` / `checkAttachmentFile` and duplicates
 *   with `isDuplicateUpload` (listings-uploads.ts) before adding it to the form.
 * - Submit with `toListingFormData(values, { draft, listingId })` (listings-multipart.ts) to
 *   `POST /api/listings` or `POST /api/listings/update`.
 * - `HostListing`, `HostListingCard`: listings-reply.ts. Field lists and messages: listings-constants.ts;
 *   field builders: listings-fields.ts.
 * - Private attachments' `url` is a host-only API path: fetch it with the bearer token (blob), don't link it.
 */
import { z } from 'zod';
import { byAmenityField } from './amenities.ts';
import { CancellationPolicyField } from './cancellation-wire.ts';
import { EMAIL_PATTERN, Id } from './common.ts';
import { besideFieldErrors, parsedFields } from './cross-field.ts';
import { isChargeableCurrency } from './currency-table.ts';
import { bedCountMessage, bedsInList } from './listings-beds.ts';
import {
  CLEANLINESS_STATUSES,
  type DRAFT_REQUIRED_FIELDS,
  LIST_MESSAGES,
  LISTING_MESSAGES,
  LISTING_RANGES,
  MAX_LISTING_ATTACHMENTS,
  MAX_LISTING_IMAGES,
  PRICE_POSITIVE_MESSAGE,
  type PublishRequiredField,
} from './listings-constants.ts';
import {
  dateField,
  flag,
  idField,
  isBlank,
  ListingAttachmentValue,
  ListingImageValue,
  ListingRoomValue,
  moneyField,
  numberField,
  percentField,
  phoneField,
  textField,
  timeField,
} from './listings-fields.ts';
import { ATTACHMENT_MESSAGES, isSameUpload, PHOTO_MESSAGES } from './listings-uploads.ts';
import { DEFAULT_CURRENCY, toMinor } from './money.ts';
import { FEE_KEYS } from './pricing.ts';
import { ListingTaxesInput } from './taxes-wire.ts';
import { isTimeZone } from './time-zones.ts';

/** Which fields a mode requires: `req` only to publish, `reqAlways` for a draft too. */
interface Requirements {
  req: (field: PublishRequiredField) => string | undefined;
  reqAlways: (field: (typeof DRAFT_REQUIRED_FIELDS)[number]) => string;
}

/** The Basic Info tab, with its tags. */
const basicInfoFields = ({ req, reqAlways }: Requirements) => ({
  external_listing_name: textField('External listing name', {
    required: reqAlways('external_listing_name'),
    max: 200,
  }),
  person_capacity: numberField('Person capacity', { int: true, min: 1, max: 50 }),
  tags: z.array(Id, { error: LIST_MESSAGES.tags }).max(50).default([]),
  property_type_id: idField('Property type', reqAlways('property_type_id')),
  description: textField('Description', { max: 10_000 }),
  room_type_id: idField('Room type', req('room_type_id')),
  number_of_bedrooms: numberField('Number of bedrooms', { int: true, min: 0, max: 100 }),
  number_of_beds: numberField('Number of beds', { int: true, min: 0, max: 200 }),
  number_of_bathrooms: numberField('Number of bathrooms', { halves: true, min: 0, max: 100 }),
  bathroom_type_id: idField('Bathroom type', req('bathroom_type_id')),
  number_of_guest_bathrooms: numberField('Number of guest bathrooms', { int: true, min: 0, max: 100 }),
});

const addressFields = ({ reqAlways }: Requirements) => ({
  address: textField('Address', { required: reqAlways('address'), max: 500 }),
  public_address: textField('Public address', { max: 500 }),
  country: textField('Country', { max: 100 }),
  state: textField('State', { max: 100 }),
  city: textField('City', { max: 100 }),
  street: textField('Street', { max: 200 }),
  zip_code: textField('Zip code', { max: 20 }),
  lat: numberField('Latitude', { min: -90, max: 90 }),
  lng: numberField('Longitude', { min: -180, max: 180 }),
  // Optional: blank takes the zone at the map pin (the server looks it up).
  time_zone: textField('Time zone', { max: 64 }).refine((v) => v === undefined || isTimeZone(v), {
    message: 'Choose a time zone from the list, e.g. Europe/Lisbon',
  }),
});

/** The Price & fees tab, with the excluded fees and taxes. */
const priceFields = ({ req }: Requirements) => ({
  currency_code: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    textField('Currency code', { required: req('currency_code'), max: 3 }).refine(
      (v) => v === undefined || isChargeableCurrency(v),
      { message: 'Choose a currency that card payments accept' },
    ),
  ),
  price: moneyField('Price', req('price')),
  // Friday and Saturday nights (docs/requirements/bookings.md#R-B5); blank or 0: the price above.
  weekend_price: moneyField('Weekend price'),
  price_fo_extra_person: moneyField('Price for extra person', req('price_fo_extra_person')),
  guests_included: numberField('Guests included', {
    required: req('guests_included'),
    int: true,
    ...LISTING_RANGES.guests_included,
  }),
  refundable_damage_deposit: moneyField('Refundable damage deposit'),
  cleaning_fee: moneyField('Cleaning fee'),
  weekly_discount: percentField('Weekly discount'),
  monthly_discount: percentField('Monthly discount'),
  excluded_fees: z.array(z.enum(FEE_KEYS), { error: LIST_MESSAGES.fees }).default([]),
  // Occupancy taxes (decision 0048); absent (a client that knows nothing of them) keeps the stored ones.
  taxes: ListingTaxesInput.optional(),
});

const additionalInfoFields = ({ req }: Requirements) => ({
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
});

/** The Contact and Invoicing tab: no field is required. */
const contactFields = () => ({
  contact_name: textField('Contact name', { max: 100 }),
  contact_surname: textField('Contact surname', { max: 100 }),
  phone_number: phoneField(),
  second_phone_number: phoneField(),
  contact_language: textField('Contact language', { max: 50 }),
  contact_email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    textField('Contact email', { max: 254, pattern: [EMAIL_PATTERN, 'Invalid email address'] }),
  ),
  contact_address: textField('Contact address', { max: 500 }),
  tax_id: textField('Tax id', { max: 50 }),
});

const bookingFields = ({ req }: Requirements) => ({
  minimum_nights: numberField('Minimum nights', {
    required: req('minimum_nights'),
    int: true,
    ...LISTING_RANGES.minimum_nights,
  }),
  maximum_nights: numberField('Maximum nights', {
    required: req('maximum_nights'),
    int: true,
    ...LISTING_RANGES.maximum_nights,
  }),
  enable_reservations_for_gap_nights: flag,
  smallest_allowed_gap: numberField('Smallest allowed gap', {
    required: req('smallest_allowed_gap'),
    int: true,
    ...LISTING_RANGES.smallest_allowed_gap,
  }),
  allow_gaps_between_start: dateField('Allow gaps between start', req('allow_gaps_between_start')),
  allow_gaps_between_end: dateField('Allow gaps between end', req('allow_gaps_between_end')),
  cancellation_policy: CancellationPolicyField,
});

/** The tabs that are lists: amenities, bed types, media (at least one of each to publish) and attachments. */
const listFields = (draft: boolean) => ({
  amenities: z.object(byAmenityField(() => flag)).default(byAmenityField(() => false)),
  rooms: z
    .array(ListingRoomValue, { error: 'Invalid bed list' })
    .min(draft ? 0 : 1, LISTING_MESSAGES.rooms)
    .max(100, 'At most 100 bed entries'),
  images: z
    .array(ListingImageValue, { error: LIST_MESSAGES.photos })
    .min(draft ? 0 : 1, LISTING_MESSAGES.images)
    .max(MAX_LISTING_IMAGES, `You can add up to ${MAX_LISTING_IMAGES} photos`),
  attachments: z
    .array(ListingAttachmentValue, { error: LIST_MESSAGES.attachments })
    .max(MAX_LISTING_ATTACHMENTS, `You can add up to ${MAX_LISTING_ATTACHMENTS} attachments`)
    .default([]),
});

/** The listing schema for one mode. Required-ness is per field, so every missing field is reported at once. */
function listingSchema(draft: boolean) {
  const required: Requirements = {
    req: (field) => (draft ? undefined : LISTING_MESSAGES[field]),
    reqAlways: (field) => LISTING_MESSAGES[field],
  };
  return z
    .object({
      ...basicInfoFields(required),
      ...addressFields(required),
      ...priceFields(required),
      ...additionalInfoFields(required),
      ...contactFields(),
      ...bookingFields(required),
      ...listFields(draft),
    })
    .superRefine(
      (v, ctx) => {
        const parsed = parsedFields(ctx);
        // Positive once rounded to the currency's step (0.001 EUR is 0 cents); a draft may still be at 0.
        const currency = parsed('currency_code') ? v.currency_code : undefined;
        if (
          !draft &&
          parsed('price') &&
          v.price !== undefined &&
          toMinor(v.price, currency ?? DEFAULT_CURRENCY) <= 0
        ) {
          ctx.addIssue({ code: 'custom', path: ['price'], message: PRICE_POSITIVE_MESSAGE });
        }
        if (
          parsed('minimum_nights', 'maximum_nights') &&
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
          parsed('allow_gaps_between_start', 'allow_gaps_between_end') &&
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
        // One bed list (docs/requirements/host.md#R-H25): a stated count must be the list's total to publish.
        const listed = parsed('rooms') ? bedsInList(v.rooms) : undefined;
        if (
          !draft &&
          listed !== undefined &&
          parsed('number_of_beds') &&
          v.rooms.length > 0 &&
          v.number_of_beds !== undefined &&
          v.number_of_beds !== listed
        ) {
          ctx.addIssue({ code: 'custom', path: ['number_of_beds'], message: bedCountMessage(listed) });
        }
        if (
          parsed('images') &&
          v.images.some((a, i) => v.images.findIndex((b) => isSameUpload(a, b)) !== i)
        ) {
          ctx.addIssue({ code: 'custom', path: ['images'], message: PHOTO_MESSAGES.duplicate });
        }
        if (
          parsed('attachments') &&
          v.attachments.some((a, i) => v.attachments.findIndex((b) => isSameUpload(a, b)) !== i)
        ) {
          ctx.addIssue({ code: 'custom', path: ['attachments'], message: ATTACHMENT_MESSAGES.duplicate });
        }
      },
      // With the field errors, not after the host fixed them and pressed Publish again.
      besideFieldErrors,
    );
}

/** Save/Update (draft=1): only the external listing name, property type and address are needed. */
export const ListingDraftInput = listingSchema(true);
/** Publish (draft=0): every rule of docs/requirements/wire.md#R-W3. */
export const ListingPublishInput = listingSchema(false);
export const listingSchemaFor = (draft: boolean) => (draft ? ListingDraftInput : ListingPublishInput);
/** The parsed values (numbers as numbers, blanks as undefined); what the server stores. */
export type ListingValues = z.output<typeof ListingDraftInput>;
