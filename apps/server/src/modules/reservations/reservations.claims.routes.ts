import { ErrorBody, IdParams, ValidationErrorBody } from '@innkeep/contract/common';
import {
  AdminDepositClaimList,
  AdminDepositClaimQuery,
  AdminDepositClaimReply,
  ClaimDecisionInput,
  ClaimPhotoReply,
  ClaimRefundInput,
} from '@innkeep/contract/deposit-claims';
import { DepositClaimReply } from '@innkeep/contract/reservations-detail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireAdmin, requireHost } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { adminClaim, adminClaims, hostRefund, storeClaimPhoto } from './reservations.claims.admin.ts';
import { decideClaim, expireClaims, refundClaim } from './reservations.claims.ts';

/**
 * Damage claims beyond filing (decision 0060): the host's photos and refund, the admin's list, decision and
 * refund, and the job that charges claims left unanswered for CLAIM_ANSWER_HOURS.
 */
export const claimRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    deps.jobs.add({ name: 'deposit-claim-expiry', everyMs: 60_000, run: () => expireClaims(deps) });
    const host = { tags: ['reservations'] };
    const admin = { tags: ['admin'] };

    app.post(
      '/reservations/:id/deposit-claim/photos',
      {
        onRequest: requireHost,
        schema: {
          ...host,
          summary:
            'Upload one photo for a damage claim (multipart `photo`, JPEG or PNG); its `key` goes in the claim',
          consumes: ['multipart/form-data'],
          params: IdParams,
          response: {
            201: ClaimPhotoReply,
            400: ErrorBody,
            404: ErrorBody,
            409: ErrorBody,
            422: ValidationErrorBody,
          },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ data: await storeClaimPhoto(deps, currentUser(request).id, request.params.id, request) }),
    );

    app.post(
      '/reservations/:id/deposit-claim/refund',
      {
        onRequest: requireHost,
        schema: {
          ...host,
          summary: "Refund my stay's charged damage claim to the guest's card (its held payout is cancelled)",
          params: IdParams,
          body: ClaimRefundInput,
          response: { 200: DepositClaimReply, 404: ErrorBody, 409: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (request) => hostRefund(deps, currentUser(request).id, request.params.id, request.body.reason),
    );

    app.get(
      '/admin/deposit-claims',
      {
        onRequest: requireAdmin,
        schema: {
          ...admin,
          summary:
            'Damage claims the guest objected to (`status=objected`, the default) or every claim (`all`)',
          querystring: AdminDepositClaimQuery,
          response: { 200: AdminDepositClaimList },
        },
      },
      async (request) => ({ data: await adminClaims(deps, request.query.status) }),
    );

    app.post(
      '/admin/deposit-claims/:id/decision',
      {
        onRequest: requireAdmin,
        schema: {
          ...admin,
          summary:
            'Decide an objected damage claim: uphold (charged now) or reject (closed); guest and host are e-mailed',
          params: IdParams,
          body: ClaimDecisionInput,
          response: { 200: AdminDepositClaimReply, 404: ErrorBody, 409: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (request) => {
        const message = await decideClaim(deps, currentUser(request).id, request.params.id, request.body);
        return { message, data: await adminClaim(deps, request.params.id) };
      },
    );

    app.post(
      '/admin/deposit-claims/:id/refund',
      {
        onRequest: requireAdmin,
        schema: {
          ...admin,
          summary: "Refund a charged damage claim to the guest's card (its held payout is cancelled)",
          params: IdParams,
          body: ClaimRefundInput,
          response: { 200: AdminDepositClaimReply, 404: ErrorBody, 409: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (request) => {
        const actor = { kind: 'admin' as const, userId: currentUser(request).id };
        const message = await refundClaim(deps, actor, request.params.id, request.body.reason);
        return { message, data: await adminClaim(deps, request.params.id) };
      },
    );
  };
