/** The API's reply shapes that several features' tests answer with: one full value each, changed per test. */
import type { SessionUser } from '@innkeep/contract/auth';
import type { Calculation } from '@innkeep/contract/bookings';
import type { HostListingCard } from '@innkeep/contract/listings-reply';
import type { PayoutLine } from '@innkeep/contract/payouts';
import type { PricingRuleWire } from '@innkeep/contract/pricing-rules-wire';
import { type ReservationRow, statusOf } from '@innkeep/contract/reservations';
import type { ListingCard } from '@innkeep/contract/search';
import type { TeamMembership } from '@innkeep/contract/team';

/** A signed-in user as the session keeps it and `GET /api/me` sends it: a host, Maria Silva. */
export const sessionUser = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: 2,
  first_name: 'Maria',
  last_name: 'Silva',
  email: 'maria@innkeep.test',
  is_admin: false,
  ...over,
});

/** `GET /api/team/membership`'s data for a member of Maria Santos's team, on `listing_ids` (none unless given). */
export const teamMembership = (
  role: TeamMembership['role'],
  over: Partial<TeamMembership> = {},
): TeamMembership => ({ role, host_name: 'Maria Santos', listing_ids: [], ...over });

/** A reservation status as the API sends it, by its id (6: Paid): its name and colour from the contract. */
export const reservationStatus = (id: number): ReservationRow['status'] => {
  const { name, color } = statusOf(id)!;
  return { id, name, color };
};

/** A payout line as the API sends it: a scheduled stay payout for Ana Silva's three nights at the Harbour flat. */
export const payoutLine = (over: Partial<PayoutLine> = {}): PayoutLine => ({
  reservation_id: 41,
  amount: 296.1,
  fee: 18.9,
  currency: 'EUR',
  status: 'scheduled',
  scheduled_for: '2027-06-19T14:00:00.000Z',
  paid_at: null,
  reversed_at: null,
  kind: 'stay',
  guest_name: 'Ana Silva',
  listing: 'Harbour flat',
  time_zone: 'Europe/Lisbon',
  start_date: '2027-06-18',
  end_date: '2027-06-21',
  transfer_amount: null,
  transfer_currency: null,
  exchange_rate: null,
  reason: null,
  owed: 0,
  ...over,
});

/** A pricing rule: 15% off arrivals within 7 days, on listing 3. */
export const pricingRule = (over: Partial<PricingRuleWire> = {}): PricingRuleWire => ({
  id: 7,
  kind: 'last_minute',
  percent: -15,
  days: 7,
  nights: null,
  minimum_nights: null,
  listing_ids: [3],
  summary: 'Arrivals within 7 days: 15% off',
  created_at: '2027-01-02T10:00:00.000Z',
  ...over,
});

/** A search result's card: an apartment in Lisbon for four, priced per night from `price`. */
export const listingCard = (id: number, name: string, price: number): ListingCard => ({
  id,
  external_listing_name: name,
  public_address: 'Alfama, Lisbon',
  city: 'Lisbon',
  country: 'PT',
  property_type: { id: 1, name: 'Apartment' },
  person_capacity: 4,
  currency_code: 'EUR',
  currency_symbol: '€',
  price,
  per_night: { kind: 'from', amount: price, lowest: price, highest: price },
  total_price: null,
  nights_count: null,
  paid_on_arrival: [],
  images: [],
  lat: 38.71,
  lng: -9.13,
  location_radius_m: 500,
  rating_average: null,
  rating_count: 0,
});

/** A host's listing as `GET /api/listings` lists it: a published flat in Lisbon at €120, no stays to come. */
export const hostListingCard = (over: Partial<HostListingCard> = {}): HostListingCard => ({
  id: 1,
  draft: 0,
  external_listing_name: 'Sea View',
  address: 'Rua Augusta 1, Lisbon',
  public_address: null,
  city: 'Lisbon',
  country: 'Portugal',
  property_type: { id: 1, name: 'Apartment' },
  currency_code: 'EUR',
  currency_symbol: '€',
  price: 120,
  images: [],
  tags: [],
  upcoming_stays: 0,
  time_zone: 'Europe/Lisbon',
  updated_at: '2026-05-01T10:00:00.000Z',
  ...over,
});

/** `GET /api/bookings/calculation`'s answer: 3 nights at €95 and a €30 cleaning fee, €315 in all. */
export const priceCalculation = (over: Partial<Calculation> = {}): Calculation => ({
  nights_count: 3,
  nights_price: 285,
  price: 95,
  per_night: { kind: 'each', amount: 95, lowest: 95, highest: 95 },
  price_for_extra_person: 0,
  total_price: 315,
  currency: 'EUR',
  currency_symbol: '€',
  extra_guests: 0,
  extra_person_per_night: 0,
  cleaning_fee: 30,
  refundable_damage_deposit: 0,
  excluded_fees: [],
  discount: null,
  lines: [],
  taxes: [],
  taxes_total: 0,
  ...over,
});
