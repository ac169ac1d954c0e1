import {
  type BlockData,
  type Calendar,
  type CalendarBlock,
  type CalendarGrid,
  type CalendarGridQuery,
  type CalendarQuery,
  calendarMessages as msg,
} from '@innkeep/contract/calendar';
import { currencySymbol } from '@innkeep/contract/currency-symbols';
import { formatDate } from '@innkeep/contract/dates';
import { DEFAULT_CURRENCY, toMajor } from '@innkeep/contract/money';
import { fullName } from '@innkeep/contract/names';
import { nightlyRates } from '@innkeep/contract/rates';
import { statusWire } from '@innkeep/contract/reservations';
import { todayIn } from '@innkeep/contract/time-zones';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, FieldErrors, notFound } from '../../lib/errors.ts';
import { lockListing } from '../listings/listings.service.ts';
import { ratesBetween, toRateListing } from '../rates/rates.service.ts';
import * as repo from './calendar.repository.ts';

function toBlock(row: repo.BlockRow): CalendarBlock {
  return {
    id: row.id,
    start_date: row.startDate,
    end_date: row.endDate,
    note: row.summary,
    source: row.channelCalendarId === null ? 'host' : 'channel',
    channel_name: row.channelCalendarId === null ? null : (row.channelName ?? 'a channel'),
    guest_name: row.channelCalendarId === null ? null : row.guestName,
  };
}

/** The host's listing, or a 404 (another host's, deleted or unknown: the same answer). */
async function ownListing(db: Db, hostId: number, listingId: number) {
  const found = (await repo.hostListings(db, hostId)).find((l) => l.id === listingId);
  if (!found) throw notFound('Listing not found');
  return found;
}

const toStay = (s: Awaited<ReturnType<typeof repo.staysBetween>>[number]) => ({
  id: s.id,
  start_date: s.startDate,
  end_date: s.endDate,
  status: statusWire(s.statusId),
  guest_name: fullName(s.firstName, s.lastName),
  guests: s.guests,
});

/**
 * The multi-calendar (decision 0047): every listing of the host with each night's price and source, its
 * stays and its blocks over [from, to), in four queries whatever the number of listings.
 */
export async function grid(db: Db, hostId: number, q: CalendarGridQuery): Promise<CalendarGrid> {
  const rows = await repo.hostListingsPriced(db, hostId);
  const ids = rows.map((l) => l.id);
  const [stays, blocks, ranges] = await Promise.all([
    repo.staysOfListings(db, ids, q.from, q.to),
    repo.blocksOfListings(db, ids, q.from, q.to),
    ratesBetween(db, ids, q.from, q.to),
  ]);
  return {
    from: q.from,
    to: q.to,
    listings: rows.map((l) => {
      const currency = l.currencyCode ?? DEFAULT_CURRENCY;
      const own = ranges.filter((r) => r.listingId === l.id);
      return {
        id: l.id,
        name: l.name,
        draft: l.draft,
        time_zone: l.timeZone,
        weekend_price: l.weekendPriceMinor === null ? null : toMajor(l.weekendPriceMinor, currency),
        currency,
        currency_symbol: currencySymbol(currency),
        nights: nightlyRates(toRateListing(l), own, q.from, q.to).map((n) => ({
          date: n.date,
          price: toMajor(n.priceMinor, currency),
          minimum_nights: n.minimumNights,
          source: n.source,
        })),
        stays: stays.filter((s) => s.listingId === l.id).map(toStay),
        blocks: blocks.filter((b) => b.listingId === l.id).map(toBlock),
      };
    }),
  };
}

/** One listing's stays (every status) and blocks (host and channel) touching [from, to). */
export async function calendar(db: Db, hostId: number, q: CalendarQuery): Promise<Calendar> {
  const listings = await repo.hostListings(db, hostId);
  const listingId = q.listing_id ?? listings[0]?.id ?? null;
  if (listingId !== null && !listings.some((l) => l.id === listingId)) throw notFound('Listing not found');
  const [stays, blocks] =
    listingId === null
      ? [[], []]
      : await Promise.all([
          repo.staysBetween(db, listingId, q.from, q.to),
          repo.blocksBetween(db, listingId, q.from, q.to),
        ]);
  return {
    listings: listings.map((l) => ({ id: l.id, name: l.name, draft: l.draft, time_zone: l.timeZone })),
    listing_id: listingId,
    from: q.from,
    to: q.to,
    stays: stays.map(toStay),
    blocks: blocks.map(toBlock),
  };
}

/** Refuses (409) nights [start, end) a date-holding reservation overlaps; `say` names its guest and dates. */
export async function refuseOverHeldStay(
  tx: Tx,
  listingId: number,
  start: string,
  end: string,
  say: (guest: string, start: string, end: string) => string,
): Promise<void> {
  const held = await repo.firstHoldingOverlap(tx, listingId, start, end);
  if (!held) return;
  const guest = fullName(held.firstName, held.lastName);
  throw new AppError('DATES_UNAVAILABLE', say(guest, formatDate(held.startDate), formatDate(held.endDate)));
}

/**
 * Blocks nights of one of the host's listings. The listing row is locked first, as bookings and approvals
 * lock it (docs/decisions/0001): a block and a booking of the same nights run one after the other, and
 * the second sees the first. Refused (409) over a date-holding reservation or another block.
 */
export async function block(db: Db, hostId: number, input: BlockData) {
  const listing = await ownListing(db, hostId, input.listing_id);
  // "The past" is the listing's: in Auckland tomorrow has begun while it is still today in UTC.
  if (input.start_date < todayIn(listing.timeZone)) throw FieldErrors.of('start_date', msg.startInPast);
  return db.transaction(async (tx) => {
    await lockListing(tx, input.listing_id);
    await refuseOverHeldStay(tx, input.listing_id, input.start_date, input.end_date, msg.overReservation);
    if ((await repo.blocksBetween(tx, input.listing_id, input.start_date, input.end_date)).length > 0) {
      throw new AppError('DATES_UNAVAILABLE', msg.overBlock);
    }
    const row = await repo.insertBlock(tx, {
      listingId: input.listing_id,
      startDate: input.start_date,
      endDate: input.end_date,
      summary: input.note ? input.note : null,
    });
    return { message: msg.blocked, data: toBlock(row) };
  });
}

/** Removes one of the host's own blocks; a channel's block is that channel's to remove (409). */
export async function unblock(db: Db, hostId: number, id: number): Promise<string> {
  const row = await repo.findBlockForHost(db, hostId, id);
  if (!row) throw notFound(msg.notFound);
  if (row.channelCalendarId !== null)
    throw new AppError('CONFLICT', msg.channelBlock(toBlock(row).channel_name!));
  await repo.deleteBlock(db, id);
  return msg.unblocked;
}
