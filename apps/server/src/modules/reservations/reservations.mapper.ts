import { toMajor } from '@innkeep/contract/money';
import { phoneLinkOf } from '@innkeep/contract/phone';
import { type ReservationRow, statusWire } from '@innkeep/contract/reservations';
import { checkInInstant } from '@innkeep/contract/trip';
import type { ReservationWithListing } from './reservations.repository.ts';

/** The wire shape of one of the host's reservations: money in major units of its currency. */
export function toReservationRow({
  reservation: r,
  listingName,
  listingTimeZone,
  listingCheckInTime,
  amountPaidMinor,
  hasPayments,
  wasPaid,
  refundsBlocked,
}: ReservationWithListing): ReservationRow {
  const major = (minor: number) => toMajor(minor, r.currency);
  return {
    id: r.id,
    unique_hash: r.uniqueHash,
    listing: { id: r.listingId, external_listing_name: listingName },
    first_name: r.firstName,
    last_name: r.lastName,
    email_address: r.emailAddress,
    phone_number: r.phoneNumber,
    phone_link: phoneLinkOf(r.phoneNumber),
    guests: r.guests,
    start_date: r.startDate,
    end_date: r.endDate,
    status: statusWire(r.statusId),
    currency: r.currency,
    base_rate: major(r.baseRateMinor),
    total_price: major(r.totalPriceMinor),
    refundable_damage_deposit: major(r.depositMinor),
    amount_paid: major(amountPaidMinor),
    has_payments: hasPayments,
    was_paid: wasPaid,
    refunds_blocked: refundsBlocked,
    time_zone: listingTimeZone,
    check_in_at: checkInInstant(r.startDate, listingCheckInTime, listingTimeZone).toISOString(),
    source: r.source,
    hold_expires_at: r.holdExpiresAt?.toISOString() ?? null,
    billing_address: r.billingAddress,
    city: r.city,
    country: r.country,
    zip_code: r.zipCode,
    created_at: r.createdAt.toISOString(),
  };
}
