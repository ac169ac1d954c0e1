import { DATE_HOLDING_STATUSES, ReservationStatus } from '@innkeep/contract/reservations';
import { and, asc, desc, eq, gt, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { disputes } from '../../db/schema/disputes.ts';
import { listings } from '../../db/schema/listings.ts';
import { payments } from '../../db/schema/payments.ts';
import { reservationEvents, reservations } from '../../db/schema/reservations.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/search-text.ts';
import { disputeColumns } from '../payments/payments.service.ts';

/**
 * Paid so far for the stay, minus refunds and what the guest's bank took back through a lost dispute, in
 * minor units. Deposits are authorisations, not payments for the stay. `sum` over bigint is numeric, which
 * the pg driver hands over as text: hence `mapWith(Number)`.
 */
export const amountPaidMinor =
  sql<number>`(select coalesce(sum(greatest(0, ${payments.amountMinor} - ${payments.refundedMinor}
    - (select coalesce(sum(${disputes.amountMinor}), 0) from ${disputes}
       where ${disputes.paymentId} = ${payments.id} and ${disputes.outcome} = 'lost'))), 0)
  from ${payments} where ${payments.reservationId} = ${reservations.id}
  and ${payments.kind} = 'stay' and ${payments.status} = 'succeeded')`.mapWith(Number);

/** Whether any payment row exists, whatever its status: such a reservation cannot be deleted. */
const hasPayments = sql<boolean>`exists (select 1 from ${payments} where ${payments.reservationId} = ${reservations.id})`;

/**
 * Whether a stay payment ever succeeded (refunds since do not change it): a cancelled paid stay stays closed,
 * and a cancelled stay never paid was only an attempt (a refused card, a hold run out), not a booking.
 */
export const wasPaid = sql<boolean>`exists (select 1 from ${payments} where ${payments.reservationId} = ${reservations.id}
  and ${payments.kind} = 'stay' and ${payments.status} = 'succeeded')`;

const rowColumns = {
  reservation: reservations,
  listingName: listings.externalListingName,
  listingTimeZone: listings.timeZone,
  listingCheckInTime: listings.checkInTimeStart,
  listingDeletedAt: listings.deletedAt,
  hostId: listings.hostId,
  amountPaidMinor,
  hasPayments,
  wasPaid,
};
export type ReservationWithListing = {
  reservation: typeof reservations.$inferSelect;
  listingName: string;
  /** The listing's IANA zone: a hold's deadline is written on its clock. */
  listingTimeZone: string;
  /** The listing's check-in time (`15:00`), null when it names none: the stay's check-in instant. */
  listingCheckInTime: string | null;
  listingDeletedAt: Date | null;
  hostId: number;
  amountPaidMinor: number;
  hasPayments: boolean;
  wasPaid: boolean;
  /** A dispute blocks the stay's refunds: a paid stay cannot be cancelled (asked in the row's one query). */
  refundsBlocked: boolean;
};

const selectRows = (db: Tx) =>
  db
    .select({ ...rowColumns, refundsBlocked: disputeColumns(db, reservations.id).refundsBlocked })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId));

export interface HostListFilter {
  q?: string;
  listing?: number;
  status?: number;
  from?: string;
  to?: string;
  when?: 'upcoming' | 'past';
  /** A co-host's listings: their pages, counts and sums are of these alone. */
  listingIds?: readonly number[];
}

/** The rows of the host's list that match `filter` (R-H6): one condition for the page, the count and the sums. */
function hostListWhere(hostId: number, filter: HostListFilter, today: SQL<string>) {
  const guest = filter.q ? containsPattern(filter.q) : undefined;
  return and(
    eq(listings.hostId, hostId),
    filter.listing ? eq(reservations.listingId, filter.listing) : undefined,
    filter.listingIds ? inArray(reservations.listingId, [...filter.listingIds]) : undefined,
    filter.status ? eq(reservations.statusId, filter.status) : undefined,
    // A stay with a night in [from, to]: it ends after `from` and begins by `to`.
    filter.from ? gt(reservations.endDate, filter.from) : undefined,
    filter.to ? lte(reservations.startDate, filter.to) : undefined,
    filter.when === 'upcoming' ? gt(reservations.endDate, today) : undefined,
    filter.when === 'past' ? lte(reservations.endDate, today) : undefined,
    guest
      ? or(
          ilike(sql`${reservations.firstName} || ' ' || ${reservations.lastName}`, guest),
          ilike(reservations.emailAddress, guest),
        )
      : undefined,
  );
}

/**
 * The host's reservations, soft-deleted listings' included (their history stays), filtered; upcoming stays
 * (not ended by `today`, each listing's date: db/listing-today.ts) first, soonest first, then past ones, latest
 * first. `page` takes one page of them (docs/requirements/host.md#R-H20): offset paging, as the order is not
 * one column a key could follow; the id ends the order so no row is on two pages.
 */
export function listForHost(
  db: Tx,
  hostId: number,
  filter: HostListFilter,
  today: SQL<string>,
  page?: { limit: number; offset: number },
): Promise<ReservationWithListing[]> {
  const query = selectRows(db)
    .where(hostListWhere(hostId, filter, today))
    .orderBy(
      asc(lte(reservations.endDate, today)),
      sql`case when ${reservations.endDate} > ${today} then ${reservations.startDate} end asc`,
      desc(reservations.startDate),
      desc(reservations.id),
    );
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/**
 * Per currency, over every row matching `filter` (not only a page): how many, the booked value of those holding
 * dates and what was paid less refunds, in minor units. `sum` over bigint is numeric, text from the pg driver.
 */
export function sumsForHost(db: Tx, hostId: number, filter: HostListFilter, today: SQL<string>) {
  const holding = sql.join(
    DATE_HOLDING_STATUSES.map((id) => sql`${id}`),
    sql`, `,
  );
  return db
    .select({
      currency: reservations.currency,
      count: sql<number>`count(*)::int`,
      bookedMinor:
        sql<number>`coalesce(sum(case when ${reservations.statusId} in (${holding}) then ${reservations.totalPriceMinor} else 0 end), 0)`.mapWith(
          Number,
        ),
      paidMinor: sql<number>`coalesce(sum(${amountPaidMinor}), 0)`.mapWith(Number),
    })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .where(hostListWhere(hostId, filter, today))
    .groupBy(reservations.currency)
    .orderBy(asc(reservations.currency));
}

/** Every listing, deleted ones included, that has a reservation of this host: the list's listing filter. */
export function listingsWithReservations(db: Tx, hostId: number) {
  return db
    .selectDistinct({ id: listings.id, name: listings.externalListingName })
    .from(listings)
    .innerJoin(reservations, eq(reservations.listingId, listings.id))
    .where(eq(listings.hostId, hostId))
    .orderBy(asc(listings.externalListingName), asc(listings.id));
}

/** One reservation of the host's listings; another host's is not found. */
export async function findForHost(db: Tx, hostId: number, id: number) {
  const [row] = await selectRows(db).where(and(eq(reservations.id, id), eq(listings.hostId, hostId)));
  return row;
}

/** Locks the reservation if it is still in `statusId`; false when it moved meanwhile. */
export async function lockInStatus(db: Tx, id: number, statusId: number): Promise<boolean> {
  const rows = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.statusId, statusId)))
    .for('update');
  return rows.length > 0;
}

/** Every payment row, whatever its status: a reservation that ever had money cannot vanish. */
export async function paymentCount(db: Tx, reservationId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.reservationId, reservationId));
  return row?.n ?? 0;
}

/** Deletes a reservation and its history; the caller has checked it holds no money. */
export async function deleteWithHistory(db: Tx, id: number) {
  await db.delete(reservationEvents).where(eq(reservationEvents.reservationId, id));
  await db.delete(reservations).where(eq(reservations.id, id));
}

/**
 * Approved reservations whose hold ran out by `now`, locked for this transaction. SKIP LOCKED: another
 * instance running the job, or a guest paying right now, keeps its rows and this round moves on.
 */
export function claimExpiredHolds(db: Tx, now: Date, batch: number) {
  return db
    .select({
      id: reservations.id,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      firstName: reservations.firstName,
      emailAddress: reservations.emailAddress,
      listingName: listings.externalListingName,
    })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .where(
      and(eq(reservations.statusId, ReservationStatus.AwaitingPayment), lte(reservations.holdExpiresAt, now)),
    )
    .orderBy(asc(reservations.holdExpiresAt), asc(reservations.id))
    .limit(batch)
    .for('update', { of: reservations, skipLocked: true });
}

/** The reservation's history, oldest first, with the name of the signed-in user who made each change. */
export function historyOf(db: Tx, reservationId: number) {
  return db
    .select({
      event: reservationEvents,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(reservationEvents)
    .leftJoin(users, eq(users.id, reservationEvents.actorUserId))
    .where(eq(reservationEvents.reservationId, reservationId))
    .orderBy(asc(reservationEvents.createdAt), asc(reservationEvents.id));
}
export type HistoryRow = Awaited<ReturnType<typeof historyOf>>[number];

/**
 * The reservation's latest status change: who moved it and why. Notes (a dispute, a damage claim) keep the status
 * and are passed over: a dispute on a cancelled stay does not make it "not paid".
 */
export async function lastEventOf(db: Tx, reservationId: number) {
  const [row] = await db
    .select({
      actor: reservationEvents.actor,
      reason: reservationEvents.reason,
      toStatusId: reservationEvents.toStatusId,
      refundedMinor: reservationEvents.refundedMinor,
    })
    .from(reservationEvents)
    .where(
      and(
        eq(reservationEvents.reservationId, reservationId),
        sql`${reservationEvents.fromStatusId} is distinct from ${reservationEvents.toStatusId}`,
      ),
    )
    .orderBy(desc(reservationEvents.createdAt), desc(reservationEvents.id))
    .limit(1);
  return row ?? null;
}
