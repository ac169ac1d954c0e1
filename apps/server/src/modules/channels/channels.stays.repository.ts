import type { ChannelStayQuery } from '@innkeep/contract/channel-stays';
import { and, asc, desc, eq, gt, ilike, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { calendarBlocks, channelCalendars } from '../../db/schema/channels.ts';
import { listings } from '../../db/schema/listings.ts';
import { containsPattern } from '../../lib/search-text.ts';
import { ownedListing } from '../listings/listings.service.ts';

const stayColumns = {
  id: calendarBlocks.id,
  listingId: listings.id,
  listingName: listings.externalListingName,
  channelName: channelCalendars.name,
  summary: calendarBlocks.summary,
  startDate: calendarBlocks.startDate,
  endDate: calendarBlocks.endDate,
  guestName: calendarBlocks.guestName,
  hostNote: calendarBlocks.hostNote,
};
const selectStays = (db: Tx) =>
  db
    .select(stayColumns)
    .from(calendarBlocks)
    .innerJoin(channelCalendars, eq(channelCalendars.id, calendarBlocks.channelCalendarId))
    .innerJoin(listings, eq(listings.id, calendarBlocks.listingId));

/**
 * The host's imported stays (live listings only: a deleted listing's feeds are gone), filtered as the
 * reservations list is; upcoming first, soonest first, then past ones, latest first.
 */
export function staysForHost(db: Tx, hostId: number, filter: ChannelStayQuery, today: SQL<string>) {
  const ended = lte(calendarBlocks.endDate, today);
  const q = filter.q ? containsPattern(filter.q) : undefined;
  return selectStays(db)
    .where(
      and(
        ownedListing(hostId),
        isNotNull(calendarBlocks.channelCalendarId),
        filter.listing ? eq(calendarBlocks.listingId, filter.listing) : undefined,
        filter.from ? gt(calendarBlocks.endDate, filter.from) : undefined,
        filter.to ? lte(calendarBlocks.startDate, filter.to) : undefined,
        filter.when === 'upcoming' ? gt(calendarBlocks.endDate, today) : undefined,
        filter.when === 'past' ? ended : undefined,
        q
          ? or(
              ilike(calendarBlocks.guestName, q),
              ilike(calendarBlocks.summary, q),
              ilike(calendarBlocks.hostNote, q),
              ilike(channelCalendars.name, q),
            )
          : undefined,
      ),
    )
    .orderBy(
      asc(ended),
      sql`case when ${calendarBlocks.endDate} > ${today} then ${calendarBlocks.startDate} end asc`,
      desc(calendarBlocks.startDate),
      desc(calendarBlocks.id),
    );
}
export type StayRow = Awaited<ReturnType<typeof staysForHost>>[number];

/** One imported stay of the host's (a host block or another host's is as unknown as a missing one). */
export async function findHostStay(db: Tx, hostId: number, id: number): Promise<StayRow | null> {
  const [row] = await selectStays(db).where(and(eq(calendarBlocks.id, id), ownedListing(hostId)));
  return row ?? null;
}

export async function annotateStay(
  db: Tx,
  id: number,
  values: { guestName: string | null; hostNote: string | null },
) {
  await db.update(calendarBlocks).set(values).where(eq(calendarBlocks.id, id));
}
