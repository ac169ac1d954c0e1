import { createHash } from 'node:crypto';
import { paymentMessages } from '@innkeep/contract/messages';
import { and, eq, isNotNull, isNull, like, lt, not, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, onSendHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client.ts';
import { describeDatabaseError, isDatabaseUnavailable } from '../db/db-faults.ts';
import { idempotencyKeys } from '../db/schema/payments.ts';
import { AppError, FieldErrors } from './errors.ts';
import { forgetDeadInstances, instanceAlive } from './instance.ts';

/** How long an answer is kept for replay; the prune job deletes older keys. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/**
 * A first request whose instance is alive but has not answered after this long lost its answer (the database
 * went away as it was stored): a retry takes it over. A dead instance's keys are released at once, by its
 * stopped heartbeat (lib/instance.ts).
 */
const ABANDONED_AFTER_MS = 2 * 60_000;
const HEADER = 'idempotency-key';

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { scope: string; key: string };
  }
}

/** The fingerprint of a request's validated body: the same key with another body is refused. */
export const hashOf = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

/**
 * Client retries with an `Idempotency-Key` header, as Stripe's API takes them: the first request with a key
 * runs and its answer (status and body) is stored; a repeat of the same request gets that answer again,
 * even from another instance; the same key with another body is refused (422); a repeat while the first is
 * still running gets 409. Keys are scoped by route and user (or `guest`). Requests without the header run
 * as usual. Add both hooks to a route: `{ preHandler: idem.preHandler, onSend: idem.onSend }`.
 */
export function idempotent(
  db: Db,
  instanceId: string,
): { preHandler: preHandlerAsyncHookHandler; onSend: onSendHookHandler } {
  async function preHandler(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers[HEADER];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || key.length > 255 || !/^[\x21-\x7e]+$/.test(key)) {
      throw FieldErrors.of(
        'Idempotency-Key',
        'The Idempotency-Key header must be 1 to 255 visible characters.',
      );
    }
    const scope = `${request.method} ${request.routeOptions.url}:${request.user?.id ?? 'guest'}`;
    const requestHash = hashOf(request.body);
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash, instanceId })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [first] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      if (first && first.requestHash !== requestHash) {
        throw FieldErrors.of('Idempotency-Key', paymentMessages.idempotencyMismatch);
      }
      if (first && first.responseStatus !== null) {
        reply.header('idempotent-replayed', 'true');
        return reply.status(first.responseStatus).send(first.responseBody);
      }
      if (!first || !(await takeOver(db, scope, key, instanceId))) {
        throw new AppError('CONFLICT', paymentMessages.idempotencyInProgress);
      }
    }
    request.idempotency = { scope, key };
  }

  const onSend: onSendHookHandler = async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = undefined;
    const where = and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));
    if (reply.statusCode >= 500) {
      // Nothing to replay: the client may try again with the same key.
      await settle(request, claim.key, () => db.delete(idempotencyKeys).where(where));
      return payload;
    }
    let body: unknown = null;
    try {
      body = typeof payload === 'string' ? JSON.parse(payload) : null;
    } catch {
      body = payload;
    }
    await settle(request, claim.key, () =>
      db.update(idempotencyKeys).set({ responseStatus: reply.statusCode, responseBody: body }).where(where),
    );
    return payload;
  };

  return { preHandler, onSend };
}

const SETTLE_TRIES = 3;

/**
 * Stores a key's answer (or frees it after a 5xx), tried again on a fresh connection when the database cut the
 * request's one: a session ended by a restart failed the booking with 503, and the key it left claimed would
 * have kept the retry waiting. The reply goes out either way; a key never settled is logged, without the
 * query's parameters, and waits for the takeover rules.
 */
async function settle(request: FastifyRequest, key: string, run: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await run();
      return;
    } catch (error) {
      if (attempt >= SETTLE_TRIES || !isDatabaseUnavailable(error)) {
        const db = describeDatabaseError(error) ?? { message: String(error) };
        request.log.warn({ db, key }, 'idempotency key not settled');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * Takes over a key whose first request never answered: its instance's heartbeat stopped (it died mid-request),
 * or it is alive and the answer is ABANDONED_AFTER_MS late. The key restarts its clock under this instance.
 */
async function takeOver(db: Db, scope: string, key: string, instanceId: string): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ createdAt: new Date(), instanceId })
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        isNull(idempotencyKeys.responseStatus),
        or(
          // A key from before instances beat (no instance) waits the fixed time.
          and(isNotNull(idempotencyKeys.instanceId), not(instanceAlive(idempotencyKeys.instanceId))),
          lt(idempotencyKeys.createdAt, new Date(Date.now() - ABANDONED_AFTER_MS)),
        ),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** Deletes keys older than a day and the rows of instances dead for a day (the prune job). */
export async function pruneIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return rows.length + (await forgetDeadInstances(db));
}

/** What a request sent with `key` on one route became: still running, answered (status and body), or unknown. */
export type StoredAnswer = { state: 'running' } | { state: 'answered'; status: number; body: unknown };

/**
 * The stored answer for `key` on `method url`, whoever sent it (the key is the caller's secret): lets a client
 * whose answer was lost (a reload, a dropped connection) learn what its request did without sending it again.
 */
export async function storedAnswer(
  db: Db,
  method: string,
  url: string,
  key: string,
): Promise<StoredAnswer | null> {
  const [row] = await db
    .select({ status: idempotencyKeys.responseStatus, body: idempotencyKeys.responseBody })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.key, key), like(idempotencyKeys.scope, `${method} ${url}:%`)))
    .limit(1);
  if (!row) return null;
  return row.status === null
    ? { state: 'running' }
    : { state: 'answered', status: row.status, body: row.body };
}
