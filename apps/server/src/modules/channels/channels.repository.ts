import { DATE_HOLDING_STATUSES } from '@innkeep/contract/reservations';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { calendarBlocks, channelCalendars } from '../../db/schema/channels.ts';
import { listings } from '../../db/schema/listings.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { users } from '../../db/schema/users.ts';
import { ownedListing } from '../listings/listings.service.ts';

const HOLDING = sql.raw(DATE_HOLDING_STATUSES.join(', '));

export type FeedRow = typeof channelCalendars.$inferSelect;
export type BlockRow = typeof calendarBlocks.$inferSelect;

const listingColumns = {
  id: listings.id,
  hostId: listings.hostId,
  name: listings.externalListingName,
  icalToken: listings.icalToken,
  timeZone: listings.timeZone,
};

/** The host's own listing (not deleted), or null: another host's is as unknown as a missing one. */
export async function findHostListing(db: Tx, hostId: number, listingId: number) {
  const [row] = await db
    .select(listingColumns)
    .from(listings)
    .where(and(eq(listings.id, listingId), ownedListing(hostId)));
  return row ?? null;
}

export async function findListingByToken(db: Tx, token: string) {
  const [row] = await db
    .select(listingColumns)
    .from(listings)
    .where(and(eq(listings.icalToken, token), isNull(listings.deletedAt)));
  return row ?? null;
}

export async function setIcalToken(db: Tx, listingId: number, token: string) {
  await db.update(listings).set({ icalToken: token }).where(eq(listings.id, listingId));
}

export const feedsOfListing = (db: Tx, listingId: number) =>
  db
    .select()
    .from(channelCalendars)
    .where(eq(channelCalendars.listingId, listingId))
    .orderBy(asc(channelCalendars.id));

export async function insertFeed(db: Tx, values: typeof channelCalendars.$inferInsert) {
  const [row] = await db.insert(channelCalendars).values(values).returning();
  return row!;
}

/** A feed of one of the host's listings, or null. */
export async function findHostFeed(db: Tx, hostId: number, feedId: number) {
  const [row] = await db
    .select({ feed: channelCalendars })
    .from(channelCalendars)
    .innerJoin(listings, eq(listings.id, channelCalendars.listingId))
    .where(and(eq(channelCalendars.id, feedId), ownedListing(hostId)));
  return row?.feed ?? null;
}

export async function findFeed(db: Tx, feedId: number) {
  const [row] = await db.select().from(channelCalendars).where(eq(channelCalendars.id, feedId));
  return row ?? null;
}

/** The feed with what a sync needs of its listing and host; the row is locked when `forUpdate`. */
export async function findFeedForSync(db: Tx, feedId: number, forUpdate = false) {
  const query = db
    .select({
      feed: channelCalendars,
      listing: {
        id: listings.id,
        hostId: listings.hostId,
        name: listings.externalListingName,
        timeZone: listings.timeZone,
      },
      hostEmail: users.email,
    })
    .from(channelCalendars)
    .innerJoin(listings, eq(listings.id, channelCalendars.listingId))
    .innerJoin(users, eq(users.id, listings.hostId))
    .where(eq(channelCalendars.id, feedId));
  const [row] = forUpdate ? await query.for('update', { of: channelCalendars }) : await query;
  return row ?? null;
}

export const countFeeds = async (db: Tx, listingId: number) =>
  (await db.$count(channelCalendars, eq(channelCalendars.listingId, listingId))) as number;

export async function deleteFeed(db: Tx, feedId: number) {
  await db.delete(channelCalendars).where(eq(channelCalendars.id, feedId));
}

export const blocksOfFeed = (db: Tx, feedId: number) =>
  db.select().from(calendarBlocks).where(eq(calendarBlocks.channelCalendarId, feedId));

/** Rows per INSERT: few statements for a big feed, each short enough not to hold the event loop long. */
const INSERT_CHUNK = 250;

export async function insertBlocks(db: Tx, rows: (typeof calendarBlocks.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    // Embedded PGlite runs SQL on this thread and answers without a turn of the event loop: give requests
    // their turn between chunks.
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    await db.insert(calendarBlocks).values(rows.slice(i, i + INSERT_CHUNK));
  }
}

export async function updateBlock(
  db: Tx,
  id: number,
  values: Pick<BlockRow, 'startDate' | 'endDate' | 'summary' | 'conflictNotifiedAt'>,
  datesChangedAt: Date | null,
) {
  await db
    .update(calendarBlocks)
    .set({
      ...values,
      // New dates are a new version of the exported event: channels take it only with a higher SEQUENCE.
      ...(datesChangedAt ? { datesChangedAt, sequence: sql`${calendarBlocks.sequence} + 1` } : {}),
    })
    .where(eq(calendarBlocks.id, id));
}

export async function deleteBlocks(db: Tx, ids: number[]) {
  if (ids.length > 0) await db.delete(calendarBlocks).where(inArray(calendarBlocks.id, ids));
}

export async function updateFeed(
  db: Tx,
  feedId: number,
  values: Partial<typeof channelCalendars.$inferInsert>,
) {
  await db.update(channelCalendars).set(values).where(eq(channelCalendars.id, feedId));
}

/**
 * Claims up to `batch` enabled feeds that are due, skipping rows another instance holds, and pushes their
 * next poll past a lease in the same transaction: two instances never poll one feed at once, and a crash
 * mid-poll only delays it.
 */
export async function claimDueFeeds(
  db: Tx,
  now: Date,
  batch: number,
  leaseSeconds: number,
  neverSynced = false,
) {
  const due = await db
    .select({ id: channelCalendars.id })
    .from(channelCalendars)
    .where(
      and(
        eq(channelCalendars.enabled, true),
        lte(channelCalendars.nextSyncAt, now),
        neverSynced ? isNull(channelCalendars.lastSyncedAt) : undefined,
      ),
    )
    .orderBy(asc(channelCalendars.nextSyncAt))
    .limit(batch)
    .for('update', { skipLocked: true });
  const ids = due.map((r) => r.id);
  if (ids.length > 0) {
    await db
      .update(channelCalendars)
      .set({ nextSyncAt: new Date(now.getTime() + leaseSeconds * 1000) })
      .where(inArray(channelCalendars.id, ids));
  }
  return ids;
}

/**
 * Imported events over a date-holding reservation of the same listing, with both sides' dates. Narrowed
 * to a host, a listing or a feed; `unnotified` keeps those the host has not been e-mailed about.
 */
export function conflicts(
  db: Tx,
  where: { hostId?: number; listingId?: number; feedId?: number; unnotified?: boolean },
) {
  return db
    .select({
      blockId: calendarBlocks.id,
      feedId: channelCalendars.id,
      feedName: channelCalendars.name,
      listingId: listings.id,
      listingName: listings.externalListingName,
      startDate: calendarBlocks.startDate,
      endDate: calendarBlocks.endDate,
      summary: calendarBlocks.summary,
      reservationId: reservations.id,
      uniqueHash: reservations.uniqueHash,
      guestName: sql<string>`trim(${reservations.firstName} || ' ' || ${reservations.lastName})`,
      reservationStart: reservations.startDate,
      reservationEnd: reservations.endDate,
    })
    .from(calendarBlocks)
    .innerJoin(channelCalendars, eq(channelCalendars.id, calendarBlocks.channelCalendarId))
    .innerJoin(listings, eq(listings.id, calendarBlocks.listingId))
    .innerJoin(
      reservations,
      and(
        eq(reservations.listingId, calendarBlocks.listingId),
        sql`${reservations.statusId} in (${HOLDING})`,
        sql`${reservations.stay} && ${calendarBlocks.stay}`,
      ),
    )
    .where(
      and(
        isNull(listings.deletedAt),
        where.hostId === undefined ? undefined : eq(listings.hostId, where.hostId),
        where.listingId === undefined ? undefined : eq(calendarBlocks.listingId, where.listingId),
        where.feedId === undefined ? undefined : eq(calendarBlocks.channelCalendarId, where.feedId),
        where.unnotified ? isNull(calendarBlocks.conflictNotifiedAt) : undefined,
      ),
    )
    .orderBy(asc(calendarBlocks.startDate), asc(calendarBlocks.id));
}
export type ConflictRow = Awaited<ReturnType<typeof conflicts>>[number];

export async function markConflictsNotified(db: Tx, blockIds: number[], at: Date) {
  if (blockIds.length > 0) {
    await db
      .update(calendarBlocks)
      .set({ conflictNotifiedAt: at })
      .where(inArray(calendarBlocks.id, blockIds));
  }
}

/** What the export shows: date-holding reservations and every block, ids and dates only (no guest data). */
export async function exportRows(db: Tx, listingId: number) {
  const held = await db
    .select({
      id: reservations.id,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      stamp: reservations.createdAt,
      sequence: sql<number>`0`,
    })
    .from(reservations)
    .where(and(eq(reservations.listingId, listingId), sql`${reservations.statusId} in (${HOLDING})`))
    .orderBy(asc(reservations.startDate));
  const blocked = await db
    .select({
      id: calendarBlocks.id,
      startDate: calendarBlocks.startDate,
      endDate: calendarBlocks.endDate,
      stamp: sql<Date>`coalesce(${calendarBlocks.datesChangedAt}, ${calendarBlocks.createdAt})`.mapWith(
        calendarBlocks.createdAt,
      ),
      sequence: calendarBlocks.sequence,
    })
    .from(calendarBlocks)
    .where(eq(calendarBlocks.listingId, listingId))
    .orderBy(asc(calendarBlocks.startDate));
  return { held, blocked };
}
