import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { payments, refunds } from '../../db/schema/payments.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { succeededStayPayments } from './payments.repository.ts';

/** The reservation's succeeded stay payment whose card was saved for a deposit claim, newest first. */
export async function savedCardPayment(db: Tx, reservationId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        succeededStayPayments(reservationId),
        eq(payments.setupFutureUsage, 'off_session'),
        isNotNull(payments.customerId),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

/**
 * The reservation's deposit claims, oldest first. Not locked: two claims of one stay already wait for each other
 * on the reservation's row (`claimDeposit`), and locking these rows after it would take the two locks in the
 * opposite order to `applyIntent` (payment, then reservation), which deadlocked a double click's second claim
 * with the first one's answer.
 */
export function claimsOf(db: Tx, reservationId: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.reservationId, reservationId), eq(payments.kind, 'deposit_claim')))
    .orderBy(payments.id);
}

/** Records the guest's agreement at Pay to a later deposit charge, with the wording's version. */
export async function recordDepositConsent(db: Tx, reservationId: number, at: Date, version: string) {
  await db
    .update(reservations)
    .set({ depositConsentAt: at, depositConsentVersion: version })
    .where(eq(reservations.id, reservationId));
}

/** The latest deposit claim of the reservation a guest's link names (its unique hash). */
export async function latestClaimByHash(db: Tx, uniqueHash: string) {
  const [row] = await db
    .select({ claim: payments, listingName: listings.externalListingName })
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .where(and(eq(reservations.uniqueHash, uniqueHash), eq(payments.kind, 'deposit_claim')))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** A payment's refunds, oldest first (read under the payment's lock). */
export function refundsOfPayment(db: Tx, paymentId: number) {
  return db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(refunds.id);
}
