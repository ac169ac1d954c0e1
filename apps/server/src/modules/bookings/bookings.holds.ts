import { paymentMessages } from '@innkeep/contract/messages';
import { paymentGateMessages } from '@innkeep/contract/payment-gates';
import { ReservationStatus } from '@innkeep/contract/reservations';
import type { Tx } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { PaymentDeps } from '../../lib/deps.ts';
import { AppError, RateLimitedError } from '../../lib/errors.ts';
import type { Job } from '../../lib/jobs.ts';
import * as paymentGates from '../payments/payments.gates.service.ts';
import * as repo from './bookings.holds.repository.ts';
import { findByHash } from './bookings.repository.ts';

export type HoldEnv = Pick<
  Env,
  'PAYMENT_HOLDS_PER_IP' | 'PAYMENT_HOLDS_PER_EMAIL' | 'PAYMENT_HOLD_MINUTES' | 'PAYMENT_AUTH_START_MINUTES'
>;

/**
 * Book now holds dates while the payment is processing (status 4, mostly a bank's 3-D Secure check), so an
 * anonymous client could keep listings off the market for free. Before a new hold, in its transaction: the
 * client's address and the guest's e-mail are locked (parallel requests of one client queue here) and their
 * open holds counted; at the limit the request is refused with 429 before anything is held or charged.
 */
export async function assertHoldAllowed(tx: Tx, env: HoldEnv, clientIp: string, email: string) {
  await repo.lockHoldKeys(tx, [`ip:${clientIp}`, `email:${email.toLowerCase()}`]);
  const open = await repo.countOpenHolds(tx, clientIp, email);
  if (open.byIp >= env.PAYMENT_HOLDS_PER_IP || open.byEmail >= env.PAYMENT_HOLDS_PER_EMAIL) {
    const minutes = env.PAYMENT_HOLD_MINUTES;
    throw new RateLimitedError(minutes * 60, paymentGateMessages.tooManyHolds(minutes));
  }
}

/**
 * The browser says it opened the bank's check of a Book now: the hold then lasts PAYMENT_HOLD_MINUTES
 * instead of PAYMENT_AUTH_START_MINUTES. Repeating it changes nothing. `waiting` says whether a hold of
 * this reservation is (still) waiting for the bank.
 */
export async function authenticationStarted(db: Tx, uniqueHash: string, now = new Date()) {
  const marked = await repo.markAuthStarted(db, uniqueHash, now);
  if (marked) return { waiting: true };
  const found = await findByHash(db, uniqueHash);
  if (!found) throw new AppError('NOT_FOUND', paymentMessages.reservationNotFound);
  return {
    waiting:
      found.reservation.statusId === ReservationStatus.PaymentProcessing &&
      found.reservation.authStartedAt !== null,
  };
}

const BATCH = 20;

/**
 * Releases Book now holds whose bank check the browser never opened within PAYMENT_AUTH_START_MINUTES:
 * the waiting intent is cancelled at the provider and the dates are freed (payments service). A hold whose
 * payment is not waiting for the bank (still being created, or answered) is the reconciliation job's.
 */
export async function releaseUnopenedHolds(
  deps: PaymentDeps & { env: HoldEnv },
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.env.PAYMENT_AUTH_START_MINUTES * 60_000);
  let released = 0;
  for (const id of await repo.unopenedHolds(deps.db, cutoff, BATCH)) {
    if (await paymentGates.releaseWaitingAuthentication(deps, id, now)) released++;
  }
  return released;
}

export function unopenedHoldsJob(deps: PaymentDeps & { env: HoldEnv }): Job {
  return {
    name: 'book-now-unopened-holds',
    everyMs: 30_000,
    exclusive: true,
    run: () => releaseUnopenedHolds(deps),
  };
}
