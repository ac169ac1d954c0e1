import { AdminCancelInput, AdminCancelReply } from '@innkeep/contract/cancellation-wire';
import { ErrorBody, IdParams, ValidationErrorBody } from '@innkeep/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireAdmin } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { cancelByAdmin } from './reservations.cancel.service.ts';

/** An admin cancels any reservation, after check-in too, refunding everything (decision 0023). */
export const reservationAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
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
