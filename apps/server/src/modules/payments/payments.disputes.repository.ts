import { type AnyColumn, and, desc, eq, exists, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { disputes } from '../../db/schema/disputes.ts';
import { listings } from '../../db/schema/listings.ts';
import { payments } from '../../db/schema/payments.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { users } from '../../db/schema/users.ts';

export type DisputeRow = typeof disputes.$inferSelect;

export async function findByProviderId(db: Tx, providerDisputeId: string): Promise<DisputeRow | undefined> {
  const [row] = await db
    .select()
    .from(disputes)
    .where(eq(disputes.providerDisputeId, providerDisputeId))
    .for('update');
  return row;
}

export async function insertDispute(
  db: Tx,
  values: typeof disputes.$inferInsert,
): Promise<DisputeRow | undefined> {
  const [row] = await db.insert(disputes).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateDispute(db: Tx, id: number, values: Partial<typeof disputes.$inferInsert>) {
  await db.update(disputes).set(values).where(eq(disputes.id, id));
}

/** The reservation's latest dispute, open or closed. */
export async function latestOfReservation(db: Tx, reservationId: number): Promise<DisputeRow | undefined> {
  const [row] = await db
    .select()
    .from(disputes)
    .where(eq(disputes.reservationId, reservationId))
    .orderBy(desc(disputes.id))
    .limit(1);
  return row;
}

/**
 * A dispute that blocks refunds: still open, the bank deciding where the money goes. The one copy of the rule;
 * a lost one blocks nothing more: its payment is simply no longer refundable (`refundablePayments`).
 */
const blocking = () => isNull(disputes.closedAt);

/** Whether a dispute is open on one of the reservation's payments. */
export async function blocksRefunds(db: Tx, reservationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.reservationId, reservationId), blocking()))
    .limit(1);
  return row !== undefined;
}

/** What the guest's bank took back for good from the reservation's stay payments (lost disputes), minor units. */
export async function chargedBackMinor(db: Tx, reservationId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${disputes.amountMinor}), 0)`.mapWith(Number) })
    .from(disputes)
    .innerJoin(payments, eq(payments.id, disputes.paymentId))
    .where(
      and(eq(disputes.reservationId, reservationId), eq(disputes.outcome, 'lost'), eq(payments.kind, 'stay')),
    );
  return row?.sum ?? 0;
}

/**
 * Whether the guest's bank took the payment (`paymentId`: its id column, or a reference to it) back for good, as
 * a condition: a dispute on it was lost, so it can no longer be refunded. The one copy of the rule.
 */
export const chargedBackSql = (paymentId: AnyColumn | SQL) =>
  sql<boolean>`exists (select 1 from ${disputes}
    where ${disputes.paymentId} = ${paymentId} and ${disputes.outcome} = 'lost')`;

/** Whether the guest's bank took this payment back for good (a lost dispute): it can no longer be refunded. */
export async function isChargedBack(db: Tx, paymentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.paymentId, paymentId), eq(disputes.outcome, 'lost')))
    .limit(1);
  return row !== undefined;
}

/**
 * `blocksRefunds` as a condition on a reservation id column, for a list that asks it of every row in its one
 * query; `blocked: false` asks whether the reservation has any dispute at all.
 */
export function hasDispute(db: Tx, reservationId: AnyColumn, blocked: boolean): SQL {
  const own = eq(disputes.reservationId, reservationId);
  return exists(
    db
      .select({ id: disputes.id })
      .from(disputes)
      .where(blocked ? and(own, blocking()) : own),
  );
}

/** How the bank decided the reservation's latest dispute, as a column: null while it is open or without one. */
export function latestOutcome(db: Tx, reservationId: AnyColumn) {
  return sql<'won' | 'lost' | null>`(${db
    .select({ outcome: disputes.outcome })
    .from(disputes)
    .where(eq(disputes.reservationId, reservationId))
    .orderBy(desc(disputes.id))
    .limit(1)})`;
}

/** Open disputes, those whose evidence is due first on top, for the admin dashboard. */
export function openDisputes(db: Tx, limit = 100) {
  return db
    .select({
      dispute: disputes,
      uniqueHash: reservations.uniqueHash,
      listingName: listings.externalListingName,
      hostEmail: users.email,
    })
    .from(disputes)
    .innerJoin(reservations, eq(reservations.id, disputes.reservationId))
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .innerJoin(users, eq(users.id, listings.hostId))
    .where(isNull(disputes.closedAt))
    .orderBy(disputes.evidenceDueBy, disputes.id)
    .limit(limit);
}

export async function findById(db: Tx, id: number): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, id));
  return row;
}
