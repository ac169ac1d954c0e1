import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ping, schemaState, sqlState } from '../../db/client.ts';
import { socketErrno, withDeadline } from '../../db/db-faults.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { UnavailableError } from '../../lib/errors.ts';

/** Set by main.ts when SIGTERM arrives: readiness turns false while in-flight requests still finish. */
export interface Lifecycle {
  draining: boolean;
}

/** Readiness and liveness answer within this, whatever the database does (docs/requirements/operations.md#R-O3): a health check must not hang. */
const CHECK_MS = 1500;
/** Requests may wait for a pool connection this long before the instance says it is saturated. */
const SATURATED_MS = 1000;

const Ready = z.object({
  status: z.enum(['ready', 'not ready']),
  database: z.enum(['ok', 'unreachable', 'saturated']),
  /** `newer`: a newer release migrated the database; this instance is outdated and refuses writes. */
  migrations: z.enum(['ok', 'pending', 'newer', 'unknown']),
  draining: z.boolean(),
  /** Why the instance is not ready, for the operator reading the check. */
  reason: z.string().optional(),
});

/**
 * Why the database check failed, for the operator: a refusal is not a silence. The code only, never the
 * database's own words, which name its roles and databases to whoever reads this public check.
 */
function checkFailure(error: unknown): string {
  const state = sqlState(error);
  if (state) return `the database answered the check with an error (SQLSTATE ${state})`;
  const errno = socketErrno(error);
  if (errno) return `the database cannot be reached (${errno})`;
  return `the database did not answer within ${CHECK_MS} ms`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Null, or why the main pool cannot take more work: requests waited for a connection for SATURATED_MS. */
async function poolBacklog(stats: AppDeps['poolStats']): Promise<string | null> {
  if (!stats) return null;
  for (let waited = 0; waited < SATURATED_MS; waited += 100) {
    if (stats().waiting === 0) return null;
    await sleep(100);
  }
  const s = stats();
  return s.waiting === 0
    ? null
    : `all ${s.total} of ${s.max} database connections are busy and ${s.waiting} requests wait for one`;
}

export const healthRoutes =
  ({ probe, poolStats }: AppDeps, lifecycle: Lifecycle): FastifyPluginAsyncZod =>
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
        await withDeadline(ping(probe), CHECK_MS, 'the database').catch(() => {
          throw new UnavailableError('The database does not answer.', 3);
        });
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
        // Through the reserve and under a deadline: the answer comes within CHECK_MS even with the pool full.
        let failure: unknown;
        const [migrations, backlog] = await Promise.all([
          withDeadline(schemaState(probe), CHECK_MS, 'the database').catch((error: unknown) => {
            failure = error;
            return 'unknown' as const;
          }),
          poolBacklog(poolStats),
        ]);
        const database = migrations === 'unknown' ? 'unreachable' : backlog ? 'saturated' : 'ok';
        const reason = lifecycle.draining
          ? 'shutting down'
          : database === 'unreachable'
            ? checkFailure(failure)
            : migrations === 'pending'
              ? 'the database schema is older than this build: migrations are pending'
              : migrations === 'newer'
                ? 'the database schema is newer than this build: a newer release has migrated it; replace this instance'
                : (backlog ?? undefined);
        const ready = !reason;
        return reply.code(ready ? 200 : 503).send({
          status: ready ? 'ready' : 'not ready',
          database,
          migrations,
          draining: lifecycle.draining,
          ...(reason && { reason }),
        });
      },
    );
  };
