import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, datemultirange, money, timestamps } from './columns.ts';
import { bathroomTypes, bedTypes, propertyTypes, roomTypes, tags } from './lookups.ts';
import { users } from './users.ts';

/**
 * One row per listing; the listing form's groups (basic info, address, price and fees, additional info,
 * contact and invoicing, booking settings, amenities) are column groups here and nested on the wire.
 * Money is integer minor units of `currency_code`.
 */
export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    // RESTRICT: a host with listings (and their financial history) cannot vanish by a cascade.
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    draft: boolean('draft').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * Set when the host deletes a listing that has reservations: it disappears from every page and query,
     * while its reservations, payments and refunds stay for the books. A listing with none is deleted.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Secret part of the listing's iCal export URL: two UUIDv4 (244 random bits from the database's
     * strong random source) by default; rotation (channels module) uses randomBytes(32).
     */
    icalToken: text('ical_token')
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** IANA time zone of the listing: what "today" means for it (contract `todayIn`). */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** True when the host picked the zone; otherwise it follows the map pin (listings.time-zone.ts). */
    timeZoneChosen: boolean('time_zone_chosen').notNull().default(false),

    // basic info
    externalListingName: text('external_listing_name').notNull(),
    description: text('description'),
    personCapacity: integer('person_capacity'),
    propertyTypeId: integer('property_type_id').references(() => propertyTypes.id),
    roomTypeId: integer('room_type_id').references(() => roomTypes.id),
    bathroomTypeId: integer('bathroom_type_id').references(() => bathroomTypes.id),
    numberOfBedrooms: integer('number_of_bedrooms'),
    numberOfBeds: integer('number_of_beds'),
    /** Half bathrooms count (1.5: a bathroom and a toilet with a basin); whole or .5 steps, decision 0094. */
    numberOfBathrooms: numeric('number_of_bathrooms', { precision: 4, scale: 1, mode: 'number' }),
    numberOfGuestBathrooms: integer('number_of_guest_bathrooms'),

    // address
    address: text('address').notNull(),
    publicAddress: text('public_address'),
    country: text('country'),
    state: text('state'),
    city: text('city'),
    /** City folded to lowercase without accents, for search (`Zürich` -> `zurich`). */
    cityKey: text('city_key'),
    street: text('street'),
    zipCode: text('zip_code'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),

    // price and fees
    currencyCode: text('currency_code'),
    priceMinor: money('price_minor'),
    /** Friday and Saturday nights (docs/requirements/bookings.md#R-B5, decision 0046); null: the price above. */
    weekendPriceMinor: money('weekend_price_minor'),
    extraPersonPriceMinor: money('extra_person_price_minor'),
    guestsIncluded: integer('guests_included'),
    refundableDamageDepositMinor: money('refundable_damage_deposit_minor'),
    cleaningFeeMinor: money('cleaning_fee_minor'),
    weeklyDiscount: integer('weekly_discount'),
    monthlyDiscount: integer('monthly_discount'),
    /** Fees shown but not added to the reservation sum, e.g. `{cleaning_fee}`. */
    excludedFees: text('excluded_fees').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Occupancy taxes (decision 0048), in the listing's order: `[{ name, type, percent?, amountMinor?,
     * maxNights? }]` (contract taxes.ts `TaxRule`, amounts in minor units of the listing's currency).
     */
    taxes: jsonb('taxes').$type<unknown[]>().notNull().default([]),

    // additional info
    houseRules: text('house_rules'),
    houseManual: text('house_manual'),
    keyPickup: text('key_pickup'),
    specialInstruction: text('special_instruction'),
    doorCode: text('door_code'),
    bedType: text('bed_type'),
    cleanlinessStatus: text('listings_cleanliness_status').notNull().default('Not Set'),
    cleaningInstruction: text('cleaning_instruction'),
    wiFiUsername: text('wi_fi_username'),
    wiFiPassword: text('wi_fi_password'),
    checkInTimeStart: text('check_in_time_start'),
    checkInTimeEnd: text('check_in_time_end'),
    checkOutTime: text('check_out_time'),
    autoDoorCode: boolean('auto_door_code').notNull().default(false),
    phoneBasedDoorCode: boolean('phone_based_door_code').notNull().default(false),

    // contact and invoicing
    contactName: text('contact_name'),
    contactSurname: text('contact_surname'),
    phoneNumber: text('phone_number'),
    secondPhoneNumber: text('second_phone_number'),
    contactLanguage: text('contact_language'),
    contactEmail: text('contact_email'),
    contactAddress: text('contact_address'),
    taxId: text('tax_id'),

    // booking settings
    minimumNights: integer('minimum_nights'),
    maximumNights: integer('maximum_nights'),
    enableGapNights: boolean('enable_reservations_for_gap_nights').notNull().default(false),
    smallestAllowedGap: integer('smallest_allowed_gap'),
    allowGapsBetweenStart: date('allow_gaps_between_start', { mode: 'string' }),
    allowGapsBetweenEnd: date('allow_gaps_between_end', { mode: 'string' }),
    /** `flexible`, `moderate` or `strict`: the refund a guest gets on cancelling (contract cancellation.ts). */
    cancellationPolicy: text('cancellation_policy').notNull().default('moderate'),

    // amenities: each property is a search flag, each column a listing field (contract amenities.ts)
    petsAllowed: boolean('pets_allowed').notNull().default(false),
    beachFront: boolean('beach_front').notNull().default(false),
    freeWiFi: boolean('free_wi_fi').notNull().default(false),
    airCondition: boolean('air_condition').notNull().default(false),
    streetParking: boolean('street_parking').notNull().default(false),
    swimmingPool: boolean('swimming_pool').notNull().default(false),
    kitchen: boolean('kitchen').notNull().default(false),
    washingMachine: boolean('washing_machine').notNull().default(false),
    hotTub: boolean('hot_tub').notNull().default(false),
    suitableForChildren: boolean('suitable_for_children').notNull().default(false),

    // Verified stay reviews (decision 0044): kept in step with the visible reviews in the same transaction,
    // so a search card reads two columns instead of aggregating reviews per search.
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),

    ...timestamps(),
  },
  (t) => [
    index('listings_host_idx').on(t.hostId, t.draft),
    // Everything a search filters and sorts on, for bookable listings only: the candidates of a city are read
    // from the index alone (index-only scan), and only the page's 20 rows from the table (decision record 0045).
    index('listings_search_idx')
      .on(t.cityKey, t.publishedAt, t.id, t.personCapacity, t.minimumNights, t.maximumNights)
      .where(
        sql`${t.draft} = false and ${t.priceMinor} is not null and ${t.currencyCode} is not null and ${t.deletedAt} is null`,
      ),
    index('listings_property_type_idx').on(t.propertyTypeId).where(sql`${t.draft} = false`),
    index('listings_published_idx').on(t.publishedAt).where(sql`${t.draft} = false`),
    check(
      'listings_cancellation_policy_known',
      sql`${t.cancellationPolicy} IN ('flexible', 'moderate', 'strict')`,
    ),
    check('listings_price_nonnegative', sql`${t.priceMinor} IS NULL OR ${t.priceMinor} >= 0`),
    check(
      'listings_weekend_price_positive',
      sql`${t.weekendPriceMinor} IS NULL OR ${t.weekendPriceMinor} > 0`,
    ),
    // A published listing is bookable, so priced above 0 (docs/requirements/host.md#R-H2): Book now at 0 held dates for nothing.
    check(
      'listings_published_price_positive',
      sql`${t.draft} OR ${t.priceMinor} IS NULL OR ${t.priceMinor} > 0`,
    ),
    // Whole or half bathrooms only (decision 0094): 1.5, never 1.3.
    check(
      'listings_bathrooms_half_steps',
      sql`${t.numberOfBathrooms} IS NULL OR ${t.numberOfBathrooms} * 2 = trunc(${t.numberOfBathrooms} * 2)`,
    ),
    check(
      'listings_discounts_percent',
      sql`coalesce(${t.weeklyDiscount}, 0) BETWEEN 0 AND 100 AND coalesce(${t.monthlyDiscount}, 0) BETWEEN 0 AND 100`,
    ),
  ],
);

/** `listing_id` of a row that is part of its listing: deleted with the listing. */
export const cascadingListingId = () =>
  integer('listing_id').references(() => listings.id, { onDelete: 'cascade' });

export type ImageVariant = { width: number; height: number; key: string };

/** A file a host uploaded for a listing (a photo, an attachment), gone with the listing. */
const listingUpload = () => ({
  id: serial('id').primaryKey(),
  listingId: cascadingListingId().notNull(),
  /** Storage key of the original upload. */
  file: text('file').notNull(),
  originalName: text('original_name').notNull(),
});

export const listingImages = pgTable(
  'listing_images',
  {
    ...listingUpload(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull(),
    /** Caption for the first vacation-rental channel (`image_sequences` on the wire). */
    channelCaption: text('image_sequences'),
    vrboCaption: text('vrbo_caption'),
    engineCaption: text('engine_caption'),
    variants: jsonb('variants').$type<ImageVariant[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('listing_images_listing_idx').on(t.listingId, t.position, t.id)],
);

export const listingAttachments = pgTable(
  'listing_attachments',
  {
    ...listingUpload(),
    fileName: text('attachments_file_name').notNull(),
    isPublic: boolean('attachments_is_public').notNull().default(false),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('listing_attachments_listing_idx').on(t.listingId)],
);

export const listingRooms = pgTable(
  'listing_rooms',
  {
    id: serial('id').primaryKey(),
    listingId: cascadingListingId().notNull(),
    bedTypeId: integer('bed_type_id')
      .notNull()
      .references(() => bedTypes.id),
    roomNumber: integer('room_number').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('listing_rooms_listing_idx').on(t.listingId),
    check('listing_rooms_positive', sql`${t.quantity} > 0 AND ${t.roomNumber} > 0`),
  ],
);

export const listingTags = pgTable(
  'listing_tags',
  {
    listingId: cascadingListingId().notNull(),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.tagId] }), index('listing_tags_tag_idx').on(t.tagId)],
);

/**
 * Every night of a listing that a search must not offer: its date-holding reservations and calendar blocks
 * from two days ago on, as one multirange. Kept by statement triggers on `reservations` and
 * `calendar_blocks` in the same transaction as the change (migration 0024, decision 0045), so a search reads
 * one row per candidate instead of probing both tables. Bookings never read it: the exclusion constraint
 * on reservations stays the rule.
 */
export const listingAvailability = pgTable('listing_availability', {
  listingId: cascadingListingId().primaryKey(),
  busy: datemultirange('busy').notNull().default(sql`'{}'`),
});
