import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { payments } from '../../db/schema/payments.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { users } from '../../db/schema/users.ts';

/** When the stay was paid: its first succeeded stay payment (the booking moment of the strict policy). */
// Epoch milliseconds rather than a timestamp: both drivers hand a float over alike.
const paidAt = sql<Date | null>`(select (extract(epoch from min(${payments.createdAt})) * 1000)::float8
  from ${payments} where ${payments.reservationId} = ${reservations.id} and ${payments.kind} = 'stay'
  and ${payments.status} = 'succeeded')`.mapWith((v: unknown) => (v === null ? null : new Date(Number(v))));

/**
 * A reservation with what a cancellation needs: the listing's zone, check-in and check-out times, the host to tell,
 * and when it was paid. `lock` takes the reservation's row for the caller's transaction.
 */
export async function findForCancel(db: Tx, where: { hash: string } | { id: number }, lock = false) {
  const condition: SQL =
    'hash' in where ? eq(reservations.uniqueHash, where.hash) : eq(reservations.id, where.id);
  const query = db
    .select({
      reservation: reservations,
      listingName: listings.externalListingName,
      timeZone: listings.timeZone,
      checkInTime: listings.checkInTimeStart,
      checkOutTime: listings.checkOutTime,
      hostId: listings.hostId,
      hostEmail: users.email,
      hostFirstName: users.firstName,
      paidAt,
    })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .innerJoin(users, eq(users.id, listings.hostId))
    .where(and(condition));
  const [row] = lock ? await query.for('update', { of: reservations }) : await query;
  return row;
}
export type CancelFacts = NonNullable<Awaited<ReturnType<typeof findForCancel>>>;
