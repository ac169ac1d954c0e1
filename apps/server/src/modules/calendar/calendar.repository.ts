import { DATE_HOLDING_STATUSES } from '@innkeep/contract/reservations';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { calendarBlocks, channelCalendars } from '../../db/schema/channels.ts';
import { listings } from '../../db/schema/listings.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { ownedListing } from '../listings/listings.service.ts';
import { rateListingColumns } from '../rates/rates.service.ts';

const range = (from: string, to: string) => sql`daterange(${from}::date, ${to}::date, '[)')`;

/** The host's listings (not deleted), drafts included, by name. */
export function hostListings(db: Tx, hostId: number) {
  return db
    .select({
      id: listings.id,
      name: listings.externalListingName,
      draft: listings.draft,
      timeZone: listings.timeZone,
    })
    .from(listings)
    .where(ownedListing(hostId))
    .orderBy(asc(listings.externalListingName), asc(listings.id));
}

/** A reservation as a calendar draws it: its nights, status and guest. */
const stayCellColumns = {
  id: reservations.id,
  startDate: reservations.startDate,
  endDate: reservations.endDate,
  statusId: reservations.statusId,
  firstName: reservations.firstName,
  lastName: reservations.lastName,
  guests: reservations.guests,
};

/** Reservations of every status touching [from, to), by check-in. */
export function staysBetween(db: Tx, listingId: number, from: string, to: string) {
  return db
    .select(stayCellColumns)
    .from(reservations)
    .where(and(eq(reservations.listingId, listingId), sql`${reservations.stay} && ${range(from, to)}`))
    .orderBy(asc(reservations.startDate), asc(reservations.id));
}

const blockColumns = {
  id: calendarBlocks.id,
  listingId: calendarBlocks.listingId,
  startDate: calendarBlocks.startDate,
  endDate: calendarBlocks.endDate,
  summary: calendarBlocks.summary,
  channelCalendarId: calendarBlocks.channelCalendarId,
  channelName: channelCalendars.name,
  guestName: calendarBlocks.guestName,
};
export type BlockRow = {
  id: number;
  listingId: number;
  startDate: string;
  endDate: string;
  summary: string | null;
  channelCalendarId: number | null;
  channelName: string | null;
  guestName: string | null;
};

const selectBlocks = (db: Tx) =>
  db
    .select(blockColumns)
    .from(calendarBlocks)
    .leftJoin(channelCalendars, eq(channelCalendars.id, calendarBlocks.channelCalendarId));

/** Host and channel blocks touching [from, to), by first night. */
export function blocksBetween(db: Tx, listingId: number, from: string, to: string): Promise<BlockRow[]> {
  return selectBlocks(db)
    .where(and(eq(calendarBlocks.listingId, listingId), sql`${calendarBlocks.stay} && ${range(from, to)}`))
    .orderBy(asc(calendarBlocks.startDate), asc(calendarBlocks.id));
}

/** The first date-holding reservation overlapping [from, to), if any. */
export async function firstHoldingOverlap(db: Tx, listingId: number, from: string, to: string) {
  const [row] = await db
    .select({
      firstName: reservations.firstName,
      lastName: reservations.lastName,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.listingId, listingId),
        inArray(reservations.statusId, [...DATE_HOLDING_STATUSES]),
        sql`${reservations.stay} && ${range(from, to)}`,
      ),
    )
    .orderBy(asc(reservations.startDate))
    .limit(1);
  return row ?? null;
}

export async function insertBlock(
  db: Tx,
  values: { listingId: number; startDate: string; endDate: string; summary: string | null },
): Promise<BlockRow> {
  const [row] = await db.insert(calendarBlocks).values(values).returning({ id: calendarBlocks.id });
  return (await findBlock(db, row!.id))!;
}

export async function findBlock(db: Tx, id: number): Promise<BlockRow | null> {
  const [row] = await selectBlocks(db).where(eq(calendarBlocks.id, id));
  return row ?? null;
}

/** A block of one of the host's listings (not deleted); another host's is not found. */
export async function findBlockForHost(db: Tx, hostId: number, id: number): Promise<BlockRow | null> {
  const [row] = await selectBlocks(db)
    .innerJoin(listings, eq(listings.id, calendarBlocks.listingId))
    .where(and(eq(calendarBlocks.id, id), ownedListing(hostId)));
  return row ?? null;
}

export async function deleteBlock(db: Tx, id: number): Promise<void> {
  await db.delete(calendarBlocks).where(eq(calendarBlocks.id, id));
}

/** The host's listings (not deleted) with what their nightly prices need, by name: the multi-calendar's rows. */
export function hostListingsPriced(db: Tx, hostId: number) {
  return db
    .select({ ...rateListingColumns, name: listings.externalListingName, draft: listings.draft })
    .from(listings)
    .where(ownedListing(hostId))
    .orderBy(asc(listings.externalListingName), asc(listings.id));
}

/** Reservations of every status of these listings touching [from, to): one query for the whole grid. */
export function staysOfListings(db: Tx, listingIds: number[], from: string, to: string) {
  if (listingIds.length === 0) return Promise.resolve([]);
  return db
    .select({ ...stayCellColumns, listingId: reservations.listingId })
    .from(reservations)
    .where(and(inArray(reservations.listingId, listingIds), sql`${reservations.stay} && ${range(from, to)}`))
    .orderBy(asc(reservations.startDate), asc(reservations.id));
}

/** Host and channel blocks of these listings touching [from, to). */
export function blocksOfListings(
  db: Tx,
  listingIds: number[],
  from: string,
  to: string,
): Promise<BlockRow[]> {
  if (listingIds.length === 0) return Promise.resolve([]);
  return selectBlocks(db)
    .where(
      and(inArray(calendarBlocks.listingId, listingIds), sql`${calendarBlocks.stay} && ${range(from, to)}`),
    )
    .orderBy(asc(calendarBlocks.startDate), asc(calendarBlocks.id));
}
