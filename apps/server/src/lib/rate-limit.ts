import { authMessages } from '@innkeep/contract/auth';
import { lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/rate-limits.ts';
import { AppError } from './errors.ts';

export interface RateLimitRule {
  /** Most attempts allowed in one window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one attempt for `key` in the current fixed window and says whether it is within the limit.
 * The window is computed from the database clock and the counter is one upsert, so every instance
 * shares the same count and concurrent attempts cannot both slip under the limit.
 */
export async function hit(
  db: Db,
  key: string,
  { limit, windowSeconds }: RateLimitRule,
): Promise<{ allowed: boolean; count: number; retryAfterSeconds: number }> {
  const window = sql`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({
      key,
      windowStart: window,
      count: 1,
      expiresAt: sql`${window} + make_interval(secs => ${windowSeconds})`,
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
        expiresAt: sql`excluded.expires_at`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`ceil(extract(epoch from ${rateLimits.expiresAt} - now()))::int`,
    });
  const count = Number(row?.count ?? 1);
  return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, Number(row?.retryAfter ?? 1)) };
}

/** Deletes counters whose window has ended (run by the jobs loop). */
export async function pruneRateLimits(db: Db): Promise<number> {
  const deleted = await db.delete(rateLimits).where(lt(rateLimits.expiresAt, sql`now()`)).returning({
    key: rateLimits.key,
  });
  return deleted.length;
}

export interface AuthRateLimits {
  perIp: RateLimitRule;
  perEmail: RateLimitRule;
}

/**
 * A preHandler limiting an action per client IP and per e-mail of the (already validated) body.
 * Over the limit: 429 `{ error, code: 'RATE_LIMITED' }` with a Retry-After header.
 */
export function limitPerIpAndEmail(db: Db, action: string, limits: AuthRateLimits) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const body = request.body as { email?: unknown } | undefined;
    const email = typeof body?.email === 'string' ? body.email.toLowerCase() : '';
    const checks = [hit(db, `${action}:ip:${request.ip}`, limits.perIp)];
    if (email) checks.push(hit(db, `${action}:email:${email}`, limits.perEmail));
    const results = await Promise.all(checks);
    const blocked = results.filter((r) => !r.allowed);
    if (blocked.length === 0) return;
    const retryAfter = Math.max(...blocked.map((r) => r.retryAfterSeconds));
    reply.header('retry-after', String(retryAfter));
    throw new AppError('RATE_LIMITED', authMessages.tooManyAttempts(Math.ceil(retryAfter / 60)));
  };
}
