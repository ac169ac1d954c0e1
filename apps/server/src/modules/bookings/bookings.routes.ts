import {
  BookingLookupInput,
  BookingLookupReply,
  bookingLookupMessages,
} from '@innkeep/contract/booking-lookup';
import {
  CalculationQuery,
  CalculationReply,
  InquiryInput,
  InquiryReply,
  UnavailableDatesQuery,
  UnavailableDatesReply,
} from '@innkeep/contract/bookings';
import { ValidationErrorBody } from '@innkeep/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps.ts';
import { pruneIdempotencyKeys } from '../../lib/idempotency.ts';
import { registerPaymentJobs } from '../payments/payments.jobs.service.ts';
import { limitRequests, rateLimitRules } from '../rate-limits/rate-limits.service.ts';
import { lookUpBookings } from './bookings.lookup.ts';
import { bookingPaymentRoutes } from './bookings.payment.routes.ts';
import * as bookings from './bookings.service.ts';
import { bookingStaffRoutes } from './bookings.staff.routes.ts';

/** Guest availability, price calculation, inquiries, and the money path (Book now, finalise, staff form). */
export const bookingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, env } = deps;
    const tags = ['bookings'];
    await app.register(bookingPaymentRoutes(deps));
    await app.register(bookingStaffRoutes(deps));
    // The payments module has no routes plugin of its own here: its jobs start with the flows that use them.
    registerPaymentJobs(deps.jobs, deps);
    deps.jobs.add({
      name: 'idempotency-prune',
      everyMs: 60 * 60_000,
      exclusive: true,
      run: () => pruneIdempotencyKeys(db),
    });

    app.get(
      '/bookings/unavailable-dates',
      {
        schema: {
          tags,
          summary: 'Nights from today up to 18 months ahead that cannot be booked',
          querystring: UnavailableDatesQuery,
          response: { 200: UnavailableDatesReply },
        },
      },
      async (req) => bookings.unavailableDates(db, req.query.listing_id),
    );

    app.get(
      '/bookings/calculation',
      {
        schema: {
          tags,
          summary: 'Price breakdown for a stay, or 422 naming the broken rule',
          querystring: CalculationQuery,
          response: { 200: CalculationReply, 422: ValidationErrorBody },
        },
      },
      async (req) => ({ data: await bookings.calculation(db, req.query) }),
    );

    app.post(
      '/bookings/inquiry',
      {
        onRequest: limitRequests(db, 'inquiry', { perIp: rateLimitRules(env).inquiry }),
        schema: {
          tags,
          summary: 'Send an inquiry to the host (stored as status 1)',
          body: InquiryInput,
          response: { 201: InquiryReply, 422: ValidationErrorBody },
        },
      },
      async (req, reply) => {
        const { reservationId, uniqueHash, message } = await bookings.createInquiry(
          {
            db,
            publicBaseUrl: env.publicBaseUrl,
            holdHours: env.HOLD_HOURS,
            cardPayments: env.cardPayments,
            guestMails: rateLimitRules(env).inquiryMailPerAddress,
          },
          req.body,
        );
        return reply.status(201).send({
          message,
          data: {
            reservation_id: reservationId,
            unique_hash: uniqueHash,
            hold_hours: env.cardPayments ? env.HOLD_HOURS : null,
          },
        });
      },
    );

    app.post(
      '/bookings/lookup',
      {
        // Per visitor before the body is read, so refused bodies count too; per address in the service, silently.
        onRequest: limitRequests(db, 'booking-lookup', { perIp: rateLimitRules(env).bookingLookupPerIp }),
        schema: {
          tags,
          summary: 'Find my booking: e-mail the address links to its trips (202 whether or not it has any)',
          body: BookingLookupInput,
          response: { 202: BookingLookupReply, 422: ValidationErrorBody },
        },
      },
      async (req, reply) => {
        await lookUpBookings(
          { db, publicBaseUrl: env.publicBaseUrl, perAddress: rateLimitRules(env).bookingLookupPerAddress },
          req.body,
        );
        return reply.status(202).send({ message: bookingLookupMessages.sent });
      },
    );
  };
