import { ErrorBody, IdParams, OkBody, ValidationErrorBody } from '@innkeep/contract/common';
import {
  ChangeStatusInput,
  ChangeStatusReply,
  ReservationListReply,
  StatusListReply,
} from '@innkeep/contract/reservations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireHost } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { changeByHost } from './reservations.change.ts';
import { holdExpiryJob } from './reservations.holds.ts';
import * as reservations from './reservations.service.ts';

/** The host's reservations (spec section 7). A host sees and changes only their own: another's is a 404. */
export const reservationsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, env } = deps;
    deps.jobs.add(holdExpiryJob(db));
    const base = { tags: ['reservations'], security: [{ bearer: [] }] };

    app.get(
      '/reservations',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: 'My reservations (deleted listings included), newest stays first',
          response: { 200: ReservationListReply },
        },
      },
      async (request) => ({ data: await reservations.listForHost(db, currentUser(request).id) }),
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
            'Approving (3) holds the dates for HOLD_HOURS and e-mails the guest the payment link; 409 when the dates are taken. Paid (6) and Payment processing (4) are set only by payments.',
          body: ChangeStatusInput,
          response: { 200: ChangeStatusReply, 404: ErrorBody, 409: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (request) => changeByHost({ db, env }, currentUser(request).id, request.body),
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
