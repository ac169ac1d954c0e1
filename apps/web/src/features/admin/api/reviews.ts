import type { AdminReview, AdminReviewInput } from '@innkeep/contract/admin';
import type { ReviewChange } from '@innkeep/contract/stay-reviews';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** The home page's reviews carousel. */
export const PUBLIC_REVIEW_KEYS = [['reviews']] as const;

/** `POST /api/admin/reviews` (new; docs/requirements/wire.md#R-W1 writes it with a trailing slash, which the server also takes) or `POST /api/admin/reviews/{id}`, multipart. */
export function saveReview({
  id,
  fields,
}: {
  id: number | null;
  fields: AdminReviewInput;
}): Promise<{ message: string; data: AdminReview }> {
  const body = new FormData();
  body.append('first_name', fields.first_name);
  body.append('last_name', fields.last_name);
  body.append('message', fields.message);
  return id === null
    ? api.POST('/api/admin/reviews', { body })
    : api.POST('/api/admin/reviews/{id}', { params: { path: { id } }, body });
}

/** `DELETE /api/admin/reviews/{id}`. */
export function deleteReview(review: Pick<AdminReview, 'id'>): Promise<{ message: string }> {
  return api.DELETE('/api/admin/reviews/{id}', { params: { path: { id: review.id } } });
}

/** `POST /api/admin/reviews/{id}/visibility`: a hidden review shows nowhere and leaves its listing's average. */
export function setReviewVisibility({
  id,
  hidden,
}: {
  id: number;
  hidden: boolean;
}): Promise<{ message: string; data: AdminReview }> {
  return api.POST('/api/admin/reviews/{id}/visibility', { params: { path: { id } }, body: { hidden } });
}

/** `POST /api/admin/reviews/{id}/note`: the platform's note shown with the review; null or empty removes it. */
export function setReviewNote({
  id,
  note,
}: {
  id: number;
  note: string | null;
}): Promise<{ message: string; data: AdminReview }> {
  return api.POST('/api/admin/reviews/{id}/note', { params: { path: { id } }, body: { note } });
}

/** `GET /api/admin/reviews/{id}/history`: every change an admin made to the review, newest first. */
export const reviewHistoryKey = (id: number) => [...adminKeys.all, 'review-history', id] as const;
export function fetchReviewHistory(id: number): Promise<ReviewChange[]> {
  return api.GET('/api/admin/reviews/{id}/history', { params: { path: { id } } }).then((r) => r.data);
}
