import {
  AdminMessageReply,
  AdminReviewInput,
  AdminReviewReply,
  AdminReviewsReply,
  adminMessages,
} from '@innkeep/contract/admin';
import { ErrorBody, IdParams, ValidationErrorBody } from '@innkeep/contract/common';
import {
  ReviewHistoryReply,
  ReviewNoteInput,
  ReviewVisibilityInput,
  stayReviewMessages,
} from '@innkeep/contract/stay-reviews';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { pageOf } from '../../lib/search-text.ts';
import * as content from '../content/content.admin-reviews.service.ts';
import { reviewHistory } from '../reviews/reviews.service.ts';
import { formToBody } from './admin.form.ts';
import { adminBase, creationRoute, listRoute } from './admin.route-schemas.ts';

/** The admin who changes a review, for its history. */
const actorOf = (req: FastifyRequest) => {
  const user = currentUser(req);
  return { id: user.id, email: user.email };
};

/**
 * `/api/admin/reviews*`: the site's reviews and verified stay reviews (decision 0044). A stay review keeps
 * the guest's words; an admin hides it or adds a note, and every change is in its history (decision 0080).
 */
export const adminReviewRoutes =
  ({ db }: Pick<AppDeps, 'db'>): FastifyPluginAsyncZod =>
  async (app) => {
    const one = { 200: AdminReviewReply, 404: ErrorBody, 422: ValidationErrorBody };

    app.get('/admin/reviews', listRoute('Reviews, newest first', AdminReviewsReply), async (req) =>
      content.listReviews(db, pageOf(req.query)),
    );
    // The original client's create path ends in a slash (`admin/reviews/`); both spellings are served (docs/requirements/wire.md#R-W1).
    for (const url of ['/admin/reviews', '/admin/reviews/']) {
      app.post(
        url,
        creationRoute('Create a review (multipart or JSON)', AdminReviewInput, AdminReviewReply),
        async (req, reply) =>
          reply
            .status(201)
            .send({ message: adminMessages.reviewCreated, data: await content.createReview(db, req.body) }),
      );
    }
    app.post(
      '/admin/reviews/:id',
      {
        preValidation: formToBody,
        schema: {
          ...adminBase,
          summary: 'Edit a review (multipart or JSON)',
          description:
            "A site review's words are edited and kept in its history. A verified stay review keeps the guest's words and name: a change is refused with 409 (hide it or add a note); the same values change nothing.",
          params: IdParams,
          body: AdminReviewInput,
          response: { ...one, 409: ErrorBody },
        },
      },
      async (req) => ({
        message: adminMessages.reviewUpdated,
        data: await content.updateReview(db, req.params.id, req.body, actorOf(req)),
      }),
    );
    app.post(
      '/admin/reviews/:id/visibility',
      {
        schema: {
          ...adminBase,
          summary: 'Hide or show a review',
          description:
            "A hidden review is kept but shown nowhere; a hidden verified stay review leaves its listing's average and count (decision 0044). The change is kept in the review's history.",
          params: IdParams,
          body: ReviewVisibilityInput,
          response: one,
        },
      },
      async (req) => ({
        message: req.body.hidden ? stayReviewMessages.hidden : stayReviewMessages.shown,
        data: await content.setReviewVisibility(db, req.params.id, req.body.hidden, actorOf(req)),
      }),
    );
    app.post(
      '/admin/reviews/:id/note',
      {
        schema: {
          ...adminBase,
          summary: "Write the platform's note shown with a review",
          description:
            "Plain text up to 1,000 characters, shown with the review on the stay page as the platform's note; null or empty removes it. The change is kept in the review's history.",
          params: IdParams,
          body: ReviewNoteInput,
          response: one,
        },
      },
      async (req) => {
        const data = await content.setReviewAdminNote(db, req.params.id, req.body.note, actorOf(req));
        return {
          message: data.admin_note ? stayReviewMessages.noteSaved : stayReviewMessages.noteRemoved,
          data,
        };
      },
    );
    app.get(
      '/admin/reviews/:id/history',
      {
        schema: {
          ...adminBase,
          summary: "A review's history: every change an admin made, newest first",
          params: IdParams,
          response: { 200: ReviewHistoryReply, 404: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (req) => ({ data: await reviewHistory(db, req.params.id) }),
    );
    app.delete(
      '/admin/reviews/:id',
      {
        schema: {
          ...adminBase,
          summary: 'Delete a review',
          description: 'A site review only: a verified stay review is kept (409); hide it instead.',
          params: IdParams,
          response: { 200: AdminMessageReply, 404: ErrorBody, 409: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (req) => {
        await content.deleteReview(db, req.params.id);
        return { message: adminMessages.reviewDeleted };
      },
    );
  };
