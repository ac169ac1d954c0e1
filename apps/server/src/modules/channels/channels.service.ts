import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import {
  type AddFeedInput,
  type ChannelConflict,
  type ChannelFeed,
  channelMessages,
  feedStatus,
  MAX_FEEDS_PER_LISTING,
  notAdded,
  privateAddress,
  SYNC_PHASES,
} from '@innkeep/contract/channels';
import type { Db } from '../../db/client.ts';
import { errorLogFields } from '../../db/db-faults.ts';
import type { Env } from '../../env.ts';
import { FieldErrors, notFound } from '../../lib/errors.ts';
import type { Job, JobRunner } from '../../lib/jobs.ts';
import { buildExport } from './channels.export.ts';
import { isPublicAddress } from './channels.fetch.ts';
import {
  addChannelStaysListener,
  type ChannelStaysListener,
  channelStaysChanged,
} from './channels.listeners.ts';
import * as repo from './channels.repository.ts';
import { type SyncDeps, syncFeed, syncMessage } from './channels.sync.ts';

export type { SyncDeps, SyncOutcome } from './channels.sync.ts';

const LISTING_NOT_FOUND = 'Listing not found';
const FEED_NOT_FOUND = 'Calendar not found';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A sync step recorded longer ago than the poll lease belongs to a crashed instance: not shown. */
function syncing(f: repo.FeedRow, now: Date): ChannelFeed['syncing'] {
  if (!f.syncPhase || !f.syncStartedAt) return null;
  if (now.getTime() - f.syncStartedAt.getTime() > LEASE_SECONDS * 1000) return null;
  const phase = SYNC_PHASES.find((p) => p === f.syncPhase);
  return phase ? { phase, events: f.syncEvents } : null;
}

export function toFeed(f: repo.FeedRow, now = new Date()): ChannelFeed {
  return {
    syncing: syncing(f, now),
    id: f.id,
    name: f.name,
    url: f.url,
    last_synced_at: iso(f.lastSyncedAt),
    last_success_at: iso(f.lastSuccessAt),
    last_error: f.lastError,
    event_count: f.eventCount,
    status: feedStatus(f, now),
  };
}

const toConflict = (c: repo.ConflictRow): ChannelConflict => ({
  block_id: c.blockId,
  feed: { id: c.feedId, name: c.feedName },
  listing: { id: c.listingId, external_listing_name: c.listingName },
  start_date: c.startDate,
  end_date: c.endDate,
  summary: c.summary,
  reservation: {
    id: c.reservationId,
    unique_hash: c.uniqueHash,
    guest_name: c.guestName,
    start_date: c.reservationStart,
    end_date: c.reservationEnd,
  },
});

export const exportUrl = (baseUrl: string, token: string) => `${baseUrl}/api/ical/${token}.ics`;

async function hostListing(db: Db, hostId: number, listingId: number) {
  const listing = await repo.findHostListing(db, hostId, listingId);
  if (!listing) throw notFound(LISTING_NOT_FOUND);
  return listing;
}

/** The channel manager's view of one listing: export address, feeds with their health, conflicts. */
export async function overview(db: Db, baseUrl: string, hostId: number, listingId: number) {
  const listing = await hostListing(db, hostId, listingId);
  const [feeds, conflicts] = await Promise.all([
    repo.feedsOfListing(db, listingId),
    repo.conflicts(db, { listingId }),
  ]);
  return {
    export_url: exportUrl(baseUrl, listing.icalToken),
    time_zone: listing.timeZone,
    feeds: feeds.map((f) => toFeed(f)),
    conflicts: conflicts.map(toConflict),
  };
}

/** Every conflict of the host's listings, for the reservations page. */
export async function conflictsForHost(db: Db, hostId: number): Promise<ChannelConflict[]> {
  return (await repo.conflicts(db, { hostId })).map(toConflict);
}

/**
 * Adds a feed; its first sync is a job round started at once (FIRST_SYNC_JOB). Add waits up to
 * ICAL_ADD_WAIT_MS for it to say what the first fetch found; a bigger feed answers "still running" and the
 * channel screen shows its progress. A literal loopback or private address is refused here already; names
 * are checked after DNS resolution on every fetch.
 */
export async function addFeed(
  deps: SyncDeps & { jobs: Pick<JobRunner, 'trigger'>; env: Pick<Env, 'ICAL_ADD_WAIT_MS'> },
  hostId: number,
  input: AddFeedInput & { url: string },
) {
  const listingId = Number(input.listing_id);
  await hostListing(deps.db, hostId, listingId);
  const host = new URL(input.url).hostname.replace(/^\[|\]$/g, '');
  if (!deps.env.ICAL_ALLOW_PRIVATE_HOSTS && isIP(host) && !isPublicAddress(host)) {
    throw urlRefused(privateAddress(host));
  }
  const feeds = await repo.feedsOfListing(deps.db, listingId);
  if (feeds.some((f) => f.url === input.url)) throw FieldErrors.of('url', channelMessages.urlTaken);
  if (feeds.length >= MAX_FEEDS_PER_LISTING) {
    throw FieldErrors.of('url', `A listing imports at most ${MAX_FEEDS_PER_LISTING} calendars`);
  }
  // Due now by this clock (milliseconds), not the database's now() (microseconds, a little later): the
  // round started next compares with a JavaScript Date and must find it due.
  const feed = await repo.insertFeed(deps.db, {
    listingId,
    name: input.name,
    url: input.url,
    nextSyncAt: new Date(),
  });
  void deps.jobs.trigger(FIRST_SYNC_JOB);
  // The row, not the round, says when it is done: another instance's round may have claimed the feed.
  const deadline = Date.now() + deps.env.ICAL_ADD_WAIT_MS;
  let row = feed;
  while (Date.now() < deadline) {
    await delay(Math.min(100, Math.max(0, deadline - Date.now())));
    row = (await repo.findFeed(deps.db, feed.id)) ?? row;
    if (row.lastSyncedAt) break;
  }
  // A first fetch that failed keeps nothing: the host reads why under the address and tries again.
  if (row.lastSyncedAt && row.lastError && !row.lastSuccessAt) {
    await repo.deleteFeed(deps.db, feed.id);
    throw urlRefused(row.lastError);
  }
  const message = row.lastSyncedAt ? channelMessages.added : channelMessages.addedSyncing;
  return { message, data: toFeed(row) };
}

const urlRefused = (reason: string) => new FieldErrors({ url: [reason] }, notAdded(reason));

/** Sync now: the same code as the poll job; answers with the outcome and the feed's new state. */
export async function syncNow(deps: SyncDeps, hostId: number, feedId: number) {
  if (!(await repo.findHostFeed(deps.db, hostId, feedId))) throw notFound(FEED_NOT_FOUND);
  const outcome = await syncFeed(deps, feedId);
  const feed = await repo.findFeed(deps.db, feedId);
  if (!outcome || !feed) throw notFound(FEED_NOT_FOUND);
  const { error: _error, ...rest } = outcome;
  return { message: syncMessage(outcome), data: toFeed(feed), outcome: rest };
}

/**
 * Deletes a feed; its blocks go with it (cascade), so the nights it held are free again, and the listeners
 * hear of it in the same transaction (their turnovers are cancelled, R-H28).
 */
export async function removeFeed(db: Db, hostId: number, feedId: number) {
  const feed = await repo.findHostFeed(db, hostId, feedId);
  if (!feed) throw notFound(FEED_NOT_FOUND);
  await db.transaction(async (tx) => {
    await repo.deleteFeed(tx, feedId);
    await channelStaysChanged(tx, feed.listingId);
  });
  return channelMessages.removed;
}

/** Modules above (tasks) follow the stays imported on a listing (docs/requirements/host.md#R-H28). */
export function onChannelStaysChange(listener: ChannelStaysListener): void {
  addChannelStaysListener(listener);
}

/** A new export token from the system's cryptographic source; the old address stops working at once. */
export async function rotateExport(db: Db, baseUrl: string, hostId: number, listingId: number) {
  await hostListing(db, hostId, listingId);
  const token = randomBytes(32).toString('hex');
  await repo.setIcalToken(db, listingId, token);
  return { message: channelMessages.rotated, data: { export_url: exportUrl(baseUrl, token) } };
}

/** The listing's export for a token, or null for an unknown one. */
export async function exportCalendar(db: Db, baseUrl: string, token: string) {
  const listing = await repo.findListingByToken(db, token);
  if (!listing) return null;
  const domain = new URL(baseUrl).hostname || 'innkeep';
  return buildExport(listing, await repo.exportRows(db, listing.id), domain);
}

const BATCH = 10;
/** Longer than one fetch's deadline: a feed claimed by a crashed instance comes back after it. */
const LEASE_SECONDS = 120;

/** The job that runs new calendars' first sync; Add starts a round of it at once. */
export const FIRST_SYNC_JOB = 'channel-first-sync';

/**
 * One round of the poll job: claims due feeds (SKIP LOCKED, with a lease) and syncs each. `neverSynced`
 * narrows it to feeds without a first sync (the first-sync job).
 */
export async function pollDueFeeds(deps: SyncDeps, now = new Date(), neverSynced = false): Promise<number> {
  const ids = await deps.db.transaction((tx) =>
    repo.claimDueFeeds(tx, now, BATCH, LEASE_SECONDS, neverSynced),
  );
  for (const id of ids) {
    // syncFeed records its own failures; this guard is for the database going away mid-round, so
    // one feed can still never stop the others.
    try {
      await syncFeed(deps, id);
    } catch (err) {
      deps.log?.error({ ...errorLogFields(err), feedId: id }, 'channel poll failed for one feed');
    }
  }
  return ids.length;
}

export function channelPollJob(deps: SyncDeps): Job {
  return { name: 'channel-poll', everyMs: 60_000, run: () => pollDueFeeds(deps) };
}

/** Every round of the jobs loop, and at once when a calendar is added. */
export function channelFirstSyncJob(deps: SyncDeps): Job {
  return { name: FIRST_SYNC_JOB, run: () => pollDueFeeds(deps, new Date(), true) };
}
