import { and, eq, gte, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { reservations } from '../../db/schema/reservations.ts';

/**
 * The host's paid stays (status 6) with taxes whose check-in falls in `[from, to)`, with their snapshots:
 * the tax lines are those charged at booking (decision 0048), whatever the listing says now.
 */
export async function paidTaxedStays(db: Tx, hostId: number, from: string, to: string) {
  return db
    .select({
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
        eq(reservations.statusId, 6),
        gte(reservations.startDate, from),
        lt(reservations.startDate, to),
        gte(reservations.taxesMinor, 1),
      ),
    )
    .orderBy(reservations.startDate, reservations.id);
}
