import {
  type BulkEditInput,
  type BulkEditReply,
  bulkRanges,
  freeParts,
  bulkMessages as msg,
  nightsByListing,
  runsOf,
} from '@innkeep/contract/calendar-bulk';
import { addDays, nightsBetween } from '@innkeep/contract/dates';
import { DEFAULT_CURRENCY, toMinor } from '@innkeep/contract/money';
import { rateMessages } from '@innkeep/contract/rates';
import { todayIn } from '@innkeep/contract/time-zones';
import type { Db, Tx } from '../../db/client.ts';
import { FieldErrors, notFound } from '../../lib/errors.ts';
import { lockListing } from '../listings/listings.service.ts';
import { addRanges, ratesBetween, toRateListing } from '../rates/rates.service.ts';
import * as repo from './calendar.repository.ts';
import { refuseOverHeldStay } from './calendar.service.ts';

type Listing = Awaited<ReturnType<typeof repo.hostListingsPriced>>[number];

/**
 * The multi-calendar's bulk edit (docs/requirements/host.md#R-H17, decision 0075): one transaction over every
 * listing named. Each listing is checked to be the host's before anything is written (another host's is a
 * 404 for the whole request), the listings are locked in id order (two bulk edits over the same listings
 * queue instead of deadlocking, and a booking of one of them runs before or after, never half-way), then
 * each listing's nights are changed. Any refusal throws, so the transaction rolls back: all or nothing.
 */
export async function bulkEdit(db: Db, hostId: number, input: BulkEditInput): Promise<BulkEditReply> {
  const own = new Map((await repo.hostListingsPriced(db, hostId)).map((l) => [l.id, l]));
  const byListing = nightsByListing(input.selections);
  for (const [i, s] of input.selections.entries()) {
    const listing = own.get(s.listing_id);
    if (!listing) throw notFound('Listing not found');
    if (s.start_date < todayIn(listing.timeZone))
      throw FieldErrors.of(`selections.${i}.start_date`, msg.startInPast);
  }
  const ids = [...byListing.keys()].sort((a, b) => a - b);
  let nights = 0;
  await db.transaction(async (tx) => {
    for (const id of ids) await lockListing(tx, id);
    for (const id of ids) {
      const listing = own.get(id)!;
      const dates = byListing.get(id)!;
      if (input.action === 'rate') nights += await rate(tx, listing, dates, input);
      else if (input.action === 'block') nights += await block(tx, listing, dates, input.note ?? null);
      else nights += await unblock(tx, listing, dates);
    }
    if (nights === 0)
      throw FieldErrors.of(
        'selections',
        input.action === 'block' ? msg.nothingToBlock : msg.nothingToUnblock,
      );
  });
  return {
    message: msg.done(input.action, nights, ids.length),
    data: { action: input.action, listings: ids.length, nights },
  };
}

/** New ranges over the nights; each night keeps what the change leaves out (contract: bulkRanges). */
async function rate(tx: Tx, listing: Listing, dates: string[], input: BulkEditInput): Promise<number> {
  const currency = listing.currencyCode ?? DEFAULT_CURRENCY;
  const priceMinor = input.price === undefined ? undefined : toMinor(input.price, currency);
  if (priceMinor !== undefined && priceMinor <= 0) throw FieldErrors.of('price', rateMessages.pricePositive);
  const ranges = await ratesBetween(tx, [listing.id], dates[0]!, addDays(dates.at(-1)!, 1));
  const wanted = bulkRanges(toRateListing(listing), ranges, dates, {
    priceMinor,
    minimumNights: input.minimum_nights,
  });
  // A draft without a price yet cannot take a minimum stay alone: a range needs a price.
  if (wanted.some((r) => r.priceMinor <= 0)) throw FieldErrors.of('price', msg.noPrice(listing.name));
  await addRanges(tx, listing.id, wanted);
  return dates.length;
}

/**
 * Blocks the nights not blocked yet (host or channel); a date-holding reservation among them refuses the
 * whole request (409) with the listing and the guest named.
 */
async function block(tx: Tx, listing: Listing, dates: string[], note: string | null): Promise<number> {
  let count = 0;
  for (const run of runsOf(dates)) {
    await refuseOverHeldStay(tx, listing.id, run.start, run.end, (...held) =>
      msg.overReservation(listing.name, ...held),
    );
    const taken = (await repo.blocksBetween(tx, listing.id, run.start, run.end)).map((b) => ({
      start: b.startDate,
      end: b.endDate,
    }));
    for (const part of freeParts(run, taken)) {
      await repo.insertBlock(tx, {
        listingId: listing.id,
        startDate: part.start,
        endDate: part.end,
        summary: note,
      });
      count += nightsOf(part);
    }
  }
  return count;
}

/**
 * Frees the selected nights of the host's own blocks: a block wholly inside goes, one reaching outside
 * keeps its other nights (split in two when the selection is in its middle). Channel blocks stay: they are
 * the channel's to remove.
 */
async function unblock(tx: Tx, listing: Listing, dates: string[]): Promise<number> {
  const selected = runsOf(dates);
  const blocks = await repo.blocksBetween(tx, listing.id, dates[0]!, addDays(dates.at(-1)!, 1));
  let count = 0;
  for (const b of blocks) {
    if (b.channelCalendarId !== null) continue;
    const whole = { start: b.startDate, end: b.endDate };
    const kept = freeParts(whole, selected);
    const freed = nightsOf(whole) - kept.reduce((n, p) => n + nightsOf(p), 0);
    if (freed === 0) continue;
    await repo.deleteBlock(tx, b.id);
    for (const part of kept) {
      await repo.insertBlock(tx, {
        listingId: listing.id,
        startDate: part.start,
        endDate: part.end,
        summary: b.summary,
      });
    }
    count += freed;
  }
  return count;
}

const nightsOf = (r: { start: string; end: string }) => nightsBetween(r.start, r.end);
