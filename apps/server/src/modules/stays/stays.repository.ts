import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { listingAttachments, listingRooms, listings } from '../../db/schema/listings.ts';
import { bathroomTypes, bedTypes, roomTypes } from '../../db/schema/lookups.ts';

const roomType = alias(roomTypes, 'room_type');
const bathroomType = alias(bathroomTypes, 'bathroom_type');

/** A published listing with the names of its room and bathroom types; null for drafts and unknown ids. */
export async function findPublished(db: Tx, id: number) {
  const [row] = await db
    .select({ listing: listings, roomTypeName: roomType.name, bathroomTypeName: bathroomType.name })
    .from(listings)
    .leftJoin(roomType, eq(roomType.id, listings.roomTypeId))
    .leftJoin(bathroomType, eq(bathroomType.id, listings.bathroomTypeId))
    .where(and(eq(listings.id, id), eq(listings.draft, false)));
  return row ?? null;
}

export const rooms = (db: Tx, listingId: number) =>
  db
    .select({
      bedType: bedTypes.name,
      roomNumber: listingRooms.roomNumber,
      quantity: listingRooms.quantity,
    })
    .from(listingRooms)
    .innerJoin(bedTypes, eq(bedTypes.id, listingRooms.bedTypeId))
    .where(eq(listingRooms.listingId, listingId))
    .orderBy(asc(listingRooms.roomNumber), asc(listingRooms.id));

/** Only attachments the host marked public: private ones never leave the host dashboard. */
export const publicAttachments = (db: Tx, listingId: number) =>
  db
    .select({
      name: listingAttachments.fileName,
      file: listingAttachments.file,
      sizeBytes: listingAttachments.sizeBytes,
    })
    .from(listingAttachments)
    .where(and(eq(listingAttachments.listingId, listingId), eq(listingAttachments.isPublic, true)))
    .orderBy(asc(listingAttachments.id));
