import { type ReviewChange, stayReviewMessages } from '@innkeep/contract/stay-reviews';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import * as history from './reviews.history.repository.ts';
import * as repo from './reviews.repository.ts';

/** The admin who changes a review: kept in its history by id and e-mail (the e-mail outlives the account). */
export interface ReviewActor {
  id: number;
  email: string;
}

const REVIEW_NOT_FOUND = 'Review not found';

async function locked(tx: Tx, id: number) {
  const row = await history.lockReview(tx, id);
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return row;
}

function record(
  tx: Tx,
  row: repo.ReviewRow,
  actor: ReviewActor,
  action: history.ReviewChangeAction,
  change: { before: Record<string, unknown>; after: Record<string, unknown> },
  at: Date,
) {
  return history.insertChange(tx, {
    reviewId: row.id,
    actorUserId: actor.id,
    actorEmail: actor.email,
    action,
    ...change,
    createdAt: at,
  });
}

/**
 * Hides or shows a review; a stay review leaves or rejoins its listing's average. A real change is written to
 * the review's history; asking for the state it already has changes nothing and records nothing.
 */
export async function setReviewHidden(
  db: Db,
  id: number,
  hidden: boolean,
  actor: ReviewActor,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const row = await locked(tx, id);
    if ((row.hiddenAt !== null) === hidden) return row;
    const changed = (await repo.setHidden(tx, id, hidden, now)) ?? row;
    if (changed.listingId !== null && changed.rating !== null) {
      const sign = hidden ? -1 : 1;
      await repo.addToListingRating(tx, changed.listingId, sign, sign * changed.rating);
    }
    await record(
      tx,
      row,
      actor,
      hidden ? 'hidden' : 'shown',
      { before: { hidden: !hidden }, after: { hidden } },
      now,
    );
    return changed;
  });
}

/** Writes, replaces or (null or empty) removes the platform's note shown with the review. */
export async function setReviewNote(
  db: Db,
  id: number,
  note: string | null,
  actor: ReviewActor,
  now = new Date(),
) {
  const next = note === null || note === '' ? null : note;
  return db.transaction(async (tx) => {
    const row = await locked(tx, id);
    if (row.adminNote === next) return row;
    const changed = (await history.setNote(tx, id, next, now)) ?? row;
    await record(tx, row, actor, 'note', { before: { note: row.adminNote }, after: { note: next } }, now);
    return changed;
  });
}

/**
 * An admin's edit. A verified stay review keeps the guest's words and name: any change to them is refused
 * (409), the same values change nothing. A site review (the admin's own testimonial) is edited, and the
 * words before and after are kept in its history.
 */
export async function editReviewWords(
  db: Db,
  id: number,
  words: { firstName: string; lastName: string; message: string },
  actor: ReviewActor,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const row = await locked(tx, id);
    const before = { first_name: row.firstName, last_name: row.lastName, message: row.message };
    const after = { first_name: words.firstName, last_name: words.lastName, message: words.message };
    if (JSON.stringify(before) === JSON.stringify(after)) return row;
    if (row.reservationId !== null) throw new AppError('CONFLICT', stayReviewMessages.keptWords);
    const changed = (await history.updateWords(tx, id, words, now)) ?? row;
    await record(tx, row, actor, 'edited', { before, after }, now);
    return changed;
  });
}

/** A verified stay review is never deleted (its words and history are kept): hiding it is the way. */
export function assertDeletable(row: repo.ReviewRow): void {
  if (row.reservationId !== null) throw new AppError('CONFLICT', stayReviewMessages.keptReview);
}

/** Every change made to the review, newest first; 404 for an unknown review. */
export async function reviewHistory(db: Tx, id: number): Promise<ReviewChange[]> {
  if (!(await repo.findReview(db, id))) throw notFound(REVIEW_NOT_FOUND);
  const rows = await history.changesOf(db, id);
  return rows.map((r) => ({
    id: r.id,
    action: r.action as ReviewChange['action'],
    actor_id: r.actorUserId,
    actor_email: r.actorEmail,
    at: r.createdAt.toISOString(),
    before: r.before,
    after: r.after,
  }));
}
