import { ErrorBody, ValidationErrorBody } from '@innkeep/contract/common';
import { PaymentReply, StaffPaymentInput } from '@innkeep/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireHost } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { limitRequests, rateLimitRules } from '../rate-limits/rate-limits.service.ts';
import { bookAndPay } from './bookings.book-now.ts';

/**
 * The host's staff payment form: a stay on one of their own listings, charged now. It lives with the
 * bookings flows (it is Book now entered by the host), not in the reservations module.
 */
export const bookingStaffRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const idem = idempotent(deps.db);
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
          security: [{ bearer: [] }],
          summary: 'Staff payment form: reserve and charge a stay on one of my listings',
          body: StaffPaymentInput,
          response: {
            201: PaymentReply,
            202: PaymentReply,
            402: ErrorBody,
            404: ErrorBody,
            409: ErrorBody,
            422: ValidationErrorBody,
          },
        },
      },
      async (req, reply) => {
        const answer = await bookAndPay(deps, {
          stay: req.body.reservation,
          billing: req.body.billing,
          paymentMethodId: req.body.payment_method_id,
          source: 'staff',
          hostId: currentUser(req).id,
          clientIp: null,
          // The host takes the payment; the guest's acceptance is not theirs to give.
          acceptTerms: false,
          expectedTotal: req.body.expected_total ?? null,
        });
        return reply.status(answer.status).send(answer.body);
      },
    );
  };
