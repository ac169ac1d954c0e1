import { AdminDisputesReply } from '@innkeep/contract/disputes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps.ts';
import { adminDisputes } from './payments.disputes.wire.ts';

/** The admin dashboard's open disputes (the /api/admin hook in app.ts lets only admins through). */
export const paymentsDisputesRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
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
      async () => ({ data: await adminDisputes(db) }),
    );
  };
