import { GuestCancelReply } from '@innkeep/contract/cancellation-wire';
import { ErrorBody } from '@innkeep/contract/common';
import { toMajor } from '@innkeep/contract/money';
import { ReservationHash } from '@innkeep/contract/payments';
import { ReservationStatus } from '@innkeep/contract/reservations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { limitRequests, rateLimitRules } from '../rate-limits/rate-limits.service.ts';
import { cancelByGuest } from './reservations.cancel.service.ts';

/** The guest cancels from the finalise page, the reservation named by its unguessable hash (decision 0023). */
export const guestCancelRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/bookings/reservation/:id/cancel',
      {
        onRequest: limitRequests(deps.db, 'payment', { perIp: rateLimitRules(deps.env).payment }),
        schema: {
          tags: ['bookings'],
          summary: 'The guest cancels: refunds what the cancellation policy gives now, frees the dates',
          description:
            'Computed on the server clock at the listing (its time zone and check-in time). An approved stay not yet paid cancels with nothing to refund. 409 when it is already cancelled or declined, a payment is in progress, or check-in has passed (only an admin cancels then); nothing changes.',
          params: z.object({ id: ReservationHash }),
          response: { 200: GuestCancelReply, 404: ErrorBody, 409: ErrorBody },
        },
      },
      async (req) => {
        const done = await cancelByGuest(deps, req.params.id);
        return {
          message: done.message,
          data: {
            unique_hash: req.params.id,
            status_id: ReservationStatus.Cancelled,
            currency: done.currency,
            refund: toMajor(done.refundMinor, done.currency),
          },
        };
      },
    );
  };
