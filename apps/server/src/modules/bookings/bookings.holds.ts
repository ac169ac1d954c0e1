import { paymentMessages } from '@innkeep/contract/messages';
import { toMinor } from '@innkeep/contract/money';
import { paymentGateMessages } from '@innkeep/contract/payment-gates';
import type { PriceBreakdown } from '@innkeep/contract/pricing';
import { ReservationStatus } from '@innkeep/contract/reservations';
import { type Db, SQLSTATE, sqlState, type Tx } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { PaymentDeps } from '../../lib/deps.ts';
import { AppError, RateLimitedError } from '../../lib/errors.ts';
import type { Job } from '../../lib/jobs.ts';
import * as paymentGates from '../payments/payments.gates.service.ts';
import * as repo from './bookings.holds.repository.ts';
import { findByHash } from './bookings.repository.ts';

export type HoldEnv = Pick<
  Env,
  | 'PAYMENT_HOLDS_PER_IP'
  | 'PAYMENT_HOLDS_PER_EMAIL'
  | 'PAYMENT_HOLDS_PER_LISTING'
  | 'PAYMENT_HOLDS_PER_CARD'
  | 'PAYMENT_HOLD_MINUTES'
  | 'PAYMENT_AUTH_START_MINUTES'
>;

/** Who asks for a hold: the client's address, the guest's e-mail, the listing and the card's fingerprint. */
export interface HoldKeys {
  clientIp: string;
  email: string;
  listingId: number;
  /** Null when the provider does not know the card (its charge is refused anyway). */
  cardFingerprint: string | null;
}

/**
 * The total the guest (or the host, on the staff form) confirmed must be the one computed under the listing's lock
 * that a new rate also takes: what is charged is what was shown. Null: the form sent none to check.
 */
export function assertConfirmedTotal(expected: number | null, breakdown: PriceBreakdown): void {
  if (expected !== null && toMinor(expected, breakdown.currency) !== breakdown.totalPriceMinor) {
    throw new AppError('PRICE_CHANGED', paymentMessages.priceChanged);
  }
}

/**
 * Runs a transaction that writes a reservation holding dates. The exclusion constraint decides a race the
 * listing lock did not serialise (another way in, such as an approval): the loser holds nothing, is never
 * charged, and is told the dates are no longer available.
 */
export async function holdingDates<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (sqlState(err) === SQLSTATE.exclusionViolation) {
      throw new AppError('DATES_UNAVAILABLE', paymentMessages.datesUnavailable);
    }
    throw err;
  }
}

/**
 * Book now holds dates while the payment is processing (status 4, mostly a bank's 3-D Secure check), so an
 * anonymous client could keep listings off the market for free. Before a new hold, in its transaction: the
 * client's address, the guest's e-mail, the listing and the card are locked (parallel requests queue here)
 * and their open holds counted; at a limit the request is refused with 429 before anything is held or
 * charged. The listing and card limits bound what many addresses and e-mails can hold together.
 */
export async function assertHoldAllowed(tx: Tx, env: HoldEnv, keys: HoldKeys) {
  const { clientIp, email, listingId, cardFingerprint } = keys;
  await repo.lockHoldKeys(tx, [
    `ip:${clientIp}`,
    `email:${email.toLowerCase()}`,
    `listing:${listingId}`,
    ...(cardFingerprint ? [`card:${cardFingerprint}`] : []),
  ]);
  const open = await repo.countOpenHolds(tx, keys);
  const minutes = env.PAYMENT_HOLD_MINUTES;
  const refuse = (message: string) => new RateLimitedError(minutes * 60, message);
  if (open.byIp >= env.PAYMENT_HOLDS_PER_IP || open.byEmail >= env.PAYMENT_HOLDS_PER_EMAIL)
    throw refuse(paymentGateMessages.tooManyHolds(minutes));
  if (open.byCard >= env.PAYMENT_HOLDS_PER_CARD) throw refuse(paymentGateMessages.tooManyCardHolds(minutes));
  if (open.byListing >= env.PAYMENT_HOLDS_PER_LISTING)
    throw refuse(paymentGateMessages.tooManyListingHolds(minutes));
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
