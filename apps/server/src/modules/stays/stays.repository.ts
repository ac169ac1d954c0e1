import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import {
  type ImageVariant,
  listingAttachments,
  listingImages,
  listingRooms,
  listings,
} from '../../db/schema/listings.ts';
import { bathroomTypes, bedTypes, propertyTypes, roomTypes } from '../../db/schema/lookups.ts';
import { bookable } from '../listings/listings.service.ts';
import { bookNowAvailableSql, type GateEnv } from '../payments/payments.gates.service.ts';
import { stayReviewsJson } from '../reviews/reviews.service.ts';

// Qualified by hand: should the select lose its joins, drizzle would name it bare, and a bare "id" in the
// subqueries below would be theirs.
const listingId = sql`${listings}.${sql.identifier(listings.id.name)}`;

const roomType = alias(roomTypes, 'room_type');
const bathroomType = alias(bathroomTypes, 'bathroom_type');

/** All the listing's images in display order, each with the caption its host wrote for this site. */
const imagesJson = sql<
  { file: string; width: number; height: number; variants: ImageVariant[]; caption: string | null }[]
>`(
  select coalesce(json_agg(json_build_object('file', i.file, 'width', i.width, 'height', i.height,
    'variants', i.variants, 'caption', i.engine_caption) order by i.position, i.id), '[]'::json)
  from ${listingImages} i where i.listing_id = ${listingId})`;

/** The rooms in room number order, each with its bed type's name. */
const roomsJson = sql<{ bedType: string; roomNumber: number; quantity: number }[]>`(
  select coalesce(json_agg(json_build_object('bedType', b.name, 'roomNumber', r.room_number,
    'quantity', r.quantity) order by r.room_number, r.id), '[]'::json)
  from ${listingRooms} r join ${bedTypes} b on b.id = r.bed_type_id where r.listing_id = ${listingId})`;

/** Only attachments the host marked public: private ones never leave the host dashboard. */
const publicAttachmentsJson = sql<{ name: string; file: string; sizeBytes: number }[]>`(
  select coalesce(json_agg(json_build_object('name', a.attachments_file_name, 'file', a.file,
    'sizeBytes', a.size_bytes) order by a.id), '[]'::json)
  from ${listingAttachments} a where a.listing_id = ${listingId} and a.attachments_is_public)`;

/**
 * A bookable listing with everything its public page shows, in one statement: the row, its type names, and
 * its images, rooms, public attachments, newest reviews and Book now as columns. On PGlite each statement
 * costs 1.5-2 ms of CPU, and the seven this page used to run were a third of its server render. Null for
 * drafts, deleted listings and unknown ids. The row holds private fields: the service picks what it shows.
 */
export async function findPublicStay(db: Tx, env: GateEnv, id: number) {
  const [row] = await db
    .select({
      listing: listings,
      propertyTypeId: propertyTypes.id,
      propertyTypeName: propertyTypes.name,
      roomTypeName: roomType.name,
      bathroomTypeName: bathroomType.name,
      images: imagesJson,
      rooms: roomsJson,
      attachments: publicAttachmentsJson,
      reviews: stayReviewsJson(listingId),
      bookNow: bookNowAvailableSql(env, listings.hostId).mapWith(Boolean),
    })
    .from(listings)
    .leftJoin(propertyTypes, eq(propertyTypes.id, listings.propertyTypeId))
    .leftJoin(roomType, eq(roomType.id, listings.roomTypeId))
    .leftJoin(bathroomType, eq(bathroomType.id, listings.bathroomTypeId))
    .where(and(eq(listings.id, id), bookable()));
  return row ?? null;
}
