import type { Tx } from '../../db/client.ts';
import type { RateLimitRule, Slowdown } from '../rate-limits/rate-limits.service.ts';
import * as rateLimits from '../rate-limits/rate-limits.service.ts';

/**
 * Guessing passwords without locking owners out (decision records 0006 and 0030). Only wrong passwords
 * count, per account (the e-mail as typed, so unknown addresses behave the same). From the `limit`th miss
 * on, each miss makes attempts from new addresses wait twice as long as the last, up to `windowSeconds`.
 * An address the account signed in from before (or used a reset link from) has its own count, three times
 * as generous, which strangers' misses never touch; a reset link always works and ends the slowdown. The
 * per-IP limit on the route stays strict for everyone.
 *
 * Each try is counted as a miss before its password is checked, in the same database step as the check
 * of the wait, so parallel guesses cannot all pass one check; a right password then forgets the misses.
 */
/** `limit`: wrong passwords before the slowdown starts; `windowSeconds`: the longest wait between two tries. */
export type SignInThrottle = RateLimitRule;

/** Misses are forgotten a day after the latest one. */
const FAILURES_KEPT_SECONDS = 24 * 60 * 60;
/** How long an address the account signed in from counts as the owner's. */
const KNOWN_ADDRESS_SECONDS = 180 * 24 * 60 * 60;
/** An address the account used may miss this many times the account's limit before it waits too. */
const KNOWN_ADDRESS_FACTOR = 3;

const failuresKey = (email: string) => `login-failures:${email.toLowerCase()}`;
const knownAddressFailuresKey = (email: string, ip: string) => `login-failures:${email.toLowerCase()}:${ip}`;
const knownAddressKey = (userId: number, ip: string) => `sign-in:${userId}:${ip}`;

const slowdown = (throttle: SignInThrottle, factor = 1): Slowdown => ({
  limit: factor * throttle.limit,
  capSeconds: throttle.windowSeconds,
});

/** Seconds a new address waits after the latest of `failures` misses: 0 below the limit, then 2, 4, 8… up to the cap. */
export function slowdownSeconds(failures: number, throttle: SignInThrottle): number {
  return rateLimits.slowdownSeconds(failures, slowdown(throttle));
}

/**
 * Counts this try as a miss unless its count is waiting out a slowdown (then 429, nothing counted). From an
 * address the account used, the count is that address's own, with a limit three times the account's.
 * Call `recordOwner` when the password is right, `recordFailure` when it is wrong.
 */
export async function countTry(
  db: Tx,
  throttle: SignInThrottle,
  attempt: { email: string; userId: number | undefined; ip: string },
): Promise<{ known: boolean }> {
  const known = attempt.userId !== undefined && (await isKnownAddress(db, attempt.userId, attempt.ip));
  const key = known ? knownAddressFailuresKey(attempt.email, attempt.ip) : failuresKey(attempt.email);
  await rateLimits.countUnlessSlowed(
    db,
    key,
    FAILURES_KEPT_SECONDS,
    slowdown(throttle, known ? KNOWN_ADDRESS_FACTOR : 1),
  );
  return { known };
}

/** A wrong password after `countTry`: a miss from a known address counts for the whole account too. */
export async function recordFailure(db: Tx, email: string, counted: { known: boolean }): Promise<void> {
  if (counted.known) await rateLimits.countFailure(db, failuresKey(email), FAILURES_KEPT_SECONDS);
}

/** A proven owner (right password, or a reset link) from `ip`: the misses end and the address is known. */
export async function recordOwner(db: Tx, user: { id: number; email: string }, ip: string): Promise<void> {
  await rateLimits.forget(db, failuresKey(user.email), knownAddressFailuresKey(user.email, ip));
  await rateLimits.remember(db, knownAddressKey(user.id, ip), KNOWN_ADDRESS_SECONDS);
}

function isKnownAddress(db: Tx, userId: number, ip: string): Promise<boolean> {
  return rateLimits.isRemembered(db, knownAddressKey(userId, ip));
}

const passwordChangeKey = (userId: number) => `change-password-failures:${userId}`;

/**
 * Guessing the current password from a signed-in session (a stolen token): past `limit` wrong ones,
 * changing the password stops until `windowSeconds` pass without a miss. The owner has the reset link.
 * As at sign-in, the try is counted before the password is checked, in the step that checks the stop.
 */
export async function countPasswordChangeTry(db: Tx, throttle: SignInThrottle, userId: number) {
  const stop = { limit: throttle.limit, capSeconds: throttle.windowSeconds, flat: true };
  await rateLimits.countUnlessSlowed(db, passwordChangeKey(userId), throttle.windowSeconds, stop);
}

/** The right current password: the misses counted so far end. */
export async function recordPasswordChangeOwner(db: Tx, userId: number) {
  await rateLimits.forget(db, passwordChangeKey(userId));
}
