import { type AnyColumn, and, desc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { paymentAccounts, payments, refunds } from '../../db/schema/payments.ts';
import type { payoutReversals, payouts } from '../../db/schema/payouts.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { users } from '../../db/schema/users.ts';
import { chargedBackSql } from './payments.disputes.repository.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export const OPEN_STATUSES = ['created', 'requires_action', 'processing'] as const;
/** Whether the provider is not done with a payment yet: written, waiting for the guest, or processing. */
export const isOpenPayment = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);

/** The host's connected account at this provider (a simulator account means nothing to Stripe). */
export async function hostAccount(db: Tx, hostId: number, provider: string) {
  const [row] = await db
    .select({
      accountId: paymentAccounts.accountId,
      chargesEnabled: paymentAccounts.chargesEnabled,
      transfersEnabled: paymentAccounts.transfersEnabled,
      serviceAgreement: paymentAccounts.serviceAgreement,
      payoutRoute: paymentAccounts.payoutRoute,
    })
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.userId, hostId), eq(paymentAccounts.provider, provider)));
  return row ?? null;
}

/** Counts one more payment attempt of the reservation and returns its number (the idempotency key's `n`). */
export async function nextAttempt(db: Tx, reservationId: number): Promise<number> {
  const [row] = await db
    .update(reservations)
    .set({ paymentAttempts: sql`${reservations.paymentAttempts} + 1` })
    .where(eq(reservations.id, reservationId))
    .returning({ n: reservations.paymentAttempts });
  return row!.n;
}

export async function insertPayment(db: Tx, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function findPayment(db: Tx, id: number, forUpdate = false) {
  const query = db.select().from(payments).where(eq(payments.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The payment of a provider intent: by its id, or (before the first reply was stored) by our own id. */
export async function findForIntent(db: Tx, providerPaymentId: string, ownId: number | null) {
  const byProvider = eq(payments.providerPaymentId, providerPaymentId);
  const where =
    ownId === null
      ? byProvider
      : or(byProvider, and(eq(payments.id, ownId), isNull(payments.providerPaymentId)));
  const [row] = await db.select().from(payments).where(where).for('update');
  return row ?? null;
}

export async function updatePayment(db: Tx, id: number, values: Partial<typeof payments.$inferInsert>) {
  await db.update(payments).set(values).where(eq(payments.id, id));
}

/** The reservation's latest stay payment (the current attempt). */
export async function latestStayPayment(db: Tx, reservationId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.reservationId, reservationId), eq(payments.kind, 'stay')))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** What a charge, the receipts and the status moves need to know about a reservation. */
export async function reservationForPayment(db: Tx, reservationId: number, forUpdate = false) {
  const query = db
    .select({
      id: reservations.id,
      uniqueHash: reservations.uniqueHash,
      statusId: reservations.statusId,
      source: reservations.source,
      holdExpiresAt: reservations.holdExpiresAt,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      guests: reservations.guests,
      firstName: reservations.firstName,
      lastName: reservations.lastName,
      emailAddress: reservations.emailAddress,
      currency: reservations.currency,
      totalPriceMinor: reservations.totalPriceMinor,
      taxesMinor: reservations.taxesMinor,
      depositMinor: reservations.depositMinor,
      listingId: listings.id,
      listingName: listings.externalListingName,
      hostId: listings.hostId,
      hostEmail: users.email,
      hostFirstName: users.firstName,
      // The receipt states the cancellation terms (decision 0023).
      cancellationPolicy: reservations.cancellationPolicy,
      priceBreakdown: reservations.priceBreakdown,
      timeZone: listings.timeZone,
      checkInTime: listings.checkInTimeStart,
    })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .innerJoin(users, eq(users.id, listings.hostId))
    .where(eq(reservations.id, reservationId));
  const [row] = forUpdate ? await query.for('update', { of: reservations }) : await query;
  return row ?? null;
}
export type ReservationForPayment = NonNullable<Awaited<ReturnType<typeof reservationForPayment>>>;

/**
 * Claims open payments (created, requires_action, processing) untouched since `before`, skipping rows
 * another instance holds, and pushes their `updated_at` to `now` as a lease: a crash only delays them.
 */
export async function claimOpenPayments(
  db: Tx,
  before: Date,
  now: Date,
  limit: number,
  claimApprovalEnds = new Date(0),
) {
  // A deposit claim waiting for the guest's approval is left alone until its time to approve runs out
  // (the webhook or the guest's page applies it meanwhile), instead of asking the provider every minute.
  const waitingForGuest = and(
    eq(payments.kind, 'deposit_claim'),
    eq(payments.status, 'requires_action'),
    sql`${payments.createdAt} > ${claimApprovalEnds.toISOString()}::timestamptz`,
  );
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        inArray(payments.status, [...OPEN_STATUSES]),
        lt(payments.updatedAt, before),
        sql`not coalesce(${waitingForGuest}, false)`,
      ),
    )
    .orderBy(payments.updatedAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return lease(db, payments, rows, now);
}

/** Claims the authorisations still held from before decision 0024 (none are made any more), with a lease. */
export async function claimHeldDeposits(db: Tx, before: Date, now: Date, limit: number) {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.kind, 'deposit'),
        eq(payments.status, 'requires_capture'),
        lt(payments.updatedAt, before),
      ),
    )
    .orderBy(payments.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return lease(db, payments, rows, now);
}

/**
 * The lease of a job's claimed rows: their `updated_at` moves to `now`, so another instance's claim (of rows
 * untouched since a time before it) passes them over until it runs out; a crash only delays them.
 */
export async function lease(
  db: Tx,
  table: typeof payments | typeof refunds | typeof payouts | typeof payoutReversals,
  rows: readonly { id: number }[],
  now: Date,
): Promise<number[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length > 0) await db.update(table).set({ updatedAt: now }).where(inArray(table.id, ids));
  return ids;
}

export async function insertRefund(db: Tx, values: typeof refunds.$inferInsert) {
  const [row] = await db.insert(refunds).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Claims refunds still pending since `before` (written, provider not yet answered) with a lease. */
export async function claimPendingRefunds(db: Tx, before: Date, now: Date, limit: number) {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lt(refunds.updatedAt, before)))
    .orderBy(refunds.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return lease(db, refunds, rows, now);
}

export async function findRefund(db: Tx, id: number, forUpdate = false) {
  const query = db
    .select({ refund: refunds, providerPaymentId: payments.providerPaymentId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, id));
  const [row] = forUpdate ? await query.for('update', { of: refunds }) : await query;
  return row ?? null;
}

export async function updateRefund(db: Tx, id: number, values: Partial<typeof refunds.$inferInsert>) {
  await db.update(refunds).set(values).where(eq(refunds.id, id));
}

/** Payments by kind and status (metrics). */
export const countByOutcome = (db: Tx) =>
  db
    .select({ kind: payments.kind, status: payments.status, count: sql<number>`count(*)::int` })
    .from(payments)
    .groupBy(payments.kind, payments.status);

/** The reservation's stay payments that went through (not a deposit, not a failed attempt). */
export const succeededStayPayments = (reservationId: number) =>
  and(eq(payments.reservationId, reservationId), eq(payments.kind, 'stay'), eq(payments.status, 'succeeded'));

/**
 * The reservation's succeeded stay payments, oldest first, locked, with the refunds still pending on each:
 * what a new refund is bounded by. The lock makes two refunds of the same payment wait for each other. A
 * payment whose dispute was lost is left out: the bank gave the guest its money back, and Stripe refuses a
 * refund of a charged-back charge.
 */
const paymentIdRef = sql`${sql.identifier('payments')}.${sql.identifier('id')}`;

export async function refundablePayments(db: Tx, reservationId: number) {
  const rows = await db
    .select({
      id: payments.id,
      amountMinor: payments.amountMinor,
      refundedMinor: payments.refundedMinor,
      currency: payments.currency,
      // Spelled out: in a one-table select drizzle leaves `${payments.id}` unqualified, and inside the
      // subquery `"id"` is the refund's own id, so every payment got the same count (and refund key).
      refundCount: sql<number>`(select count(*)::int from ${refunds} where ${refunds.paymentId} = ${paymentIdRef})`,
      pendingRefundMinor: sql<number>`(select coalesce(sum(${refunds.amountMinor}), 0) from ${refunds}
        where ${refunds.paymentId} = ${paymentIdRef} and ${refunds.status} = 'pending')`.mapWith(Number),
      taxesMinor: payments.taxesMinor,
      // The taxes given back or on their way: what a later refund can still give back of them.
      refundedTaxesMinor: sql<number>`(select coalesce(sum(${refunds.taxesMinor}), 0) from ${refunds}
        where ${refunds.paymentId} = ${paymentIdRef} and ${refunds.status} <> 'failed')`.mapWith(Number),
    })
    .from(payments)
    .where(and(succeededStayPayments(reservationId), sql`not ${chargedBackSql(paymentIdRef)}`))
    .orderBy(payments.id)
    .for('update', { of: payments });
  return rows;
}

/** The reservation's deposit authorisation still held on the card (at most one), locked. */
export async function heldDeposit(db: Tx, reservationId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.reservationId, reservationId),
        eq(payments.kind, 'deposit'),
        eq(payments.status, 'requires_capture'),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Every payment of the reservation, oldest first. */
export function paymentsOfReservation(db: Tx, reservationId: number) {
  return db.select().from(payments).where(eq(payments.reservationId, reservationId)).orderBy(payments.id);
}

/** Every refund of the reservation's payments, oldest first. */
export function refundsOfReservation(db: Tx, reservationId: number) {
  return db
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(payments.reservationId, reservationId))
    .orderBy(refunds.id)
    .then((rows) => rows.map((r) => r.refund));
}

/**
 * `hostCanBePaid` (payments.rules.ts) as a condition on a host id column, for lists that filter by it (search's
 * instant booking): the host has an account with `provider` that can be paid from this platform.
 */
export const hostCanBePaidSql = (provider: string, hostId: AnyColumn | SQL): SQL =>
  sql`exists (select 1 from ${paymentAccounts} pa where pa.user_id = ${hostId} and pa.provider = ${provider}
    and pa.payout_route is distinct from 'none' and pa.transfers_enabled
    and (case when pa.service_agreement = 'recipient' then pa.transfers_enabled else pa.charges_enabled end))`;
