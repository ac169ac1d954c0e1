import { channelMessages, type SyncOutcome as WireSyncOutcome } from '@innkeep/contract/channels';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { errorLogFields } from '../../db/db-faults.ts';
import type { calendarBlocks } from '../../db/schema/channels.ts';
import type { Env } from '../../env.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { FeedFetchError, fetchFeed } from './channels.fetch.ts';
import { channelStaysChanged } from './channels.listeners.ts';
import { conflictMail } from './channels.mails.ts';
import { type FeedEvent, FeedParseError } from './channels.parse.ts';
import { parseInWorker } from './channels.parse-pool.ts';
import * as repo from './channels.repository.ts';

export type SyncDeps = {
  db: Db;
  env: Pick<
    Env,
    'ICAL_POLL_MINUTES' | 'ICAL_ALLOW_PRIVATE_HOSTS' | 'ICAL_PARSE_DEADLINE_MS' | 'publicBaseUrl'
  >;
  /** Where an unexpected error is written; the host reads only channelMessages.failedOnOurSide. */
  log?: Pick<FastifyBaseLogger, 'error'>;
};

/** The wire's outcome, with why a failed sync failed (the feed keeps it as its last error). */
export type SyncOutcome = WireSyncOutcome & { error: string | null };

const failed = (error: string): SyncOutcome => ({
  ok: false,
  not_modified: false,
  added: 0,
  updated: 0,
  removed: 0,
  conflicts: 0,
  error,
});

/**
 * Polls one feed and applies it: the poll job and Sync now both run this. The fetch happens outside any
 * transaction; a failed fetch, a body that is not a calendar, or an empty calendar over blocks we hold is
 * never applied (the last good snapshot stays, the feed counts a failure and shows the error). Otherwise
 * the events are diffed by UID against the feed's blocks in one transaction that locks the feed row.
 */
export async function syncFeed(
  deps: SyncDeps,
  feedId: number,
  now = new Date(),
): Promise<SyncOutcome | null> {
  const found = await repo.findFeedForSync(deps.db, feedId);
  if (!found) return null;
  const { feed, listing } = found;
  const nextSyncAt = new Date(now.getTime() + deps.env.ICAL_POLL_MINUTES * 60_000);

  let events: FeedEvent[];
  let validators: { etag: string | null; lastModified: string | null } | null = null;
  try {
    await progress(deps.db, feedId, { syncPhase: 'fetching', syncEvents: null, syncStartedAt: now });
    const result = await fetchFeed(feed.url, {
      allowPrivate: deps.env.ICAL_ALLOW_PRIVATE_HOSTS,
      etag: feed.etag,
      lastModified: feed.lastModified,
    });
    if (result.notModified) {
      await repo.updateFeed(deps.db, feedId, {
        lastSyncedAt: now,
        lastSuccessAt: now,
        lastError: null,
        failureCount: 0,
        nextSyncAt,
        ...IDLE,
      });
      return { ok: true, not_modified: true, added: 0, updated: 0, removed: 0, conflicts: 0, error: null };
    }
    await progress(deps.db, feedId, { syncPhase: 'reading' });
    events = await parseInWorker(result.body, listing.timeZone, now, {
      hostId: listing.hostId,
      deadlineMs: deps.env.ICAL_PARSE_DEADLINE_MS,
    });
    validators = { etag: result.etag, lastModified: result.lastModified };
    await progress(deps.db, feedId, { syncPhase: 'saving', syncEvents: events.length });
  } catch (err) {
    return recordFailure(deps.db, feedId, hostMessage(deps, feedId, err), now, nextSyncAt);
  }

  try {
    return await apply(deps, feedId, listing.id, events, validators, now, nextSyncAt);
  } catch (err) {
    return recordFailure(deps.db, feedId, hostMessage(deps, feedId, err), now, nextSyncAt);
  }
}

/** The error as the host may read it: ours are written for them, anything else is logged and named vaguely. */
function hostMessage(deps: SyncDeps, feedId: number, err: unknown): string {
  if (err instanceof FeedFetchError || err instanceof FeedParseError) return err.message;
  deps.log?.error({ ...errorLogFields(err), feedId }, 'channel sync failed');
  return channelMessages.failedOnOurSide;
}

/** Applies parsed events as a diff in one transaction that locks the feed row. */
function apply(
  deps: SyncDeps,
  feedId: number,
  listingId: number,
  events: FeedEvent[],
  validators: { etag: string | null; lastModified: string | null } | null,
  now: Date,
  nextSyncAt: Date,
): Promise<SyncOutcome | null> {
  return deps.db.transaction(async (tx) => {
    const locked = await repo.findFeedForSync(tx, feedId, true);
    if (!locked) return null;
    const existing = await repo.blocksOfFeed(tx, feedId);
    if (events.length === 0 && existing.length > 0) {
      return recordFailure(
        tx,
        feedId,
        'The channel sent an empty calendar; the last good copy is kept',
        now,
        nextSyncAt,
      );
    }
    const outcome = await applyDiff(tx, listingId, feedId, existing, events, now);
    // Turnovers follow the feed's stays in this transaction (R-H28); an unchanged feed changes none.
    await channelStaysChanged(tx, listingId);
    await repo.updateFeed(tx, feedId, {
      lastSyncedAt: now,
      lastSuccessAt: now,
      lastError: null,
      failureCount: 0,
      eventCount: events.length,
      nextSyncAt,
      etag: validators?.etag ?? null,
      lastModified: validators?.lastModified ?? null,
      ...IDLE,
    });
    const conflicts = await notifyConflicts(tx, deps.env.publicBaseUrl, feedId, locked, now);
    return { ...outcome, conflicts, ok: true, not_modified: false, error: null };
  });
}

/** No sync in flight: what every outcome writes back. */
const IDLE = { syncPhase: null, syncEvents: null, syncStartedAt: null };

/** The step a sync has reached, written outside any transaction so the channel screen sees it. */
const progress = (db: Db, feedId: number, values: Partial<repo.FeedRow>) =>
  repo.updateFeed(db, feedId, values);

async function recordFailure(db: Tx, feedId: number, error: string, now: Date, nextSyncAt: Date) {
  const feed = await repo.findFeed(db, feedId);
  if (feed) {
    await repo.updateFeed(db, feedId, {
      lastSyncedAt: now,
      lastError: error.slice(0, 500),
      failureCount: feed.failureCount + 1,
      nextSyncAt,
      ...IDLE,
    });
  }
  return failed(error);
}

/** New UIDs are added, changed dates updated, vanished UIDs removed (a cancellation frees the nights). */
async function applyDiff(
  tx: Tx,
  listingId: number,
  feedId: number,
  existing: repo.BlockRow[],
  events: FeedEvent[],
  now: Date,
) {
  const byUid = new Map(existing.map((b) => [b.uid ?? '', b]));
  const fresh: (typeof calendarBlocks.$inferInsert)[] = [];
  let updated = 0;
  for (const e of events) {
    const block = byUid.get(e.uid);
    byUid.delete(e.uid);
    if (!block) {
      fresh.push({ listingId, channelCalendarId: feedId, ...e });
    } else if (
      block.startDate !== e.startDate ||
      block.endDate !== e.endDate ||
      block.summary !== e.summary
    ) {
      const moved = block.startDate !== e.startDate || block.endDate !== e.endDate;
      await repo.updateBlock(
        tx,
        block.id,
        {
          startDate: e.startDate,
          endDate: e.endDate,
          summary: e.summary,
          // New dates are a new possible conflict: the host hears about it again.
          conflictNotifiedAt: moved ? null : block.conflictNotifiedAt,
        },
        moved ? now : null,
      );
      updated++;
    }
  }
  // New events go in a few multi-row statements: a first sync of 5,000 events is not 5,000 round trips.
  await repo.insertBlocks(tx, fresh);
  const vanished = [...byUid.values()].map((b) => b.id);
  await repo.deleteBlocks(tx, vanished);
  return { added: fresh.length, updated, removed: vanished.length };
}

/** E-mails the host once about imported events that now overlap a reservation; returns all conflicts. */
async function notifyConflicts(
  tx: Tx,
  baseUrl: string,
  feedId: number,
  found: NonNullable<Awaited<ReturnType<typeof repo.findFeedForSync>>>,
  now: Date,
): Promise<number> {
  const fresh = await repo.conflicts(tx, { feedId, unnotified: true });
  if (fresh.length > 0) {
    await enqueueMail(tx, conflictMail(found.hostEmail, found.listing.name, fresh, baseUrl));
    await repo.markConflictsNotified(
      tx,
      fresh.map((c) => c.blockId),
      now,
    );
  }
  return (await repo.conflicts(tx, { feedId })).length;
}

export const syncMessage = (o: SyncOutcome) =>
  !o.ok ? channelMessages.syncFailed : o.not_modified ? channelMessages.notModified : channelMessages.synced;
