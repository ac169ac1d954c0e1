import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { paymentEvents, payments, refunds } from '../../db/schema/payments.ts';

export type PaymentEventRow = typeof paymentEvents.$inferSelect;

/** Records a received event, not yet applied; false when this event id was received before. */
export async function recordEvent(
  db: Tx,
  event: {
    provider: string;
    eventId: string;
    type: string;
    payload: Record<string, unknown>;
    endpoint: string;
  },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/**
 * Claims events not applied yet whose lease ran out (or never had one), oldest first, skipping rows another
 * instance holds; the lease grows with each attempt, so an event that keeps failing is tried less often.
 */
export async function claimPendingEvents(db: Tx, now: Date, limit: number): Promise<PaymentEventRow[]> {
  const rows = await db
    .select()
    .from(paymentEvents)
    .where(
      and(
        isNull(paymentEvents.processedAt),
        or(isNull(paymentEvents.leasedUntil), lt(paymentEvents.leasedUntil, now)),
      ),
    )
    .orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const ids = rows.map((r) => r.id);
  if (ids.length > 0)
    await db
      .update(paymentEvents)
      .set({
        attempts: sql`${paymentEvents.attempts} + 1`,
        // One minute, doubling per attempt, at most a day.
        leasedUntil: sql`${now.toISOString()}::timestamptz + least(interval '1 minute' * power(2, ${paymentEvents.attempts}), interval '1 day')`,
      })
      .where(inArray(paymentEvents.id, ids));
  return rows;
}

export async function markProcessed(db: Tx, id: number, now: Date): Promise<void> {
  await db
    .update(paymentEvents)
    .set({ processedAt: now, lastError: null, leasedUntil: null })
    .where(eq(paymentEvents.id, id));
}

export async function markFailed(db: Tx, id: number, error: string): Promise<void> {
  await db
    .update(paymentEvents)
    .set({ lastError: error.slice(0, 1000) })
    .where(eq(paymentEvents.id, id));
}

/** The payment of a provider intent, locked for the refund or dispute being applied. */
export async function findPaymentByIntent(db: Tx, providerPaymentId: string) {
  const [row] = await db
    .select({
      id: payments.id,
      reservationId: payments.reservationId,
      kind: payments.kind,
      amountMinor: payments.amountMinor,
      taxesMinor: payments.taxesMinor,
      refundedMinor: payments.refundedMinor,
      currency: payments.currency,
    })
    .from(payments)
    .where(eq(payments.providerPaymentId, providerPaymentId))
    .for('update');
  return row;
}

/** The payment's refund with this provider id, or else the one written with this key (its answer not stored yet). */
export async function findRefundOf(db: Tx, paymentId: number, providerRefundId: string, key: string | null) {
  const match = key
    ? or(eq(refunds.providerRefundId, providerRefundId), eq(refunds.idempotencyKey, key))
    : eq(refunds.providerRefundId, providerRefundId);
  const rows = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), match))
    .for('update');
  return rows.find((r) => r.providerRefundId === providerRefundId) ?? rows[0];
}

/** The refunded amount is what the succeeded refunds add up to: each refund counts once, by its row. */
export async function recomputeRefunded(db: Tx, paymentId: number): Promise<void> {
  await db
    .update(payments)
    .set({
      refundedMinor: sql`least(${payments.amountMinor}, (select coalesce(sum(${refunds.amountMinor}), 0)
        from ${refunds} where ${refunds.paymentId} = ${payments.id} and ${refunds.status} = 'succeeded'))`,
    })
    .where(eq(payments.id, paymentId));
}

/**
 * Webhook events not applied yet, by endpoint: how many, how many failed at least once, and the oldest's age
 * in seconds (metrics: a backlog that grows or ages means the events job or the provider's data is stuck).
 */
export async function eventBacklog(db: Tx) {
  return db
    .select({
      endpoint: paymentEvents.endpoint,
      count: sql<number>`count(*)::int`,
      failing: sql<number>`count(*) filter (where ${paymentEvents.attempts} > 0)::int`,
      oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${paymentEvents.receivedAt})), 0)::float8`,
    })
    .from(paymentEvents)
    .where(isNull(paymentEvents.processedAt))
    .groupBy(paymentEvents.endpoint);
}
