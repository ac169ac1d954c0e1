import type { ClaimStatus } from '@innkeep/contract/deposit-claims';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { depositClaims } from '../../db/schema/deposit-claims.ts';
import { listings } from '../../db/schema/listings.ts';
import { payments, refunds } from '../../db/schema/payments.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { users } from '../../db/schema/users.ts';

export type ClaimRow = typeof depositClaims.$inferSelect;
export type PaymentOfClaim = typeof payments.$inferSelect;

export async function insertClaim(db: Tx, values: typeof depositClaims.$inferInsert): Promise<ClaimRow> {
  const [row] = await db.insert(depositClaims).values(values).returning();
  if (!row) throw new Error('the claim was not written');
  return row;
}

/** The reservation's claims, oldest first (read under the reservation's row lock by a new claim). */
export function claimsOfReservation(db: Tx, reservationId: number) {
  return db
    .select()
    .from(depositClaims)
    .where(eq(depositClaims.reservationId, reservationId))
    .orderBy(depositClaims.id);
}

/** Claims, each with its payment (null until it is charged). */
const claimsWithPayment = (db: Tx) =>
  db
    .select({ claim: depositClaims, payment: payments })
    .from(depositClaims)
    .leftJoin(payments, eq(payments.id, depositClaims.paymentId));

/** The latest claim of a reservation with its payment, if charged. */
export async function latestClaim(db: Tx, reservationId: number) {
  const [row] = await claimsWithPayment(db)
    .where(eq(depositClaims.reservationId, reservationId))
    .orderBy(desc(depositClaims.id))
    .limit(1);
  return row ?? null;
}

/** The reservation id a guest's link (its unique hash) names. */
export async function reservationIdByHash(db: Tx, uniqueHash: string): Promise<number | null> {
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.uniqueHash, uniqueHash));
  return row?.id ?? null;
}

/**
 * Moves a claim from one of `from` to `to` by compare-and-set, and returns it, or null when another request
 * moved it first: an answer racing the expiry job (or a second click) moves it once.
 */
export async function moveClaim(
  db: Tx,
  id: number,
  from: readonly ClaimStatus[],
  to: ClaimStatus,
  changes: Partial<typeof depositClaims.$inferInsert> = {},
  dueCheck?: { before: Date } | { notBefore: Date },
): Promise<ClaimRow | null> {
  const due =
    dueCheck === undefined
      ? undefined
      : 'before' in dueCheck
        ? sql`${depositClaims.answerDueAt} > ${dueCheck.before}`
        : lte(depositClaims.answerDueAt, dueCheck.notBefore);
  const [row] = await db
    .update(depositClaims)
    .set({ ...changes, status: to })
    .where(and(eq(depositClaims.id, id), inArray(depositClaims.status, [...from]), due))
    .returning();
  return row ?? null;
}

export async function setClaimPayment(db: Tx, id: number, paymentId: number): Promise<void> {
  await db.update(depositClaims).set({ paymentId }).where(eq(depositClaims.id, id));
}

export async function findClaim(db: Tx, id: number) {
  const [row] = await claimsWithPayment(db).where(eq(depositClaims.id, id));
  return row ?? null;
}

/** Claims whose answer time ended without an answer, oldest first. */
export async function dueClaimIds(db: Tx, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: depositClaims.id })
    .from(depositClaims)
    .where(and(eq(depositClaims.status, 'awaiting_answer'), lte(depositClaims.answerDueAt, now)))
    .orderBy(depositClaims.answerDueAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Claims with their stay, guest and host, for the admin's list: `objected` only, `all`, or one claim by id. */
export function claimsForAdmin(db: Tx, status: 'objected' | 'all' | { id: number }) {
  return db
    .select({
      claim: depositClaims,
      payment: payments,
      listingName: listings.externalListingName,
      listingTimeZone: listings.timeZone,
      firstName: reservations.firstName,
      lastName: reservations.lastName,
      email: reservations.emailAddress,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      hostFirstName: users.firstName,
      hostLastName: users.lastName,
    })
    .from(depositClaims)
    .innerJoin(reservations, eq(reservations.id, depositClaims.reservationId))
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .innerJoin(users, eq(users.id, listings.hostId))
    .leftJoin(payments, eq(payments.id, depositClaims.paymentId))
    .where(
      typeof status === 'object'
        ? eq(depositClaims.id, status.id)
        : status === 'all'
          ? undefined
          : eq(depositClaims.status, 'objected'),
    )
    .orderBy(desc(depositClaims.id))
    .limit(200);
}
export type AdminClaimRow = Awaited<ReturnType<typeof claimsForAdmin>>[number];

/** What the claim's mails and history need about its stay, guest and host. */
export async function claimFacts(db: Tx, reservationId: number) {
  const [row] = await db
    .select({
      id: reservations.id,
      statusId: reservations.statusId,
      firstName: reservations.firstName,
      emailAddress: reservations.emailAddress,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      uniqueHash: reservations.uniqueHash,
      currency: reservations.currency,
      listingName: listings.externalListingName,
      timeZone: listings.timeZone,
      hostEmail: users.email,
      hostFirstName: users.firstName,
    })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .innerJoin(users, eq(users.id, listings.hostId))
    .where(eq(reservations.id, reservationId));
  return row ?? null;
}

/** What a claim's wire reads beyond its payment: its payout, and the reason of its latest refund that did not fail. */
export interface ClaimPaymentExtras {
  payout: { scheduledFor: Date; status: string } | null;
  refundReason: string | null;
}

/** Each claim payment's extras by payment id: one query for the payouts and one for the refunds, however many. */
export async function claimPaymentExtras(
  db: Tx,
  paymentIds: number[],
): Promise<Map<number, ClaimPaymentExtras>> {
  const extras = new Map<number, ClaimPaymentExtras>(
    paymentIds.map((id) => [id, { payout: null, refundReason: null }]),
  );
  if (paymentIds.length === 0) return extras;
  const held = await db
    .select({ paymentId: payouts.paymentId, scheduledFor: payouts.scheduledFor, status: payouts.status })
    .from(payouts)
    .where(inArray(payouts.paymentId, paymentIds));
  const reasons = await db
    .selectDistinctOn([refunds.paymentId], { paymentId: refunds.paymentId, reason: refunds.reason })
    .from(refunds)
    .where(and(inArray(refunds.paymentId, paymentIds), sql`${refunds.status} <> 'failed'`))
    .orderBy(refunds.paymentId, desc(refunds.id));
  for (const { paymentId, ...payout } of held) {
    const entry = extras.get(paymentId);
    if (entry) entry.payout = payout;
  }
  for (const { paymentId, reason } of reasons) {
    const entry = extras.get(paymentId);
    if (entry) entry.refundReason = reason;
  }
  return extras;
}
