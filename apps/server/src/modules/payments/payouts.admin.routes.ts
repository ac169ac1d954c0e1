import { AdminPaymentsReply } from '@innkeep/contract/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps.ts';
import { platformOf } from './payments.platform.ts';
import { failedPayouts } from './payouts.lines.service.ts';

/** The admin dashboard's money at a glance (the /api/admin hook in app.ts lets only admins through). */
export const payoutsAdminRoutes =
  ({ db, env, payments }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/payments',
      {
        schema: {
          tags: ['admin'],
          summary:
            "The platform's country and settlement currency, and payouts the provider refused for good",
          response: { 200: AdminPaymentsReply },
        },
      },
      async () => {
        // The failed payouts matter most when the provider is down: they never wait for it.
        const platform = await platformOf({ payments, env }).catch(() => null);
        return {
          data: {
            platform: platform
              ? { country: platform.country, settlement_currency: platform.defaultCurrency.toUpperCase() }
              : null,
            failed_payouts: await failedPayouts(db),
          },
        };
      },
    );
  };
