import { AdminListQuery, type AdminReservation, AdminReservationsReply } from '@innkeep/contract/admin';
import { AdminCancelInput, AdminCancelReply } from '@innkeep/contract/cancellation-wire';
import { ErrorBody, IdParams, ValidationErrorBody } from '@innkeep/contract/common';
import { toMajor } from '@innkeep/contract/money';
import { fullName } from '@innkeep/contract/names';
import { statusWire } from '@innkeep/contract/reservations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireAdmin } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { type Page, pageMeta, pageOf } from '../../lib/search-text.ts';
import { pageForAdmin } from './reservations.admin.repository.ts';
import { cancelByAdmin, isCancellable } from './reservations.cancel.service.ts';

/** Finds any reservation for support, and cancels it, after check-in too, refunding everything (decision 0023). */
export const reservationAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/reservations',
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['admin'],
          summary:
            "Every host's reservations, newest first; `q` a reservation number or text in the guest, e-mails or listing",
          querystring: AdminListQuery,
          response: { 200: AdminReservationsReply, 422: ValidationErrorBody },
        },
      },
      async (req): Promise<Page<AdminReservation>> => {
        const page = pageOf(req.query);
        const { rows, total } = await pageForAdmin(deps.db, page);
        return {
          data: rows.map(({ reservation: r, listingName, hostEmail, amountPaidMinor, ...dispute }) => ({
            id: r.id,
            listing_name: listingName,
            host_email: hostEmail,
            guest_name: fullName(r.firstName, r.lastName),
            guest_email: r.emailAddress,
            start_date: r.startDate,
            end_date: r.endDate,
            status: statusWire(r.statusId),
            total: toMajor(r.totalPriceMinor, r.currency),
            currency: r.currency,
            created_at: r.createdAt.toISOString(),
            // An open dispute refuses the refund a cancellation makes (decision 0022).
            cancellable: isCancellable(r.statusId) && !dispute.refundsBlocked,
            disputed: dispute.disputed,
            dispute_open: dispute.refundsBlocked,
            dispute_outcome: dispute.disputeOutcome,
            amount_paid: toMajor(amountPaidMinor, r.currency),
          })),
          meta: pageMeta(page, total),
        };
      },
    );

    app.post(
      '/admin/reservations/:id/cancel',
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'Cancel any reservation with a full refund (admins only; also after check-in)',
          description:
            '`cause` says who bears the refund: `host_cancellation` (the host) or `platform`. Guest and host are e-mailed with `reason`. 409 when it is already cancelled, declined or a payment is in progress.',
          params: IdParams,
          body: AdminCancelInput,
          response: { 200: AdminCancelReply, 404: ErrorBody, 409: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (req) => {
        const done = await cancelByAdmin(deps, currentUser(req).id, req.params.id, req.body);
        return { message: done.message, data: { reservation_id: req.params.id, refund: done.refund } };
      },
    );
  };
