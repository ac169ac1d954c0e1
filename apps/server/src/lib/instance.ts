import { hostname } from 'node:os';
import { eq, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { errorLogFields } from '../db/db-faults.ts';
import { instances } from '../db/schema/install.ts';

/** An instance is dead once it missed this many heartbeats: what it held (idempotency keys) is released. */
export const MISSED_BEATS = 4;
/** Rows of instances dead for longer than this are deleted (the idempotency prune). */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

/** This server process as the others see it: its row in `instances`, kept alive by a heartbeat. */
export interface Instance {
  id: string;
  /** Starts the heartbeat (idempotent). */
  start(): void;
  /** Stops the heartbeat and deletes the row: a clean stop leaves nothing for the others to wait on. */
  stop(): Promise<void>;
}

/**
 * Registers this process and beats every `heartbeatMs`. The beat is an upsert, so a row deleted while the
 * database was away (the prune judged it dead) comes back. Times are the database's `now()`, never this
 * machine's clock, so instances on machines with skewed clocks judge each other alike.
 */
export async function registerInstance(
  db: Db,
  options: { heartbeatMs: number; log: FastifyBaseLogger },
): Promise<Instance> {
  const label = `${hostname()}:${process.pid}`;
  const [row] = await db
    .insert(instances)
    .values({ label, heartbeatMs: options.heartbeatMs })
    .returning({ id: instances.id });
  const id = row!.id;
  let timer: NodeJS.Timeout | undefined;
  let failing = false;
  const beat = async () => {
    try {
      await db
        .insert(instances)
        .values({ id, label, heartbeatMs: options.heartbeatMs })
        .onConflictDoUpdate({ target: instances.id, set: { heartbeatAt: sql`now()` } });
      if (failing) options.log.info({ instance: id }, 'instance heartbeat written again');
      failing = false;
    } catch (err) {
      // The database is away: the next beat tries again; one line per outage, not one per beat.
      if (!failing) options.log.warn({ ...errorLogFields(err), instance: id }, 'instance heartbeat failed');
      failing = true;
    }
  };
  return {
    id,
    start() {
      if (timer) return;
      timer = setInterval(() => void beat(), options.heartbeatMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await db
        .delete(instances)
        .where(eq(instances.id, id))
        .catch(() => {});
    },
  };
}

/** SQL true when the instance `instanceId` names is alive: its row exists and beat within MISSED_BEATS. */
export const instanceAlive = (instanceId: AnyPgColumn) =>
  sql`exists (select 1 from ${instances} where ${instances.id} = ${instanceId}
    and ${instances.heartbeatAt} > now() - make_interval(secs => ${instances.heartbeatMs} * ${MISSED_BEATS} / 1000.0))`;

/** Deletes the rows of instances whose heartbeat stopped a day ago. */
export async function forgetDeadInstances(db: Db): Promise<number> {
  const rows = await db
    .delete(instances)
    .where(lt(instances.heartbeatAt, new Date(Date.now() - FORGET_AFTER_MS)))
    .returning({ id: instances.id });
  return rows.length;
}
