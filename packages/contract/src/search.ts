import { z } from 'zod';
import { AMENITIES, type AmenityFlag, byAmenityField, byAmenityFlag } from './amenities.ts';
import { CANCELLATION_POLICIES } from './cancellation.ts';
import { IsoDate, MAX_ID, text, wholeNumber } from './common.ts';
import { PerNightWire } from './per-night-wire.ts';
import { SEARCH_MAX_GUESTS, SEARCH_SORTS, searchGuests } from './search-constants.ts';
import { StayReview } from './stay-reviews.ts';
import { ListingTaxReply } from './taxes-wire.ts';

export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_MAX_PAGE_SIZE = 50;

/** Query strings send empty values as ''; treat them as absent. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
/** An amenity flag: `1`/`true` selects it, `0`/`false` or absence does not; anything else is refused. */
const SearchFlag = optional(z.enum(['0', '1', 'true', 'false'])).transform((v) => v === '1' || v === 'true');

export const searchMessages = {
  datesTogether: 'Choose both check-in and check-out dates',
  endAfterStart: 'Check-out date must be after the check-in date',
  guests: `Guests must be a whole number from 1 to ${SEARCH_MAX_GUESTS}`,
  page: 'Page must be a whole number from 1',
  perPage: `Per page must be a whole number from 1 to ${SEARCH_MAX_PAGE_SIZE}`,
  sort: `Sort must be one of: ${SEARCH_SORTS.join(', ')}`,
  minPrice: 'Minimum price must be a whole number from 0',
  maxPrice: 'Maximum price must be a whole number from 0',
  priceOrder: 'Maximum price must not be below the minimum price',
  propertyType: 'Choose a valid property type',
  bedrooms: 'Bedrooms must be a whole number from 0 to 50',
  beds: 'Beds must be a whole number from 0 to 50',
} as const;

export const SEARCH_MAX_PRICE = 1_000_000;
const Page = optional(wholeNumber(searchMessages.page, { min: 1, max: 10_000 })).default(1);
const PerPage = optional(wholeNumber(searchMessages.perPage, { min: 1, max: SEARCH_MAX_PAGE_SIZE })).default(
  SEARCH_PAGE_SIZE,
);

export const SearchQuery = z
  .object({
    city: optional(text().trim().max(120)),
    start: optional(IsoDate),
    end: optional(IsoDate),
    /** 0 is still accepted (the spec's 'Add guests' sent it) and read as 1, the count the prices are for. */
    numberOfGuests: optional(
      wholeNumber(searchMessages.guests, { min: 0, max: SEARCH_MAX_GUESTS }),
    ).transform((n) => (n === undefined ? undefined : searchGuests(n))),
    page: Page,
    per_page: PerPage,
    ...byAmenityFlag(() => SearchFlag),
    // Optional refinements (all absent: the spec's search as it was).
    sort: optional(z.enum(SEARCH_SORTS, { error: searchMessages.sort })).default('newest'),
    /** The nightly base price, in the listing's own currency's major units, at least / at most. */
    min_price: optional(wholeNumber(searchMessages.minPrice, { min: 0, max: SEARCH_MAX_PRICE })),
    max_price: optional(wholeNumber(searchMessages.maxPrice, { min: 0, max: SEARCH_MAX_PRICE })),
    property_type: optional(wholeNumber(searchMessages.propertyType, { min: 1, max: MAX_ID })),
    /** At least this many bedrooms / beds. */
    bedrooms: optional(wholeNumber(searchMessages.bedrooms, { min: 0, max: 50 })),
    beds: optional(wholeNumber(searchMessages.beds, { min: 0, max: 50 })),
    /** Book now is offered (the host can take card payments): no inquiry first. */
    instant_book: SearchFlag,
    /** A full refund is still possible (flexible or moderate policy, its deadline not passed for the dates). */
    free_cancellation: SearchFlag,
  })
  .superRefine((q, ctx) => {
    if (q.min_price !== undefined && q.max_price !== undefined && q.max_price < q.min_price) {
      ctx.addIssue({ code: 'custom', path: ['max_price'], message: searchMessages.priceOrder });
    }
    if (Boolean(q.start) !== Boolean(q.end)) {
      ctx.addIssue({
        code: 'custom',
        path: [q.start ? 'end' : 'start'],
        message: searchMessages.datesTogether,
      });
    } else if (q.start && q.end && q.end <= q.start) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: searchMessages.endAfterStart });
    }
  });
export type SearchQueryInput = z.input<typeof SearchQuery>;
export type SearchQuery = z.output<typeof SearchQuery>;

/** The amenity flags switched on in a parsed query. */
export function selectedAmenities(q: Partial<Record<AmenityFlag, boolean>>): AmenityFlag[] {
  return AMENITIES.filter((a) => q[a.flag]).map((a) => a.flag);
}

/** A listing's photo: `url` is the 960 px WebP (or the largest one), `srcset` every WebP width. */
export const ListingImage = z.object({
  url: z.string(),
  /** WebP variants, e.g. `/uploads/x-480.webp 480w, /uploads/x-960.webp 960w`; '' when there are none. */
  srcset: z.string(),
  width: z.number(),
  height: z.number(),
});
export type ListingImage = z.infer<typeof ListingImage>;

export const PropertyTypeRef = z.object({ id: z.number(), name: z.string() });
export const Category = z.object({ id: z.number(), name: z.string(), slug: z.string() });
export type Category = z.infer<typeof Category>;

/** What a listing card needs (search, home page, category page). Money in major units. */
export const ListingCard = z.object({
  id: z.number(),
  external_listing_name: z.string(),
  public_address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  property_type: PropertyTypeRef.nullable(),
  person_capacity: z.number().nullable(),
  currency_code: z.string(),
  currency_symbol: z.string(),
  /** The listing's base nightly price (what `per_night` says without dates). */
  price: z.number(),
  /** What a night costs, as the card says it: the searched stay's own (per-night.ts), else "from" the base. */
  per_night: PerNightWire,
  /** For the searched stay; null without dates. */
  total_price: z.number().nullable(),
  nights_count: z.number().nullable(),
  /** For the searched stay, the fees the host collects on arrival, not in `total_price` (decision 0087). */
  paid_on_arrival: z.array(z.object({ key: z.string(), label: z.string(), amount: z.number() })),
  /** The cover photo (first by position), or none. */
  images: z.array(ListingImage),
  /**
   * The centre of an area around the listing, never its exact point: the place is within
   * `location_radius_m` metres of it. The exact address is for guests with a paid stay only.
   */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  location_radius_m: z.number().nullable(),
  /** Average of the visible verified stay reviews, one decimal; null without any (decision 0044). */
  rating_average: z.number().nullable().optional(),
  /** How many visible verified stay reviews the listing has. */
  rating_count: z.number().optional(),
});
export type ListingCard = z.infer<typeof ListingCard>;

export const PageMeta = z.object({ page: z.number(), per_page: z.number(), total: z.number() });

/** The search's page meta, and with `sort=distance` the centre of the searched city when it is known. */
export const SearchMeta = PageMeta.extend({
  /** The city the search looked for as listings name it, when that is not the text sent ("Lisboa" searched Lisbon). */
  city: z.string().optional(),
  centre: z.object({ lat: z.number(), lng: z.number() }).nullable().optional(),
  /**
   * Only when a guest count found nothing but stays matching the rest of the search exist: the most guests any
   * of them takes (fewer than asked), so the guest count is why nothing was found and the page can say so.
   */
  largest_capacity: z.number().optional(),
});
export type PageMeta = z.infer<typeof PageMeta>;

export type SearchMeta = z.infer<typeof SearchMeta>;
export const SearchReply = z.object({ data: z.array(ListingCard), meta: SearchMeta });
export type SearchReply = z.infer<typeof SearchReply>;

export const CategoryParams = z.object({ category: text().trim().min(1).max(80) });
export const CategoryQuery = z.object({ page: Page, per_page: PerPage });
export const CategoryReply = z.object({ data: z.array(ListingCard), category: Category, meta: PageMeta });
export type CategoryReply = z.infer<typeof CategoryReply>;

export const CategoryGroup = z.object({
  category: Category,
  /** The first image of the group's newest listing (a 960 px variant when there is one). */
  image: z.string().nullable(),
  listings: z.array(ListingCard),
});
export type CategoryGroup = z.infer<typeof CategoryGroup>;

export const HomeListingsReply = z.object({
  data: z.object({ topListings: z.array(ListingCard), groupedByCategory: z.array(CategoryGroup) }),
});
export type HomeListingsReply = z.infer<typeof HomeListingsReply>;

export const PlacesQuery = z.object({
  q: z.preprocess(blankToUndefined, text().trim().max(100).default('')),
});
export const PlaceSuggestion = z.object({
  name: z.string(),
  country: z.string(),
  /** e.g. `Lisbon, Portugal` */
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** Bookable stays a search of this place finds now; 0 for a place from the gazetteer alone ("No stays yet"). */
  stays: z.number().int().nonnegative(),
});
export type PlaceSuggestion = z.infer<typeof PlaceSuggestion>;
export const PlacesReply = z.object({ data: z.array(PlaceSuggestion) });

const NamedRef = z.object({ id: z.number(), name: z.string() }).nullable();

/** A stay page's photo: the card's, with the caption its host wrote for this site (`engine_caption`), or null. */
export const StayImage = ListingImage.extend({ caption: z.string().nullable() });
export type StayImage = z.infer<typeof StayImage>;

/** `GET /api/stays/{id}`: what a guest may see of a published listing. Never door code, wi-fi or contact details. */
export const PublicListing = ListingCard.extend({
  images: z.array(StayImage),
  description: z.string().nullable(),
  basic_info: z.object({
    number_of_bedrooms: z.number().nullable(),
    number_of_beds: z.number().nullable(),
    number_of_bathrooms: z.number().nullable(),
    number_of_guest_bathrooms: z.number().nullable(),
    room_type: NamedRef,
    bathroom_type: NamedRef,
  }),
  amenities: z.object(byAmenityField(() => z.boolean())),
  rooms: z.array(z.object({ bed_type: z.string(), room_number: z.number(), quantity: z.number() })),
  house_rules: z.string().nullable(),
  check_in_time_start: z.string().nullable(),
  check_in_time_end: z.string().nullable(),
  check_out_time: z.string().nullable(),
  price_and_fee: z.object({
    currency_code: z.string(),
    price: z.number(),
    price_fo_extra_person: z.number(),
    guests_included: z.number(),
    cleaning_fee: z.number(),
    refundable_damage_deposit: z.number(),
    weekly_discount: z.number(),
    monthly_discount: z.number(),
    /** Fee keys shown but not added to the total (`cleaning_fee`, `refundable_damage_deposit`). */
    excluded_fees: z.array(z.string()),
    /** Occupancy taxes added to a stay's total (decision 0048), amounts in major units. */
    taxes: z.array(ListingTaxReply),
  }),
  booking_settings: z.object({
    minimum_nights: z.number().nullable(),
    maximum_nights: z.number().nullable(),
    enable_reservations_for_gap_nights: z.boolean(),
    smallest_allowed_gap: z.number().nullable(),
    allow_gaps_between_start: z.string().nullable(),
    allow_gaps_between_end: z.string().nullable(),
    cancellation_policy: z.enum(CANCELLATION_POLICIES),
  }),
  attachments: z.array(z.object({ name: z.string(), url: z.string(), size_kb: z.number() })),
  /**
   * Book now is offered: card payment is on and the host's account can take charges (decision 0025).
   * Otherwise guests send an inquiry, and the server refuses Book now.
   */
  book_now_available: z.boolean(),
  /** The newest visible verified stay reviews (up to STAY_PAGE_REVIEWS); `rating_count` says how many in all. */
  reviews: z.array(StayReview).optional(),
});
export type PublicListing = z.infer<typeof PublicListing>;
export const PublicListingReply = z.object({ data: PublicListing });
