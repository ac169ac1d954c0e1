import { ErrorBody, IdParams, OkBody, ValidationErrorBody } from '@innkeep/contract/common';
import {
  ChangeStatusInput,
  ChangeStatusReply,
  DepositClaimInput,
  ReservationListQuery,
  ReservationListReply,
  StatusListReply,
} from '@innkeep/contract/reservations';
import { DepositClaimReply, ReservationDetailReply } from '@innkeep/contract/reservations-detail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireHost } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { reservationAdminRoutes } from './reservations.admin.routes.ts';
import { guestCancelRoutes } from './reservations.cancel.routes.ts';
import { changeByHost } from './reservations.change.ts';
import { claimRoutes } from './reservations.claims.routes.ts';
import { claimDeposit } from './reservations.deposit.ts';
import { depositGuestRoutes } from './reservations.deposit-guest.routes.ts';
import { detailForHost } from './reservations.detail.ts';
import { holdExpiryJob } from './reservations.holds.ts';
import * as reservations from './reservations.service.ts';

/** The host's reservations (docs/requirements/wire.md#R-W1). A host sees and changes only their own: another's is a 404. */
export const reservationsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    deps.jobs.add(holdExpiryJob(db));
    await app.register(depositGuestRoutes(deps));
    await app.register(guestCancelRoutes(deps));
    await app.register(claimRoutes(deps));
    await app.register(reservationAdminRoutes(deps));
    const base = { tags: ['reservations'] };

    app.get(
      '/reservations',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary:
            'My reservations (deleted listings included): upcoming first, then past; filtered, with totals',
          description:
            'Every filter is optional: `q` (guest name or e-mail), `listing` (id), `status` (id), `from`/`to` (stays with a night in that range, YYYY-MM-DD), `when` (upcoming: not ended today; past). Upcoming stays come soonest first, then past ones latest first. `total` counts the rows; `totals` sums them per currency (`booked`: stays holding dates; `paid`: paid less refunds); `listings` names every listing that has a reservation. Paging (optional, docs/requirements/host.md#R-H20): `page` (from 1) and `per_page` (1–100, default 25) return one page of the rows; `total` and `totals` still cover every matching row; `page` and `per_page` in the reply say which page it is (`per_page` null: the whole list, as without either).',
          querystring: ReservationListQuery,
          response: { 200: ReservationListReply, 422: ValidationErrorBody },
        },
      },
      async (request) => {
        const user = currentUser(request);
        // A co-host's pages and counts are of their listings' stays, not the host's page cut afterwards.
        const listingIds = user.team?.role === 'co-host' ? user.team.listingIds : undefined;
        return reservations.listForHost(db, user.id, {
          ...request.query,
          ...(listingIds ? { listingIds } : {}),
        });
      },
    );

    app.get(
      '/reservations/select/list',
      {
        onRequest: requireHost,
        schema: { ...base, summary: 'The reservation statuses', response: { 200: StatusListReply } },
      },
      async () => ({ status: reservations.statusList() }),
    );

    app.post(
      '/reservations/change/status',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: 'Change the status of one of my reservations',
          description:
            'Approving (3) holds the dates for HOLD_HOURS and e-mails the guest the payment link; 409 when the dates are taken. Declining (2) e-mails the guest. Paid (6) and Payment processing (4) are set only by payments. A paid stay can only be cancelled (5), and only before check-in (409 after; an admin cancels then): everything paid is refunded through the card provider whatever the cancellation policy, its held deposit is released and the guest is e-mailed. An optional `message` (plain text, up to 5,000 characters) is posted in the stay’s thread and e-mailed to the guest with the change.',
          body: ChangeStatusInput,
          response: { 200: ChangeStatusReply, 404: ErrorBody, 409: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (request) => {
        const user = currentUser(request);
        // A co-host acts for the host; the history names who did it.
        return changeByHost(deps, user.id, request.body, new Date(), user.team?.userId ?? user.id);
      },
    );

    app.get(
      '/reservations/:id',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: 'One of my reservations with its price, payments, refunds, history and deposit',
          params: IdParams,
          response: { 200: ReservationDetailReply, 404: ErrorBody },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const detail = await detailForHost(db, deps.storage, user.id, request.params.id);
        if (!user.team) return { data: detail };
        // What the stay pays the host is the payouts page's, not a member's to see; and a member may not claim
        // the deposit (the claim route refuses them), so the detail does not offer it.
        return { data: { ...detail, payouts: [], deposit: { ...detail.deposit, claimable: false } } };
      },
    );

    app.post(
      '/reservations/:id/deposit-claim',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: 'Claim part or all of the damage deposit of a paid stay (the guest answers first)',
          description:
            '`amount` in minor units, at most the deposit; `reason` and `photos` (keys from `…/deposit-claim/photos`) are e-mailed to the guest with a link to accept or object within 72 hours. From the check-out day for 7 days (409 before or after, or while another claim is open, charged or rejected). Nothing is charged now (decision 0060): the card the guest saved at Pay is charged off-session once they accept, do not answer in time, or an admin upholds their objection.',
          params: IdParams,
          body: DepositClaimInput,
          response: { 200: DepositClaimReply, 404: ErrorBody, 409: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (request) => claimDeposit(deps, currentUser(request).id, request.params.id, request.body),
    );

    app.delete(
      '/reservations/:id',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: 'Delete one of my reservations with its history',
          description: 'Refused (409) for a paid reservation, one with any payment, or a live hold.',
          params: IdParams,
          response: { 200: OkBody, 404: ErrorBody, 409: ErrorBody },
        },
      },
      async (request) => ({
        message: await reservations.removeByHost(db, currentUser(request).id, request.params.id),
      }),
    );
  };
