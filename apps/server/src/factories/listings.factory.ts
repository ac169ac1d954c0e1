import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { listingRooms, listings, listingTags } from '../db/schema/listings.ts';
import { propertyTypes } from '../db/schema/lookups.ts';
import { cityKey } from '../modules/listings/listings.service.ts';

export type ListingInsert = typeof listings.$inferInsert;

/** A published, bookable listing with sensible defaults; pass what the test cares about. */
export async function createListing(db: Tx, hostId: number, overrides: Partial<ListingInsert> = {}) {
  const [type] = await db.select().from(propertyTypes).where(eq(propertyTypes.name, 'Apartment'));
  const city = overrides.city ?? 'Lisbon';
  const [listing] = await db
    .insert(listings)
    .values({
      hostId,
      draft: false,
      publishedAt: new Date(),
      externalListingName: 'Sunny flat',
      description: 'A bright flat close to everything.',
      personCapacity: 4,
      propertyTypeId: type?.id,
      roomTypeId: 1,
      bathroomTypeId: 1,
      numberOfBedrooms: 2,
      numberOfBeds: 2,
      numberOfBathrooms: 1,
      numberOfGuestBathrooms: 0,
      address: `1 Main Street, ${city}`,
      publicAddress: city,
      country: 'PT',
      city,
      cityKey: cityKey(city),
      currencyCode: 'EUR',
      priceMinor: 100_00,
      extraPersonPriceMinor: 10_00,
      guestsIncluded: 2,
      cleaningFeeMinor: 30_00,
      refundableDamageDepositMinor: 200_00,
      weeklyDiscount: 10,
      monthlyDiscount: 25,
      checkInTimeStart: '15:00',
      checkInTimeEnd: '20:00',
      checkOutTime: '11:00',
      minimumNights: 1,
      maximumNights: 90,
      smallestAllowedGap: 0,
      ...overrides,
      ...(overrides.city ? { cityKey: cityKey(overrides.city) } : {}),
    })
    .returning();
  return listing!;
}

export interface RoomEntry {
  bedTypeId: number;
  roomNumber: number;
  quantity: number;
}

/** Bed entries of a listing (rooms[i][bed_type_id|room_number|quantity] on the wire). */
export async function createListingRooms(db: Tx, listingId: number, rooms: RoomEntry[]) {
  if (rooms.length === 0) return [];
  return db
    .insert(listingRooms)
    .values(rooms.map((r) => ({ listingId, ...r })))
    .returning();
}

export async function tagListing(db: Tx, listingId: number, tagIds: number[]) {
  if (tagIds.length === 0) return;
  await db
    .insert(listingTags)
    .values(tagIds.map((tagId) => ({ listingId, tagId })))
    .onConflictDoNothing();
}
