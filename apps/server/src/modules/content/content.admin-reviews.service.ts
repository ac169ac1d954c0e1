import { type AdminReview, adminMessages } from '@innkeep/contract/admin';
import type { Db, Tx } from '../../db/client.ts';
import type { reviews } from '../../db/schema/content.ts';
import { notFound } from '../../lib/errors.ts';
import { type Page, type PageRequest, pageMeta } from '../../lib/search-text.ts';
import {
  assertDeletable,
  editReviewWords,
  findReview,
  forgetDeletedReview,
  type ReviewActor,
  setReviewHidden,
  setReviewNote,
} from '../reviews/reviews.service.ts';
import * as repo from './content.admin.repository.ts';

/**
 * The admin's reviews (docs/requirements/admin.md#R-A3): site reviews written here, and verified stay reviews
 * that the reviews module keeps, hidden or annotated from here.
 */

export function toAdminReview(
  row: typeof reviews.$inferSelect,
  listingName: string | null = null,
): AdminReview {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    listing_id: row.listingId,
    listing_name: listingName,
    reservation_id: row.reservationId,
    rating: row.rating,
    hidden: row.hiddenAt !== null,
    admin_note: row.adminNote,
    admin_note_at: row.adminNoteAt?.toISOString() ?? null,
  };
}

async function withListingNames(db: Tx, rows: (typeof reviews.$inferSelect)[]): Promise<AdminReview[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.listingId === null ? [] : [r.listingId])))];
  const names = await repo.listingNames(db, ids);
  return rows.map((r) => toAdminReview(r, r.listingId === null ? null : (names.get(r.listingId) ?? null)));
}

export interface ReviewFields {
  first_name: string;
  last_name: string;
  message: string;
}
const reviewValues = (f: ReviewFields) => ({
  firstName: f.first_name,
  lastName: f.last_name,
  message: f.message,
});

export async function listReviews(db: Tx, req: PageRequest): Promise<Page<AdminReview>> {
  const { rows, total } = await repo.pageReviews(db, req);
  return { data: await withListingNames(db, rows), meta: pageMeta(req, total) };
}

export async function createReview(db: Tx, fields: ReviewFields): Promise<AdminReview> {
  return toAdminReview(await repo.insertReview(db, reviewValues(fields)));
}

/** A site review's words change (kept in its history); a verified stay review's never do (decision 0080). */
export async function updateReview(
  db: Db,
  id: number,
  fields: ReviewFields,
  actor: ReviewActor,
): Promise<AdminReview> {
  const row = await editReviewWords(db, id, reviewValues(fields), actor);
  return (await withListingNames(db, [row]))[0]!;
}

/** Only a site review is deleted; a verified stay review is kept and can be hidden (decision 0080). */
export async function deleteReview(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findReview(tx, id);
    if (!found) throw notFound(adminMessages.reviewNotFound);
    assertDeletable(found);
    const row = await repo.deleteReview(tx, id);
    if (row) await forgetDeletedReview(tx, row);
  });
}

/** Hide or show a review (docs/requirements/admin.md#R-A3): a hidden stay review leaves the stay page and the average. */
export async function setReviewVisibility(
  db: Db,
  id: number,
  hidden: boolean,
  actor: ReviewActor,
): Promise<AdminReview> {
  const row = await setReviewHidden(db, id, hidden, actor);
  return (await withListingNames(db, [row]))[0]!;
}

/** The platform's note shown with the review on the stay page; null or empty removes it. */
export async function setReviewAdminNote(
  db: Db,
  id: number,
  note: string | null,
  actor: ReviewActor,
): Promise<AdminReview> {
  const row = await setReviewNote(db, id, note, actor);
  return (await withListingNames(db, [row]))[0]!;
}
