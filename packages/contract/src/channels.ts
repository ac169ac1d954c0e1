import { z } from 'zod';
import { dataOf, idOf, requiredText } from './common.ts';

/** Channel sync (docs/requirements/channels.md#R-CH1): the listing's iCal export and the channel calendars it imports. */

export const channelMessages = {
  listingRequired: 'Choose one of your listings',
  nameRequired: 'Give the calendar a name, e.g. Airbnb',
  nameTooLong: 'Use at most 60 characters',
  urlInvalid: 'Use the calendar’s http:// or https:// address',
  urlTooLong: 'Use at most 2000 characters',
  urlTaken: 'This calendar is already added to the listing',
  added: 'Calendar added',
  addedSyncing: 'Calendar added; its first sync is still running, its progress shows below',
  removed: 'Calendar removed',
  rotated: 'A new export address was made; the old one no longer works',
  synced: 'Calendar synced',
  notModified: 'Calendar synced: nothing changed on the channel',
  syncFailed: 'The calendar could not be synced; the last good copy is kept',
  // What a host reads about a feed that cannot be read: never a parser's own error text.
  notCalendar: 'The channel did not send an iCalendar',
  unreadable: 'The calendar file is damaged and could not be read',
  binary: 'The channel sent binary data (NUL bytes), not a calendar',
  failedOnOurSide: 'The calendar could not be synced because of an error on our side; it is tried again soon',
} as const;

/** An event of the feed whose dates cannot be read, named by its UID so the host can find it. */
export const unreadableEvent = (uid: string) =>
  `An event in the calendar (UID ${uid.slice(0, 80)}) has dates that could not be read`;

/**
 * Why a calendar address cannot be used, as the host reads it under the address field: Add keeps no
 * calendar whose first fetch failed, so the host sees one outcome (added, or not added and why).
 */
export const notAdded = (reason: string) => `Not added: ${reason}`;

/** A literal or resolved address on a loopback, private or link-local network (never fetched). */
export const privateAddress = (host: string) =>
  `${host} is a private or local network address; calendars are fetched only from the public internet. Use the address the channel gives you`;

/** What the channel's HTTP status means for the host: a missing, refused or failing calendar. */
export function channelAnswered(status: number): string {
  if (status === 404 || status === 410) {
    return `The channel has no calendar at this address (HTTP ${status}). Copy the calendar address from the channel again`;
  }
  if (status === 401 || status === 403) {
    return `The channel refused to share this calendar (HTTP ${status}); the address may have been replaced. Copy it from the channel again`;
  }
  if (status >= 500) return `The channel had an error (HTTP ${status}); try again later`;
  return `The channel did not send the calendar (HTTP ${status})`;
}

/**
 * Why the channel's server could not be reached, from the socket's error code, in the host's words: a raw
 * `getaddrinfo ENOTFOUND …` says nothing a host can act on.
 */
export function unreachable(host: string, code: string | undefined): string {
  if (code === 'ENOTFOUND') {
    return `No server was found at ${host}. Check the calendar address for a typing mistake`;
  }
  if (code === 'ECONNREFUSED') return `${host} refused the connection; check the address or try again later`;
  if (code && /^(CERT_|ERR_TLS_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_)/.test(code)) {
    return `${host} has no valid security certificate, so the calendar was not fetched`;
  }
  return `${host} could not be reached; try again later`;
}

/** How long a feed may go without a good sync, and how many failed polls in a row, before it is stale. */
export const STALE_AFTER_HOURS = 6;
export const STALE_AFTER_FAILURES = 3;
export const MAX_FEEDS_PER_LISTING = 10;

export const FEED_STATUSES = ['ok', 'pending', 'stale'] as const;
export type FeedStatus = (typeof FEED_STATUSES)[number];

/**
 * A feed's freshness: `stale` after STALE_AFTER_FAILURES failed polls in a row or STALE_AFTER_HOURS without
 * a good sync (counted from when it was added if it never had one); `pending` before its first good sync.
 */
export function feedStatus(
  feed: { lastSuccessAt: Date | null; failureCount: number; createdAt: Date },
  now: Date = new Date(),
): FeedStatus {
  if (feed.failureCount >= STALE_AFTER_FAILURES) return 'stale';
  const since = (feed.lastSuccessAt ?? feed.createdAt).getTime();
  if (now.getTime() - since > STALE_AFTER_HOURS * 3_600_000) return 'stale';
  return feed.lastSuccessAt ? 'ok' : 'pending';
}

const ListingId = idOf(channelMessages.listingRequired);

export const FeedUrl = z
  .string({ error: channelMessages.urlInvalid })
  .trim()
  .max(2000, channelMessages.urlTooLong)
  .refine((v) => {
    if (!URL.canParse(v)) return false;
    const url = new URL(v);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  }, channelMessages.urlInvalid);

export const AddFeedInput = z.object({
  listing_id: ListingId,
  name: requiredText(channelMessages.nameRequired, { max: 60, tooLong: channelMessages.nameTooLong }),
  url: FeedUrl,
});
export type AddFeedInput = z.input<typeof AddFeedInput>;
export type AddFeedData = z.output<typeof AddFeedInput>;

export const ListingQuery = z.object({ listing_id: ListingId });
export type ListingQuery = z.input<typeof ListingQuery>;

/** The steps of a sync in flight, as the channel screen shows them. */
export const SYNC_PHASES = ['fetching', 'reading', 'saving'] as const;
export type SyncPhase = (typeof SYNC_PHASES)[number];

export const ChannelFeed = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  last_synced_at: z.string().nullable(),
  last_success_at: z.string().nullable(),
  last_error: z.string().nullable(),
  event_count: z.number(),
  status: z.enum(FEED_STATUSES),
  /** A sync in flight (the first one runs as a job): its step, and the events being saved once read. */
  syncing: z.object({ phase: z.enum(SYNC_PHASES), events: z.number().nullable() }).nullable(),
});
export type ChannelFeed = z.infer<typeof ChannelFeed>;

/** An imported event over a date-holding reservation here: the channel and this site both sold the nights. */
export const ChannelConflict = z.object({
  block_id: z.number(),
  feed: z.object({ id: z.number(), name: z.string() }),
  listing: z.object({ id: z.number(), external_listing_name: z.string() }),
  start_date: z.string(),
  end_date: z.string(),
  summary: z.string().nullable(),
  reservation: z.object({
    id: z.number(),
    unique_hash: z.string(),
    /** Who booked here: the host recognises a stay by its guest and dates, never by its secret hash. */
    guest_name: z.string(),
    start_date: z.string(),
    end_date: z.string(),
  }),
});

/** Where a conflict's reservation opens in its drawer (the reservations page reads `?reservation=`). */
export const reservationDrawerPath = (reservationId: number) => `/reservations?reservation=${reservationId}`;
export type ChannelConflict = z.infer<typeof ChannelConflict>;

export const ChannelsReply = dataOf(
  z.object({
    export_url: z.string(),
    time_zone: z.string(),
    feeds: z.array(ChannelFeed),
    conflicts: z.array(ChannelConflict),
  }),
);
export type ChannelsReply = z.infer<typeof ChannelsReply>;

/** `GET /api/channels/conflicts`: every conflict of the host's listings (the reservations page flags them). */
export const ConflictsReply = dataOf(z.array(ChannelConflict));
export type ConflictsReply = z.infer<typeof ConflictsReply>;

export const FeedReply = z.object({ message: z.string(), data: ChannelFeed });
export type FeedReply = z.infer<typeof FeedReply>;

/** What one sync of a feed did: the channel had no change (`not_modified`), or the nights it added, moved, freed. */
export const SyncOutcome = z.object({
  ok: z.boolean(),
  not_modified: z.boolean(),
  added: z.number(),
  updated: z.number(),
  removed: z.number(),
  conflicts: z.number(),
});
export type SyncOutcome = z.infer<typeof SyncOutcome>;

export const SyncReply = z.object({ message: z.string(), data: ChannelFeed, outcome: SyncOutcome });
export type SyncReply = z.infer<typeof SyncReply>;

export const RotateReply = z.object({ message: z.string(), data: z.object({ export_url: z.string() }) });
export type RotateReply = z.infer<typeof RotateReply>;

export const IcalTokenParams = z.object({
  file: z.string().regex(/^[A-Za-z0-9]{16,128}\.ics$/, 'Unknown calendar'),
});
