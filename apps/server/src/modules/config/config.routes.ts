import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';

/** Public settings the browser needs at run time, so one build serves every deployment. */
export const PublicConfig = z.object({ map_tile_url: z.string() });

export const configRoutes =
  ({ env }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/config',
      {
        schema: {
          tags: ['system'],
          summary: 'Public run-time settings (map tiles)',
          response: { 200: PublicConfig },
        },
      },
      async (_req, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return { map_tile_url: env.MAP_TILE_URL };
      },
    );
  };
