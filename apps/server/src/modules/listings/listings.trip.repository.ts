import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { users } from '../../db/schema/users.ts';

/**
 * What a paid stay's guest is told about the place (decision 0033), whether or not the listing is still
 * published: a stay booked before the host unpublished or deleted it still happens.
 */
export async function findTripDetails(db: Tx, listingId: number) {
  const [row] = await db
    .select({
      address: listings.address,
      street: listings.street,
      city: listings.city,
      state: listings.state,
      zipCode: listings.zipCode,
      country: listings.country,
      lat: listings.lat,
      lng: listings.lng,
      timeZone: listings.timeZone,
      checkInTimeStart: listings.checkInTimeStart,
      checkInTimeEnd: listings.checkInTimeEnd,
      checkOutTime: listings.checkOutTime,
      houseRules: listings.houseRules,
      houseManual: listings.houseManual,
      keyPickup: listings.keyPickup,
      specialInstruction: listings.specialInstruction,
      doorCode: listings.doorCode,
      wiFiUsername: listings.wiFiUsername,
      wiFiPassword: listings.wiFiPassword,
      contactName: listings.contactName,
      contactSurname: listings.contactSurname,
      contactPhone: listings.phoneNumber,
      contactEmail: listings.contactEmail,
      hostFirstName: users.firstName,
      hostLastName: users.lastName,
      hostEmail: users.email,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.hostId))
    .where(eq(listings.id, listingId));
  return row ?? null;
}
export type TripDetailsRow = NonNullable<Awaited<ReturnType<typeof findTripDetails>>>;

/** The house rules and times a guest accepts at Pay (decision 0035); public on the stay page already. */
export async function findStayTerms(db: Tx, listingId: number) {
  const [row] = await db
    .select({
      houseRules: listings.houseRules,
      checkInTimeStart: listings.checkInTimeStart,
      checkInTimeEnd: listings.checkInTimeEnd,
      checkOutTime: listings.checkOutTime,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row ?? null;
}
