import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { payoutRecoveries, payouts } from '../../db/schema/payouts.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { users } from '../../db/schema/users.ts';

/** The host of a payout's stay. */
export async function hostOfPayout(db: Tx, payoutId: number) {
  const [row] = await db
    .select({ hostId: listings.hostId, reservationId: reservations.id, email: users.email })
    .from(payouts)
    .innerJoin(reservations, eq(reservations.id, payouts.reservationId))
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .innerJoin(users, eq(users.id, listings.hostId))
    .where(eq(payouts.id, payoutId));
  return row ?? null;
}

/** The host's other payouts in `currency` that still owe something, oldest debt first, locked. */
export async function openDebtsOfHost(db: Tx, hostId: number, currency: string, exceptPayoutId: number) {
  return db
    .select({
      id: payouts.id,
      // A refused reversal and a host's charge are recovered alike (decision 0089).
      owedMinor: sql<number>`${payouts.owedMinor} + ${payouts.hostChargeMinor}`.mapWith(Number),
      recoveredMinor: payouts.recoveredMinor,
    })
    .from(payouts)
    .innerJoin(reservations, eq(reservations.id, payouts.reservationId))
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .where(
      and(
        eq(listings.hostId, hostId),
        eq(payouts.currency, currency),
        ne(payouts.id, exceptPayoutId),
        gt(sql`${payouts.owedMinor} + ${payouts.hostChargeMinor}`, payouts.recoveredMinor),
      ),
    )
    .orderBy(asc(payouts.id))
    .for('update', { of: payouts });
}

export async function recordRecovery(
  db: Tx,
  debtPayoutId: number,
  fromPayoutId: number,
  amountMinor: number,
) {
  await db.insert(payoutRecoveries).values({ debtPayoutId, fromPayoutId, amountMinor });
  await db
    .update(payouts)
    .set({ recoveredMinor: sql`${payouts.recoveredMinor} + ${amountMinor}` })
    .where(eq(payouts.id, debtPayoutId));
}
