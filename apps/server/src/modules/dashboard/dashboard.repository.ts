import { BOOKED_STATUSES } from '@innkeep/contract/dashboard';
import { ReservationStatus } from '@innkeep/contract/reservations';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { ownedListing } from '../listings/listings.service.ts';

const ofHost = (hostId: number) => eq(listings.hostId, hostId);
const booked = () => inArray(reservations.statusId, [...BOOKED_STATUSES]);

/** The host's listings that are not deleted: published (`draft` false) and drafts, with their zones. */
export function hostListings(db: Tx, hostId: number) {
  return db
    .select({ draft: listings.draft, timeZone: listings.timeZone })
    .from(listings)
    .where(ownedListing(hostId));
}

/** Booked stays of the host's listings (deleted ones included: their history counts) touching [from, to). */
export function bookedStays(db: Tx, hostId: number, from: string, to: string) {
  return db
    .select({
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      totalPriceMinor: reservations.totalPriceMinor,
      taxesMinor: reservations.taxesMinor,
      currency: reservations.currency,
    })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .where(
      and(ofHost(hostId), booked(), sql`${reservations.stay} && daterange(${from}::date, ${to}::date, '[)')`),
    );
}

/** Booked stays that arrive or leave on a day in [from, to]. */
export function arrivingOrLeaving(db: Tx, hostId: number, from: string, to: string) {
  return db
    .select({
      id: reservations.id,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      firstName: reservations.firstName,
      lastName: reservations.lastName,
      listingName: listings.externalListingName,
      timeZone: listings.timeZone,
    })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .where(
      and(
        ofHost(hostId),
        booked(),
        or(
          and(sql`${reservations.startDate} >= ${from}`, sql`${reservations.startDate} <= ${to}`),
          and(sql`${reservations.endDate} >= ${from}`, sql`${reservations.endDate} <= ${to}`),
        ),
      ),
    )
    .orderBy(asc(reservations.startDate), asc(reservations.id));
}

/** How many of the host's reservations are open inquiries (1) and approved holds awaiting payment (3). */
export async function workToDo(db: Tx, hostId: number) {
  const [row] = await db
    .select({
      inquiries: sql<number>`count(*) filter (where ${reservations.statusId} = ${ReservationStatus.Inquiry})::int`,
      holds: sql<number>`count(*) filter (where ${reservations.statusId} = ${ReservationStatus.AwaitingPayment})::int`,
    })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .where(ofHost(hostId));
  return { inquiries: row?.inquiries ?? 0, holds: row?.holds ?? 0 };
}
