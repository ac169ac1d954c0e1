import {
  type GuestReviewState,
  reviewRefusal,
  STAY_PAGE_REVIEWS,
  type StayReview,
  stayReviewMessages,
} from '@innkeep/contract/stay-reviews';
import { checkOutInstant } from '@innkeep/contract/trip';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import * as repo from './reviews.repository.ts';

export {
  assertDeletable,
  editReviewWords,
  type ReviewActor,
  reviewHistory,
  setReviewHidden,
  setReviewNote,
} from './reviews.moderation.ts';

const RESERVATION_NOT_FOUND = 'Reservation not found';

export function toStayReview(
  row: Pick<repo.ReviewRow, 'id' | 'firstName' | 'rating' | 'message' | 'adminNote' | 'adminNoteAt'>,
  endDate: string,
): StayReview {
  return {
    id: row.id,
    first_name: row.firstName,
    rating: row.rating ?? 0,
    text: row.message,
    stay_month: endDate.slice(0, 7),
    verified: true,
    admin_note: row.adminNote,
    admin_note_at: row.adminNoteAt?.toISOString() ?? null,
  };
}

/** The trip page's review section: may the guest review now, and what they wrote once sent. */
export async function guestReviewState(db: Db, hash: string, now = new Date()): Promise<GuestReviewState> {
  return db.transaction(async (tx) => {
    const stay = await repo.findStayByHash(tx, hash);
    if (!stay) throw notFound(RESERVATION_NOT_FOUND);
    const review = await repo.reviewOfReservation(tx, stay.id);
    const reason = review ? null : reviewRefusal({ ...stay, reviewed: false }, now);
    return {
      may_review: !review && reason === null,
      reason,
      opens_at: checkOutInstant(stay.endDate, stay.checkOutTime, stay.timeZone).toISOString(),
      review: review ? toStayReview(review, stay.endDate) : null,
      review_visible: review ? review.hiddenAt === null : false,
    };
  });
}

/**
 * `POST /api/bookings/reservation/{hash}/review`: once per stay, from check-out at the listing, for a paid stay
 * only (decision 0044). The reservation's row is locked, so a double send stores one review; the unique index
 * on the reservation holds even so. The listing's rating columns change in the same transaction.
 */
export async function submitGuestReview(
  db: Db,
  hash: string,
  input: { rating: number; text: string },
  now = new Date(),
): Promise<StayReview> {
  return db.transaction(async (tx) => {
    const stay = await repo.findStayByHash(tx, hash, true);
    if (!stay) throw notFound(RESERVATION_NOT_FOUND);
    const reviewed = (await repo.reviewOfReservation(tx, stay.id)) !== null;
    const refusal = reviewRefusal({ ...stay, reviewed }, now);
    if (refusal) throw new AppError('CONFLICT', refusal);
    const row = await recordStayReview(tx, { ...stay, reservationId: stay.id }, input);
    if (!row) throw new AppError('CONFLICT', stayReviewMessages.already);
    return toStayReview(row, stay.endDate);
  });
}

/**
 * Stores a stay's review and adds it to its listing's rating, in the caller's transaction; null when the stay
 * has one already. The caller has checked the rule (the guest's route, or the demo seed's past paid stays).
 */
export async function recordStayReview(
  tx: Tx,
  stay: { reservationId: number; listingId: number; firstName: string; lastName: string },
  input: { rating: number; text: string },
  at?: Date,
): Promise<repo.ReviewRow | null> {
  const row = await repo.insertStayReview(tx, {
    reservationId: stay.reservationId,
    listingId: stay.listingId,
    firstName: stay.firstName,
    lastName: stay.lastName,
    rating: input.rating,
    message: input.text,
    ...(at ? { createdAt: at, updatedAt: at } : {}),
  });
  if (row) await repo.addToListingRating(tx, stay.listingId, 1, input.rating);
  return row;
}

/** The review's row, or null. */
export const findReview = repo.findReview;

/** A review just deleted (in the caller's transaction): a visible stay review leaves its listing's average. */
export async function forgetDeletedReview(tx: Tx, row: repo.ReviewRow): Promise<void> {
  if (row.listingId !== null && row.rating !== null && row.hiddenAt === null)
    await repo.addToListingRating(tx, row.listingId, -1, -row.rating);
}

/** The stay page's reviews, the newest visible ones, as a JSON column of the page's query (see stayReviewsOf). */
export const stayReviewsJson = (listingId: AnyColumn | SQL) =>
  repo.visibleOfListingJson(listingId, STAY_PAGE_REVIEWS);

/** The reviews stayReviewsJson read. */
export const stayReviewsOf = (rows: repo.VisibleReviewJson[]): StayReview[] =>
  rows.map((r) =>
    toStayReview({ ...r, adminNoteAt: r.adminNoteAt === null ? null : new Date(r.adminNoteAt) }, r.endDate),
  );
