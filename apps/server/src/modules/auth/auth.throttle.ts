import type { Tx } from '../../db/client.ts';
import type { RateLimitRule } from '../rate-limits/rate-limits.service.ts';
import * as rateLimits from '../rate-limits/rate-limits.service.ts';

/**
 * Guessing passwords without locking owners out (decision record 0005). Only wrong passwords count, per
 * account (the e-mail as typed, so unknown addresses behave the same). From the `limit`th miss on, each
 * miss makes attempts from new addresses wait twice as long as the last, up to `windowSeconds`.
 * The owner still gets in: an address the account signed in from before (or used a reset link from) is
 * not made to wait, and a reset link always works and ends the slowdown. The per-IP limit on the route
 * stays strict for everyone.
 */
/** `limit`: wrong passwords before the slowdown starts; `windowSeconds`: the longest wait between two tries. */
export type SignInThrottle = RateLimitRule;

/** Misses are forgotten a day after the latest one. */
const FAILURES_KEPT_SECONDS = 24 * 60 * 60;
/** How long an address the account signed in from counts as the owner's. */
const KNOWN_ADDRESS_SECONDS = 180 * 24 * 60 * 60;

const failuresKey = (email: string) => `login-failures:${email.toLowerCase()}`;
const knownAddressKey = (userId: number, ip: string) => `sign-in:${userId}:${ip}`;

/** Seconds a new address waits after the latest of `failures` misses: 0 below the limit, then 2, 4, 8… up to the cap. */
export function slowdownSeconds(failures: number, throttle: SignInThrottle): number {
  if (failures < throttle.limit) return 0;
  return Math.min(throttle.windowSeconds, 2 ** Math.min(failures - throttle.limit + 1, 30));
}

/** Refuses (429) a try from an unknown address while the account's slowdown lasts. */
export async function assertMayTry(
  db: Tx,
  throttle: SignInThrottle,
  attempt: { email: string; userId: number | undefined; ip: string },
): Promise<void> {
  const failures = await rateLimits.failuresOf(db, failuresKey(attempt.email));
  if (!failures) return;
  const wait = slowdownSeconds(failures.count, throttle) - failures.secondsSinceLast;
  if (wait <= 0) return;
  if (attempt.userId !== undefined && (await isKnownAddress(db, attempt.userId, attempt.ip))) return;
  throw rateLimits.tooManyAttempts(Math.ceil(wait));
}

export async function recordFailure(db: Tx, email: string): Promise<void> {
  await rateLimits.countFailure(db, failuresKey(email), FAILURES_KEPT_SECONDS);
}

/** A proven owner (right password, or a reset link) from `ip`: the misses end and the address is known. */
export async function recordOwner(db: Tx, user: { id: number; email: string }, ip: string): Promise<void> {
  await rateLimits.forget(db, failuresKey(user.email));
  await rateLimits.remember(db, knownAddressKey(user.id, ip), KNOWN_ADDRESS_SECONDS);
}

function isKnownAddress(db: Tx, userId: number, ip: string): Promise<boolean> {
  return rateLimits.isRemembered(db, knownAddressKey(userId, ip));
}

const passwordChangeKey = (userId: number) => `change-password-failures:${userId}`;

/**
 * Guessing the current password from a signed-in session (a stolen token): past `limit` wrong ones,
 * changing the password stops until `windowSeconds` pass without a miss. The owner has the reset link.
 */
export async function assertMayChangePassword(db: Tx, throttle: SignInThrottle, userId: number) {
  const failures = await rateLimits.failuresOf(db, passwordChangeKey(userId));
  if (failures && failures.count >= throttle.limit) throw rateLimits.tooManyAttempts(failures.secondsLeft);
}

export async function recordPasswordChangeFailure(db: Tx, throttle: SignInThrottle, userId: number) {
  await rateLimits.countFailure(db, passwordChangeKey(userId), throttle.windowSeconds);
}
