import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrationsApplied, ping } from '../../db/client.ts';
import type { AppDeps } from '../../lib/deps.ts';

/** Set by main.ts when SIGTERM arrives: readiness turns false while in-flight requests still finish. */
export interface Lifecycle {
  draining: boolean;
}

const Ready = z.object({
  status: z.enum(['ready', 'not ready']),
  database: z.enum(['ok', 'unreachable']),
  migrations: z.enum(['ok', 'pending', 'unknown']),
  draining: z.boolean(),
});

export const healthRoutes =
  ({ db }: AppDeps, lifecycle: Lifecycle): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness and database check',
          response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }) },
        },
      },
      async () => {
        await ping(db);
        return { status: 'ok' as const, database: 'ok' as const };
      },
    );

    app.get(
      '/ready',
      {
        schema: {
          tags: ['system'],
          summary: 'Readiness for a load balancer: database reachable, migrations applied, not shutting down',
          response: { 200: Ready, 503: Ready },
        },
      },
      async (_request, reply) => {
        const migrations = await migrationsApplied(db).then(
          (applied) => (applied ? ('ok' as const) : ('pending' as const)),
          () => 'unknown' as const,
        );
        const database = migrations === 'unknown' ? 'unreachable' : 'ok';
        const ready = !lifecycle.draining && migrations === 'ok';
        return reply.code(ready ? 200 : 503).send({
          status: ready ? 'ready' : 'not ready',
          database,
          migrations,
          draining: lifecycle.draining,
        });
      },
    );
  };
