import type { GuestReservation } from '@innkeep/contract/payments';
import { statusOf } from '@innkeep/contract/reservations';

/** A guest reservation as `GET /api/bookings/reservation/{hash}` sends it, for the component tests. */
export function guestReservation(
  statusId: number,
  overrides: Partial<GuestReservation> = {},
): GuestReservation {
  const status = statusOf(statusId);
  return {
    id: 41,
    unique_hash: 'h4sh-approved',
    listing: { id: 3, external_listing_name: 'Harbour flat', time_zone: 'Europe/Lisbon' },
    start_date: '2027-06-18',
    end_date: '2027-06-21',
    guests: 2,
    first_name: 'Bea',
    last_name: 'Booker',
    status: { id: statusId, name: status?.name ?? '?', color: status?.color ?? 'grey' },
    currency: 'EUR',
    currency_symbol: '€',
    total_price: 315,
    refundable_damage_deposit: 200,
    hold_expires_at: '2027-06-01T10:00:00.000Z',
    billing_address: null,
    city: null,
    country: null,
    zip_code: null,
    price_breakdown: {},
    cancellation: {
      policy: 'moderate',
      summary:
        'Full refund until 5 days before check-in; after that, the cleaning fee and half of the nights after the first, with the taxes on that half.',
      terms:
        'Moderate cancellation policy. Cancel before Jun 13, 2027, 15:00 for a full refund. After that and before check-in on Jun 18, 2027, 15:00 (Lisbon time), the cleaning fee and half of the nights after the first are refunded. No cancellation after check-in.',
      now: 'Cancelling now refunds nothing.',
      allowed: true,
      refund: 0,
      lines: [],
      kept: [],
      paid: 0,
      check_in_at: '2027-06-18T14:00:00.000Z',
      full_refund_until: '2027-06-13T14:00:00.000Z',
    },
    status_note: null,
    terms: {
      house_rules: 'No parties. A cot on request.',
      check_in_from: '15:00',
      check_in_until: '20:00',
      check_out_time: '11:00',
    },
    trip: null,
    has_deposit_claim: false,
    settlement: null,
    ...overrides,
  };
}

/** The trip of a paid stay in Lisbon, as the reservation's reply sends it. */
export const lisbonTrip = {
  address: {
    line: '7 Rua das Flores, Lisbon',
    street: null,
    city: 'Lisbon',
    state: null,
    zip_code: null,
    country: 'PT',
    map_url: 'https://www.openstreetmap.org/?mlat=38.710100&mlon=-9.142200#map=17/38.710100/-9.142200',
  },
  time_zone: 'Europe/Lisbon',
  check_in_from: '15:00',
  check_in_until: '20:00',
  check_out_time: '11:00',
  check_in_at: '2027-06-18T14:00:00.000Z',
  host: {
    name: 'Maria Santos',
    phone: '+351 911 222 333',
    phone_link: { text: '+351 911 222 333', href: 'tel:+351911222333' },
    email: 'stays@flores.example',
  },
  key_pickup: 'Key box left of the blue door',
  house_manual: 'Boiler behind the kitchen door',
  house_rules: null,
  special_instruction: null,
  checked_in: false,
  checked_out: false,
  access: {
    available_from: '2027-06-16T14:00:00.000Z',
    available_until: '2027-06-22T00:00:00.000Z',
    available: false,
    ended: false,
    door_code: null,
    wi_fi_username: null,
    wi_fi_password: null,
  },
};
