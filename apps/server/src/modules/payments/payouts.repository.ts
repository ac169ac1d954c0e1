import { ReservationStatus } from '@innkeep/contract/reservations';
import { and, desc, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { disputes } from '../../db/schema/disputes.ts';
import { listings } from '../../db/schema/listings.ts';
import { paymentAccounts, payments, refunds } from '../../db/schema/payments.ts';
import { payoutReversals, payouts } from '../../db/schema/payouts.ts';
import { refundReturns } from '../../db/schema/refund-returns.ts';
import { reservationEvents, reservations } from '../../db/schema/reservations.ts';
import { users } from '../../db/schema/users.ts';
import { chargedBackSql } from './payments.disputes.repository.ts';
import { lease } from './payments.repository.ts';

export type PayoutRow = typeof payouts.$inferSelect;

export async function insertPayout(db: Tx, values: typeof payouts.$inferInsert) {
  const reversedAt = values.status === 'reversed' ? new Date() : null;
  const [row] = await db
    .insert(payouts)
    .values({ ...values, reversedAt })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** When and where the stay takes place: what its payout's date is computed from. */
export async function stayFacts(db: Tx, reservationId: number) {
  const [row] = await db
    .select({
      startDate: reservations.startDate,
      timeZone: listings.timeZone,
      checkInTime: listings.checkInTimeStart,
    })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .where(eq(reservations.id, reservationId));
  return row ?? null;
}

/** The payout of a payment with what its settlement needs from the payment, locked. */
export async function payoutOfPayment(db: Tx, paymentId: number) {
  const [row] = await db
    .select({
      payout: payouts,
      refundedMinor: payments.refundedMinor,
      pendingRefundMinor: sql<number>`(select coalesce(sum(${refunds.amountMinor}), 0) from ${refunds}
        where ${refunds.paymentId} = ${payments.id} and ${refunds.status} = 'pending')`.mapWith(Number),
      // Refunds the bank returned: still the guest's money, returned by an admin (decision 0067).
      returnedMinor: sql<number>`(select coalesce(sum(${refundReturns.amountMinor}), 0) from ${refundReturns}
        join ${refunds} on ${refunds.id} = ${refundReturns.refundId}
        where ${refunds.paymentId} = ${payments.id})`.mapWith(Number),
      // The taxes of the charge and of each of those three: no fee is taken on taxes kept (decision 0048).
      taxesMinor: payments.taxesMinor,
      refundedTaxesMinor: sql<number>`(select coalesce(sum(${refunds.taxesMinor}), 0) from ${refunds}
        where ${refunds.paymentId} = ${payments.id} and ${refunds.status} = 'succeeded')`.mapWith(Number),
      pendingRefundTaxesMinor: sql<number>`(select coalesce(sum(${refunds.taxesMinor}), 0) from ${refunds}
        where ${refunds.paymentId} = ${payments.id} and ${refunds.status} = 'pending')`.mapWith(Number),
      returnedTaxesMinor:
        sql<number>`(select coalesce(sum(${refunds.taxesMinor} * ${refundReturns.amountMinor}
          / nullif(${refunds.amountMinor}, 0)), 0) from ${refundReturns}
        join ${refunds} on ${refunds.id} = ${refundReturns.refundId}
        where ${refunds.paymentId} = ${payments.id})`.mapWith(Number),
      // The bank took the charge back: at a chargeback's creation (an inquiry takes nothing) or lost.
      disputeWithdrawn: sql<boolean>`exists (select 1 from ${disputes} where ${disputes.paymentId} = ${payments.id}
        and ((${disputes.closedAt} is null and (${disputes.status} not like 'warning%'
          or ${disputes.withdrawnMinor} > ${disputes.reinstatedMinor})) or ${disputes.outcome} = 'lost'))`,
    })
    .from(payouts)
    .innerJoin(payments, eq(payments.id, payouts.paymentId))
    .where(eq(payouts.paymentId, paymentId))
    .for('update', { of: payouts });
  return row ?? null;
}

export async function findPayout(db: Tx, id: number) {
  const [row] = await db
    .select({ payout: payouts, providerPaymentId: payments.providerPaymentId, provider: payments.provider })
    .from(payouts)
    .innerJoin(payments, eq(payments.id, payouts.paymentId))
    .where(eq(payouts.id, id));
  return row ?? null;
}

/** Stamps `reversed_at` when the status becomes reversed (kept if it already was) and clears it otherwise. */
export async function updatePayout(db: Tx, id: number, values: Partial<typeof payouts.$inferInsert>) {
  const reversedAt =
    values.status === undefined
      ? {}
      : { reversedAt: values.status === 'reversed' ? sql`coalesce(${payouts.reversedAt}, now())` : null };
  await db
    .update(payouts)
    .set({ ...values, ...reversedAt })
    .where(eq(payouts.id, id));
}

/** The account a payout goes to: the one the payment named, or the host's account at that provider now. */
export async function destinationOf(db: Tx, payoutId: number) {
  const [row] = await db
    .select({
      named: payments.destinationAccountId,
      accountId: paymentAccounts.accountId,
      transfersEnabled: paymentAccounts.transfersEnabled,
      payoutRoute: paymentAccounts.payoutRoute,
    })
    .from(payouts)
    .innerJoin(payments, eq(payments.id, payouts.paymentId))
    .innerJoin(reservations, eq(reservations.id, payouts.reservationId))
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .leftJoin(
      paymentAccounts,
      and(eq(paymentAccounts.userId, listings.hostId), eq(paymentAccounts.provider, payments.provider)),
    )
    .where(eq(payouts.id, payoutId));
  if (!row) return null;
  if (row.named) return row.named;
  return row.transfersEnabled && row.payoutRoute !== 'none' ? row.accountId : null;
}

/** Claims scheduled payouts that are due, skipping rows another instance holds, with a lease on `updated_at`. */
export async function claimDuePayouts(db: Tx, before: Date, now: Date, limit: number) {
  const rows = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        eq(payouts.status, 'scheduled'),
        lte(payouts.scheduledFor, now),
        lt(payouts.updatedAt, before),
        or(isNull(payouts.retryAt), lte(payouts.retryAt, now)),
      ),
    )
    .orderBy(payouts.scheduledFor)
    .limit(limit)
    .for('update', { skipLocked: true });
  return lease(db, payouts, rows, now);
}

/**
 * Claims payouts already transferred whose payment was refunded since they were last settled (a refund
 * applied by a webhook, or a crash before the settlement): what the host keeps must follow.
 */
export async function claimUnsettledPayouts(db: Tx, before: Date, now: Date, limit: number) {
  const rows = await db
    .select({ id: payouts.id, paymentId: payouts.paymentId })
    .from(payouts)
    .innerJoin(payments, eq(payments.id, payouts.paymentId))
    .where(
      and(
        inArray(payouts.status, ['paid', 'held']),
        ne(payments.refundedMinor, payouts.settledRefundedMinor),
        lt(payouts.updatedAt, before),
        or(isNull(payouts.retryAt), lte(payouts.retryAt, now)),
      ),
    )
    .orderBy(payouts.id)
    .limit(limit)
    .for('update', { of: payouts, skipLocked: true });
  await lease(db, payouts, rows, now);
  return rows.map((r) => r.paymentId);
}

export async function insertReversal(db: Tx, values: typeof payoutReversals.$inferInsert) {
  const [row] = await db.insert(payoutReversals).values(values).returning();
  return row!;
}

export async function countReversals(db: Tx, payoutId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payoutReversals)
    .where(eq(payoutReversals.payoutId, payoutId));
  return row?.n ?? 0;
}

export async function findReversal(db: Tx, id: number, forUpdate = false) {
  const query = db
    .select({
      reversal: payoutReversals,
      transferId: payouts.providerTransferId,
      payout: {
        reservationId: payouts.reservationId,
        destinationAccountId: payouts.destinationAccountId,
        currency: payouts.currency,
        transferCurrency: payouts.transferCurrency,
        chargeMinor: payouts.chargeMinor,
        chargeSettledMinor: payouts.chargeSettledMinor,
      },
    })
    .from(payoutReversals)
    .innerJoin(payouts, eq(payouts.id, payoutReversals.payoutId))
    .where(eq(payoutReversals.id, id));
  const [row] = forUpdate ? await query.for('update', { of: payoutReversals }) : await query;
  return row ?? null;
}

export async function updateReversal(
  db: Tx,
  id: number,
  values: Partial<typeof payoutReversals.$inferInsert>,
) {
  await db.update(payoutReversals).set(values).where(eq(payoutReversals.id, id));
}

/** Claims reversals still pending since `before` (written, provider not yet answered) with a lease. */
export async function claimPendingReversals(db: Tx, before: Date, now: Date, limit: number) {
  const rows = await db
    .select({ id: payoutReversals.id })
    .from(payoutReversals)
    .where(and(eq(payoutReversals.status, 'pending'), lt(payoutReversals.updatedAt, before)))
    .orderBy(payoutReversals.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return lease(db, payoutReversals, rows, now);
}

/**
 * Who cancelled the stay, from its latest move to Cancelled: `host` (the host, or a co-host acting as them:
 * decision 0102 records the host), `system` (an admin, or the platform on a fraud warning), `guest`; null while
 * it is not cancelled.
 */
const cancelledBy = sql<string | null>`(
  select ${reservationEvents.actor}
  from ${reservationEvents}
  where ${reservationEvents.reservationId} = ${reservations.id}
    and ${reservationEvents.toStatusId} = ${ReservationStatus.Cancelled}
  order by ${reservationEvents.id} desc limit 1)`;

/** A payout with whose money it is: the stay's guest, listing and dates, and what the payment was for. */
const lineColumns = {
  payout: payouts,
  kind: payments.kind,
  guestFirstName: reservations.firstName,
  guestLastName: reservations.lastName,
  listingName: listings.externalListingName,
  timeZone: listings.timeZone,
  startDate: reservations.startDate,
  endDate: reservations.endDate,
  hostId: listings.hostId,
  hostEmail: users.email,
  hostFirstName: users.firstName,
  cancelledBy,
  /** Whether the guest's bank took the payment back for good (a dispute lost). */
  chargedBack: chargedBackSql(payments.id).mapWith(Boolean),
};

function linesQuery(db: Tx) {
  return db
    .select(lineColumns)
    .from(payouts)
    .innerJoin(payments, eq(payments.id, payouts.paymentId))
    .innerJoin(reservations, eq(reservations.id, payouts.reservationId))
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .innerJoin(users, eq(users.id, listings.hostId));
}
export type PayoutLineRow = Awaited<ReturnType<typeof linesQuery>>[number];

/** The host's payouts, the latest first. */
export function payoutsOfHost(db: Tx, hostId: number): Promise<PayoutLineRow[]> {
  return linesQuery(db)
    .where(eq(listings.hostId, hostId))
    .orderBy(desc(payouts.scheduledFor), desc(payouts.id));
}

export function payoutsOfReservation(db: Tx, reservationId: number): Promise<PayoutLineRow[]> {
  return linesQuery(db).where(eq(payouts.reservationId, reservationId)).orderBy(payouts.id);
}

/** One payout with its stay and host, for the e-mails about it. */
export async function payoutLine(db: Tx, payoutId: number): Promise<PayoutLineRow | null> {
  const [row] = await linesQuery(db).where(eq(payouts.id, payoutId));
  return row ?? null;
}

/** Payouts the provider refused for good, the oldest first: the admin dashboard's list. */
export function failedPayouts(db: Tx): Promise<PayoutLineRow[]> {
  return linesQuery(db).where(eq(payouts.status, 'failed')).orderBy(payouts.updatedAt);
}

/**
 * Payouts an on-call engineer watches (metrics): due (scheduled and past their date), failed for good and
 * held, each with how many and the oldest's age in seconds: since its date for due and failed, since it was
 * held for held ones.
 */
export async function payoutBacklog(db: Tx) {
  const state = sql<string>`case when ${payouts.status} = 'scheduled' then 'due' else ${payouts.status} end`;
  const since = sql`case when ${payouts.status} = 'held' then ${payouts.updatedAt} else ${payouts.scheduledFor} end`;
  return db
    .select({
      state,
      count: sql<number>`count(*)::int`,
      oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${since})), 0)::float8`,
    })
    .from(payouts)
    .where(
      or(
        and(eq(payouts.status, 'scheduled'), lte(payouts.scheduledFor, sql`now()`)),
        inArray(payouts.status, ['failed', 'held']),
      ),
    )
    .groupBy(state);
}
