import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';

/**
 * A listing the host has: theirs and not deleted (a deleted listing stays as a row only for its reservations'
 * history). What the host's pages list and change, reached by other modules through the listings service, as
 * guests' pages reach `bookable`; the history of a deleted listing's stays is scoped by `host_id` alone.
 */
export const ownedListing = (hostId: number): SQL =>
  and(eq(listings.hostId, hostId), isNull(listings.deletedAt))!;

/** Which of these ids are the host's listings, not deleted. */
export async function ownListingIds(db: Tx, hostId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(inArray(listings.id, [...ids]), ownedListing(hostId)));
  return rows.map((r) => r.id);
}
