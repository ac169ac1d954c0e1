import { PublicConfig } from '@innkeep/contract/config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps.ts';

export const configRoutes =
  ({ env, payments }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/config',
      {
        schema: {
          tags: ['system'],
          summary: 'Public run-time settings (map tiles, card payment provider)',
          response: { 200: PublicConfig },
        },
      },
      async (_req, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return {
          map_tile_url: env.MAP_TILE_URL,
          payments: {
            provider: payments.name,
            test_mode: payments.testMode,
            publishable_key: payments.publishableKey,
            enabled: env.cardPayments,
            hold_hours: env.HOLD_HOURS,
          },
        };
      },
    );
  };
