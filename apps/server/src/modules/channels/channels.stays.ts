import {
  type ChannelStay,
  type ChannelStayData,
  type ChannelStayQuery,
  channelStayMessages,
} from '@innkeep/contract/channel-stays';
import type { Db } from '../../db/client.ts';
import { hostListingToday } from '../../db/listing-today.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './channels.repository.ts';
import * as stays from './channels.stays.repository.ts';

type Conflict = ChannelStay['conflict'];

const toStay = (row: stays.StayRow, conflict: Conflict): ChannelStay => ({
  id: row.id,
  listing: { id: row.listingId, external_listing_name: row.listingName },
  channel_name: row.channelName,
  summary: row.summary,
  start_date: row.startDate,
  end_date: row.endDate,
  guest_name: row.guestName,
  note: row.hostNote,
  conflict,
});

/** The first overlapping date-holding reservation of each imported stay of the host's. */
async function conflictsByBlock(db: Db, hostId: number): Promise<Map<number, NonNullable<Conflict>>> {
  const byBlock = new Map<number, NonNullable<Conflict>>();
  for (const c of await repo.conflicts(db, { hostId })) {
    if (byBlock.has(c.blockId)) continue;
    byBlock.set(c.blockId, {
      reservation_id: c.reservationId,
      guest_name: c.guestName,
      start_date: c.reservationStart,
      end_date: c.reservationEnd,
    });
  }
  return byBlock;
}

/** The host's stays imported from channel calendars, each with the reservation it clashes with, if any. */
export async function listStays(
  db: Db,
  hostId: number,
  filter: ChannelStayQuery,
  now = new Date(),
): Promise<ChannelStay[]> {
  const today = await hostListingToday(db, hostId, now);
  const [rows, conflicts] = await Promise.all([
    stays.staysForHost(db, hostId, filter, today),
    conflictsByBlock(db, hostId),
  ]);
  return rows.map((row) => toStay(row, conflicts.get(row.id) ?? null));
}

/** Stores the guest's name and the host's note on one of the host's imported stays; the sync keeps them. */
export async function annotateStay(db: Db, hostId: number, id: number, input: ChannelStayData) {
  if (!(await stays.findHostStay(db, hostId, id))) throw notFound(channelStayMessages.notFound);
  await stays.annotateStay(db, id, { guestName: input.guest_name, hostNote: input.note });
  const row = await stays.findHostStay(db, hostId, id);
  if (!row) throw notFound(channelStayMessages.notFound);
  return {
    message: channelStayMessages.saved,
    data: toStay(row, (await conflictsByBlock(db, hostId)).get(id) ?? null),
  };
}
