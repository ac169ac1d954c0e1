import { ErrorBody, IdParams, ValidationErrorBody } from '@innkeep/contract/common';
import {
  AdminDisputesReply,
  TestDisputeCloseInput,
  TestDisputeInput,
  TestDisputeReply,
} from '@innkeep/contract/disputes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps.ts';
import { simulateDispute, simulateDisputeClose } from './payments.disputes.ts';
import { adminDisputes } from './payments.disputes.wire.ts';

/** The admin dashboard's open disputes (the /api/admin hook in app.ts lets only admins through). */
export const paymentsDisputesRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/disputes',
      {
        schema: {
          tags: ['admin'],
          summary: 'Open disputes (chargebacks) on guests’ payments, evidence due first',
          response: { 200: AdminDisputesReply },
        },
      },
      async () => ({ data: await adminDisputes(deps.db) }),
    );

    const testMode = {
      tags: ['admin'],
      response: { 200: TestDisputeReply, 404: ErrorBody, 409: ErrorBody, 422: ValidationErrorBody },
    };
    app.post(
      '/admin/reservations/:id/test-dispute',
      {
        schema: {
          ...testMode,
          summary:
            "TEST MODE: the guest's bank disputes the stay's charge (404 unless the simulator is in use)",
          params: IdParams,
          body: TestDisputeInput,
        },
      },
      async (req) => ({ message: await simulateDispute(deps, req.params.id, req.body.reason) }),
    );
    app.post(
      '/admin/disputes/:id/test-close',
      {
        schema: {
          ...testMode,
          summary:
            'TEST MODE: the bank decides an open dispute, won or lost (404 unless the simulator is in use)',
          params: IdParams,
          body: TestDisputeCloseInput,
        },
      },
      async (req) => ({ message: await simulateDisputeClose(deps, req.params.id, req.body.outcome) }),
    );
  };
