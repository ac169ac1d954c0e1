import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { refundReturns } from '../../db/schema/refund-returns.ts';
import { reservations } from '../../db/schema/reservations.ts';

export type RefundReturnRow = typeof refundReturns.$inferSelect;

/** One row per failed refund: a replayed `refund.failed` changes nothing. */
export async function insertReturn(db: Tx, values: typeof refundReturns.$inferInsert) {
  const [row] = await db.insert(refundReturns).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

const withStay = (db: Tx) =>
  db
    .select({
      item: refundReturns,
      firstName: reservations.firstName,
      lastName: reservations.lastName,
      email: reservations.emailAddress,
      listing: listings.externalListingName,
    })
    .from(refundReturns)
    .innerJoin(reservations, eq(reservations.id, refundReturns.reservationId))
    .innerJoin(listings, eq(listings.id, reservations.listingId));

/** The queue: open ones first (oldest first), then the latest resolved. */
export function listReturns(db: Tx, limit = 200) {
  return withStay(db)
    .orderBy(sql`${refundReturns.status} = 'resolved'`, asc(refundReturns.createdAt), desc(refundReturns.id))
    .limit(limit);
}

export async function findReturn(db: Tx, id: number) {
  const [row] = await withStay(db).where(eq(refundReturns.id, id));
  return row ?? null;
}

export async function lockReturn(db: Tx, id: number) {
  const [row] = await db.select().from(refundReturns).where(eq(refundReturns.id, id)).for('update');
  return row ?? null;
}

export async function updateReturn(db: Tx, id: number, values: Partial<typeof refundReturns.$inferInsert>) {
  await db.update(refundReturns).set(values).where(eq(refundReturns.id, id));
}
