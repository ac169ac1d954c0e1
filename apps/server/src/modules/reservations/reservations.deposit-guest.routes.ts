import { ErrorBody, ValidationErrorBody } from '@innkeep/contract/common';
import { GuestDepositClaimAnswerReply, GuestDepositClaimReply } from '@innkeep/contract/deposit';
import { ClaimAnswerInput } from '@innkeep/contract/deposit-claims';
import { ReservationHash } from '@innkeep/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { limitRequests, rateLimitRules } from '../rate-limits/rate-limits.service.ts';
import { answerClaim } from './reservations.claims.ts';
import { confirmApproval, guestClaim, startApproval } from './reservations.deposit-guest.ts';

/**
 * The guest's page of a damage deposit claim (decisions 0024, 0060): they accept or object, and approve a
 * charge their bank asks about; the hash is the key.
 */
export const depositGuestRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['bookings'];
    const params = z.object({ id: ReservationHash });
    const limited = limitRequests(deps.db, 'payment', { perIp: rateLimitRules(deps.env).payment });
    const response = { 200: GuestDepositClaimReply, 404: ErrorBody, 409: ErrorBody };

    app.get(
      '/bookings/reservation/:id/deposit-claim',
      {
        schema: {
          tags,
          summary: "The latest damage deposit claim of the reservation its hash names, for the guest's page",
          params,
          response: { 200: GuestDepositClaimReply, 404: ErrorBody },
        },
      },
      async (req) => ({ data: await guestClaim(deps, req.params.id) }),
    );

    app.post(
      '/bookings/reservation/:id/deposit-claim/authenticate',
      {
        onRequest: limited,
        schema: {
          tags,
          summary:
            "Start the bank's approval of a claim that waits for the guest: `client_secret` for the browser (409 when it does not wait)",
          params,
          response,
        },
      },
      async (req) => ({ data: await startApproval(deps, req.params.id) }),
    );

    app.post(
      '/bookings/reservation/:id/deposit-claim/confirm',
      {
        onRequest: limited,
        schema: {
          tags,
          summary: "After the bank's step in the browser: check the claim with the provider and apply it",
          params,
          response: { 200: GuestDepositClaimReply, 404: ErrorBody },
        },
      },
      async (req) => ({ data: await confirmApproval(deps, req.params.id) }),
    );

    app.post(
      '/bookings/reservation/:id/deposit-claim/answer',
      {
        onRequest: limited,
        schema: {
          tags,
          summary:
            'Accept the claim (charged now) or object with a reason (an admin decides; nothing charged meanwhile). Objecting after `answer_by` is a 409; the same answer twice changes nothing',
          params,
          body: ClaimAnswerInput,
          response: {
            200: GuestDepositClaimAnswerReply,
            404: ErrorBody,
            409: ErrorBody,
            422: ValidationErrorBody,
          },
        },
      },
      async (req) => {
        const message = await answerClaim(deps, req.params.id, req.body);
        return { message, data: await guestClaim(deps, req.params.id) };
      },
    );
  };
