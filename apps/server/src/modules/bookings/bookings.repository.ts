import { DATE_HOLDING_STATUSES, ReservationStatus } from '@innkeep/contract/reservations';
import { and, desc, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { calendarBlocks } from '../../db/schema/channels.ts';
import { listings } from '../../db/schema/listings.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { bookable, listingPricingColumns } from '../listings/listings.service.ts';
import { rangesBetweenJson } from '../rates/rates.service.ts';
import { wasPaidSql } from '../reservations/reservations.service.ts';

const HOLDING = sql.raw(DATE_HOLDING_STATUSES.join(', '));

/**
 * Taken ranges (date-holding reservations and calendar blocks) touching [from, to), both probed
 * through their GiST indexes on (listing_id, stay).
 */
export async function takenStays(db: Tx, listingId: number, from: string, to: string) {
  const range = sql`daterange(${from}::date, ${to}::date, '[)')`;
  const held = db
    .select({ startDate: reservations.startDate, endDate: reservations.endDate })
    .from(reservations)
    .where(
      and(
        eq(reservations.listingId, listingId),
        sql`${reservations.statusId} in (${HOLDING})`,
        sql`${reservations.stay} && ${range}`,
      ),
    );
  const blocked = db
    .select({ startDate: calendarBlocks.startDate, endDate: calendarBlocks.endDate })
    .from(calendarBlocks)
    .where(and(eq(calendarBlocks.listingId, listingId), sql`${calendarBlocks.stay} && ${range}`));
  const rows = await unionAll(held, blocked);
  return rows.sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/**
 * A bookable listing's prices and minimum stay with its taken ranges (as takenStays, unsorted) and rate ranges
 * touching [from, to): the booking calendar in one statement. Null when the listing is not bookable.
 */
export async function findBookingCalendar(db: Tx, id: number, from: string, to: string) {
  const range = sql`daterange(${from}::date, ${to}::date, '[)')`;
  // Qualified by hand: a one-table select names its columns bare, and a bare "id" in the subqueries is theirs.
  const listingId = sql`${listings}.${sql.identifier(listings.id.name)}`;
  const [row] = await db
    .select({
      ...listingPricingColumns,
      minimumNights: listings.minimumNights,
      timeZone: listings.timeZone,
      taken: sql<{ startDate: string; endDate: string }[]>`(select coalesce(json_agg(json_build_object(
        'startDate', t.start_date, 'endDate', t.end_date)), '[]'::json) from (
          select r.start_date, r.end_date from ${reservations} r where r.listing_id = ${listingId}
            and r.status_id in (${HOLDING}) and r.stay && ${range}
          union all
          select b.start_date, b.end_date from ${calendarBlocks} b where b.listing_id = ${listingId}
            and b.stay && ${range}) t)`,
      rates: rangesBetweenJson(listingId, from, to),
    })
    .from(listings)
    .where(and(eq(listings.id, id), bookable()));
  return row ?? null;
}

export async function insertReservation(db: Tx, values: typeof reservations.$inferInsert) {
  // The listing's cancellation policy is copied onto the stay: the terms the guest saw are the ones kept.
  const policy = sql`(select ${listings.cancellationPolicy} from ${listings} where ${listings.id} = ${values.listingId})`;
  const [row] = await db
    .insert(reservations)
    .values({ cancellationPolicy: policy, ...values })
    .returning({ id: reservations.id });
  return row!;
}

export async function findByHash(db: Tx, uniqueHash: string, forUpdate = false) {
  const query = db
    .select({
      reservation: reservations,
      listingName: listings.externalListingName,
      listingTimeZone: listings.timeZone,
      hostId: listings.hostId,
    })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .where(eq(reservations.uniqueHash, uniqueHash));
  const [row] = forUpdate ? await query.for('update', { of: reservations }) : await query;
  return row ?? null;
}

export async function findById(db: Tx, id: number, forUpdate = false) {
  const query = db.select().from(reservations).where(eq(reservations.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateBilling(
  db: Tx,
  id: number,
  billing: { billingAddress: string; city: string; country: string; zipCode: string },
) {
  await db.update(reservations).set(billing).where(eq(reservations.id, id));
}

export async function recordTermsAccepted(
  db: Tx,
  id: number,
  record: { termsAcceptedAt: Date; acceptedTerms: Record<string, unknown> },
) {
  await db.update(reservations).set(record).where(eq(reservations.id, id));
}

/**
 * "Find my booking": the guest's reservations under one address (any case), found by the index on
 * lower(email_address) (migration 0038); declined inquiries, cancelled stays never paid and stays that ended
 * before `endedSince` are left out. With `reservationId`, only that one (when it is the address's). Stays not
 * over by `today` come first, soonest first, then the past ones, latest first: a long history never pushes
 * the coming trips out of the `limit`.
 */
export function tripsOfAddress(
  db: Tx,
  q: { email: string; endedSince: string; today: string; reservationId?: number; limit: number },
) {
  const over = sql`${reservations.endDate} < ${q.today}::date`;
  return db
    .select({
      id: reservations.id,
      uniqueHash: reservations.uniqueHash,
      statusId: reservations.statusId,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      listingName: listings.externalListingName,
    })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .where(
      and(
        sql`lower(${reservations.emailAddress}) = ${q.email.toLowerCase()}`,
        sql`${reservations.statusId} <> ${ReservationStatus.Declined}`,
        // A cancelled stay counts only if it was paid: a refused card or a hold run out booked nothing.
        sql`(${reservations.statusId} <> ${ReservationStatus.Cancelled} or ${wasPaidSql})`,
        sql`${reservations.endDate} >= ${q.endedSince}::date`,
        q.reservationId === undefined ? undefined : eq(reservations.id, q.reservationId),
      ),
    )
    .orderBy(
      over,
      sql`case when ${over} then null else ${reservations.startDate} end`,
      desc(reservations.startDate),
      reservations.id,
    )
    .limit(q.limit);
}
