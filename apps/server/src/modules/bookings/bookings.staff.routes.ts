import { ErrorBody, ValidationErrorBody } from '@innkeep/contract/common';
import { StaffReservationInput, StaffReservationReply } from '@innkeep/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireHost } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { limitRequests, rateLimitRules } from '../rate-limits/rate-limits.service.ts';
import { reserveForGuest } from './bookings.staff.ts';

/**
 * The host's staff form: a stay on one of their own listings, reserved for a guest who is e-mailed the
 * payment link (decision 0061). It lives with the bookings flows, not in the reservations module.
 */
export const bookingStaffRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const idem = idempotent(deps.db, deps.instance.id);
    app.post(
      '/reservations',
      {
        onRequest: [
          requireHost,
          limitRequests(deps.db, 'payment', { perIp: rateLimitRules(deps.env).payment }),
        ],
        ...idem,
        schema: {
          tags: ['reservations'],
          summary: 'Staff form: reserve a stay on one of my listings and e-mail the guest the payment link',
          description:
            'The stay is checked and priced on the server, held for HOLD_HOURS as an approved reservation (3), and the guest is e-mailed the link of `/reservation/{unique_hash}`, where they accept the terms and pay with their own card (decision 0061). No card is taken here. 409 when the dates are taken or card payment cannot reach the host.',
          body: StaffReservationInput,
          response: {
            201: StaffReservationReply,
            404: ErrorBody,
            409: ErrorBody,
            422: ValidationErrorBody,
          },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await reserveForGuest(deps, currentUser(req).id, req.body)),
    );
  };
