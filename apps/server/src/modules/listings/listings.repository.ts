import { and, asc, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  listingAttachments,
  listingImages,
  listingRooms,
  listings,
  listingTags,
} from '../../db/schema/listings.ts';
import { bathroomTypes, bedTypes, propertyTypes, roomTypes, tags } from '../../db/schema/lookups.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { ownedListing } from './listings.owned.repository.ts';

export type ListingRow = typeof listings.$inferSelect;
export type ListingWrite = Omit<
  typeof listings.$inferInsert,
  'id' | 'hostId' | 'createdAt' | 'updatedAt' | 'icalToken'
>;
export type ImageRow = typeof listingImages.$inferSelect;
export type AttachmentRow = typeof listingAttachments.$inferSelect;
export type NewImageRow = typeof listingImages.$inferInsert;
export type NewAttachmentRow = typeof listingAttachments.$inferInsert;

/**
 * Queries only; the service decides. Every read of a listing is scoped to its host, and a soft-deleted
 * listing (`deleted_at` set) is gone for every read: only its reservations still name it.
 */
/** The id a new listing will get, known before the transaction so its files can be written first. */
export async function nextId(db: Tx): Promise<number> {
  const rows = await db.execute<{ id: string | number }>(
    sql`select nextval(pg_get_serial_sequence('listings', 'id')) as id`,
  );
  const list = (Array.isArray(rows) ? rows : (rows as { rows: { id: string | number }[] }).rows) as {
    id: string | number;
  }[];
  return Number(list[0]?.id);
}

export async function findOwned(
  db: Tx,
  hostId: number,
  id: number,
  forUpdate = false,
): Promise<ListingRow | undefined> {
  const query = db
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), ownedListing(hostId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * Locks a listing row for the rest of the transaction: every change that holds its dates takes this lock
 * first, so concurrent attempts queue here instead of deadlocking on the exclusion constraint (which stays
 * the guarantee). Returns the listing's host, or null for an unknown listing.
 */
export async function lock(db: Tx, id: number): Promise<{ hostId: number } | null> {
  const [row] = await db
    .select({ hostId: listings.hostId })
    .from(listings)
    .where(eq(listings.id, id))
    .for('update');
  return row ?? null;
}

export function listByHost(db: Tx, hostId: number, draft: boolean) {
  return db
    .select({ listing: listings, propertyType: { id: propertyTypes.id, name: propertyTypes.name } })
    .from(listings)
    .leftJoin(propertyTypes, eq(propertyTypes.id, listings.propertyTypeId))
    .where(and(ownedListing(hostId), eq(listings.draft, draft)))
    .orderBy(desc(listings.updatedAt), desc(listings.id));
}

export async function lookupNames(db: Tx, row: ListingRow) {
  const [names] = await db
    .select({
      propertyType: { id: propertyTypes.id, name: propertyTypes.name },
      roomType: { id: roomTypes.id, name: roomTypes.name },
      bathroomType: { id: bathroomTypes.id, name: bathroomTypes.name },
    })
    .from(listings)
    .leftJoin(propertyTypes, eq(propertyTypes.id, listings.propertyTypeId))
    .leftJoin(roomTypes, eq(roomTypes.id, listings.roomTypeId))
    .leftJoin(bathroomTypes, eq(bathroomTypes.id, listings.bathroomTypeId))
    .where(eq(listings.id, row.id));
  return names ?? { propertyType: null, roomType: null, bathroomType: null };
}

export function imagesOf(db: Tx, listingIds: number[]): Promise<ImageRow[]> {
  if (listingIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(listingImages)
    .where(inArray(listingImages.listingId, listingIds))
    .orderBy(asc(listingImages.position), asc(listingImages.id));
}

export function attachmentsOf(db: Tx, listingId: number): Promise<AttachmentRow[]> {
  return db
    .select()
    .from(listingAttachments)
    .where(eq(listingAttachments.listingId, listingId))
    .orderBy(asc(listingAttachments.id));
}

export function roomsOf(db: Tx, listingId: number) {
  return db
    .select({
      id: listingRooms.id,
      bedTypeId: listingRooms.bedTypeId,
      bedType: bedTypes.name,
      roomNumber: listingRooms.roomNumber,
      quantity: listingRooms.quantity,
    })
    .from(listingRooms)
    .innerJoin(bedTypes, eq(bedTypes.id, listingRooms.bedTypeId))
    .where(eq(listingRooms.listingId, listingId))
    .orderBy(asc(listingRooms.roomNumber), asc(listingRooms.id));
}

export function tagsOf(db: Tx, listingIds: number[]) {
  if (listingIds.length === 0) return Promise.resolve([]);
  return db
    .select({ listingId: listingTags.listingId, id: tags.id, name: tags.name })
    .from(listingTags)
    .innerJoin(tags, eq(tags.id, listingTags.tagId))
    .where(inArray(listingTags.listingId, listingIds))
    .orderBy(asc(tags.name));
}

/** Which of `ids` exist in a lookup table (to answer a bad id with a field error, not a 500). */
export async function existingIds(
  db: Tx,
  table: typeof propertyTypes | typeof roomTypes | typeof bathroomTypes | typeof bedTypes | typeof tags,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Whether any reservation, in any status, names the listing (then it is soft-deleted, never deleted). */
export async function hasReservations(db: Tx, listingId: number): Promise<boolean> {
  const rows = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.listingId, listingId))
    .limit(1);
  return rows.length > 0;
}

/**
 * Reservations that hold dates (statuses 3, 4, 6) and have not ended by `today` (each listing's date, as
 * db/listing-today.ts writes it), per listing (0 when none).
 */
export async function upcomingHoldingCounts(
  db: Tx,
  listingIds: number[],
  statuses: readonly number[],
  today: SQL<string>,
): Promise<Map<number, number>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db
    .select({ listingId: reservations.listingId, n: sql<number>`count(*)::int` })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .where(
      and(
        inArray(reservations.listingId, listingIds),
        inArray(reservations.statusId, [...statuses]),
        gt(reservations.endDate, today),
      ),
    )
    .groupBy(reservations.listingId);
  return new Map(rows.map((r) => [r.listingId, r.n]));
}

export async function upcomingHoldingCount(
  db: Tx,
  listingId: number,
  statuses: readonly number[],
  today: SQL<string>,
) {
  return (await upcomingHoldingCounts(db, [listingId], statuses, today)).get(listingId) ?? 0;
}

export async function insert(db: Tx, id: number, hostId: number, values: ListingWrite) {
  await db.insert(listings).values({ ...values, id, hostId });
}

export async function update(db: Tx, id: number, values: ListingWrite) {
  await db.update(listings).set(values).where(eq(listings.id, id));
}

export async function replaceRooms(
  db: Tx,
  listingId: number,
  rooms: { bedTypeId: number; roomNumber: number; quantity: number }[],
) {
  await db.delete(listingRooms).where(eq(listingRooms.listingId, listingId));
  if (rooms.length) await db.insert(listingRooms).values(rooms.map((r) => ({ ...r, listingId })));
}

export async function replaceTags(db: Tx, listingId: number, tagIds: number[]) {
  await db.delete(listingTags).where(eq(listingTags.listingId, listingId));
  if (tagIds.length) await db.insert(listingTags).values(tagIds.map((tagId) => ({ listingId, tagId })));
}

export async function deleteImages(db: Tx, listingId: number, ids: number[]) {
  if (ids.length) {
    await db
      .delete(listingImages)
      .where(and(eq(listingImages.listingId, listingId), inArray(listingImages.id, ids)));
  }
}

export async function updateImage(db: Tx, listingId: number, id: number, set: Partial<NewImageRow>) {
  await db
    .update(listingImages)
    .set(set)
    .where(and(eq(listingImages.id, id), eq(listingImages.listingId, listingId)));
}

export async function insertImages(db: Tx, rows: NewImageRow[]) {
  if (rows.length) await db.insert(listingImages).values(rows);
}

export async function deleteAttachments(db: Tx, listingId: number, ids: number[]) {
  if (ids.length) {
    await db
      .delete(listingAttachments)
      .where(and(eq(listingAttachments.listingId, listingId), inArray(listingAttachments.id, ids)));
  }
}

export async function updateAttachment(
  db: Tx,
  listingId: number,
  id: number,
  set: Partial<NewAttachmentRow>,
) {
  await db
    .update(listingAttachments)
    .set(set)
    .where(and(eq(listingAttachments.id, id), eq(listingAttachments.listingId, listingId)));
}

export async function insertAttachments(db: Tx, rows: NewAttachmentRow[]) {
  if (rows.length) await db.insert(listingAttachments).values(rows);
}

export async function findAttachment(
  db: Tx,
  listingId: number,
  id: number,
): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .select()
    .from(listingAttachments)
    .where(and(eq(listingAttachments.id, id), eq(listingAttachments.listingId, listingId)));
  return row;
}

/** Takes the listing off every page and query while its row stays for its reservations' history. */
export async function softDelete(db: Tx, id: number) {
  await db.update(listings).set({ deletedAt: sql`now()` }).where(eq(listings.id, id));
}

export async function deleteListing(db: Tx, id: number) {
  await db.delete(listings).where(eq(listings.id, id));
}
