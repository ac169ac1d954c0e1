import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { paymentEvents, payments, refunds } from '../../db/schema/payments.ts';

/** True when an event with this id was already applied (a cheap check before calling the provider). */
export async function eventSeen(db: Tx, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.eventId, eventId));
  return Boolean(row);
}

/**
 * Records an event id; false when it is already there. Called in the transaction that applies the event:
 * a concurrent second delivery waits on the unique index and then finds the first one's row.
 */
export async function recordEvent(
  db: Tx,
  event: { provider: string; eventId: string; type: string; payload: Record<string, unknown> },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

export async function findPaymentByIntent(db: Tx, providerPaymentId: string) {
  const [row] = await db
    .select({ id: payments.id, amountMinor: payments.amountMinor, refundedMinor: payments.refundedMinor })
    .from(payments)
    .where(eq(payments.providerPaymentId, providerPaymentId))
    .for('update');
  return row;
}

/** Raises the refunded amount to what the provider reports, never lowering it (events come out of order). */
export async function raiseRefunded(db: Tx, paymentId: number, refundedMinor: number): Promise<void> {
  await db
    .update(payments)
    .set({
      refundedMinor: sql`greatest(${payments.refundedMinor}, least(${refundedMinor}, ${payments.amountMinor}))`,
    })
    .where(eq(payments.id, paymentId));
}

export async function pendingRefunds(db: Tx, paymentId: number) {
  return db
    .select({ id: refunds.id, providerRefundId: refunds.providerRefundId, amountMinor: refunds.amountMinor })
    .from(refunds)
    .where(
      and(
        eq(refunds.paymentId, paymentId),
        eq(refunds.status, 'pending'),
        isNotNull(refunds.providerRefundId),
      ),
    )
    .orderBy(refunds.id);
}

export async function succeedRefunds(db: Tx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(refunds).set({ status: 'succeeded' }).where(inArray(refunds.id, ids));
}

/** What was refunded already, by the refunds we know of. */
export async function succeededRefundsTotal(db: Tx, paymentId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${refunds.amountMinor}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'succeeded')));
  return Number(row?.total ?? 0);
}
