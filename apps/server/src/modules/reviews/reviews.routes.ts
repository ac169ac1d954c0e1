import { ErrorBody, ValidationErrorBody } from '@innkeep/contract/common';
import { ReservationHash } from '@innkeep/contract/payments';
import {
  GuestReviewStateReply,
  StayReviewInput,
  StayReviewSentReply,
  stayReviewMessages,
} from '@innkeep/contract/stay-reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import * as reviews from './reviews.service.ts';

/** The guest's review of a paid stay, by the reservation's hash (docs/requirements/public.md#R-P8, decision 0044). */
export const reviewsRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['reviews'];
    const HashParams = z.object({ id: ReservationHash });

    app.get(
      '/bookings/reservation/:id/review',
      {
        schema: {
          tags,
          summary: "Whether the stay may be reviewed now, and the guest's review once sent",
          params: HashParams,
          response: { 200: GuestReviewStateReply, 404: ErrorBody },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await reviews.guestReviewState(db, req.params.id) };
      },
    );

    app.post(
      '/bookings/reservation/:id/review',
      {
        schema: {
          tags,
          summary: 'Review a paid stay after check-out: a 1–5 rating and a text, once per stay',
          description:
            "The stay page shows it with the guest's first name and the month of the stay, as a verified stay. 409 before check-out at the listing, for a stay that is not paid, or when the stay is already reviewed.",
          params: HashParams,
          body: StayReviewInput,
          response: { 201: StayReviewSentReply, 404: ErrorBody, 409: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (req, reply) => {
        const data = await reviews.submitGuestReview(db, req.params.id, req.body);
        return reply.status(201).send({ message: stayReviewMessages.sent, data });
      },
    );
  };
