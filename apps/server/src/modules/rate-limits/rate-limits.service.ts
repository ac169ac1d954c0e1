import { authMessages } from '@innkeep/contract/auth';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { RateLimitedError } from '../../lib/errors.ts';
import { answers } from '../../lib/openapi.ts';
import * as repo from './rate-limits.repository.ts';

/**
 * The one rate limiter of the app (decision record 0005): counters in the `rate_limits` table, shared by
 * every server instance. Routes limit requests per client IP (and per e-mail) with `limitRequests`;
 * the auth service counts wrong passwords per account with the failure counters below.
 */
export interface RateLimitRule {
  /** Most attempts allowed in one window. */
  limit: number;
  windowSeconds: number;
}

/** Every limit of the app, in one place, from the environment where an operator may tune it. */
export function rateLimitRules(env: Env) {
  const windowSeconds = env.AUTH_RATE_LIMIT_WINDOW_SECONDS;
  return {
    /** Sign-up, sign-in, password reset and change per client IP: every attempt counts. */
    authPerIp: { limit: env.AUTH_RATE_LIMIT_PER_IP, windowSeconds },
    /** Sign-ups and reset e-mails per address: stops floods of mail to one person. */
    authPerEmail: { limit: env.AUTH_RATE_LIMIT_PER_EMAIL, windowSeconds },
    /**
     * Wrong passwords per account: past `limit`, sign-in from an address the account never used slows
     * down (auth.throttle.ts; from an address it used, past three times `limit`), and changing the password
     * stops until `windowSeconds` pass without a miss.
     */
    accountFailures: { limit: env.AUTH_RATE_LIMIT_PER_EMAIL, windowSeconds },

    /** Public forms anyone can post (contact, newsletter): generous, stops floods without troubling people. */
    publicForm: { limit: 30, windowSeconds: 60 },
    inquiry: { limit: 20, windowSeconds: 60 },
    /**
     * "Inquiry received" e-mails per guest address, which nobody confirmed: a guest asking several hosts in a
     * day gets each confirmation; a stranger's address cannot be flooded (the inquiry itself is still sent).
     */
    inquiryMailPerAddress: { limit: 5, windowSeconds: 86_400 },
    /** Newsletter confirmation links per address: a retry or two, never a flood of mail to one person. */
    newsletterLink: { limit: 3, windowSeconds: 3600 },
    /** "Already subscribed" notes per confirmed address. */
    newsletterConfirmed: { limit: 1, windowSeconds: 86_400 },
    /** "Find my booking" per client IP: a guest tries an address or two; nobody needs more. */
    bookingLookupPerIp: { limit: 10, windowSeconds: 3600 },
    /** "Find my booking" mails per address: a retry or two, never a flood of mail to one person. */
    bookingLookupPerAddress: { limit: 3, windowSeconds: 3600 },
    /** Card payment attempts: a guest retries a few cards; card testers try hundreds. */
    payment: { limit: env.PAYMENT_RATE_LIMIT_PER_IP, windowSeconds: 600 },
    /** The upstream geocoder (Nominatim) allows about one request a second; the form debounces 800 ms. */
    geocode: { limit: 60, windowSeconds: 60 },
    /** Add and Sync now of channel calendars per host: each makes the server fetch and read a calendar. */
    channelSync: { limit: env.CHANNEL_RATE_LIMIT_PER_HOST, windowSeconds: 600 },
    /** Conversation messages per sender (a host, or a guest's address): a lively thread, never a flood of mail. */
    messagePerSender: { limit: env.MESSAGE_RATE_LIMIT_PER_SENDER, windowSeconds: 3600 },
    /**
     * Team invitations carry the host's chosen name to any address: a host builds a team of a few people a
     * day, never a mailing list; one address gets a resend or two.
     */
    teamInvitePerHost: { limit: 20, windowSeconds: 86_400 },
    /** Per client IP, for many hosts behind one address (an agency's office): generous. */
    teamInvitePerIp: { limit: 100, windowSeconds: 3600 },
    teamInvitePerAddress: { limit: 3, windowSeconds: 86_400 },
  } satisfies Record<string, RateLimitRule>;
}
export type RateLimitRules = ReturnType<typeof rateLimitRules>;

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new RateLimitedError(retryAfterSeconds, authMessages.tooManyAttempts(retryAfterSeconds));

/** Counts one attempt for `key` in the current fixed window and says whether it is within the limit. */
export async function hit(
  db: Tx,
  key: string,
  rule: RateLimitRule,
): Promise<{ allowed: boolean; count: number; retryAfterSeconds: number }> {
  const { count, secondsLeft } = await repo.countInFixedWindow(db, key, rule.windowSeconds);
  return { allowed: count <= rule.limit, count, retryAfterSeconds: secondsLeft };
}

/**
 * A route hook counting each request of `action` per client IP, per signed-in user when `perUser` is given,
 * and per e-mail of the body when `perEmail` is given (use it as a preHandler then, after the body is
 * validated; per IP alone it can run onRequest, so refused bodies count too). Over a limit: 429
 * `RATE_LIMITED` with Retry-After.
 */
export function limitRequests(
  db: Db,
  action: string,
  limits: { perIp: RateLimitRule; perUser?: RateLimitRule; perEmail?: RateLimitRule },
) {
  const hook = async (request: FastifyRequest): Promise<void> => {
    const checks = [hit(db, `${action}:ip:${request.ip}`, limits.perIp)];
    if (limits.perUser && request.user) {
      checks.push(hit(db, `${action}:user:${request.user.id}`, limits.perUser));
    }
    const body = request.body as { email?: unknown } | undefined;
    if (limits.perEmail && typeof body?.email === 'string') {
      checks.push(hit(db, `${action}:email:${body.email.toLowerCase()}`, limits.perEmail));
    }
    const blocked = (await Promise.all(checks)).filter((r) => !r.allowed);
    if (blocked.length > 0) throw tooManyAttempts(Math.max(...blocked.map((r) => r.retryAfterSeconds)));
  };
  return answers(hook, 429);
}

/**
 * Counts one failure for `key`; failures less than `keepSeconds` apart add up, a quiet `keepSeconds`
 * forgets them. Returns the count so far.
 */
export function countFailure(db: Tx, key: string, keepSeconds: number): Promise<number> {
  return repo.countSliding(db, key, keepSeconds);
}

export type Slowdown = repo.Slowdown;

/** Seconds to wait after the latest of `failures`: 0 below the limit, then 2, 4, 8… up to the cap. */
export function slowdownSeconds(failures: number, slowdown: Slowdown): number {
  if (failures < slowdown.limit) return 0;
  if (slowdown.flat) return slowdown.capSeconds;
  return Math.min(slowdown.capSeconds, 2 ** Math.min(failures - slowdown.limit + 1, 30));
}

/**
 * Counts one attempt for `key` (failures less than `keepSeconds` apart add up), unless `key` is waiting out
 * its slowdown: then nothing is counted and it throws 429 with the seconds left. Check and count are one
 * step in the database, so parallel attempts cannot all pass the same check.
 */
export async function countUnlessSlowed(
  db: Tx,
  key: string,
  keepSeconds: number,
  slowdown: Slowdown,
): Promise<void> {
  if ((await repo.countSlidingUnlessWaiting(db, key, keepSeconds, slowdown)) !== undefined) return;
  const live = await repo.findLive(db, key);
  const wait = live ? slowdownSeconds(live.count, slowdown) - live.secondsSinceStart : 1;
  throw tooManyAttempts(Math.max(1, Math.ceil(wait)));
}

/** Forgets the counters of `keys` (a success that ends a run of failures). */
export function forget(db: Tx, ...keys: string[]): Promise<void> {
  return repo.deleteKeys(db, keys);
}

/** Remembers a fact about `key` for `keepSeconds` (a sign-in from an address), refreshed on each call. */
export async function remember(db: Tx, key: string, keepSeconds: number): Promise<void> {
  await repo.countSliding(db, key, keepSeconds);
}

export async function isRemembered(db: Tx, key: string): Promise<boolean> {
  return (await repo.findLive(db, key)) !== undefined;
}

/** Deletes counters whose window has ended (run by the jobs loop). */
export function pruneRateLimits(db: Db): Promise<number> {
  return repo.deleteExpired(db);
}
