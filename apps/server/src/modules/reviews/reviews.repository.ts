import { type AnyColumn, and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { reviews } from '../../db/schema/content.ts';
import { listings } from '../../db/schema/listings.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { users } from '../../db/schema/users.ts';

/** The stay a hash names, with what the review rule needs; locked for a send, so two sends for one stay queue. */
export async function findStayByHash(db: Tx, hash: string, forUpdate = false) {
  const query = db
    .select({
      id: reservations.id,
      listingId: reservations.listingId,
      statusId: reservations.statusId,
      endDate: reservations.endDate,
      firstName: reservations.firstName,
      lastName: reservations.lastName,
      checkOutTime: listings.checkOutTime,
      timeZone: listings.timeZone,
      // A host who books her own listing is no verified guest of it (docs/requirements/public.md#R-P8).
      byHost: sql<boolean>`lower(${reservations.emailAddress}) = lower(${users.email})`,
    })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .innerJoin(users, eq(users.id, listings.hostId))
    .where(eq(reservations.uniqueHash, hash));
  const [row] = forUpdate ? await query.for('update', { of: reservations }) : await query;
  return row ?? null;
}

export async function reviewOfReservation(db: Tx, reservationId: number) {
  const [row] = await db.select().from(reviews).where(eq(reviews.reservationId, reservationId));
  return row ?? null;
}

export type ReviewRow = typeof reviews.$inferSelect;

export async function insertStayReview(
  db: Tx,
  values: {
    reservationId: number;
    listingId: number;
    firstName: string;
    lastName: string;
    rating: number;
    message: string;
    createdAt?: Date;
    updatedAt?: Date;
  },
) {
  const [row] = await db.insert(reviews).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Keeps the listing's rating columns in step with its visible reviews (decision 0044): an increment, in the
 * writer's transaction, so concurrent reviews of one listing add up. Raw SQL: the listing's `updated_at` is
 * the host's edits', not its reviews'.
 */
export async function addToListingRating(db: Tx, listingId: number, count: number, sum: number) {
  await db.execute(
    sql`update listings set rating_count = rating_count + ${count}, rating_sum = rating_sum + ${sum} where id = ${listingId}`,
  );
}

/** Hides or shows a review; returns the row only when its visibility changed. */
export async function setHidden(db: Tx, id: number, hidden: boolean, at: Date) {
  const [row] = await db
    .update(reviews)
    .set({ hiddenAt: hidden ? at : null })
    .where(and(eq(reviews.id, id), hidden ? isNull(reviews.hiddenAt) : sql`${reviews.hiddenAt} is not null`))
    .returning();
  return row ?? null;
}

export async function findReview(db: Tx, id: number) {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row ?? null;
}

/** A visible review as visibleOfListingJson gives it: an instant comes as JSON's ISO text. */
export interface VisibleReviewJson {
  id: number;
  firstName: string;
  rating: number | null;
  message: string;
  adminNote: string | null;
  adminNoteAt: string | null;
  endDate: string;
}

/**
 * The newest visible reviews of a listing with their stay's end, as one JSON array: a column of the stay page's
 * query, which reads them with the listing in one round trip.
 */
export const visibleOfListingJson = (listingId: AnyColumn | SQL, limit: number) =>
  sql<VisibleReviewJson[]>`(select coalesce(json_agg(json_build_object('id', v.id, 'firstName', v.first_name,
    'rating', v.rating, 'message', v.message, 'adminNote', v.admin_note, 'adminNoteAt', v.admin_note_at,
    'endDate', v.end_date) order by v.created_at desc, v.id desc), '[]'::json)
    from (select r.id, r.first_name, r.rating, r.message, r.admin_note, r.admin_note_at, r.created_at, s.end_date
      from ${reviews} r join ${reservations} s on s.id = r.reservation_id
      where r.listing_id = ${listingId} and r.hidden_at is null
      order by r.created_at desc, r.id desc limit ${limit}) v)`;

export async function ratingOfListing(db: Tx, listingId: number) {
  const [row] = await db
    .select({ count: listings.ratingCount, sum: listings.ratingSum })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row ?? { count: 0, sum: 0 };
}
