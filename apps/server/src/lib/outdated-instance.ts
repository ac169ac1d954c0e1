import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { type Db, schemaState } from '../db/client.ts';
import { UnavailableError } from './errors.ts';

/** An `ok` schema is believed this long before it is read again (the cost: one small query per interval). */
const RECHECK_MS = 5000;
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export const OUTDATED_MESSAGE =
  'This server runs an older release than its database and takes no bookings or changes until it is replaced. Please try again in a moment.';

/**
 * Refuses every write (503, Retry-After) while the database schema is newer than this build: during a rolling
 * upgrade the new release migrates first, and an old instance still behind the balancer must not book, pay or
 * save the old way (decision 0077). Reads go on. A database that does not answer lets the request through:
 * it fails on its own with the database's 503.
 */
export function refuseWritesWhenOutdated(probe: Db): onRequestAsyncHookHandler {
  let okUntil = 0;
  return async (request: FastifyRequest) => {
    if (SAFE.has(request.method) || Date.now() < okUntil) return;
    const state = await schemaState(probe).catch(() => 'unknown' as const);
    if (state === 'newer') throw new UnavailableError(OUTDATED_MESSAGE, 30);
    if (state !== 'unknown') okUntil = Date.now() + RECHECK_MS;
  };
}
