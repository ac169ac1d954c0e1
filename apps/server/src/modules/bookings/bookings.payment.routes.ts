import { ErrorBody, ValidationErrorBody } from '@innkeep/contract/common';
import {
  AuthenticationStartedInput,
  AuthenticationStartedReply,
  BookNowAttemptKey,
  BookNowAttemptReply,
} from '@innkeep/contract/payment-gates';
import {
  BillingInput,
  BookingInput,
  ConfirmInput,
  GuestReservationReply,
  PaymentReply,
  ReservationHash,
  SimulatorAuthenticateInput,
  SimulatorAuthenticateReply,
} from '@innkeep/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { idempotent } from '../../lib/idempotency.ts';
import * as payments from '../payments/payments.service.ts';
import { limitRequests, rateLimitRules } from '../rate-limits/rate-limits.service.ts';
import { bookNowAttempt } from './bookings.attempts.ts';
import { confirm, guestReservation, payApproved } from './bookings.billing.ts';
import { bookAndPay } from './bookings.book-now.ts';
import { authenticationStarted, unopenedHoldsJob } from './bookings.holds.ts';

const paymentResponses = {
  201: PaymentReply,
  202: PaymentReply,
  402: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  422: ValidationErrorBody,
  429: ErrorBody,
};

/** Book now, the finalise page (lookup, Pay, confirm after 3-D Secure) and the simulator's 3-D Secure step. */
export const bookingPaymentRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['bookings'];
    const idem = idempotent(deps.db, deps.instance.id);
    const limited = limitRequests(deps.db, 'payment', { perIp: rateLimitRules(deps.env).payment });
    deps.jobs.add(unopenedHoldsJob(deps));

    app.post(
      '/bookings',
      {
        onRequest: limited,
        ...idem,
        schema: {
          tags,
          summary:
            'Book now: hold the dates, charge the card, confirm (201 paid, 202 authentication, 402 declined)',
          body: BookingInput,
          response: paymentResponses,
        },
      },
      async (req, reply) => {
        const {
          payment_method_id,
          billing_address,
          city,
          country,
          zip_code,
          accept_terms,
          expected_total,
          ...stay
        } = req.body;
        const answer = await bookAndPay(deps, {
          stay,
          billing: { billing_address, city, country, zip_code },
          paymentMethodId: payment_method_id,
          source: 'book_now',
          clientIp: req.ip,
          acceptTerms: accept_terms === true,
          expectedTotal: expected_total ?? null,
        });
        return reply.status(answer.status).send(answer.body);
      },
    );

    app.get(
      '/bookings/attempts/:key',
      {
        onRequest: limited,
        schema: {
          tags,
          summary:
            'What became of the Book now request sent with this Idempotency-Key (its answer was lost to a reload or a dropped connection)',
          params: z.object({ key: BookNowAttemptKey }),
          response: { 200: BookNowAttemptReply, 404: ErrorBody, 422: ValidationErrorBody, 429: ErrorBody },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await bookNowAttempt(deps.db, req.params.key) };
      },
    );

    app.get(
      '/bookings/reservation/:id',
      {
        schema: {
          tags,
          summary: 'The finalise page: the reservation its unique hash names, and nothing else',
          params: z.object({ id: ReservationHash }),
          response: { 200: GuestReservationReply, 404: ErrorBody },
        },
      },
      async (req, reply) => {
        const data = await guestReservation(deps.db, req.params.id);
        // The guest's name, and once paid the address and door code: never kept by a browser or proxy cache.
        reply.header('cache-control', 'no-store');
        return { data: { data } };
      },
    );

    app.post(
      '/bookings/billing',
      {
        onRequest: limited,
        ...idem,
        schema: {
          tags,
          summary: 'Pay for an approved inquiry (status 3) from the finalise page',
          body: BillingInput,
          response: paymentResponses,
        },
      },
      async (req, reply) => {
        const { reservation_id, payment_method_id, accept_terms, ...billing } = req.body;
        const answer = await payApproved(deps, {
          uniqueHash: reservation_id,
          billing,
          paymentMethodId: payment_method_id,
          acceptTerms: accept_terms === true,
        });
        return reply.status(answer.status).send(answer.body);
      },
    );

    app.post(
      '/bookings/confirm',
      {
        schema: {
          tags,
          summary:
            'After a card authentication in the browser: check the payment with the provider and apply it',
          body: ConfirmInput,
          response: paymentResponses,
        },
      },
      async (req, reply) => {
        const answer = await confirm(deps, req.body.reservation_id);
        return reply.status(answer.status).send(answer.body);
      },
    );

    app.post(
      '/bookings/authentication-started',
      {
        schema: {
          tags,
          summary:
            'The browser opened the bank’s check of a Book now: its hold lasts PAYMENT_HOLD_MINUTES, not PAYMENT_AUTH_START_MINUTES',
          body: AuthenticationStartedInput,
          response: { 200: AuthenticationStartedReply, 404: ErrorBody },
        },
      },
      async (req) => ({ data: await authenticationStarted(deps.db, req.body.reservation_id) }),
    );

    app.post(
      '/stripe/simulator/authenticate',
      {
        schema: {
          tags: ['payments'],
          summary: 'TEST MODE: the simulator’s stand-in for the bank’s 3-D Secure page (404 with Stripe)',
          body: SimulatorAuthenticateInput,
          response: { 200: SimulatorAuthenticateReply, 404: ErrorBody },
        },
      },
      async (req) => {
        const intent = await payments.simulatorAuthenticate(deps, req.body.client_secret, req.body.outcome);
        return { data: { status: intent.status } };
      },
    );
  };
