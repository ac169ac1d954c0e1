import { ReservationStatus } from '@innkeep/contract/reservations';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { payments, refunds } from '../../db/schema/payments.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { chargedBackSql } from '../payments/payments.service.ts';

/**
 * The host's paid stays (status 6) with taxes whose check-in falls in `[from, to)`, with their snapshots:
 * the tax lines are those charged at booking (decision 0048), whatever the listing says now.
 */
export async function paidTaxedStays(db: Tx, hostId: number, from: string, to: string) {
  return taxedStays(db, hostId, ReservationStatus.Paid, from, to);
}

/**
 * The taxes on a stay's succeeded card payments, each less those refunded or on their way back, minor units:
 * `chargedBack` false sums the payments the guest's bank left alone, true those it took back for good (a
 * dispute lost), whose taxes the host never kept.
 */
const stayPaymentTaxesMinor = (chargedBack: boolean) =>
  sql<number>`(select coalesce(sum(${payments.taxesMinor} - (
    select coalesce(sum(${refunds.taxesMinor}), 0) from ${refunds}
    where ${refunds.paymentId} = ${payments.id} and ${refunds.status} <> 'failed')), 0)
  from ${payments}
  where ${payments.reservationId} = ${reservations.id} and ${payments.kind} = 'stay'
    and ${payments.status} = 'succeeded'
    and ${chargedBack ? sql`` : sql`not `}${chargedBackSql(payments.id)})`.mapWith(Number);

/**
 * The taxes a stay's refunds gave back or are giving back (a failed one gave none), on its stay payments,
 * minor units: a paid stay's goodwill refund lowers what the host collected.
 */
const refundedTaxesMinor = sql<number>`(select coalesce(sum(${refunds.taxesMinor}), 0)
  from ${refunds} inner join ${payments} on ${payments.id} = ${refunds.paymentId}
  where ${payments.reservationId} = ${reservations.id} and ${payments.kind} = 'stay'
    and ${refunds.status} <> 'failed')`.mapWith(Number);

/** The host's cancelled stays with taxes checking in during `[from, to)`, with the taxes they kept. */
export async function cancelledTaxedStays(db: Tx, hostId: number, from: string, to: string) {
  return taxedStays(db, hostId, ReservationStatus.Cancelled, from, to);
}

function taxedStays(db: Tx, hostId: number, statusId: number, from: string, to: string) {
  return db
    .select({
      keptTaxesMinor: stayPaymentTaxesMinor(false),
      chargedBackTaxesMinor: stayPaymentTaxesMinor(true),
      refundedTaxesMinor,
      listingId: listings.id,
      listingName: listings.externalListingName,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      guests: reservations.guests,
      currency: reservations.currency,
      priceBreakdown: reservations.priceBreakdown,
    })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .where(
      and(
        eq(listings.hostId, hostId),
        eq(reservations.statusId, statusId),
        gte(reservations.startDate, from),
        lt(reservations.startDate, to),
        gte(reservations.taxesMinor, 1),
      ),
    )
    .orderBy(reservations.startDate, reservations.id);
}
